/**
 * Reading a posting the way a recruiter skims it: the language it is written in, by its commonest short
 * words, and the job's title, from a labelled line, a heading, a hiring sentence or a short first line, in
 * English, French and Spanish, with gender marks, contract types, head counts ("25 warehouse operators") and
 * praise ("motivated", "dynamique") left out, and a plural title read as the one job it names.
 */
import type { Language } from '../../../shared/languages';
import { languageByCommonWords } from '../../content/text/language';
import { WORD_END, WORD_START, writtenPhrases } from '../../content/text/normalize';

const MAX_JOB_NAME = 80;

const LABELLED =
  /^(?:job\s+title|job\s+role|job|title|position|role|vacancy|opening|intitulé(?:\s+du\s+poste)?|titre(?:\s+du\s+poste)?|poste(?:\s+(?:proposé|à\s+pourvoir))?|emploi|métier|offre|puesto(?:\s+de\s+trabajo)?|título(?:\s+del\s+puesto)?|cargo|vacante|oferta|posición)\s*(?:[:：]|\s[-–—])\s*(.+)$/iu;
const HEADING = /^#{1,6}\s+(.+)$/u;

const HIRING: Record<Language, RegExp> = {
  en: new RegExp(
    `${WORD_START}(?:we(?:'re|’re|\\s+are)\\s+(?:currently\\s+|now\\s+)?(?:hiring|looking\\s+for|recruiting|seeking|searching\\s+for)|we\\s+(?:currently\\s+)?(?:hire|seek|need)|(?:is|are)\\s+(?:currently\\s+|now\\s+)?(?:hiring|looking\\s+for|recruiting|seeking)|join\\s+(?:us|our\\s+team)\\s+as|^\\s*(?:now\\s+)?hiring)\\s*:?\\s+(?:(?:an?|one)\\s+)?([^\\n]+)`,
    'gimu',
  ),
  fr: new RegExp(
    `${WORD_START}(?:nous\\s+(?:recrutons|recherchons|cherchons)|recrute|(?:sommes|est)\\s+à\\s+la\\s+recherche\\s+(?:d['’]|de\\s+)|rejoignez[-\\s]nous\\s+en\\s+tant\\s+que|^\\s*recherche)\\s*:?\\s*(?:(?:un\\s*\\(\\s*e\\s*\\)|un[·.\\-]e|une|un)\\s+)?([^\\n]+)`,
    'gimu',
  ),
  es: new RegExp(
    `${WORD_START}(?:(?:estamos\\s+)?buscando|buscamos|se\\s+buscan?|se\\s+necesitan?|necesitamos|contratamos|precisamos|incorporamos|seleccionamos|únete\\s+(?:a\\s+nuestro\\s+equipo\\s+)?como)\\s*:?\\s*(?:(?:un\\s*\\/\\s*una|un\\s*\\/\\s*a|un\\s*\\(\\s*a\\s*\\)|una|un)\\s+)?([^\\n]+)`,
    'gimu',
  ),
};

/** Words after which a hiring sentence stops naming the job ("a cashier for our store"). */
const CONNECTORS: Record<Language, RegExp> = {
  en: writtenPhrases(
    'to',
    'who',
    'for',
    'with',
    'in',
    'at',
    'that',
    'which',
    'based',
    'starting',
    'from',
    'on',
    'join',
    'is',
  ),
  fr: writtenPhrases(
    'pour',
    'qui',
    'afin',
    'à',
    'au',
    'aux',
    'en',
    'dans',
    'avec',
    'chez',
    'sur',
    'dès',
    'sachant',
    'ayant',
  ),
  es: writtenPhrases('para', 'que', 'con', 'en', 'a', 'al', 'desde', 'y', 'e', 'del'),
};

/** "H/F", "(m/f/d)", "x/f/m", "(all genders)": the marks that a posting is open to everyone, never the title. */
const GENDER_MARKERS =
  /\(?\s*(?<![\p{L}])(?:[hfmxwd](?:\s*\/\s*[hfmxwd]){1,2}|all\s+genders|tous\s+genres|todos\s+los\s+géneros)(?![\p{L}])\s*\)?/giu;
