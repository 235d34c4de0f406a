/**
 * How long a job description is, counted the same way by the wizard's word meter and the gateway's content check
 * (server/content/verify/sufficiency.ts), with the thresholds both use: the two cannot drift apart.
 */

/** Continue on step 1 needs more than this many characters after trimming (spec section 9). */
export const MIN_JOB_CHARACTERS = 20;

/** The gateway's word thresholds for a pasted job description (spec section 9: "sufficiency target about 100 words"). */
export const JOB_WORDS = {
  /** Fewer words than this is refused as too short, whatever the text says. */
  min: 60,
  /** The spec's target: from here a title and one job section are enough. */
  target: 100,
  /** More words than this is refused as too long. */
  max: 3000,
} as const;

/**
 * Scripts written without spaces between words (Chinese, Japanese): each character counts as a word, as word
 * processors count them; otherwise a whole sentence would be one word. The prolonged sound mark (ー) belongs with
 * the kana.
 */
const UNSPACED = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc';
const LETTER = `(?![${UNSPACED}])\\p{L}`;
const WORD = new RegExp(`[${UNSPACED}]|${LETTER}(?:${LETTER}|\\p{M})*`, 'gu');

/**
 * The words of a text: runs of letters (with their combining marks; a mark alone, such as an emoji's variation
 * selector, is no word), so "l'équipe" and "full-time" are two words
 * each and figures ("25 kg", "£12.50") are not words; in Chinese and Japanese, each character.
 */
export const countWords = (text: string): number => text.normalize('NFC').match(WORD)?.length ?? 0;

/** Where a text stands against the thresholds: what the meter shows and what it asks for. */
export type JobLength = 'short' | 'enough' | 'target' | 'long';

export function jobLength(words: number): JobLength {
  if (words < JOB_WORDS.min) return 'short';
  if (words > JOB_WORDS.max) return 'long';
  return words < JOB_WORDS.target ? 'enough' : 'target';
}
