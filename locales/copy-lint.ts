/**
 * Copy lint rules (issue 21): typography, register, untranslated strings, number formats, who the consent names,
 * and how the voice samples and the example interview speak. Each finding names its file and key,
 * `fr/home.json:hero.title`, with the offending part of the text, so a failure says what to fix and where. The locale
 * strings and the interview captions are checked in copy-lint.test.ts, the ROI e-mail in server/roi/email.test.ts,
 * the voice scripts in widgets/assets/copy.test.ts.
 */
import type { Language } from '../shared/languages';
import { NAMESPACES, resources } from './index';

export type Entry = { where: string; key: string; text: string };

function flatten(node: unknown, prefix = ''): [key: string, text: string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

export const entries = (language: Language): Entry[] =>
  NAMESPACES.flatMap((namespace) =>
    flatten(resources[language][namespace]).map(([key, text]) => ({
      where: `${language}/${namespace}.json:${key}`,
      key: `${namespace}:${key}`,
      text,
    })),
  );

/** Parts of a text the rules do not read: placeholders, URLs, e-mail addresses and site paths. */
const prose = (text: string) =>
  text
    .replace(/{{[^}]*}}/g, '⟨x⟩')
    .replace(/\bhttps?:\/\/\S+/g, '⟨url⟩')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '⟨mail⟩');

const around = (text: string, index: number, length = 1) =>
  JSON.stringify(text.slice(Math.max(0, index - 12), index + length + 12));

/** One finding per match of `pattern` in the prose of each string. */
const findAll = (list: Entry[], pattern: RegExp, why: string): string[] =>
  list.flatMap(({ where, text }) => {
    const clean = prose(text);
    return [...clean.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))].map(
      (match) => `${where} ${why}: ${around(clean, match.index ?? 0, match[0].length)}`,
    );
  });

// --- French typography: a no-break space (U+00A0 or U+202F) before the high signs and inside « », never U+0020.

