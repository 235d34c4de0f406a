/**
 * The phone number of the contact step (spec section 5): which digits the field keeps, how it shows them while
 * the visitor types or pastes, and the value the gateway receives (dial code plus digits, 8 to 20 characters).
 */
import { type Country, countryOfDialCode, findCountry } from './countries';

/** What the wizard stores: the chosen country and the national digits as the visitor typed them. */
export interface PhoneInput {
  country: string;
  digits: string;
}

/** The bounds of the whole value, dial code included (spec sections 5 and 9). */
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 20;
/** National digits at most: 10 in the North American plan, 15 (the E.164 maximum) elsewhere. */
const NANP_MAX_DIGITS = 10;
const MAX_DIGITS = 15;

/**
 * The spec names the United States and Canada; every member of the North American plan (+1: Puerto Rico,
 * Jamaica, the Dominican Republic…) has the same 10-digit numbers, and the gateway counts them the same way.
 */
const isNanp = (country: Country | undefined): boolean => country?.dialCode === '+1';

export const maxDigits = (country: string): number => (isNanp(findCountry(country)) ? NANP_MAX_DIGITS : MAX_DIGITS);

/** Arabic-Indic and full-width digits (a phone keyboard or an input method may give them) become ASCII ones. */
function asciiDigits(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
      String(digit.charCodeAt(0) - (digit >= '\u06f0' ? 0x06f0 : 0x0660)),
    );
}

const onlyDigits = (text: string): string => asciiDigits(text).replace(/\D/g, '');

/**
 * The national digits the field keeps and how many leading digits were dropped for it. In the North American
 * plan no number starts with 1, so a leading 1 is the country code or the long-distance prefix the visitor is
 * used to dialling ("1 202 555 0123") and is dropped rather than pushing the last digit over the limit.
 */
function keepNational(digits: string, country: string): { digits: string; dropped: number } {
  const dropped = isNanp(findCountry(country)) && digits.startsWith('1') ? 1 : 0;
  return { digits: digits.slice(dropped, dropped + maxDigits(country)), dropped };
}

/** The digits of what the visitor typed, within the country's limit (digits only are kept). */
export const normalizeDigits = (text: string, country: string): string =>
  keepNational(onlyDigits(text), country).digits;

/** A leading 0 that is a trunk prefix, not the start of a special number such as 00800. */
const TRUNK = /^0(?=[1-9])/;

/**
 * The national number as the country writes it, formatted progressively as the visitor types: separators
 * appear only once a digit follows them ("(202) 5" for "2025"). A country's pattern includes its trunk 0
 * ('06 12 34 56 78'); digits typed without it use the pattern without its first digit ('6 12 34 56 78').
 * Countries without a pattern, and numbers longer than the pattern, show plain digits: a wrong grouping would
 * mislead a visitor reading back their own number.
 */
