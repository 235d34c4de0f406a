/**
 * The time of a call later today (spec sections 2 and 5): hour and minute spinbuttons with steppers, numbers
 * typed in after a click, and whether the time shown is valid. A typed time outside 0-23, 0-59 or the window is
 * refused and the field shows the last good time again.
 */
import { type ChangeEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useWidgetT } from '../../runtime/define';
import { Icon } from '../icons';
import {
  type ClockTime,
  checkTime,
  clampToWindow,
  clockOf,
  PAGE_STEP,
  parseTyped,
  scheduleWindow,
  stepHour,
  stepMinute,
  type TimeCheck,
} from './time-window';

type Field = keyof ClockTime;

export interface TimePickerProps {
  /** The committed time; steps and confirmed typing only ever hand back a time inside the window. */
  value: ClockTime;
  onChange: (time: ClockTime) => void;
  now: Date;
  /** The check of what the picker shows, typing in progress included, so the owner can hold its confirm button. */
  onCheck?: (check: TimeCheck) => void;
  /** An element describing the whole picker, such as the window it accepts. */
  describedBy?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const sameTime = (a: ClockTime, b: ClockTime) => a.hour === b.hour && a.minute === b.minute;
const step = (field: Field, time: ClockTime, delta: number, now: Date) =>
  field === 'hour' ? stepHour(time, delta, now) : stepMinute(time, delta, now);
// Digits and the separators of a whole time ('9:05', '9h05'); anything else never reaches the field.
const TYPABLE = /[^\d:.hH ]/g;
const MAX_TYPED = 7;

/** The text of the field the visitor is typing into, until Enter or leaving the field settles it. */
interface Draft {
  field: Field;
  text: string;
}

const proposalOf = (draft: Draft, value: ClockTime) => parseTyped(draft.text, draft.field, value);

export function TimePicker({ value, onChange, now, onCheck, describedBy }: TimePickerProps) {
  const t = useWidgetT('demo-dialogs');
  const [draft, setDraft] = useState<Draft | null>(null);
  const hintId = useId();

  const proposal = draft && proposalOf(draft, value);
  const check: TimeCheck = draft
    ? proposal
      ? checkTime(proposal.hour, proposal.minute, now)
      : 'invalid'
    : checkTime(value.hour, value.minute, now);

  // Before paint, so the owner's confirm button never shows a state the status line does not.
  useLayoutEffect(() => {
    onCheck?.(check);
  }, [check, onCheck]);

  /** Enter or leaving the field: a valid typed time is taken, anything else reverts (spec section 5). */
  function commit() {
    if (!draft) return;
    const typed = proposalOf(draft, value);
    setDraft(null);
    if (typed && checkTime(typed.hour, typed.minute, now) === 'valid' && !sameTime(typed, value)) onChange(typed);
  }

  function move(next: ClockTime) {
    setDraft(null);
    if (!sameTime(next, value)) onChange(next);
  }

  const range = scheduleWindow(now);
  const first = range ? clockOf(range.min) : { hour: 0, minute: 0 };
  const last = range ? clockOf(range.max) : { hour: 23, minute: 59 };
  const bounds: Record<Field, { min: number; max: number }> = {
    hour: { min: first.hour, max: last.hour },
    minute: { min: value.hour === first.hour ? first.minute : 0, max: value.hour === last.hour ? last.minute : 59 },
  };

  const field = (name: Field) => (
    <TimeField
      key={name}
      field={name}
      value={value}
      now={now}
      text={draft?.field === name ? draft.text : pad(value[name])}
      typing={draft?.field === name}
      invalid={draft?.field === name && check !== 'valid'}
      min={bounds[name].min}
      max={bounds[name].max}
      hintId={hintId}
      onType={(text) => setDraft({ field: name, text })}
      onCommit={commit}
      onRevert={() => setDraft(null)}
      onMove={move}
    />
  );

  return (
    <fieldset aria-describedby={describedBy} className="m-0 flex min-w-0 flex-col items-center gap-3 border-0 p-0">
      <legend className="sr-only">{t('timePicker.label')}</legend>
      <div className="flex items-center justify-center gap-2">
        {field('hour')}
        <span aria-hidden="true" className="pb-1 text-4xl font-bold text-ink-muted">
          :
        </span>
        {field('minute')}
      </div>
      <p id={hintId} className="m-0 text-center text-xs text-ink-muted">
        {t('timePicker.hint')}
      </p>
      <p
        role="status"
        data-check={check}
        className={`m-0 inline-flex items-center gap-1.5 text-sm font-semibold ${
          check === 'valid' ? 'text-success' : 'text-danger'
        }`}
      >
        <Icon name={check === 'valid' ? 'check' : 'close'} className="h-4 w-4" />
        {check === 'valid' ? t('timePicker.valid') : t('timePicker.invalid')}
      </p>
    </fieldset>
  );
}

interface TimeFieldProps {
  field: Field;
  value: ClockTime;
  now: Date;
  text: string;
  typing: boolean;
  invalid: boolean;
  min: number;
  max: number;
  hintId: string;
  onType: (text: string) => void;
  onCommit: () => void;
  onRevert: () => void;
  onMove: (time: ClockTime) => void;
}

function TimeField({
  field,
  value,
  now,
  text,
  typing,
  invalid,
  min,
  max,
  hintId,
  onType,
  onCommit,
  onRevert,
  onMove,
}: TimeFieldProps) {
  const t = useWidgetT('demo-dialogs');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const later = step(field, value, 1, now);
  const earlier = step(field, value, -1, now);

  // A focused field keeps its number selected whenever it shows a new one (after a step, a revert), so typing
  // replaces the number instead of adding digits to it.
  useLayoutEffect(() => {
    const element = input.current;
    const focused = element && (element.getRootNode() as Document | ShadowRoot).activeElement === element;
    if (focused && !typing && element.value === text) element.select();
  }, [text, typing]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    let next: ClockTime;
    switch (event.key) {
      case 'ArrowUp':
        next = later;
        break;
      case 'ArrowDown':
        next = earlier;
        break;
      case 'PageUp':
        next = step(field, value, PAGE_STEP[field], now);
        break;
      case 'PageDown':
        next = step(field, value, -PAGE_STEP[field], now);
        break;
      case 'Home':
        next = clampToWindow(field === 'hour' ? { ...value, hour: 0 } : { ...value, minute: 0 }, now);
        break;
      case 'End':
        next = clampToWindow(field === 'hour' ? { ...value, hour: 23 } : { ...value, minute: 59 }, now);
        break;
      case 'Enter':
        // Enter confirms the typing; with nothing typed it submits the surrounding form.
        if (typing) {
          event.preventDefault();
          onCommit();
        }
        return;
      case 'Escape':
        // Escape drops the typing first; only the next one closes the dialog.
        if (typing) {
          event.preventDefault();
          event.stopPropagation();
          onRevert();
        }
        return;
      default:
        return;
    }
    event.preventDefault();
    onMove(next);
  }

  const stepper = (direction: 'later' | 'earlier') => {
    const next = direction === 'later' ? later : earlier;
    const stuck = sameTime(next, value);
    const label =
      field === 'hour'
        ? t(direction === 'later' ? 'timePicker.hourLater' : 'timePicker.hourEarlier')
        : t(direction === 'later' ? 'timePicker.minuteLater' : 'timePicker.minuteEarlier');
    return (
      <button
        type="button"
        // Keyboard users step with the arrow keys on the field itself; the buttons are for pointers.
        tabIndex={-1}
        aria-label={label}
        aria-controls={id}
        // aria-disabled rather than disabled: a pressed button that reaches the end keeps the focus.
        aria-disabled={stuck}
        onClick={() => {
          if (!stuck) onMove(next);
        }}
        className="inline-flex h-9 w-20 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent"
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d={direction === 'later' ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
        </svg>
      </button>
    );
  };

  return (
    <div className="flex flex-col items-center gap-1">
      {stepper('later')}
      <input
        ref={input}
        id={id}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        aria-label={field === 'hour' ? t('timePicker.hour') : t('timePicker.minute')}
        aria-valuenow={value[field]}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={pad(value[field])}
        aria-invalid={invalid}
        aria-describedby={hintId}
        data-field={field}
        value={text}
        // A click selects the number so typing replaces it.
        onFocus={(event) => event.currentTarget.select()}
        // The browser would collapse that selection where the button was released; while typing it may.
        onMouseUp={(event) => {
          if (typing) return;
          event.preventDefault();
          event.currentTarget.select();
        }}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onType(event.currentTarget.value.replace(TYPABLE, '').slice(0, MAX_TYPED))
        }
        onKeyDown={onKeyDown}
        onBlur={onCommit}
        className={`h-16 w-20 rounded-xl border-2 bg-surface-muted text-center text-4xl font-bold tabular-nums text-ink focus:outline-none focus:bg-surface focus-visible:ring-2 focus-visible:ring-primary ${
          invalid ? 'border-danger' : 'border-line focus:border-primary'
        }`}
      />
      {stepper('earlier')}
    </div>
  );
}