export const frenchSpacing = (list: Entry[]): string[] => [
  ...findAll(list, / [:;!?%€]/u, 'ordinary space before : ; ! ? % or €'),
  ...findAll(list, /« /u, 'ordinary space after «'),
  ...findAll(list, / »/u, 'ordinary space before »'),
  ...findAll(list, /[^\s\u00a0\u202f(«[{⟨'’"-][;!?»]/u, 'no space before ; ! ? or »'),
];

// --- Spanish register: the site speaks usted; these words only exist in the tú register.

/**
 * Unambiguous tú markers. Imperatives that are also a third person present ("elige", "escucha", "prueba") are
 * left out: "Alex escucha" is usted-register Spanish. The future's second person ends in -arás/-erás/-irás.
 */
const TU_MARKERS = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[
    'tú',
    'tu',
    'tus',
    'te',
    'ti',
    'contigo',
    'tuyo',
    'tuya',
    'tuyos',
    'tuyas',
    'eres',
    'estás',
    'puedes',
    'quieres',
    'tienes',
    'sabes',
    'necesitas',
    'has',
    'haz',
    'pon',
    'ven',
    'dinos',
    'inténtalo',
    'pruébalo',
    'descúbrelo',
    'escúchalo',
    'contáctanos',
    'avísanos',
    'llámanos',
    'escríbenos',
    'cuéntanos',
    'pídenos',
    'asegúrate',
    'regístrate',
    'inscríbete',
    'conéctate',
    'olvídate',
    '\\p{L}+[aei]rás',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

export const spanishRegister = (list: Entry[]): string[] => findAll(list, TU_MARKERS, 'tú-register word');

// --- What visitors hear: the voice samples and the example interview speak to a candidate as a recruiter does.

/** French familiar forms and greetings a recruiter never uses with a candidate on a first call. */
const FRENCH_FAMILIAR =
  /(?<![\p{L}\p{N}])(?:tu|toi|ton|ta|tes|te|coucou|salut)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])t['’](?=\p{L})/iu;

export const frenchVoiceRegister = (list: Entry[]): string[] =>
  findAll(list, FRENCH_FAMILIAR, 'familiar form (tu, coucou, salut)');

/** Spanish tú forms beyond the site's markers: pronouns joined to a verb, and imperatives spoken on the phone. */
const SPOKEN_TU = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[
    'postularte',
    'tenerte',
    'llamarte',
    'conocerte',
    'ayudarte',
    'escribirte',
    'contactarte',
    'cuéntame',
    'dime',
    'háblame',
    'llámame',
    'avísame',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);
/** Latin American usage where Spain says «inscribirse en la oferta» and «soy Lucía» on the phone. */
const LATAM = /(?<![\p{L}\p{N}])postul\p{L}*|(?<![\p{L}\p{N}])habla\s+\p{Lu}/u;

export const spanishVoiceRegister = (list: Entry[]): string[] => [
  ...findAll(list, TU_MARKERS, 'tú-register word'),
  ...findAll(list, SPOKEN_TU, 'tú-register word'),
  ...findAll(list, LATAM, 'Latin American usage'),
];

/** The cues of a WebVTT file as entries (`interview-fr.vtt@00:00:09.518`), voice tags and markup removed. */
export const captionEntries = (file: string, vtt: string): Entry[] =>
  vtt.split(/\r?\n\r?\n/).flatMap((block) => {
    const lines = block.split(/\r?\n/);
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) return [];
    const start = lines[timing]?.split(/\s/)[0] ?? '';
    const text = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .trim();
    return [{ where: `${file}@${start}`, key: `${file}@${start}`, text }];
  });

// --- Consent: the one who calls and contacts is the controller ({{controller}}), never the agent.

/** A statement the visitor agrees to by ticking a box. */
const CONSENT = /^(?:I agree|I consent|I accept|J['’]accepte|J['’]autorise|Acepto|Autorizo|Consiento)\b/u;
/** Alex as the one who calls or contacts: "Alex to call", «que Alex m'appelle», «que la empresa Alex me llame». */
const AGENT_AS_CALLER =
  /\bAlex(?:\s+(?:to|may|will|can|would|should))?\s+(?:call|contact|phone|ring|e-?mail|text|write)|(?:\bque\s+|\bqu['’])(?:la société\s+|la empresa\s+|the company\s+)?Alex\b|\bthat\s+(?:the company\s+)?Alex\b|\bAlex\s+(?:m['’]|me\s+|vous\s+|le\s+)?(?:appelle|contacte|rappelle|écrive|llame|contacte|escriba)\b/iu;

export const controllerNamed = (list: Entry[]): string[] =>
  list.flatMap(({ where, key, text }) => {
    const statement = CONSENT.test(text.trim());
    if (!statement && !/\.(?:consent|marketing|optIn)$/.test(key)) return [];
    const found = findAll([{ where, key, text }], AGENT_AS_CALLER, 'names the agent as the one who calls or contacts');
    if (statement && !text.includes('{{controller}}')) found.push(`${where} consent without {{controller}}`);
    return found;
  });

// --- Untranslated: a French or Spanish string identical to the English one.

/** Values the same in every language: brand and product names, codes, abbreviations, figures. */
const SAME_EVERYWHERE = new Set([
  'Alex',
  'ATS',
  'FAQ',
  'ROI',
  'Blog',
  'LinkedIn',
  'YouTube',
  'HubSpot',
  'Enterprise',
  'SMB',
  'Staffing',
  'France',
  'Español',
  'English',
  'Français',
  'OK',
  'Cookies',
  'Article',
]);

/** Words spelt the same in English and in the other language. */
const SAME_IN: Record<'fr' | 'es', Set<string>> = {
  fr: new Set([
    'Communication',
    'Motivation',
    'Minutes',
    'Pause',
    'Volume',
    'positive',
    'E-mail',
    'Contact',
    '{{count}} article',
    '{{count}} articles',
  ]),
  es: new Set([]),
};

/** Keys whose texts are names, the same in every language (the sample calls' cities). */
const SAME_KEYS = /^live-calls:locations\./;

export const isBareValue = (text: string) => {
  const words = prose(text)
    .replace(/⟨\w+⟩/g, ' ')
    .match(/\p{L}{2,}/gu);
  // Placeholders, figures, units and symbols only ("{{count}}", "30 s", "24/7", "4.3/5", "€0.23"), or one short token.
  return !words || words.every((word) => word.length <= 3 && word === word.toUpperCase()) || words.join('').length <= 2;
};

export const untranslated = (language: 'fr' | 'es'): string[] => {
  const english = new Map(entries('en').map(({ key, text }) => [key, text]));
  return entries(language)
    .filter(({ key, text }) => english.get(key) === text)
    .filter(({ text }) => !SAME_EVERYWHERE.has(text.trim()) && !SAME_IN[language].has(text.trim()))
    .filter(({ key, text }) => !SAME_KEYS.test(key) && !isBareValue(text))
    .map(({ where, text }) => `${where} same as English: ${JSON.stringify(text.slice(0, 60))}`);
};

// --- Numbers: four digits or more as the language groups them.

/** The separators a language groups thousands with, and the smallest number it groups. */
const GROUPING: Record<Language, { separators: string[]; from: number }> = {
  en: { separators: [','], from: 1000 },
  // French: a narrow no-break space (Intl's) or a no-break space.
  fr: { separators: ['\u202f', '\u00a0'], from: 1000 },
  // Spain: a point (Intl's es-ES), or a no-break space as the RAE prefers; four-digit numbers stay whole.
  es: { separators: ['.', '\u00a0', '\u202f'], from: 10_000 },
};

/** Numbers that are names rather than quantities: years, standards, articles, times. */
const NOT_A_QUANTITY = /^(19|20)\d\d$/;
const NAMED_NUMBER = /(ISO|art\.|Art\.|Reglamento \(UE\)|Regulation \(EU\)|Règlement \(UE\))\s*\d[\d/]*$/u;

export const numbers = (language: Language, list: Entry[]): string[] => {
  const { separators, from } = GROUPING[language];
  const decimal = language === 'en' ? '.' : ',';
  return list.flatMap(({ where, text }) => {
    const clean = prose(text);
    const found: string[] = [];
    // Digits, possibly grouped by threes with any space, point or comma.
    for (const match of clean.matchAll(/(?<![\d.,:/\p{L}])\d{1,3}(?:[ \u00a0\u202f.,]\d{3})*(?:\d+)?(?![\d\p{L}])/gu)) {
      const token = match[0];
      const index = match.index ?? 0;
      const before = clean.slice(0, index);
      if (NAMED_NUMBER.test(`${before}${token}`) || /[+/]$|\d[ \u00a0]$/.test(before)) continue;
      // A decimal part is not grouped: "4,3" or "2.5" ends the number at its mark.
      const groups = token.split(/[ \u00a0\u202f.,]/);
      const marks = [...token.matchAll(/[ \u00a0\u202f.,]/g)].map((m) => m[0]);
      if (marks.length === 1 && marks[0] === decimal && groups[1]?.length !== 3) continue;
      const digits = groups.join('');
      if (NOT_A_QUANTITY.test(token) || Number(digits) < from) {
        if (marks.length === 0 || Number(digits) < 1000) continue;
      }
      const ungrouped = marks.length === 0;
      const wrongMark = marks.some((mark) => !separators.includes(mark));
      if (ungrouped && Number(digits) >= from && !NOT_A_QUANTITY.test(token)) {
        found.push(`${where} number without grouping: ${around(clean, index, token.length)}`);
      } else if (!ungrouped && wrongMark && groups.slice(1).every((group) => group.length === 3)) {
        found.push(`${where} number grouped with ${JSON.stringify(marks[0])}: ${around(clean, index, token.length)}`);
      }
    }
    return found;
  });
};
