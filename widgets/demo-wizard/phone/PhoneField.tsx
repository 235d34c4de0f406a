/**
 * The phone number of the contact step: a country button (flag and dial code) opening a searchable list, then
 * the national number, formatted as the visitor types and held to the country's digit limit.
 */
import {
  type ClipboardEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Language } from '../../../shared/languages';
import { useWidgetT } from '../../runtime/define';
import { Icon } from '../icons';
import { type Country, countryName, DEFAULT_COUNTRY, findCountry, flagOf, searchCountries } from './countries';
import { type Deletion, editPhone, formatNational, isInternational, normalizeDigits, type PhoneEdit } from './phone';

export interface PhoneFieldProps {
  /** The id of the number input, which `label` names; the field's other ids derive from it. */
  id: string;
  label: string;
  /** The chosen country (ISO code) and the national digits as typed. */
  value: { country: string; digits: string };
  onChange: (next: { country: string; digits: string }) => void;
  /** A message already in the visitor's language, shown below the field and announced. */
  error?: string;
  /** The language country names are shown and searched in. */
  language: Language;
  required?: boolean;
  /** While the wizard sends the form, the number stays visible but cannot change. */
  readOnly?: boolean;
}

/** Rows the list moves by on Page Up and Page Down. */
const PAGE = 8;

const FIELD_CLASS =
  'h-12 rounded-xl border border-line bg-surface text-base text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';