/** "Employé(e)", "Vendeur(se)", "camarero/a": the second form of a gendered word. */
const GENDER_SUFFIXES = /(?<=\p{L})(?:\((?:e|es|se|ne|ère|euse|a|as|ra)\)|\/(?:a|as|e|es|ra)(?![\p{L}]))/giu;
const CONTRACT = new RegExp(
  `\\s*${WORD_START}(?:en\\s+)?(?:cdi|cdd|intérim|interim|alternance|full[-\\s]time|part[-\\s]time|(?:à\\s+)?temps\\s+(?:plein|partiel)|jornada\\s+(?:completa|parcial)|media\\s+jornada|tiempo\\s+(?:completo|parcial)|contrato\\s+\\p{L}+)${WORD_END}.*$`,
  'iu',
);
const TERMINATORS = /[.;!?()[\]{}|"“”«»,:：]|\s[-–—]\s|\s?\/(?=\s|\p{L})/u;

const LEADING_ADJECTIVES = new Set(
  'motivated experienced dynamic passionate dedicated talented reliable friendly enthusiastic skilled qualified new energetic hardworking hard-working proactive organised organized seasonal great nouveau nouvel nouvelle nouveaux nouvelles futur future futurs nuevo nueva nuevos nuevas buen buena gran'.split(
    ' ',
  ),
);
const TRAILING_ADJECTIVES = new Set(
  'motivé motivée motivés motivées motivé·e dynamique dynamiques expérimenté expérimentée expérimentés passionné passionnée sérieux sérieuse confirmé confirmée qualifié qualifiée motivado motivada motivados dinámico dinámica experimentado experimentada cualificado cualificada proactivo proactiva'.split(
    ' ',
  ),
);
/** Hiring sentences that name no job ("we are looking for a motivated person"). */
const GENERIC_NOUNS = new Set(
  "du help renfort renforts ayuda person persons people candidate candidates someone somebody individual individuals profile talent talents lot player you personne personnes candidat candidats profil profils quelqu’un quelqu'un persona personas candidato candidata candidatos perfil perfiles alguien talento talentos".split(
    ' ',
  ),
);
/** Section headings of a posting, never its title. */
const GENERIC_HEADINGS = new Set(
  "job description|job offer|job posting|job opening|description|about us|about the role|about the job|about the company|the role|overview|summary|responsibilities|requirements|qualifications|benefits|what we offer|description du poste|descriptif du poste|offre d’emploi|offre d'emploi|le poste|missions|vos missions|profil|profil recherché|à propos|qui sommes-nous|entreprise|avantages|descripción|descripción del puesto|oferta de empleo|oferta de trabajo|el puesto|funciones|requisitos|sobre nosotros|quiénes somos|ofrecemos|beneficios".split(
    '|',
  ),
);
/** First words of a sentence rather than a title. */
const SENTENCE_START =
  /^(?:we|we're|we’re|our|at|about|join|are|do|you|if|the\s+company|nous|notre|nos|vous|rejoignez|à\s+propos|qui|la\s+société|l['’]entreprise|somos|nuestra|nuestro|nuestros|únete|sobre|acerca|la\s+empresa|¿)(?![\p{L}])/iu;

/** A head count before the title: "25", "3 x", "two", "several", "plusieurs", "des", "varios", "unos". */
const HEAD_COUNT =
  /^(?:\d{1,4}\s*(?:x|×)?|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|several|multiple|many|various|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|plusieurs|quelques|des|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|varios|varias|unos|unas|x|×)$/iu;
/** A count of one names one job: nothing to make singular. */
const ONE = /^(?:0*1\s*(?:x|×)?|one|un|une|una|uno)$/iu;

/** English plurals of people's jobs that are safe to make singular even without a count ("Cashiers"). */
const EN_PERSON_PLURAL = /(?:er|or|ist|ian|ant|ent|ive|ard|ee|ef|eur)s$/iu;
/** Words that end like a plural and are not one: "commis", "sales", "logistics", "bus", "glass". */
const NOT_PLURAL = new Set(
  'commis sales logistics mechanics operations services les des mas más bus gas glass business stress chassis corps'.split(
    ' ',
  ),
);

