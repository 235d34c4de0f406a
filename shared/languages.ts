/** The interface languages and how any language tag maps onto them. */

export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the site sets once it knows a visitor's language, so the gateway serves the next page in it. */
export const LANGUAGE_COOKIE = 'alex_lang';

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

/**
 * Which interface language a visitor's country gets (spec section 9, Language): the countries where French or
 * Spanish is the language of business. Canada is bilingual but gets English, as does every other country.
 */
export const COUNTRY_LANGUAGES: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  fr: [
    // Europe and the French overseas departments and territories.
    ...['FR', 'BE', 'CH', 'LU', 'MC', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'WF', 'PF', 'NC', 'TF'],
    // Africa, the Indian Ocean, the Caribbean and the Pacific, where French is an official or business language.
    ...['SN', 'CI', 'ML', 'BF', 'NE', 'TG', 'BJ', 'GN', 'CM', 'GA', 'CG', 'CD', 'CF', 'TD', 'DJ', 'KM', 'MG'],
    ...['RW', 'BI', 'SC', 'MU', 'HT', 'VU', 'MA', 'DZ', 'TN', 'MR'],
  ],
  es: [
    ...['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'GT', 'CU', 'BO', 'DO', 'HN', 'PY', 'SV', 'NI', 'CR'],
    ...['PA', 'UY', 'PR', 'GQ'],
  ],
};

const LANGUAGE_BY_COUNTRY = new Map<string, Language>(
  Object.entries(COUNTRY_LANGUAGES).flatMap(([language, countries]) =>
    countries.map((country) => [country, language as Language] as const),
  ),
);

/** Codes that geolocation services use for "we do not know" (Cloudflare: XX unknown, T1 Tor). */
const UNKNOWN_COUNTRIES = new Set(['XX', 'ZZ', 'T1']);

/** An ISO 3166 alpha-2 country code ("fr" -> "FR"), or undefined for anything else, including "unknown" markers. */
export function countryCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !UNKNOWN_COUNTRIES.has(code) ? code : undefined;
}

/** The interface language for a visitor's country: French- and Spanish-speaking countries get theirs, all others English. */
export function languageForCountry(country: string | null | undefined): Language {
  const code = countryCode(country);
  return (code && LANGUAGE_BY_COUNTRY.get(code)) || DEFAULT_LANGUAGE;
}

/** The language tags of an Accept-Language header, most preferred first ("fr-CA,en;q=0.8" -> ["fr-CA", "en"]). */
export function acceptedLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The country a language tag names, if any ("fr-CA" -> "CA", "zh-Hant-TW" -> "TW", "fr" -> undefined). */
export function tagRegion(tag: string): string | undefined {
  const region = tag
    .split(/[-_]/)
    .slice(1)
    .find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
  return countryCode(region);
}
