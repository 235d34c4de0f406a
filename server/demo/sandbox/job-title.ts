/**
 * Reading a posting the way a recruiter skims it: the language it is written in, by its commonest short
 * words, and the job's title, from a labelled line, a heading, a hiring sentence or a short first line, in
 * English, French and Spanish, with gender marks, contract types and praise ("motivated", "dynamique") left out.
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
    `${WORD_START}(?:we(?:'re|’re|\\s+are)\\s+(?:currently\\s+|now\\s+)?(?:hiring|looking\\s+for|recruiting|seeking|searching\\s+for)|we\\s+(?:currently\\s+)?(?:hire|seek|need)|(?:is|are)\\s+(?:currently\\s+|now\\s+)?(?:hiring|looking\\s+for|recruiting|seeking)|join\\s+(?:us|our\\s+team)\\s+as|^\\s*(?:now\\s+)?hiring)\\s*:?\\s+(?:(?:an?|one|two|several|multiple)\\s+)?([^\\n]+)`,
    'gimu',
  ),
  fr: new RegExp(
    `${WORD_START}(?:nous\\s+(?:recrutons|recherchons|cherchons)|recrute|(?:sommes|est)\\s+à\\s+la\\s+recherche\\s+(?:d['’]|de\\s+)|rejoignez[-\\s]nous\\s+en\\s+tant\\s+que|^\\s*recherche)\\s*:?\\s*(?:(?:un\\s*\\(\\s*e\\s*\\)|un[·.\\-]e|une|un|des)\\s+)?([^\\n]+)`,
    'gimu',
  ),
  es: new RegExp(
    `${WORD_START}(?:(?:estamos\\s+)?buscando|buscamos|se\\s+buscan?|se\\s+necesitan?|necesitamos|contratamos|precisamos|incorporamos|seleccionamos|únete\\s+(?:a\\s+nuestro\\s+equipo\\s+)?como)\\s*:?\\s*(?:(?:un\\s*\\/\\s*una|un\\s*\\/\\s*a|un\\s*\\(\\s*a\\s*\\)|unos|unas|una|un)\\s+)?([^\\n]+)`,
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

const GENDER_MARKERS =
  /\(?\s*(?<![\p{L}])(?:h\s*\/\s*f|f\s*\/\s*h|m\s*\/\s*f|f\s*\/\s*m|m\s*\/\s*w\s*\/\s*d|w\s*\/\s*m\s*\/\s*d|m\s*\/\s*f\s*\/\s*d|h\s*\/\s*m|m\s*\/\s*h|x\s*\/\s*f\s*\/\s*m)(?![\p{L}])\s*\)?/giu;
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
function tidyName(raw: string, connectors?: RegExp): string {
  let text = raw.replace(GENDER_MARKERS, ' ').replace(GENDER_SUFFIXES, '');
  text = cutAt(text, TERMINATORS);
  text = text.replace(CONTRACT, '');
  if (connectors) text = cutAt(text, connectors);
  let parts = text
    .replace(/^[\s'’"#*_\-–—•]+|[\s'’"#*_\-–—•]+$/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  while (parts.length > 1 && LEADING_ADJECTIVES.has((parts[0] ?? '').toLowerCase())) parts = parts.slice(1);
  while (parts.length > 1 && TRAILING_ADJECTIVES.has((parts.at(-1) ?? '').toLowerCase())) parts = parts.slice(0, -1);
  if (parts.length === 0 || parts.length > 10) return '';
  if (GENERIC_NOUNS.has((parts[0] ?? '').toLowerCase()) || GENERIC_NOUNS.has((parts.at(-1) ?? '').toLowerCase())) {
    return '';
  }
  let name = parts.join(' ');
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
      const name = tidyName(match[1] ?? '', CONNECTORS[language]);
      if (name) return name;
    }
  }
  return '';
}

const isHeadingWord = (line: string) => GENERIC_HEADINGS.has(line.toLowerCase().replace(/[\s:：]+$/u, ''));

/** A short line that reads like a title: no sentence, no section heading. */
function titleLike(line: string): string {
  if (line.length > 100 || /[.!?]$/u.test(line) || SENTENCE_START.test(line) || isHeadingWord(line)) return '';
  if (line.split(/\s+/).length > 10) return '';
  return tidyName(line);
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
    const name = labelled ? tidyName(labelled) : '';
    if (name) return name;
  }
  for (const raw of rawLines.slice(0, 40)) {
    const heading = HEADING.exec(raw.trim())?.[1];
    if (heading && !isHeadingWord(cleanLine(heading))) {
      const name = tidyName(cleanLine(heading));
      if (name) return name;
    }
  }
  const opening = fromHiringSentence(lines.slice(0, 3).join('\n').slice(0, 400), languages);
  if (opening) return opening;
  for (const line of lines.slice(0, 3)) {
    const name = titleLike(line);
    if (name) return name;
  }
  const anywhere = fromHiringSentence(lines.join('\n'), languages);
  if (anywhere) return anywhere;
  const clause = cutAt(lines[0] ?? '', /[.,;:!?]/u).trim();
  if (clause && clause.split(/\s+/).length <= 8 && !SENTENCE_START.test(clause)) {
    const name = tidyName(clause);
    if (name) return name;
  }
  return FALLBACK_NAMES[language];
}
