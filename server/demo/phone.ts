/**
 * The phone number a visitor gives for the demo call, checked before anything rings. The wizard sends the
 * dial code plus digits ("+33612345678"); the gateway refuses what it cannot call, what costs money to call
 * (premium-rate, shared-cost) and what is not a person's phone, and answers with the number in E.164 form.
 */
import { type PhoneNumberType, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/max';

type DemoPhoneRefusal = 'format' | 'length' | 'type' | 'country';

export type DemoPhoneCheck = { ok: true; e164: string; country: string } | { ok: false; reason: DemoPhoneRefusal };

export interface DemoPhoneOptions {
  /** ISO 3166-1 alpha-2 codes of the countries the demo may call. */
  callableCountries: readonly string[];
}

/**
 * Where the demo calls by default: the markets the product sells to in its three languages, and the four
 * European markets named in its go-to-market besides (DE, IT, PT, NL).
 * - English: US, CA, GB, IE, and the Crown dependencies GG, JE, IM, whose numbers share +44 with the UK
 *   (a British visitor's mobile can belong to one of them).
 * - French: FR with its overseas departments GP, MQ, GF, RE, YT (France and the EU, their own dial codes),
 *   BE, CH, LU, MC.
 * - Spanish: ES and the Spanish-speaking countries of the Americas, PR included. Left out: CU (embargo, very
 *   costly to reach) and GQ (not a market of the product; a high-cost destination).
 * Everything else is refused, because an open demo that calls any country can be made to ring expensive
 * destinations; a deployment widens or narrows the list through its configuration.
 */
export const DEFAULT_CALLABLE_COUNTRIES: readonly string[] = Object.freeze([
  // English
  'US',
  'CA',
  'GB',
  'GG',
  'JE',
  'IM',
  'IE',
  // French
  'FR',
  'GP',
  'MQ',
  'GF',
  'RE',
  'YT',
  'BE',
  'CH',
  'LU',
  'MC',
  // Spanish
  'ES',
  'MX',
  'AR',
  'CO',
  'CL',
  'PE',
  'VE',
  'EC',
  'BO',
  'PY',
  'UY',
  'CR',
  'PA',
  'GT',
  'SV',
  'HN',
  'NI',
  'DO',
  'PR',
  // Other European markets
  'DE',
  'IT',
  'PT',
  'NL',
]);

/**
 * The kinds of number the demo calls: the visitor's own mobile or fixed line. VOIP is accepted because in
 * several markets it is an ordinary home line billed at the normal rate (the French 09 numbers of internet
 * boxes). Refused:
 * - PREMIUM_RATE and SHARED_COST: the call itself costs money and can earn its owner revenue, which is what a
 *   fraudster driving an automated caller wants;
 * - TOLL_FREE and UAN: a company's switchboard, not a person, and often unreachable from abroad;
 * - PERSONAL_NUMBER: "follow-me" numbers (UK 070) charged at premium-like rates;
 * - PAGER and VOICEMAIL: nobody can take an interview there;
 * - numbers whose type is unknown: nothing tells us what they cost.
 */
const CALLABLE_TYPES: ReadonlySet<PhoneNumberType> = new Set<PhoneNumberType>([
  'MOBILE',
  'FIXED_LINE',
  'FIXED_LINE_OR_MOBILE',
  'VOIP',
]);

/** The wizard's bounds: 8 to 20 characters in all, at most 10 national digits in the US and Canada, 15 elsewhere. */
const MIN_LENGTH = 8;
const MAX_LENGTH = 20;
const MAX_NATIONAL_DIGITS = 15;
const MAX_NANP_NATIONAL_DIGITS = 10;

/** Spaces, dots, dashes and brackets a visitor may type between digits; nothing else is tolerated. */
const SEPARATORS = /[\s.\-()]/g;

export function validateDemoPhone(input: string, options: DemoPhoneOptions): DemoPhoneCheck {
  if (typeof input !== 'string') return { ok: false, reason: 'format' };
  const compact = withoutRetiredMexicanMobilePrefix(input.replace(SEPARATORS, ''));
  if (!/^\+\d+$/.test(compact)) return { ok: false, reason: 'format' };
  if (compact.length < MIN_LENGTH || compact.length > MAX_LENGTH) return { ok: false, reason: 'length' };

  const lengthProblem = validatePhoneNumberLength(compact);
  if (lengthProblem === 'TOO_SHORT' || lengthProblem === 'TOO_LONG' || lengthProblem === 'INVALID_LENGTH') {
    return { ok: false, reason: 'length' };
  }
  const parsed = parsePhoneNumberFromString(compact);
  if (!parsed) return { ok: false, reason: 'format' };
  const nanp = parsed.countryCallingCode === '1';
  if (parsed.nationalNumber.length > (nanp ? MAX_NANP_NATIONAL_DIGITS : MAX_NATIONAL_DIGITS)) {
    return { ok: false, reason: 'length' };
  }
  if (!parsed.isValid()) return { ok: false, reason: 'format' };

  // Numbers of no country (+800, +882, +979 ...) are international services, never someone's phone.
  const country = parsed.country;
  if (!country || !options.callableCountries.some((code) => code.toUpperCase() === country)) {
    return { ok: false, reason: 'country' };
  }
  const type = parsed.getType();
  if (!type || !CALLABLE_TYPES.has(type)) return { ok: false, reason: 'type' };

  return { ok: true, e164: parsed.number, country };
}

/**
 * Mexico dropped the "1" that used to follow +52 on mobiles in 2019, but many visitors still write it
 * (+52 1 55 1234 5678); no valid Mexican number has 11 national digits starting with 1, so it is dropped.
 */
function withoutRetiredMexicanMobilePrefix(compact: string): string {
  return /^\+521\d{10}$/.test(compact) ? `+52${compact.slice(4)}` : compact;
}
