/** Which language a pasted text is in: English, French, Spanish, or 'unknown'. */
import { franc, francAll } from 'franc-min';
import type { Language } from '../../../shared/languages';

/** Below this many letters (or two words) the language is not guessed. */
export const MIN_LANGUAGE_LETTERS = 12;
/**
 * When the text looks closer to another language than English, French or Spanish, one of these is still
 * accepted if it scores at least this close to the best (franc's 0..1 scale) and clearly ahead of the other two.
 */
export const LANGUAGE_NEAR_BEST = 0.9;
export const LANGUAGE_MARGIN = 0.1;
/** Characters of the text the language is guessed from. */
const LANGUAGE_SAMPLE = 8192;

const FRANC_CODES: Record<string, Language> = { eng: 'en', fra: 'fr', spa: 'es' };
const FRANC_ONLY = Object.keys(FRANC_CODES);

/**
 * English, French or Spanish, or 'unknown' for texts too short to tell, in another language, or so mixed
 * that no language is clearly ahead. Links and e-mail addresses are left out of the guess.
 */
export function detectLanguage(text: string): Language | 'unknown' {
  // franc reads at most 2048 characters; a bounded slice keeps the clean-up linear on any input.
  const clean = text
    .slice(0, LANGUAGE_SAMPLE)
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/(?<!\S)\S*@\S*/g, ' ');
  const letters = clean.match(/\p{L}/gu)?.length ?? 0;
  const words = clean.match(/\p{L}+/gu)?.length ?? 0;
  if (letters < MIN_LANGUAGE_LETTERS || words < 2) return 'unknown';

  // franc's full model (82 languages) tells "another language" apart from English, French or Spanish.
  const anyLanguage = franc(clean, { minLength: 1 });
  const ours = francAll(clean, { only: FRANC_ONLY, minLength: 1 });
  const [best, second] = ours;
  if (!best || best[0] === 'und') return 'unknown';
  const language = FRANC_CODES[best[0]];
  if (!language) return 'unknown';
  if (anyLanguage === best[0]) return language;

  const margin = 1 - (second?.[1] ?? 0);
  const nearBest = francAll(clean, { minLength: 1 }).find(([code]) => code === best[0])?.[1] ?? 0;
  return nearBest >= LANGUAGE_NEAR_BEST && margin >= LANGUAGE_MARGIN ? language : 'unknown';
}
