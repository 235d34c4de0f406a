/**
 * What a one-line field a visitor fills in (a name, a company, an e-mail address) may hold: printable text.
 * The lead travels into the CRM and into e-mails and logs, where a NUL cuts a value short, a CR/LF starts a
 * new header or log line, a lone surrogate is no character at all, and a bidi override (U+202A-202E) or
 * isolate (U+2066-2069) makes a name display differently from what it is.
 */

/**
 * Control characters (C0 with NUL, CR, LF and tab; DEL; C1), line and paragraph separators, lone surrogates
 * (\p{Cs} matches only an unpaired half in a `u` pattern) and the bidi embedding, override and isolate marks.
 */
const NOT_IN_A_LINE = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const SINGLE_LINE_MESSAGE =
  'Must be plain text on one line: no control, line-break or text-direction characters';

export const isSingleLineText = (text: string): boolean => !NOT_IN_A_LINE.test(text);
