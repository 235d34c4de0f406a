/** The interface languages and how any language tag maps onto them. */

export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Maps a BCP 47 tag ("fr-CA", "es_AR", "EN") to its base interface language, or undefined. */
export function baseLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** The first supported language among preferred tags, else English. */
export function pickLanguage(tags: readonly (string | null | undefined)[]): Language {
  for (const tag of tags) {
    const language = baseLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** A language as the language selectors show it (spec section 3, language option). */
export interface LanguageOption {
  code: Language;
  /** Its name in English. */
  name: string;
  /** Its name in itself, which is what a selector lists. */
  nativeName: string;
  flag: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸' },
];
