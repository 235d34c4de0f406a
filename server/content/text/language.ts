/**
 * Which language a text is in, three ways for three needs: whether a pasted text is in English, French,
 * Spanish or none of them (detectLanguage); the closest of the three for a fetched page, to label what is
 * read from it (closestLanguage); and the likeliest of the three by a posting's commonest short words, cheap
 * and steady on a few lines (languageByCommonWords).
 */
import { franc, francAll } from 'franc-min';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { WORD_END, WORD_START } from './normalize';

/** Below this many letters (or two words) the language is not guessed. */
const MIN_LANGUAGE_LETTERS = 12;
/**
 * When the text looks closer to another language than English, French or Spanish, one of these is still
 * accepted if it scores at least this close to the best (franc's 0..1 scale) and clearly ahead of the other two.
 */
const LANGUAGE_NEAR_BEST = 0.9;
const LANGUAGE_MARGIN = 0.1;
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

/** Characters of a page the closest language is guessed from, and fewer than which English is assumed. */
const CLOSEST_SAMPLE = 2000;
const CLOSEST_MIN_LENGTH = 20;

/** English, French or Spanish, whichever the text is closest to; English when it is too short to tell. */
export function closestLanguage(text: string): Language {
  const guess = franc(text.slice(0, CLOSEST_SAMPLE), { only: FRANC_ONLY, minLength: CLOSEST_MIN_LENGTH });
  return FRANC_CODES[guess] ?? 'en';
}

const STOPWORDS: Record<Language, readonly string[]> = {
  en: ['the', 'and', 'you', 'we', 'with', 'our', 'will', 'are', 'your', 'of', 'to'],
  fr: ['le', 'la', 'les', 'et', 'vous', 'nous', 'des', 'pour', 'avec', 'une', 'du', 'au', 'est'],
  es: ['el', 'los', 'las', 'y', 'usted', 'para', 'con', 'una', 'del', 'es', 'por', 'tu', 'nuestro'],
};
/** Every stopword at once, so a text is read in one pass; a word may count for several languages. */
const ANY_STOPWORD = new RegExp(`${WORD_START}(?:${Object.values(STOPWORDS).flat().join('|')})${WORD_END}`, 'giu');
const STOPWORD_LANGUAGES = new Map<string, Language[]>();
for (const language of LANGUAGES) {
  for (const word of STOPWORDS[language])
    STOPWORD_LANGUAGES.set(word, [...(STOPWORD_LANGUAGES.get(word) ?? []), language]);
}
/** Characters of a text its common words are counted in. */
const COMMON_WORDS_SAMPLE = 4_000;

/** The language a text is most likely written in, by its commonest short words (English on a tie). */
export function languageByCommonWords(text: string): Language {
  const counts: Record<Language, number> = { en: 0, fr: 0, es: 0 };
  for (const word of text.slice(0, COMMON_WORDS_SAMPLE).match(ANY_STOPWORD) ?? []) {
    for (const language of STOPWORD_LANGUAGES.get(word.toLowerCase()) ?? []) counts[language] += 1;
  }
  let best: Language = 'en';
  for (const language of ['fr', 'es'] as const) if (counts[language] > counts[best]) best = language;
  return best;
}
