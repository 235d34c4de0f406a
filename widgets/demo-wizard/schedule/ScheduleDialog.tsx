/**
 * The dialog where the visitor picks the time of a call later today (spec sections 2 and 4). Confirm stays
 * disabled while the time shown is not valid; opened because 'later' had no time, it shows that error first.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogActions, dialogButtonClass } from '../../runtime/Dialog';
import { useWidget, useWidgetT } from '../../runtime/define';
import { TimePicker } from './TimePicker';
import {
  type ClockTime,
  checkTime,
  clockOf,
  defaultScheduleTime,
  scheduleWindow,
  type TimeCheck,
  timeLabel,
  toIso,
} from './time-window';

/** While the dialog is open the window follows the clock, so a time that has just passed turns invalid. */
const CLOCK_REFRESH_MS = 15_000;

export interface ScheduleDialogProps {
  open: boolean;
  /** The time chosen before; the default (one hour from now, or now) when absent or no longer in the window. */
  initial?: ClockTime;
  now: () => Date;
  /** The scheduled ISO date-time with the visitor's offset, and the time as the visitor reads it. */
  onConfirm: (iso: string, label: string) => void;
  onCancel: () => void;
  /** A validation error in the visitor's language, shown until the time is changed. */
  error?: string;
}

export function ScheduleDialog({ open, onCancel, ...form }: ScheduleDialogProps) {
  const t = useWidgetT('demo-dialogs');
  return (
    <Dialog open={open} onClose={onCancel} title={t('schedule.title')} description={t('schedule.description')}>
      {/* Mounted at each opening: every visit starts from `initial` and a fresh clock. */}
      <ScheduleForm onCancel={onCancel} {...form} />
    </Dialog>
  );
}

function ScheduleForm({ initial, now, onConfirm, onCancel, error }: Omit<ScheduleDialogProps, 'open'>) {
  const t = useWidgetT('demo-dialogs');
  const { language } = useWidget();
  const [clock, setClock] = useState(now);
  const [time, setTime] = useState<ClockTime>(() =>
    initial && checkTime(initial.hour, initial.minute, clock) === 'valid'
      ? initial
      : clockOf(defaultScheduleTime(clock)),
  );
  const [check, setCheck] = useState<TimeCheck>(() => checkTime(time.hour, time.minute, clock));
  const [changed, setChanged] = useState(false);
  const windowId = useId();

  // The owner often passes a new `now` function at every render; the clock reads the latest one.
  const readClock = useRef(now);
  useEffect(() => {
    readClock.current = now;
  });
  useEffect(() => {
    const timer = setInterval(() => setClock(readClock.current()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const range = scheduleWindow(clock);
  const confirmable = range !== null && check === 'valid';

  function confirm(event: FormEvent) {
    event.preventDefault();
    const at = now();
    setClock(at);
    // The clock may have overtaken the time since the last refresh: the picker then says it is invalid.
    if (!confirmable || checkTime(time.hour, time.minute, at) !== 'valid') return;
    onConfirm(toIso(time.hour, time.minute, at), timeLabel(time, language));
  }

  return (
    <form onSubmit={confirm} noValidate className="flex flex-col gap-5">
      {error && !changed && (
        <p
          role="alert"
          className="m-0 rounded-xl border border-danger bg-surface px-4 py-3 text-sm font-medium text-danger"
        >
          {error}
        </p>
      )}
      {range ? (
        <div className="flex flex-col gap-2">
          <TimePicker
            value={time}
            onChange={(next) => {
              setTime(next);
              setChanged(true);
            }}
            now={clock}
            onCheck={setCheck}
            describedBy={windowId}
          />
          <p id={windowId} className="m-0 text-center text-sm text-ink-muted">
            {t('schedule.window', {
              min: timeLabel(clockOf(range.min), language),
              max: timeLabel(clockOf(range.max), language),
            })}
          </p>
        </div>
      ) : (
        <p role="alert" className="m-0 rounded-xl bg-surface-muted px-4 py-3 text-base text-ink">
          {t('schedule.noTimeLeft')}
        </p>
      )}
      <DialogActions>
        <button type="button" onClick={onCancel} className={dialogButtonClass.secondary}>
          {t('schedule.cancel')}
        </button>
        <button type="submit" disabled={!confirmable} className={dialogButtonClass.primary}>
          {t('schedule.confirm')}
        </button>
      </DialogActions>
    </form>
  );
}