export function PhoneField({
  id,
  label,
  value,
  onChange,
  error,
  language,
  required = false,
  readOnly = false,
}: PhoneFieldProps) {
  const t = useWidgetT('demo-phone');
  const country = findCountry(value.country) ?? (findCountry(DEFAULT_COUNTRY) as Country);
  const input = useRef<HTMLInputElement>(null);
  // An international prefix being typed ('+3') before its dial code is complete; the store holds no digits yet.
  const [pending, setPending] = useState<string | null>(null);
  const shown = pending !== null && value.digits === '' ? pending : formatNational(value.digits, country.code);
  const countryLabel = t('country', { name: countryName(country.code, language), dialCode: country.dialCode });
  const errorId = `${id}-error`;
  const countryHintId = `${id}-country-hint`;

  function apply(element: HTMLInputElement, edit: PhoneEdit) {
    // The text and caret are set now, so the render that follows finds them already right and leaves the caret.
    element.value = edit.display;
    element.setSelectionRange(edit.caret, edit.caret);
    setPending(edit.pending);
    if (edit.value.country !== value.country || edit.value.digits !== value.digits) onChange(edit.value);
  }

  function typed(event: FormEvent<HTMLInputElement>) {
    const element = event.currentTarget;
    const kind = (event.nativeEvent as InputEvent).inputType;
    const deletion: Deletion | null =
      kind === 'deleteContentBackward' ? 'backward' : kind === 'deleteContentForward' ? 'forward' : null;
    const caret = element.selectionStart ?? element.value.length;
    apply(element, editPhone({ country: country.code, digits: value.digits }, element.value, caret, deletion));
  }

  // A whole number in international form replaces the field (and picks its country) wherever the caret was.
  function pasted(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!isInternational(text, country.code)) return;
    event.preventDefault();
    apply(event.currentTarget, editPhone({ country: country.code, digits: value.digits }, text, text.length, null));
  }

  function chooseCountry(code: string) {
    setPending(null);
    onChange({ country: code, digits: normalizeDigits(value.digits, code) });
    input.current?.focus();
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {/* The list opens over the whole row, so it always fits the width the field has (a phone's included). */}
      <fieldset aria-labelledby={`${id}-label`} className="relative m-0 flex min-w-0 gap-2 border-0 p-0">
        <CountryPicker
          fieldId={id}
          country={country}
          label={countryLabel}
          language={language}
          disabled={readOnly}
          onChoose={chooseCountry}
        />
        <input
          ref={input}
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={shown}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${countryHintId} ${errorId}` : countryHintId}
          readOnly={readOnly}
          onChange={typed}
          onPaste={pasted}
          className={`${FIELD_CLASS} w-full min-w-0 flex-1 px-3 tabular-nums`}
        />
        <span id={countryHintId} className="sr-only">
          {countryLabel}
        </span>
      </fieldset>
      {error && (
        <p id={errorId} role="alert" className="m-0 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

interface CountryPickerProps {
  fieldId: string;
  country: Country;
  label: string;
  language: Language;
  disabled: boolean;
  onChoose: (code: string) => void;
}

/** The country button and its list (the ARIA combobox pattern: the search box drives a listbox). */
function CountryPicker({ fieldId, country, label, language, disabled, onChoose }: CountryPickerProps) {
  const t = useWidgetT('demo-phone');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const results = useMemo(() => searchCountries(query, language), [query, language]);
  const popupId = `${fieldId}-countries`;
  const listId = `${fieldId}-country-list`;
  const optionId = (code: string) => `${fieldId}-country-${code}`;
  const activeCountry = results[active];

  /** Shows the list for a query, on the chosen country when nothing is searched, else on the best match. */
  function show(nextQuery: string) {
    setQuery(nextQuery);
    const selected = nextQuery.trim() === '' ? searchCountries('', language).indexOf(country) : 0;
    setActive(Math.max(selected, 0));
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function choose(code: string) {
    setOpen(false);
    onChoose(code);
  }

  const move = (index: number) => setActive(Math.max(0, Math.min(index, results.length - 1)));

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  useLayoutEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  // A press anywhere else closes the list; composedPath sees through the shadow root the list lives in.
  useEffect(() => {
    if (!open) return;
    const pressed = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', pressed, true);
    return () => document.removeEventListener('pointerdown', pressed, true);
  }, [open]);

  function buttonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show('');
    } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typeahead: a letter on the closed button starts a search with it.
      event.preventDefault();
      show(event.key);
    }
  }

  function searchKey(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        move(active + 1);
        break;
      case 'ArrowUp':
        if (event.altKey) close(true);
        else move(active - 1);
        break;
      case 'PageDown':
        move(active + PAGE);
        break;
      case 'PageUp':
        move(active - PAGE);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(results.length - 1);
        break;
      case 'Enter':
        // Never the wizard's form submission: Enter here picks a country.
        if (activeCountry) choose(activeCountry.code);
        break;
      case 'Escape':
        // The list closes, not a dialog around the wizard.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  // Focus leaving for somewhere else (Tab, a screen reader's jump) closes the list.
  function focusLeft(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget as Node | null;
    if (open && next && !root.current?.contains(next)) setOpen(false);
  }

  return (
    <div ref={root} className="shrink-0">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : show(''))}
        onKeyDown={buttonKey}
        onBlur={focusLeft}
        className={`${FIELD_CLASS} inline-flex items-center gap-2 px-3 hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60`}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          {flagOf(country.code)}
        </span>
        <span className="tabular-nums">{country.dialCode}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current text-ink-muted">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {open && (
        <div
          id={popupId}
          className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-line bg-surface shadow-lg sm:right-auto sm:w-96"
        >
          <div className="border-b border-line p-2">
            <input
              ref={search}
              type="text"
              role="combobox"
              aria-label={t('search.label')}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeCountry ? optionId(activeCountry.code) : undefined}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              value={query}
              onChange={(event) => show(event.currentTarget.value)}
              onKeyDown={searchKey}
              onBlur={focusLeft}
              className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            />
          </div>
          {/* Options take no focus: the search box keeps it, and a press on the list must not blur it. */}
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label={t('countries')}
            onMouseDown={(event) => event.preventDefault()}
            className="max-h-64 overflow-y-auto overscroll-contain p-1"
          >
            {results.map((option, index) => {
              const selected = option.code === country.code;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the search box keeps the focus and handles the keys (aria-activedescendant).
                <div
                  key={option.code}
                  id={optionId(option.code)}
                  role="option"
                  aria-selected={selected}
                  data-index={index}
                  onClick={() => choose(option.code)}
                  onPointerMove={() => index !== active && setActive(index)}
                  className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-base text-ink ${
                    index === active ? 'bg-primary-soft' : ''
                  }`}
                >
                  <span aria-hidden="true" className="text-xl leading-none">
                    {flagOf(option.code)}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{countryName(option.code, language)}</span>{' '}
                  <span className="shrink-0 text-sm text-ink-muted tabular-nums">{option.dialCode}</span>
                  <Icon name="check" className={`h-4 w-4 text-primary ${selected ? '' : 'invisible'}`} />
                </div>
              );
            })}
          </div>
          {results.length === 0 && <p className="m-0 px-4 py-3 text-sm text-ink-muted">{t('search.empty')}</p>}
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {open && (results.length > 0 ? t('search.results', { count: results.length }) : t('search.empty'))}
      </p>
    </div>
  );
}