export function formatNational(digits: string, country: string): string {
  const entry = findCountry(country);
  let pattern = entry?.format;
  if (!pattern || digits === '') return digits;
  if (entry?.trunkZero && !digits.startsWith('0')) pattern = pattern.replace('#', '').replace(/^[^#]+/, '');
  if (digits.length > pattern.replace(/[^#]/g, '').length) return digits;
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next === digits.length) break;
    out += slot === '#' ? digits[next++] : slot;
  }
  return out;
}

/**
 * The value the gateway receives, the contact's `phone_number` and the lead's `phone`: the dial code plus the
 * national digits, without the trunk 0 ('+33' and '0612345678' give '+33612345678'). The gateway would also
 * accept the 0 (it parses '+330612345678' as the same number), but the lead goes to the CRM as given, so both
 * receive one international form. Empty while there is no digit.
 */
export function phoneValue(country: string, digits: string): string {
  const entry = findCountry(country);
  const national = onlyDigits(digits);
  if (!entry || national === '') return '';
  return entry.dialCode + (entry.trunkZero ? national.replace(TRUNK, '') : national);
}

/**
 * The number as a summary shows it to the visitor, dial code first and without the trunk 0:
 * '+33 6 12 34 56 78', '+1 (201) 555-0123'. Empty while there is no digit.
 */
export function formatInternational(country: string, digits: string): string {
  const entry = findCountry(country);
  const national = onlyDigits(digits);
  if (!entry || national === '') return '';
  return `${entry.dialCode} ${formatNational(entry.trunkZero ? national.replace(TRUNK, '') : national, entry.code)}`;
}

/** The spec's length rule on the whole value ('Please enter a phone number between 8 and 20 characters.'). */
export const phoneLengthOk = (value: string): boolean =>
  value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH;

/** Why a phone number cannot be sent yet, if it cannot: missing, or outside the length rule. */
export function phoneProblem(input: PhoneInput): 'required' | 'length' | null {
  const value = phoneValue(input.country, input.digits);
  if (value === '') return 'required';
  return phoneLengthOk(value) ? null : 'length';
}

/**
 * The digits after an international prefix, or null for a national number: a leading '+', '00' (the prefix of
 * most of the world), or '011' where the North American plan is chosen (its national numbers never start with 0).
 */
function afterInternationalPrefix(typed: string, country: string): string | null {
  const digits = onlyDigits(typed);
  if (typed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (isNanp(findCountry(country)) && digits.startsWith('011')) return digits.slice(3);
  return null;
}

/** Whether a text is a number written in international form (pasting one replaces the whole field). */
export const isInternational = (text: string, country: string): boolean =>
  afterInternationalPrefix(asciiDigits(text).trim(), country) !== null;

/** What the field holds after reading a text: the number, or an international prefix still being typed. */
export interface PhoneReading extends PhoneInput {
  /** '+3', '003'…: an international prefix whose dial code is not complete yet, shown without separators. */
  pending: string | null;
}

/** Dial codes have one to three digits, and no code is the beginning of another. */
const LONGEST_DIAL_CODE = 3;

/**
 * Reads what the visitor typed or pasted into the number field while `current` is chosen:
 * - a national number keeps its digits as typed (a French '06 12 34 56 78' stays '0612345678');
 * - '+33 6 12 34 56 78', '0033 6 12 34 56 78' or '+33 (0)6 12 34 56 78' switch to the dial code's country and
 *   keep the national digits ('612345678'), a trunk 0 after the dial code being dropped;
 * - a dial code shared by several countries keeps the current one when it is among them (Canada stays Canada
 *   on +1), else takes the code's main country (+1 gives the United States, +44 the United Kingdom);
 * - an international prefix whose dial code is not complete yet ('+3') is pending;
 * - a dial code nobody has (+999) cannot be told apart: the country stays and the digits after the prefix are
 *   kept for the visitor to correct.
 */
export function readPhoneInput(text: string, current: string): PhoneReading {
  const typed = asciiDigits(text).trim();
  const international = afterInternationalPrefix(typed, current);
  if (international === null) return { country: current, digits: normalizeDigits(typed, current), pending: null };
  for (let length = 1; length <= Math.min(LONGEST_DIAL_CODE, international.length); length += 1) {
    const country = countryOfDialCode(international.slice(0, length), current);
    if (!country) continue;
    let national = international.slice(length);
    if (country.trunkZero) national = national.replace(TRUNK, '');
    return { country: country.code, digits: normalizeDigits(national, country.code), pending: null };
  }
  if (international.length < LONGEST_DIAL_CODE) {
    return { country: current, digits: '', pending: typed.startsWith('+') ? `+${international}` : onlyDigits(typed) };
  }
  return { country: current, digits: normalizeDigits(international, current), pending: null };
}

/** An edit of the number field: the value to store, the text to show and where the caret goes in it. */
export interface PhoneEdit {
  value: PhoneInput;
  pending: string | null;
  display: string;
  caret: number;
}

export type Deletion = 'backward' | 'forward';

/** The position just after the `count`-th digit of a formatted text (0: before the first digit). */
export function caretAfterDigits(display: string, count: number): number {
  if (count <= 0) {
    const first = display.search(/\d/);
    return first === -1 ? display.length : first;
  }
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (/\d/.test(display[index] as string)) seen += 1;
    if (seen === count) return index + 1;
  }
  return display.length;
}

/**
 * Applies what the browser put in the field (`raw`, with the caret at `caret`) to the previous value. The caret
 * keeps its place among the digits once the number is reformatted. Deleting a separator the formatting put
 * there ("(202) |555") deletes the digit next to it, as the visitor meant, instead of doing nothing.
 */
export function editPhone(previous: PhoneInput, raw: string, caret: number, deletion: Deletion | null): PhoneEdit {
  const reading = readPhoneInput(raw, previous.country);
  if (reading.pending !== null) {
    const display = reading.pending;
    return { value: { country: previous.country, digits: '' }, pending: display, display, caret: display.length };
  }
  if (reading.country !== previous.country || isInternational(raw, previous.country)) {
    const display = formatNational(reading.digits, reading.country);
    return {
      value: { country: reading.country, digits: reading.digits },
      pending: null,
      display,
      caret: display.length,
    };
  }
  const typed = onlyDigits(raw);
  const before = onlyDigits(raw.slice(0, caret)).length;
  let { digits, dropped } = keepNational(typed, previous.country);
  let caretDigits = before - dropped;
  const excess = typed.length - dropped - maxDigits(previous.country);
  if (excess > 0 && previous.digits.length >= maxDigits(previous.country)) {
    // A complete number takes no more digits: typing in it changes nothing, rather than pushing its last digit out.
    digits = previous.digits;
    caretDigits -= typed.length - dropped - previous.digits.length;
  } else if (deletion && digits === previous.digits) {
    const at = deletion === 'backward' ? caretDigits - 1 : caretDigits;
    if (at >= 0 && at < digits.length) {
      ({ digits, dropped } = keepNational(digits.slice(0, at) + digits.slice(at + 1), previous.country));
      caretDigits = at - dropped;
    }
  }
  caretDigits = Math.max(0, Math.min(caretDigits, digits.length));
  const display = formatNational(digits, previous.country);
  return {
    value: { country: previous.country, digits },
    pending: null,
    display,
    caret: caretAfterDigits(display, caretDigits),
  };
}
