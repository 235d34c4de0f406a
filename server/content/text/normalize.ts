/**
 * How the server reads a text: folded to lower case without accents, with light leetspeak undone for the harm
 * rules, in words separated by single spaces, with the phrase patterns written against that form; and phrase
 * patterns for text read as it was written (a fetched page, a posting's lines), with word boundaries that hold
 * next to accented letters.
 */

/** Lower case, accents folded (é -> e, ñ -> n), compatibility forms unified (ligatures, no-break spaces). */
function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[‘’ʼ`´]/g, "'");
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '@': 'a', $: 's' };
const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/** "k1ll" -> "kill", "$ex" -> "sex"; amounts ("$5000", "10k", "24h") and plain numbers stay as they are. */
function unLeet(run: string): string {
  if (!/[013$@]/.test(run) || !/\p{L}/u.test(run) || /^\d+(?:[.,]\d+)?\p{L}{1,3}$/u.test(run)) return run;
  let chars = [...run];
  for (let pass = 0; pass < 3; pass++) {
    const before = chars;
    chars = before.map((char, i) =>
      LEET[char] && (isLetter(before[i - 1]) || isLetter(before[i + 1])) ? (LEET[char] as string) : char,
    );
    if (chars.every((char, i) => char === before[i])) break;
  }
  return chars.join('');
}

/**
 * Words separated by single spaces: every other run of punctuation and spacing becomes one space. Kept are
 * what the rules read: sentence ends and line breaks, currency signs, '/', '+', ':' and commas inside numbers.
 */
function tokenize(folded: string): string {
  return folded.replace(/[^\p{L}\p{N}$€£/+:.!?;\n]+/gu, (run: string, offset: number, all: string) =>
    run === ',' && /\d/.test(all[offset - 1] ?? '') && /\d/.test(all[offset + 1] ?? '') ? ',' : ' ',
  );
}

/** The form the job-signal rules read: folded and tokenized. */
export const normalizeForSignals = (text: string): string => tokenize(foldText(text));

/** The form the harm rules read: folded, with light leetspeak undone, tokenized. */
export function normalizeForHarm(text: string): string {
  return tokenize(foldText(text).replace(/[\p{L}\p{N}$@]+/gu, unLeet));
}

// In normalized text, words are runs of anything but these separators and sentence ends. Small ASCII classes
// keep the phrase patterns cheap to compile (a Unicode letter class per separator costs seconds).
const SEPARATORS = ' :$€£/+';
const ENDS = '.!?;\\n';
const SEP = `[${SEPARATORS}]+`;
export const WORD_CHAR = `[^${SEPARATORS}${ENDS}]`;
const gap = (words: number) => `(?:${SEP}${WORD_CHAR}+){0,${words}}${SEP}`;

/**
 * A case of phrases read on normalized text, with word boundaries. In the sources a space stands for any
 * separator, ` ~N ` for up to N other words in between, and \p{L} for any character of a word.
 */
export function phrases(...sources: string[]): RegExp {
  const compile = (part: string) => {
    if (part === ' ') return SEP;
    const words = /^ ~(\d+) $/.exec(part)?.[1];
    return words ? gap(Number(words)) : part.replaceAll('\\p{L}', WORD_CHAR);
  };
  const body = sources
    .map((source) =>
      source
        .split(/( ~\d+ | )/)
        .map(compile)
        .join(''),
    )
    .join('|');
  return new RegExp(`(?<!${WORD_CHAR})(?:${body})(?!${WORD_CHAR})`, 'u');
}

export const alt = (...words: string[]) => `(?:${words.join('|')})`;

// ---------------------------------------------------------------------------------------------------------------
// Text as written

/** Unicode-aware word boundaries (\b only knows ASCII, so it would split "décalés" or "sábados"). */
export const WORD_START = '(?<![\\p{L}\\p{N}])';
export const WORD_END = '(?![\\p{L}\\p{N}])';

/** Phrases read on text as it was written: any case, whole words only, accented letters included. */
export const writtenPhrases = (...alternatives: string[]): RegExp =>
  new RegExp(`${WORD_START}(?:${alternatives.join('|')})${WORD_END}`, 'iu');