/** One word's singular, by the rules of its language; `sure` when a count said the title is plural. */
function singular(word: string, language: Language, sure: boolean): string {
  const lower = word.toLowerCase();
  if (lower.length < 4 || NOT_PLURAL.has(lower) || !/s$/iu.test(lower) || /(?:ss|us|is)$/iu.test(lower)) return word;
  if (language === 'en') {
    if (/esses$/iu.test(lower)) return word.slice(0, -2);
    if (EN_PERSON_PLURAL.test(lower) || (sure && !/(?:ics|ies)$/iu.test(lower))) return word.slice(0, -1);
    return word;
  }
  if (!sure) return word;
  if (language === 'fr') {
    if (/eaux$/iu.test(lower)) return word.slice(0, -1);
    return word.slice(0, -1);
  }
  // Spanish: "peones" -> "peón", "conductores" -> "conductor", "camareros" -> "camarero", "ayudantes" -> "ayudante".
  if (/ones$/iu.test(lower)) return `${word.slice(0, -4)}ón`;
  if (/[rlndjy]es$/iu.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const PAIR_LINKS = new Set(['or', 'and', 'ou', 'et', 'o', 'y', '&']);
const PAIR_ARTICLES = new Set(['a', 'an', 'un', 'une', 'una', 'uno', 'un(e)']);
const stem = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').slice(0, 4);

/**
 * "serveur ou une serveuse", "vendeurs et vendeuses", "camarero o camarera": the second form of a gendered
 * pair names the same job, so it goes.
 */
function withoutGenderedPair(parts: string[]): string[] {
  for (let i = 1; i < parts.length - 1; i++) {
    if (!PAIR_LINKS.has((parts[i] ?? '').toLowerCase())) continue;
    const article = PAIR_ARTICLES.has((parts[i + 1] ?? '').toLowerCase()) ? 1 : 0;
    const other = parts[i + 1 + article];
    const before = parts[i - 1] ?? '';
    if (other && before.length >= 4 && stem(other) === stem(before)) {
      return [...parts.slice(0, i), ...parts.slice(i + 2 + article)];
    }
  }
  return parts;
}

/** French and Spanish words that end the head noun's group ("agents | de sécurité"). */
const ROMANCE_LINKS = new Set("de d' d’ du des en à au aux para del y e et o ou".split(' '));

/**
 * A plural title as the one job it names: in English its last word ("warehouse operators"), in French and
 * Spanish its head noun and the adjectives that follow it ("employés polyvalents de restauration").
 */
function singularTitle(parts: string[], language: Language, sure: boolean): string[] {
  if (language === 'en') {
    return parts.map((word, index) => {
      const next = parts[index + 1]?.toLowerCase();
      const last = index === parts.length - 1 || next === 'and' || next === '&' || next === 'or';
      return last ? singular(word, language, sure) : word;
    });
  }
  let head = true;
  return parts.map((word) => {
    if (ROMANCE_LINKS.has(word.toLowerCase()) || /^d['’]/iu.test(word)) head = false;
    return head ? singular(word, language, sure) : word;
  });
}

const FALLBACK_NAMES: Record<Language, string> = {
  en: 'Open position',
  fr: 'Poste à pourvoir',
  es: 'Puesto vacante',
};

const cleanLine = (line: string) =>
  line
    .replace(/\*\*|__|`/g, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/^[\s>*_\-•·–—]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();

const cutAt = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  return match ? text.slice(0, match.index) : text;
};

/** Turns a raw candidate into a job title, or '' when it does not look like one. */
function tidyName(raw: string, language: Language, connectors?: RegExp): string {
  let text = raw.replace(GENDER_MARKERS, ' ').replace(GENDER_SUFFIXES, '');
  text = cutAt(text, TERMINATORS);
  text = text.replace(CONTRACT, '');
  if (connectors) text = cutAt(text, connectors);
  let parts = text
    .replace(/^[\s'’"#*_\-–—•]+|[\s'’"#*_\-–—•]+$/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  parts = withoutGenderedPair(parts);
  // "25 warehouse operators", "3 x drivers", "plusieurs caristes": the count goes, the title is one job.
  let counted = false;
  while (parts.length > 1 && HEAD_COUNT.test(parts[0] ?? '')) {
    if (!ONE.test(parts[0] ?? '')) counted = true;
    parts = parts.slice(1);
  }
  while (parts.length > 1 && ONE.test(parts[0] ?? '')) parts = parts.slice(1);
  while (parts.length > 1 && LEADING_ADJECTIVES.has((parts[0] ?? '').toLowerCase())) parts = parts.slice(1);
  while (parts.length > 1 && TRAILING_ADJECTIVES.has((parts.at(-1) ?? '').toLowerCase())) parts = parts.slice(0, -1);
  if (parts.length === 0 || parts.length > 10) return '';
  if (GENERIC_NOUNS.has((parts[0] ?? '').toLowerCase()) || GENERIC_NOUNS.has((parts.at(-1) ?? '').toLowerCase())) {
    return '';
  }
  let name = singularTitle(parts, language, counted).join(' ');
  if (!/\p{L}.*\p{L}/u.test(name)) return '';
  if (name.length > MAX_JOB_NAME) {
    const cut = name.slice(0, MAX_JOB_NAME + 1);
    const space = cut.lastIndexOf(' ');
    name = space > 0 ? cut.slice(0, space) : name.slice(0, MAX_JOB_NAME);
  }
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

function fromHiringSentence(text: string, languages: readonly Language[]): string {
  for (const language of languages) {
    for (const match of text.matchAll(HIRING[language])) {
      const name = tidyName(match[1] ?? '', language, CONNECTORS[language]);
      if (name) return name;
    }
  }
  return '';
}

const isHeadingWord = (line: string) => GENERIC_HEADINGS.has(line.toLowerCase().replace(/[\s:：]+$/u, ''));

/** A short line that reads like a title: no sentence, no section heading. */
function titleLike(line: string, language: Language): string {
  if (line.length > 100 || /[.!?]$/u.test(line) || SENTENCE_START.test(line) || isHeadingWord(line)) return '';
  if (line.split(/\s+/).length > 10) return '';
  return tidyName(line, language);
}

/**
 * The job's title as a recruiter would read it off the posting: a labelled line ("Title:", "Poste :",
 * "Puesto:"), a heading, a hiring sentence ("We are hiring a…", "Nous recrutons un(e)…", "Buscamos un/una…")
 * or a short first line, in that order of trust; else a neutral name in the posting's language.
 */
export function extractJobName(description: string): string {
  const language = languageByCommonWords(description);
  const languages = [language, ...(['en', 'fr', 'es'] as const).filter((other) => other !== language)];
  const rawLines = description.split(/\r?\n/);
  const lines = rawLines.map(cleanLine).filter(Boolean);

  for (const line of lines.slice(0, 40)) {
    const labelled = LABELLED.exec(line)?.[1];
    const name = labelled ? tidyName(labelled, language) : '';
    if (name) return name;
  }
  for (const raw of rawLines.slice(0, 40)) {
    const heading = HEADING.exec(raw.trim())?.[1];
    if (heading && !isHeadingWord(cleanLine(heading))) {
      const name = tidyName(cleanLine(heading), language);
      if (name) return name;
    }
  }
  const opening = fromHiringSentence(lines.slice(0, 3).join('\n').slice(0, 400), languages);
  if (opening) return opening;
  for (const line of lines.slice(0, 3)) {
    const name = titleLike(line, language);
    if (name) return name;
  }
  const anywhere = fromHiringSentence(lines.join('\n'), languages);
  if (anywhere) return anywhere;
  const clause = cutAt(lines[0] ?? '', /[.,;:!?]/u).trim();
  if (clause && clause.split(/\s+/).length <= 8 && !SENTENCE_START.test(clause)) {
    const name = tidyName(clause, language);
    if (name) return name;
  }
  return FALLBACK_NAMES[language];
}
