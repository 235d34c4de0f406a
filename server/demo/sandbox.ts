/**
 * The embedded recruiter backend: runs in the gateway with no account and no key. It reads a job title out of
 * a pasted posting, writes an interview for the chosen persona and language, keeps contacts, and plays a call
 * through its lifecycle (waiting, ringing, in progress, completed) before writing the report a real interview
 * would produce. What it keeps lives in a `SandboxState`: this process's memory, bounded so that a
 * long-running gateway cannot be grown, or Redis in the scale-out mode, so that every instance answers for
 * every visitor.
 */
import { CALL_USE_CASE, INTERVIEW_TEMPLATE_IDS } from '../../shared/demo';
import { isLanguage, type Language } from '../../shared/languages';
import {
  type Call,
  type CallStatus,
  type Contact,
  type CreateCallInput,
  type CreateContactInput,
  type GenerateInterviewInput,
  type Interview,
  type InterviewTemplate,
  type Job,
  type ParseJobInput,
  type RecruiterApi,
  RecruiterError,
  type Report,
  type ReportScores,
  type Sharpness,
  type Tone,
} from './recruiter';
import { memorySandboxState, type SandboxKind, type SandboxState } from './sandbox-state';

const TEMPLATES: readonly InterviewTemplate[] = [
  { id: INTERVIEW_TEMPLATE_IDS.fr, name: 'Entretien de pré-qualification Alex', language: 'fr' },
  { id: INTERVIEW_TEMPLATE_IDS.en, name: 'Alex pre-screening interview', language: 'en' },
  { id: INTERVIEW_TEMPLATE_IDS.es, name: 'Entrevista de preselección de Alex', language: 'es' },
];

/** Delays between the steps of a call, in milliseconds; each one varies by up to 20 % either way. */
export interface CallTimings {
  /** From waiting to ringing. */
  ringing: number;
  /** From ringing to in progress (the candidate picks up). */
  inProgress: number;
  /** From in progress to completed (the interview itself). */
  completed: number;
}

export const DEFAULT_TIMINGS: CallTimings = { ringing: 2_000, inProgress: 5_000, completed: 20_000 };

export interface SandboxOptions {
  /** The clock calls move on by: their steps are read off it, nothing runs in between. */
  now?: () => number;
  /** Varies the call timings; a value of 0.5 keeps them exact. */
  random?: () => number;
  timings?: Partial<CallTimings>;
  /** Where entities are kept; by default this process's memory, within the two limits below. */
  state?: SandboxState;
  /** How many of each kind (jobs, interviews, contacts, calls, reports) are kept; the oldest go first. */
  maxEntities?: number;
  /** Characters of job descriptions kept in all; the oldest jobs go first beyond it. */
  maxDescriptionChars?: number;
}

export const MAX_ENTITIES = 10_000;
export const MAX_DESCRIPTION_CHARS = 20_000_000;
export const MIN_DESCRIPTION_LENGTH = 20;
export const MAX_DESCRIPTION_LENGTH = 20_000;
/** How far ahead a call may be scheduled. */
export const MAX_SCHEDULE_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;
export const USE_CASES = [CALL_USE_CASE] as const;
const TONES: readonly Tone[] = ['formal', 'friendly'];
const SHARPNESS: readonly Sharpness[] = ['High', 'Mid', 'Low'];
const MIN_DURATION = 60;
const MAX_DURATION = 3_600;
const MAX_JOB_NAME = 80;

// ---------------------------------------------------------------------------------------------------------------
// Job titles

/** Unicode-aware word boundaries (\b only knows ASCII, so it would split "décalés" or "sábados"). */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const words = (...alternatives: string[]) => new RegExp(`${B}(?:${alternatives.join('|')})${E}`, 'iu');

const LABELLED =
  /^(?:job\s+title|job\s+role|job|title|position|role|vacancy|opening|intitulé(?:\s+du\s+poste)?|titre(?:\s+du\s+poste)?|poste(?:\s+(?:proposé|à\s+pourvoir))?|emploi|métier|offre|puesto(?:\s+de\s+trabajo)?|título(?:\s+del\s+puesto)?|cargo|vacante|oferta|posición)\s*(?:[:：]|\s[-–—])\s*(.+)$/iu;
const HEADING = /^#{1,6}\s+(.+)$/u;

const HIRING: Record<Language, RegExp> = {
  en: new RegExp(
    `${B}(?:we(?:'re|’re|\\s+are)\\s+(?:currently\\s+|now\\s+)?(?:hiring|looking\\s+for|recruiting|seeking|searching\\s+for)|we\\s+(?:currently\\s+)?(?:hire|seek|need)|(?:is|are)\\s+(?:currently\\s+|now\\s+)?(?:hiring|looking\\s+for|recruiting|seeking)|join\\s+(?:us|our\\s+team)\\s+as|^\\s*(?:now\\s+)?hiring)\\s*:?\\s+(?:(?:an?|one|two|several|multiple)\\s+)?([^\\n]+)`,
    'gimu',
  ),
  fr: new RegExp(
    `${B}(?:nous\\s+(?:recrutons|recherchons|cherchons)|recrute|(?:sommes|est)\\s+à\\s+la\\s+recherche\\s+(?:d['’]|de\\s+)|rejoignez[-\\s]nous\\s+en\\s+tant\\s+que|^\\s*recherche)\\s*:?\\s*(?:(?:un\\s*\\(\\s*e\\s*\\)|un[·.\\-]e|une|un|des)\\s+)?([^\\n]+)`,
    'gimu',
  ),
  es: new RegExp(
    `${B}(?:(?:estamos\\s+)?buscando|buscamos|se\\s+buscan?|se\\s+necesitan?|necesitamos|contratamos|precisamos|incorporamos|seleccionamos|únete\\s+(?:a\\s+nuestro\\s+equipo\\s+)?como)\\s*:?\\s*(?:(?:un\\s*\\/\\s*una|un\\s*\\/\\s*a|un\\s*\\(\\s*a\\s*\\)|unos|unas|una|un)\\s+)?([^\\n]+)`,
    'gimu',
  ),
};

/** Words after which a hiring sentence stops naming the job ("a cashier for our store"). */
const CONNECTORS: Record<Language, RegExp> = {
  en: words('to', 'who', 'for', 'with', 'in', 'at', 'that', 'which', 'based', 'starting', 'from', 'on', 'join', 'is'),
  fr: words('pour', 'qui', 'afin', 'à', 'au', 'aux', 'en', 'dans', 'avec', 'chez', 'sur', 'dès', 'sachant', 'ayant'),
  es: words('para', 'que', 'con', 'en', 'a', 'al', 'desde', 'y', 'e', 'del'),
};

const GENDER_MARKERS =
  /\(?\s*(?<![\p{L}])(?:h\s*\/\s*f|f\s*\/\s*h|m\s*\/\s*f|f\s*\/\s*m|m\s*\/\s*w\s*\/\s*d|w\s*\/\s*m\s*\/\s*d|m\s*\/\s*f\s*\/\s*d|h\s*\/\s*m|m\s*\/\s*h|x\s*\/\s*f\s*\/\s*m)(?![\p{L}])\s*\)?/giu;
/** "Employé(e)", "Vendeur(se)", "camarero/a": the second form of a gendered word. */
const GENDER_SUFFIXES = /(?<=\p{L})(?:\((?:e|es|se|ne|ère|euse|a|as|ra)\)|\/(?:a|as|e|es|ra)(?![\p{L}]))/giu;
const CONTRACT = new RegExp(
  `\\s*${B}(?:en\\s+)?(?:cdi|cdd|intérim|interim|alternance|full[-\\s]time|part[-\\s]time|(?:à\\s+)?temps\\s+(?:plein|partiel)|jornada\\s+(?:completa|parcial)|media\\s+jornada|tiempo\\s+(?:completo|parcial)|contrato\\s+\\p{L}+)${E}.*$`,
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

const STOPWORDS: Record<Language, readonly string[]> = {
  en: ['the', 'and', 'you', 'we', 'with', 'our', 'will', 'are', 'your', 'of', 'to'],
  fr: ['le', 'la', 'les', 'et', 'vous', 'nous', 'des', 'pour', 'avec', 'une', 'du', 'au', 'est'],
  es: ['el', 'los', 'las', 'y', 'usted', 'para', 'con', 'una', 'del', 'es', 'por', 'tu', 'nuestro'],
};
/** Every stopword at once, so a text is read in one pass; a word may count for several languages. */
const ANY_STOPWORD = new RegExp(`${B}(?:${Object.values(STOPWORDS).flat().join('|')})${E}`, 'giu');
const STOPWORD_LANGUAGES = new Map<string, Language[]>();
for (const language of ['en', 'fr', 'es'] as const) {
  for (const word of STOPWORDS[language])
    STOPWORD_LANGUAGES.set(word, [...(STOPWORD_LANGUAGES.get(word) ?? []), language]);
}

/** The language a text is most likely written in, by its commonest short words (English on a tie). */
export function guessLanguage(text: string): Language {
  const counts: Record<Language, number> = { en: 0, fr: 0, es: 0 };
  for (const word of text.slice(0, 4_000).match(ANY_STOPWORD) ?? []) {
    for (const language of STOPWORD_LANGUAGES.get(word.toLowerCase()) ?? []) counts[language] += 1;
  }
  let best: Language = 'en';
  for (const language of ['fr', 'es'] as const) if (counts[language] > counts[best]) best = language;
  return best;
}

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
  const language = guessLanguage(description);
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

// ---------------------------------------------------------------------------------------------------------------
// Interview questions

/** What a posting can ask of a candidate, each with the words (en, fr, es) that reveal it. */
const TOPIC_PATTERNS = {
  shifts: words(
    'shifts?',
    'night\\s+work',
    'nights?',
    'rotating',
    'rota',
    '[23]x8',
    'horaires?\\s+décalés',
    'travail\\s+de\\s+nuit',
    'postes?\\s+de\\s+nuit',
    'de\\s+nuit',
    'turnos?',
    'nocturno',
    'rotativos?',
  ),
  weekends: words(
    'week-?ends?',
    'saturdays?',
    'sundays?',
    'samedis?',
    'dimanches?',
    'fines?\\s+de\\s+semana',
    'sábados?',
    'domingos?',
  ),
  driving: words(
    'driving',
    'drivers?',
    "driver['’]?s\\s+licen[cs]e",
    'licen[cs]e',
    'vehicles?',
    'vans?',
    'permis',
    'véhicule',
    'véhiculée?',
    'conduite',
    'carn[eé]t?\\s+de\\s+conducir',
    'permiso\\s+de\\s+conducir',
    'licencia\\s+de\\s+conducir',
    'vehículo',
    'conducir',
    'conductor(?:a|es)?',
  ),
  equipment: words(
    'forklifts?',
    'reach\\s+trucks?',
    'pallet\\s+jacks?',
    'chariots?(?:\\s+élévateurs?)?',
    'caces',
    'transpalettes?',
    'carretillas?(?:\\s+elevadoras?)?',
    'toro\\s+mecánico',
  ),
  customer: words(
    'customers?',
    'clients?',
    'guests?',
    'clientèle',
    'clientes?',
    'public',
    'público',
    'atención\\s+al\\s+cliente',
    'accueil',
  ),
  physical: words(
    'heavy',
    'lifting',
    'lift',
    'loads?',
    'standing',
    'physical(?:ly)?',
    'port\\s+de\\s+charges',
    'charges\\s+lourdes',
    'debout',
    'physique',
    'cargas?',
    'de\\s+pie',
    'físic[oa]',
  ),
  safety: words('safety', 'hygiene', 'haccp', 'sécurité', 'hygiène', 'seguridad', 'higiene', 'prevención'),
  languages: words(
    'bilingual',
    'english',
    'french',
    'spanish',
    'languages?',
    'bilingue',
    'anglais',
    'espagnol',
    'langues?',
    'bilingüe',
    'inglés',
    'francés',
    'idiomas?',
  ),
  teamwork: words('team(?:s|work)?', 'équipes?', 'equipos?', 'collègues', 'compañeros'),
} as const;

type DetectedTopic = keyof typeof TOPIC_PATTERNS;
type Topic = DetectedTopic | 'intro' | 'experience' | 'situation' | 'learning' | 'availability' | 'motivation';

/** Mid is the question itself; High adds the probe to it; Low asks the open form instead. */
interface TopicText {
  mid: Record<Tone, string>;
  probe: Record<Tone, string>;
  low: Record<Tone, string>;
}

const q = (formal: string, friendly: string): Record<Tone, string> => ({ formal, friendly });

const QUESTIONS: Record<Topic, Record<Language, TopicText>> = {
  intro: {
    en: {
      mid: q(
        'Could you please introduce yourself and tell me what interests you in the {job} position?',
        'Tell me a bit about yourself: what got you interested in the {job} job?',
      ),
      probe: q(
        'Please be specific: which two aspects of the role matter most to you, and why?',
        'Be specific: what are the two things about this job that matter most to you, and why?',
      ),
      low: q(
        'To begin, would you like to tell me a little about yourself and how you came across the {job} position?',
        'No rush: how about you tell me a bit about yourself and what caught your eye in the {job} job?',
      ),
    },
    fr: {
      mid: q(
        'Pourriez-vous vous présenter et m’expliquer ce qui vous intéresse dans le poste de {job} ?',
        'Présente-toi en quelques mots : qu’est-ce qui t’intéresse dans le poste de {job} ?',
      ),
      probe: q(
        'Soyez précis : quels sont les deux aspects du poste qui comptent le plus pour vous, et pourquoi ?',
        'Sois précis : quels sont les deux points du poste qui comptent le plus pour toi, et pourquoi ?',
      ),
      low: q(
        'Pour commencer, souhaitez-vous me parler un peu de vous et de la façon dont vous avez découvert le poste de {job} ?',
        'Pour commencer tranquillement, tu veux bien me parler un peu de toi et de ce qui t’a attiré dans le poste de {job} ?',
      ),
    },
    es: {
      mid: q(
        '¿Podría presentarse y explicarme qué le interesa del puesto de {job}?',
        'Cuéntame un poco sobre ti: ¿qué te interesa del puesto de {job}?',
      ),
      probe: q(
        'Sea concreto: ¿cuáles son los dos aspectos del puesto que más le importan y por qué?',
        'Sé concreto: ¿cuáles son las dos cosas del puesto que más te importan y por qué?',
      ),
      low: q(
        'Para empezar, ¿le gustaría hablarme un poco de usted y de cómo conoció el puesto de {job}?',
        'Para empezar con calma, ¿me cuentas un poco sobre ti y qué te llamó la atención del puesto de {job}?',
      ),
    },
  },
  experience: {
    en: {
      mid: q(
        'Could you describe your previous experience that is relevant to the {job} position?',
        'What experience do you have that fits the {job} job?',
      ),
      probe: q(
        'Please give a concrete example: how many years, which tasks, and one result you can measure.',
        'Give me a concrete example: how many years, what tasks, and one result with numbers.',
      ),
      low: q(
        'Would you tell me about past jobs or activities you have enjoyed, even outside this field?',
        'What kind of jobs or activities have you enjoyed so far, even in other fields?',
      ),
    },
    fr: {
      mid: q(
        'Pourriez-vous décrire votre expérience en lien avec le poste de {job} ?',
        'Quelle expérience as-tu qui colle au poste de {job} ?',
      ),
      probe: q(
        'Donnez-moi un exemple concret : combien d’années, quelles tâches, et un résultat chiffré.',
        'Donne-moi un exemple concret : combien d’années, quelles tâches, et un résultat chiffré.',
      ),
      low: q(
        'Voulez-vous me parler des emplois ou activités que vous avez appréciés, même dans un autre domaine ?',
        'Quels jobs ou activités as-tu aimés jusqu’ici, même dans un autre domaine ?',
      ),
    },
    es: {
      mid: q(
        '¿Podría describir su experiencia relacionada con el puesto de {job}?',
        '¿Qué experiencia tienes que encaje con el puesto de {job}?',
      ),
      probe: q(
        'Deme un ejemplo concreto: cuántos años, qué tareas y un resultado con cifras.',
        'Dame un ejemplo concreto: cuántos años, qué tareas y un resultado con cifras.',
      ),
      low: q(
        '¿Le gustaría contarme qué trabajos o actividades ha disfrutado, aunque sean de otro sector?',
        '¿Qué trabajos o actividades te han gustado hasta ahora, aunque sean de otro sector?',
      ),
    },
  },
  shifts: {
    en: {
      mid: q(
        'This position involves shift work. How do you feel about early, late or night shifts?',
        'The job runs on shifts. How do you feel about early, late or night shifts?',
      ),
      probe: q(
        'How many night or rotating shifts per week have you worked before, and for how long?',
        'How many night or rotating shifts a week have you done before, and for how long?',
      ),
      low: q('Which working hours would suit you best at the moment?', 'What kind of hours suit you best right now?'),
    },
    fr: {
      mid: q(
        'Ce poste fonctionne en horaires décalés. Comment vous situez-vous par rapport aux postes du matin, de l’après-midi ou de nuit ?',
        'Le poste est en horaires décalés. Comment tu te sens avec les postes du matin, d’après-midi ou de nuit ?',
      ),
      probe: q(
        'Combien de postes de nuit ou en rotation avez-vous assurés par semaine, et pendant combien de temps ?',
        'Combien de postes de nuit ou en rotation as-tu faits par semaine, et pendant combien de temps ?',
      ),
      low: q(
        'Quels horaires vous conviendraient le mieux en ce moment ?',
        'Quels horaires t’arrangent le mieux en ce moment ?',
      ),
    },
    es: {
      mid: q(
        'Este puesto funciona por turnos. ¿Cómo lleva los turnos de mañana, tarde o noche?',
        'El trabajo es por turnos. ¿Qué tal llevas los turnos de mañana, tarde o noche?',
      ),
      probe: q(
        '¿Cuántos turnos de noche o rotativos ha hecho por semana y durante cuánto tiempo?',
        '¿Cuántos turnos de noche o rotativos has hecho por semana y durante cuánto tiempo?',
      ),
      low: q('¿Qué horarios le vendrían mejor en este momento?', '¿Qué horarios te vienen mejor ahora mismo?'),
    },
  },
  weekends: {
    en: {
      mid: q(
        'The schedule includes weekends. Would you be available to work on Saturdays and Sundays?',
        'Weekends are part of the schedule. Could you work Saturdays and Sundays?',
      ),
      probe: q(
        'Exactly how many weekends per month could you commit to, and from which date?',
        'Exactly how many weekends a month could you commit to, and from when?',
      ),
      low: q(
        'How do you usually like to spend your weekends, and could some of them be worked?',
        'How do your weekends usually look, and could you work some of them?',
      ),
    },
    fr: {
      mid: q(
        'Le planning inclut des week-ends. Seriez-vous disponible le samedi et le dimanche ?',
        'Le planning inclut des week-ends. Tu pourrais travailler le samedi et le dimanche ?',
      ),
      probe: q(
        'Précisément, combien de week-ends par mois pourriez-vous assurer, et à partir de quand ?',
        'Précisément, combien de week-ends par mois tu pourrais assurer, et à partir de quand ?',
      ),
      low: q(
        'Comment organisez-vous habituellement vos week-ends, et certains pourraient-ils être travaillés ?',
        'Tes week-ends ressemblent à quoi d’habitude, et tu pourrais en travailler certains ?',
      ),
    },
    es: {
      mid: q(
        'El horario incluye fines de semana. ¿Estaría disponible los sábados y domingos?',
        'El horario incluye fines de semana. ¿Podrías trabajar sábados y domingos?',
      ),
      probe: q(
        'Exactamente, ¿cuántos fines de semana al mes podría cubrir y a partir de qué fecha?',
        'Exactamente, ¿cuántos fines de semana al mes podrías cubrir y desde cuándo?',
      ),
      low: q(
        '¿Cómo suele organizar sus fines de semana y podría trabajar algunos?',
        '¿Cómo sueles pasar los fines de semana y podrías trabajar algunos?',
      ),
    },
  },
  driving: {
    en: {
      mid: q(
        'Do you hold a valid driving licence, and how would you travel to the workplace?',
        'Have you got a driving licence, and how would you get to work?',
      ),
      probe: q(
        'Which licence category do you hold, since when, and how many kilometres do you drive per week?',
        'Which licence do you have, since when, and roughly how many kilometres do you drive a week?',
      ),
      low: q(
        'How do you usually travel, and is driving something you are comfortable with?',
        'How do you usually get around, and are you comfortable driving?',
      ),
    },
    fr: {
      mid: q(
        'Êtes-vous titulaire du permis de conduire, et comment viendriez-vous sur le lieu de travail ?',
        'Tu as le permis de conduire, et comment tu viendrais au travail ?',
      ),
      probe: q(
        'Quelle catégorie de permis avez-vous, depuis quand, et combien de kilomètres parcourez-vous par semaine ?',
        'Quel permis as-tu, depuis quand, et combien de kilomètres tu fais à peu près par semaine ?',
      ),
      low: q(
        'Comment vous déplacez-vous habituellement, et êtes-vous à l’aise au volant ?',
        'Comment tu te déplaces d’habitude, et tu es à l’aise au volant ?',
      ),
    },
    es: {
      mid: q(
        '¿Tiene carné de conducir en vigor y cómo llegaría al lugar de trabajo?',
        '¿Tienes carné de conducir y cómo llegarías al trabajo?',
      ),
      probe: q(
        '¿Qué tipo de carné tiene, desde cuándo y cuántos kilómetros conduce a la semana?',
        '¿Qué carné tienes, desde cuándo y cuántos kilómetros conduces más o menos a la semana?',
      ),
      low: q(
        '¿Cómo suele desplazarse y se siente cómodo conduciendo?',
        '¿Cómo te sueles mover y te sientes cómodo conduciendo?',
      ),
    },
  },
  equipment: {
    en: {
      mid: q(
        'Have you already operated forklifts or other handling equipment, and do you hold the matching certificate?',
        'Have you driven a forklift or other handling equipment before, and have you got the certificate?',
      ),
      probe: q(
        'Which equipment exactly, for how many hours per week, and when was your certificate issued?',
        'Which machines exactly, how many hours a week, and when did you get your certificate?',
      ),
      low: q(
        'Which tools or machines have you enjoyed working with so far?',
        'What tools or machines do you like working with?',
      ),
    },
    fr: {
      mid: q(
        'Avez-vous déjà conduit des chariots élévateurs ou d’autres engins de manutention, et possédez-vous le CACES correspondant ?',
        'Tu as déjà conduit un chariot élévateur ou d’autres engins de manutention, et tu as le CACES ?',
      ),
      probe: q(
        'Quels engins précisément, combien d’heures par semaine, et de quand date votre CACES ?',
        'Quels engins précisément, combien d’heures par semaine, et ton CACES date de quand ?',
      ),
      low: q(
        'Avec quels outils ou machines avez-vous aimé travailler jusqu’ici ?',
        'Avec quels outils ou machines tu aimes travailler ?',
      ),
    },
    es: {
      mid: q(
        '¿Ha manejado carretillas elevadoras u otros equipos de manutención y tiene el carné correspondiente?',
        '¿Has manejado carretillas elevadoras u otra maquinaria de almacén y tienes el carné?',
      ),
      probe: q(
        '¿Qué equipos exactamente, cuántas horas por semana y desde cuándo tiene el carné?',
        '¿Qué máquinas exactamente, cuántas horas a la semana y desde cuándo tienes el carné?',
      ),
      low: q(
        '¿Con qué herramientas o máquinas le ha gustado trabajar hasta ahora?',
        '¿Con qué herramientas o máquinas te gusta trabajar?',
      ),
    },
  },
  customer: {
    en: {
      mid: q(
        'The role involves direct contact with customers. How would you handle a dissatisfied customer?',
        'You’ll be dealing with customers a lot. How would you handle an unhappy customer?',
      ),
      probe: q(
        'Please describe a real complaint you handled: what was the issue, what did you do, and what was the outcome?',
        'Tell me about a real complaint you handled: what went wrong, what you did, and how it ended.',
      ),
      low: q('What do you enjoy about helping customers or the public?', 'What do you like about helping customers?'),
    },
    fr: {
      mid: q(
        'Le poste implique un contact direct avec la clientèle. Comment géreriez-vous un client mécontent ?',
        'Tu seras souvent en contact avec les clients. Comment tu gérerais un client mécontent ?',
      ),
      probe: q(
        'Décrivez une réclamation réelle que vous avez traitée : le problème, votre action et le résultat obtenu.',
        'Raconte-moi une vraie réclamation que tu as gérée : le problème, ce que tu as fait et comment ça s’est fini.',
      ),
      low: q(
        'Qu’est-ce qui vous plaît dans le fait d’aider des clients ou du public ?',
        'Qu’est-ce qui te plaît quand tu aides des clients ?',
      ),
    },
    es: {
      mid: q(
        'El puesto implica trato directo con clientes. ¿Cómo gestionaría a un cliente insatisfecho?',
        'Vas a tratar mucho con clientes. ¿Cómo manejarías a un cliente molesto?',
      ),
      probe: q(
        'Describa una queja real que haya gestionado: el problema, lo que hizo y el resultado.',
        'Cuéntame una queja real que hayas gestionado: qué pasó, qué hiciste y cómo terminó.',
      ),
      low: q('¿Qué le gusta de atender a clientes o al público?', '¿Qué te gusta de atender a los clientes?'),
    },
  },
  physical: {
    en: {
      mid: q(
        'The job is physically demanding, with standing and carrying loads. How comfortable are you with that?',
        'The job is physical: standing and carrying loads. How do you feel about that?',
      ),
      probe: q(
        'What is the heaviest load you have handled regularly, for how many hours per day, and over what period?',
        'What’s the heaviest load you’ve carried regularly, for how many hours a day, and for how long?',
      ),
      low: q(
        'How do you feel about active work where you are on your feet during the day?',
        'Do you like jobs where you’re moving and on your feet all day?',
      ),
    },
    fr: {
      mid: q(
        'Le poste est physique, avec station debout et port de charges. Comment l’abordez-vous ?',
        'Le poste est physique : debout et port de charges. Ça te va ?',
      ),
      probe: q(
        'Quelle est la charge la plus lourde que vous avez manipulée régulièrement, combien d’heures par jour et sur quelle durée ?',
        'Quelle est la charge la plus lourde que tu as portée régulièrement, combien d’heures par jour et sur quelle durée ?',
      ),
      low: q(
        'Que pensez-vous d’un travail actif, où l’on reste en mouvement une bonne partie de la journée ?',
        'Tu aimes les boulots où on bouge et où on reste debout toute la journée ?',
      ),
    },
    es: {
      mid: q(
        'El trabajo es físico, de pie y con carga de peso. ¿Cómo lo lleva?',
        'El trabajo es físico: de pie y cargando peso. ¿Qué tal lo llevas?',
      ),
      probe: q(
        '¿Cuál es la carga más pesada que ha manejado con regularidad, cuántas horas al día y durante cuánto tiempo?',
        '¿Cuál es la carga más pesada que has manejado a menudo, cuántas horas al día y durante cuánto tiempo?',
      ),
      low: q(
        '¿Qué le parece un trabajo activo, en movimiento buena parte del día?',
        '¿Te gustan los trabajos en los que estás en movimiento todo el día?',
      ),
    },
  },
  safety: {
    en: {
      mid: q(
        'Safety and hygiene rules are essential in this role. How do you make sure you follow them?',
        'Safety and hygiene rules matter a lot here. How do you make sure you stick to them?',
      ),
      probe: q(
        'Give a concrete example of a risk you spotted, what you did, and which procedure applied.',
        'Give me a real example of a risk you spotted, what you did, and which rule applied.',
      ),
      low: q('What does working safely mean to you?', 'What does working safely mean for you?'),
    },
    fr: {
      mid: q(
        'Les règles de sécurité et d’hygiène sont essentielles sur ce poste. Comment veillez-vous à les respecter ?',
        'Les règles de sécurité et d’hygiène comptent beaucoup ici. Comment tu fais pour bien les respecter ?',
      ),
      probe: q(
        'Donnez un exemple concret d’un risque que vous avez repéré, de votre réaction et de la procédure appliquée.',
        'Donne un exemple concret d’un risque que tu as repéré, ce que tu as fait et la règle appliquée.',
      ),
      low: q(
        'Que signifie pour vous travailler en sécurité ?',
        'Pour toi, ça veut dire quoi, travailler en sécurité ?',
      ),
    },
    es: {
      mid: q(
        'Las normas de seguridad e higiene son esenciales en este puesto. ¿Cómo se asegura de cumplirlas?',
        'Aquí las normas de seguridad e higiene importan mucho. ¿Cómo te aseguras de cumplirlas?',
      ),
      probe: q(
        'Dé un ejemplo concreto de un riesgo que detectó, qué hizo y qué procedimiento se aplicó.',
        'Dame un ejemplo real de un riesgo que detectaste, qué hiciste y qué norma se aplicaba.',
      ),
      low: q('¿Qué significa para usted trabajar de forma segura?', '¿Qué significa para ti trabajar de forma segura?'),
    },
  },
  languages: {
    en: {
      mid: q(
        'The position requires several languages. Which languages do you speak, and at what level?',
        'You’ll need a few languages in this job. Which ones do you speak, and how well?',
      ),
      probe: q(
        'Describe a situation in which you worked in another language: with whom, how often, and for how long?',
        'Tell me about a time you worked in another language: with whom, how often, and for how long?',
      ),
      low: q(
        'Which languages do you feel comfortable using at work?',
        'Which languages are you comfortable using at work?',
      ),
    },
    fr: {
      mid: q(
        'Le poste demande la pratique de plusieurs langues. Lesquelles parlez-vous, et à quel niveau ?',
        'Tu auras besoin de plusieurs langues sur ce poste. Lesquelles tu parles, et à quel niveau ?',
      ),
      probe: q(
        'Décrivez une situation où vous avez travaillé dans une autre langue : avec qui, à quelle fréquence et pendant combien de temps ?',
        'Raconte une situation où tu as travaillé dans une autre langue : avec qui, à quelle fréquence et pendant combien de temps ?',
      ),
      low: q(
        'Dans quelles langues êtes-vous à l’aise pour travailler ?',
        'Dans quelles langues tu es à l’aise pour travailler ?',
      ),
    },
    es: {
      mid: q(
        'El puesto requiere varios idiomas. ¿Cuáles habla y con qué nivel?',
        'En este trabajo necesitarás varios idiomas. ¿Cuáles hablas y qué nivel tienes?',
      ),
      probe: q(
        'Describa una situación en la que trabajó en otro idioma: con quién, con qué frecuencia y durante cuánto tiempo.',
        'Cuéntame una situación en la que trabajaste en otro idioma: con quién, cada cuánto y durante cuánto tiempo.',
      ),
      low: q('¿En qué idiomas se siente cómodo trabajando?', '¿En qué idiomas te sientes cómodo trabajando?'),
    },
  },
  teamwork: {
    en: {
      mid: q(
        'How do you usually work within a team, and what role do you tend to take?',
        'How do you like working in a team, and what role do you usually take?',
      ),
      probe: q(
        'Describe a disagreement within a team: what was at stake, what did you do, and how was it resolved?',
        'Tell me about a disagreement in a team: what was it about, what did you do, and how did it end?',
      ),
      low: q(
        'What do you appreciate most in the colleagues you work with?',
        'What do you like most in the people you work with?',
      ),
    },
    fr: {
      mid: q(
        'Comment travaillez-vous habituellement en équipe, et quel rôle avez-vous tendance à prendre ?',
        'Comment tu travailles en équipe, et quel rôle tu prends en général ?',
      ),
      probe: q(
        'Décrivez un désaccord dans une équipe : l’enjeu, votre action et la façon dont il a été résolu.',
        'Raconte un désaccord dans une équipe : l’enjeu, ce que tu as fait et comment ça s’est réglé.',
      ),
      low: q(
        'Qu’appréciez-vous le plus chez vos collègues ?',
        'Qu’est-ce que tu apprécies le plus chez tes collègues ?',
      ),
    },
    es: {
      mid: q(
        '¿Cómo suele trabajar en equipo y qué papel tiende a asumir?',
        '¿Cómo te gusta trabajar en equipo y qué papel sueles tener?',
      ),
      probe: q(
        'Describa un desacuerdo en un equipo: qué estaba en juego, qué hizo y cómo se resolvió.',
        'Cuéntame un desacuerdo en un equipo: de qué iba, qué hiciste y cómo se resolvió.',
      ),
      low: q(
        '¿Qué es lo que más valora de sus compañeros de trabajo?',
        '¿Qué es lo que más valoras de tus compañeros?',
      ),
    },
  },
  situation: {
    en: {
      mid: q(
        'Could you describe a difficult situation at work and how you dealt with it?',
        'Tell me about a tricky situation at work and how you handled it.',
      ),
      probe: q(
        'Please be precise: what was at stake, what exactly did you do, and what was the measurable result?',
        'Be precise: what was at stake, what exactly did you do, and what was the result in numbers?',
      ),
      low: q(
        'In which kind of work situations do you feel most at ease?',
        'In what kind of work situations do you feel most at ease?',
      ),
    },
    fr: {
      mid: q(
        'Pourriez-vous décrire une situation difficile au travail et la façon dont vous l’avez gérée ?',
        'Raconte-moi une situation compliquée au travail et comment tu l’as gérée.',
      ),
      probe: q(
        'Soyez précis : quel était l’enjeu, qu’avez-vous fait exactement, et quel a été le résultat mesurable ?',
        'Sois précis : quel était l’enjeu, qu’as-tu fait exactement, et quel a été le résultat en chiffres ?',
      ),
      low: q(
        'Dans quelles situations de travail vous sentez-vous le plus à l’aise ?',
        'Dans quelles situations de travail tu te sens le plus à l’aise ?',
      ),
    },
    es: {
      mid: q(
        '¿Podría describir una situación difícil en el trabajo y cómo la resolvió?',
        'Cuéntame una situación complicada en el trabajo y cómo la resolviste.',
      ),
      probe: q(
        'Sea preciso: ¿qué estaba en juego, qué hizo exactamente y cuál fue el resultado medible?',
        'Sé preciso: ¿qué estaba en juego, qué hiciste exactamente y cuál fue el resultado en cifras?',
      ),
      low: q(
        '¿En qué situaciones de trabajo se siente más cómodo?',
        '¿En qué situaciones de trabajo te sientes más cómodo?',
      ),
    },
  },
  learning: {
    en: {
      mid: q(
        'What do you think you would need to learn during your first weeks in the {job} role?',
        'What do you think you’d need to learn in your first weeks in the {job} role?',
      ),
      probe: q(
        'Name one skill you learned quickly in a previous job: how long did it take, and how did you measure progress?',
        'Name one skill you picked up fast in a past job: how long did it take, and how did you know you’d got it?',
      ),
      low: q('How do you like to learn something new at work?', 'How do you like to learn new things at work?'),
    },
    fr: {
      mid: q(
        'Que pensez-vous devoir apprendre pendant vos premières semaines au poste de {job} ?',
        'À ton avis, qu’est-ce que tu devrais apprendre pendant tes premières semaines au poste de {job} ?',
      ),
      probe: q(
        'Citez une compétence acquise rapidement dans un emploi précédent : en combien de temps, et comment avez-vous mesuré vos progrès ?',
        'Cite une compétence que tu as apprise vite dans un ancien job : en combien de temps, et comment tu as vu que tu progressais ?',
      ),
      low: q(
        'Comment aimez-vous apprendre quelque chose de nouveau au travail ?',
        'Comment tu aimes apprendre de nouvelles choses au travail ?',
      ),
    },
    es: {
      mid: q(
        '¿Qué cree que necesitaría aprender durante sus primeras semanas en el puesto de {job}?',
        '¿Qué crees que tendrías que aprender en tus primeras semanas en el puesto de {job}?',
      ),
      probe: q(
        'Mencione una habilidad que aprendió rápido en un empleo anterior: ¿cuánto tardó y cómo midió su progreso?',
        'Dime una habilidad que aprendiste rápido en un trabajo anterior: ¿cuánto tardaste y cómo viste que progresabas?',
      ),
      low: q(
        '¿Cómo le gusta aprender algo nuevo en el trabajo?',
        '¿Cómo te gusta aprender cosas nuevas en el trabajo?',
      ),
    },
  },
  availability: {
    en: {
      mid: q(
        'When would you be available to start, and which working hours would suit you?',
        'When could you start, and what hours would work for you?',
      ),
      probe: q(
        'Please give an exact start date, your notice period, and the number of hours per week you can commit to.',
        'Give me an exact start date, your notice period, and how many hours a week you can do.',
      ),
      low: q('When would be a good time for you to start a new job?', 'When would it suit you to start something new?'),
    },
    fr: {
      mid: q(
        'À partir de quand seriez-vous disponible, et quels horaires vous conviendraient ?',
        'Tu pourrais commencer quand, et quels horaires t’iraient ?',
      ),
      probe: q(
        'Indiquez une date de début précise, votre préavis et le nombre d’heures par semaine sur lesquelles vous pouvez vous engager.',
        'Donne-moi une date de début précise, ton préavis et combien d’heures par semaine tu peux faire.',
      ),
      low: q(
        'Quel serait pour vous le bon moment pour commencer un nouvel emploi ?',
        'Ce serait quand, le bon moment pour toi pour commencer un nouveau job ?',
      ),
    },
    es: {
      mid: q(
        '¿Cuándo podría incorporarse y qué horario le vendría bien?',
        '¿Cuándo podrías empezar y qué horario te vendría bien?',
      ),
      probe: q(
        'Indique una fecha de incorporación exacta, su preaviso y cuántas horas semanales puede asumir.',
        'Dime una fecha exacta para empezar, tu preaviso y cuántas horas a la semana puedes hacer.',
      ),
      low: q(
        '¿Cuál sería para usted un buen momento para empezar un nuevo trabajo?',
        '¿Cuándo te vendría bien empezar algo nuevo?',
      ),
    },
  },
  motivation: {
    en: {
      mid: q(
        'Why would you be a good fit for the {job} position?',
        'Why do you think you’d be a great fit for the {job} job?',
      ),
      probe: q(
        'Name two strengths you would bring, each backed by a concrete achievement with figures.',
        'Name two strengths you’d bring, each backed by a real achievement with numbers.',
      ),
      low: q(
        'What would make the {job} position a good next step for you?',
        'What would make the {job} job a good next step for you?',
      ),
    },
    fr: {
      mid: q(
        'Pourquoi seriez-vous la bonne personne pour le poste de {job} ?',
        'Pourquoi tu serais la bonne personne pour le poste de {job} ?',
      ),
      probe: q(
        'Citez deux points forts que vous apporteriez, chacun appuyé par une réussite concrète et chiffrée.',
        'Cite deux points forts que tu apporterais, chacun avec une vraie réussite chiffrée.',
      ),
      low: q(
        'Qu’est-ce qui ferait du poste de {job} une belle prochaine étape pour vous ?',
        'Qu’est-ce qui ferait du poste de {job} une belle prochaine étape pour toi ?',
      ),
    },
    es: {
      mid: q(
        '¿Por qué sería usted una buena opción para el puesto de {job}?',
        '¿Por qué crees que encajarías bien en el puesto de {job}?',
      ),
      probe: q(
        'Mencione dos fortalezas que aportaría, cada una respaldada por un logro concreto con cifras.',
        'Dime dos fortalezas que aportarías, cada una con un logro real y con cifras.',
      ),
      low: q(
        '¿Qué haría del puesto de {job} un buen siguiente paso para usted?',
        '¿Qué haría del puesto de {job} un buen siguiente paso para ti?',
      ),
    },
  },
};

const DETECTED_ORDER: readonly DetectedTopic[] = [
  'shifts',
  'weekends',
  'driving',
  'equipment',
  'customer',
  'physical',
  'safety',
  'languages',
  'teamwork',
];
/** "2 years of experience", "3 ans d'expérience", "1 año de experiencia". */
const YEARS_REQUIRED =
  /(?<![\p{L}\p{N}])(\d{1,2})\s*\+?\s*(?:years?|yrs|ans?|años?)\s*(?:[\p{L}'’]+\s+){0,2}?(?:d['’]|de\s+|of\s+)?(?:experience|expérience|experiencia)(?![\p{L}])/iu;
const YEARS_NOTE: Record<Language, (years: number) => string> = {
  en: (n) => `The position asks for ${n} year${n === 1 ? '' : 's'} of experience.`,
  fr: (n) => `Le poste demande ${n} an${n === 1 ? '' : 's'} d’expérience.`,
  es: (n) => `El puesto pide ${n} año${n === 1 ? '' : 's'} de experiencia.`,
};
const FILLERS: readonly Topic[] = ['teamwork', 'situation', 'learning'];
const MAX_DETECTED = 4;
const MIN_QUESTIONS = 6;

/** What the posting asks of a candidate, in the order the interview covers it. */
export function detectTopics(description: string): DetectedTopic[] {
  return DETECTED_ORDER.filter((topic) => TOPIC_PATTERNS[topic].test(description));
}

/**
 * The interview's questions: an introduction and the candidate's experience, then what this posting asks
 * (shifts, weekends, a licence, customers...), then availability and why this job. Always the same for the
 * same job, language, tone and sharpness; six to eight of them.
 */
export function writeQuestions(
  job: Pick<Job, 'name' | 'description'>,
  language: Language,
  tone: Tone,
  sharpness: Sharpness,
): string[] {
  const detected = detectTopics(job.description).slice(0, MAX_DETECTED);
  const middle: Topic[] = [...detected];
  for (const filler of FILLERS) {
    if (middle.length + 4 >= MIN_QUESTIONS) break;
    if (!middle.includes(filler)) middle.push(filler);
  }
  const topics: Topic[] = ['intro', 'experience', ...middle, 'availability', 'motivation'];
  const years = Number(YEARS_REQUIRED.exec(job.description)?.[1] ?? 0);
  return topics.map((topic) => {
    const text = QUESTIONS[topic][language];
    let question =
      sharpness === 'High'
        ? `${text.mid[tone]} ${text.probe[tone]}`
        : sharpness === 'Low'
          ? text.low[tone]
          : text.mid[tone];
    // A stated requirement is named, except in the gentle interview that does not press on it.
    if (topic === 'experience' && years > 0 && sharpness !== 'Low') {
      question = `${YEARS_NOTE[language](years)} ${question}`;
    }
    return question.replaceAll('{job}', job.name);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reports

const SCORE_KEYS = [
  'availability',
  'experience_and_attitude',
  'communication',
  'motivation',
  'skills_match',
] as const satisfies readonly (keyof ReportScores)[];

const SCORE_LABELS: Record<Language, Record<keyof ReportScores, string>> = {
  en: {
    availability: 'availability',
    experience_and_attitude: 'experience and attitude',
    communication: 'communication',
    motivation: 'motivation',
    skills_match: 'skills match',
  },
  fr: {
    availability: 'la disponibilité',
    experience_and_attitude: 'l’expérience et l’attitude',
    communication: 'la communication',
    motivation: 'la motivation',
    skills_match: 'l’adéquation des compétences',
  },
  es: {
    availability: 'la disponibilidad',
    experience_and_attitude: 'la experiencia y la actitud',
    communication: 'la comunicación',
    motivation: 'la motivación',
    skills_match: 'la adecuación de competencias',
  },
};

const TONE_LABELS: Record<Language, Record<Tone, string>> = {
  en: { formal: 'formal', friendly: 'friendly' },
  fr: { formal: 'formel', friendly: 'convivial' },
  es: { formal: 'formal', friendly: 'cercano' },
};

/** FNV-1a: a small, stable hash so that the same call always gets the same scores. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

interface CallContext {
  jobId: number;
  jobName: string;
  language: Language;
  tone: Tone;
}

/** Scores from 40 to 98 that vary with the job, interview, contact and call but never change for them. */
export function scoreCall(call: Pick<Call, 'id' | 'contact' | 'interview'>, context: CallContext): ReportScores {
  const seed = `${context.jobId}|${context.jobName}|${call.interview}|${call.contact}|${call.id}`;
  const scores = {} as ReportScores;
  for (const key of SCORE_KEYS) scores[key] = 40 + (hash(`${seed}|${key}`) % 59);
  return scores;
}

export function summarise(scores: ReportScores, context: CallContext): string {
  const overall = Math.round(SCORE_KEYS.reduce((sum, key) => sum + scores[key], 0) / SCORE_KEYS.length);
  const strongest = SCORE_KEYS.reduce((best, key) => (scores[key] > scores[best] ? key : best));
  const label = SCORE_LABELS[context.language][strongest];
  const tone = TONE_LABELS[context.language][context.tone];
  const job = context.jobName;
  switch (context.language) {
    case 'fr':
      return `Entretien de démonstration pour le poste de ${job}, mené sur un ton ${tone} : le candidat obtient ${overall}/100 au global, avec pour point fort ${label}.`;
    case 'es':
      return `Entrevista de demostración para el puesto de ${job}, realizada en un tono ${tone}: el candidato obtiene ${overall}/100 en total, con ${label} como punto más fuerte.`;
    default:
      return `Demo interview for the ${job} position, held in a ${tone} tone: the candidate scored ${overall}/100 overall, with ${label} as the strongest point.`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Calls

/** The steps a started call moves through, latest first. */
const STEPS_LATEST_FIRST = ['completed', 'in_progress', 'ringing', 'waiting'] as const;
type Step = (typeof STEPS_LATEST_FIRST)[number];

/**
 * A call as kept: the call as created and when each of its steps starts, varied once at creation. Its status
 * is read off these times whenever it is asked for, so a call moves on without anything running in between,
 * and any instance sharing the state answers for it, even once the one that created it is gone.
 */
interface CallRecord {
  call: Call;
  // Kept with the call so the report can be written even once the job or interview is no longer stored.
  context: CallContext;
  at: Record<Step, number>;
  cancelledAt?: number;
}

function statusAt(record: CallRecord, time: number): CallStatus {
  if (record.cancelledAt !== undefined) return 'cancelled';
  return STEPS_LATEST_FIRST.find((step) => time >= record.at[step]) ?? record.call.status;
}

/** The report follows from the call alone, so every instance that writes it writes the same one. */
function reportOf({ call, context, at }: CallRecord): Report {
  const scores = scoreCall(call, context);
  return {
    // A call has at most one report: sharing the call's id lets the first reader write it with a plain
    // "set if absent", whichever instance that is, and no counter is spent on readers that lose the race.
    id: call.id,
    call: call.id,
    contact: call.contact,
    interview: call.interview,
    scores,
    summary: summarise(scores, context),
    created_at: new Date(at.completed).toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function requireText(value: unknown, field: string, max: number, { optional = false } = {}): string {
  if (optional && (value === undefined || value === null)) return '';
  if (typeof value !== 'string' || (!optional && value.trim() === '')) {
    throw new RecruiterError(400, `${field} is required and must be a string`);
  }
  const text = value.trim();
  if (text.length > max) throw new RecruiterError(400, `${field} is too long (maximum ${max} characters)`);
  return text;
}

function requireOneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new RecruiterError(400, `${field} must be one of: ${allowed.join(', ')}`);
  }
  return value as T;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const PHONE = /^\+?[0-9]+$/u;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/u;

// ---------------------------------------------------------------------------------------------------------------
// The backend

export function sandboxRecruiter(options: SandboxOptions = {}): RecruiterApi {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const timings: CallTimings = { ...DEFAULT_TIMINGS, ...options.timings };
  const state =
    options.state ??
    memorySandboxState({
      maxEntities: options.maxEntities ?? MAX_ENTITIES,
      maxDescriptionChars: options.maxDescriptionChars ?? MAX_DESCRIPTION_CHARS,
    });

  /** A delay varied by up to 20 % either way, so calls do not all move in lockstep. */
  const vary = (ms: number) => {
    const r = Math.min(1, Math.max(0, random()));
    return Math.max(0, Math.round(ms * (0.8 + 0.4 * r)));
  };

  const load = <T>(kind: SandboxKind, id: unknown): Promise<T | undefined> =>
    isId(id) ? state.get<T>(kind, id) : Promise.resolve(undefined);

  const found = <T>(item: T | undefined, kind: string, id: number): T => {
    if (item === undefined) throw new RecruiterError(404, `${kind} ${id} not found`);
    return item;
  };

  async function callAsOf(record: CallRecord, time: number): Promise<Call> {
    const status = statusAt(record, time);
    if (status !== 'completed') return { ...record.call, status, report: null };
    // The first read to find the call completed writes its report; later ones, here or on another instance,
    // find it written.
    await state.putIfAbsent('report', record.call.id, reportOf(record));
    return { ...record.call, status, report: record.call.id };
  }

  async function add<T extends { id: number }>(kind: SandboxKind, make: (id: number) => T): Promise<T> {
    const item = make(await state.allocate(kind));
    await state.put(kind, item.id, item);
    return item;
  }

  return {
    async parseJob(input: ParseJobInput) {
      const description = (input as Partial<ParseJobInput> | undefined)?.job_description;
      if (typeof description !== 'string' || description.trim() === '') {
        throw new RecruiterError(400, 'job_description is required and must be a string');
      }
      const text = description.trim();
      if (text.length <= MIN_DESCRIPTION_LENGTH) {
        throw new RecruiterError(
          400,
          `job_description is too short: describe the job in more than ${MIN_DESCRIPTION_LENGTH} characters`,
        );
      }
      if (text.length > MAX_DESCRIPTION_LENGTH) {
        throw new RecruiterError(
          400,
          `job_description is too long: shorten it to at most ${MAX_DESCRIPTION_LENGTH} characters`,
        );
      }
      const name = extractJobName(text);
      return add<Job>('job', (id) => ({ id, name, description: text }));
    },

    async getJob(id) {
      return found(await load<Job>('job', id), 'Job', id);
    },

    async generateInterview(input: GenerateInterviewInput) {
      const name = requireText(input.name, 'name', 300);
      if (!isId(input.jobId)) throw new RecruiterError(400, 'Invalid job ID format');
      const job = await load<Job>('job', input.jobId);
      if (!job) throw new RecruiterError(400, `Job with ID ${input.jobId} not found or not accessible`);
      if (!isLanguage(input.language)) throw new RecruiterError(400, 'language must be one of: en, fr, es');
      const voice = requireText(input.voice, 'voice', 100);
      const tone = requireOneOf(input.tone, 'tone', TONES);
      const sharpness = requireOneOf(input.sharpness, 'sharpness', SHARPNESS);
      if (!TEMPLATES.some((template) => template.id === input.templateId)) {
        throw new RecruiterError(400, `Interview template ${String(input.templateId)} not found`);
      }
      if (
        typeof input.duration !== 'number' ||
        !Number.isFinite(input.duration) ||
        input.duration < MIN_DURATION ||
        input.duration > MAX_DURATION
      ) {
        throw new RecruiterError(
          400,
          `duration must be a number of seconds between ${MIN_DURATION} and ${MAX_DURATION}`,
        );
      }
      const texts = writeQuestions(job, input.language, tone, sharpness);
      const firstQuestion = await state.allocate('question', texts.length);
      const questions = texts.map((text, index) => ({ id: firstQuestion + index, text }));
      return add<Interview>('interview', (id) => ({
        id,
        name,
        job: job.id,
        language: input.language,
        voice,
        tone,
        sharpness,
        questions,
      }));
    },

    async getInterview(id) {
      return found(await load<Interview>('interview', id), 'Interview', id);
    },

    async getInterviewTemplate(id) {
      return structuredClone(
        found(
          TEMPLATES.find((template) => template.id === id),
          'Interview template',
          id,
        ),
      );
    },

    async createContact(input: CreateContactInput) {
      const name = requireText(input.name, 'name', 200);
      const email = requireText(input.email, 'email', 254);
      if (!EMAIL.test(email)) throw new RecruiterError(400, 'email must be a valid e-mail address');
      const phone = requireText(input.phone_number, 'phone_number', 20);
      if (phone.length < 8) throw new RecruiterError(400, 'phone_number must be between 8 and 20 characters');
      if (!PHONE.test(phone)) {
        throw new RecruiterError(400, 'phone_number must contain only digits, with an optional leading +');
      }
      if (typeof input.external_id !== 'string' || input.external_id.trim() === '') {
        throw new RecruiterError(400, 'external_id is required');
      }
      const externalId = requireText(input.external_id, 'external_id', 100);
      const context = requireText(input.additional_context, 'additional_context', 2_000, { optional: true });
      return add<Contact>('contact', (id) => ({
        id,
        name,
        email,
        phone_number: phone,
        external_id: externalId,
        additional_context: context,
      }));
    },

    async getContact(id) {
      return found(await load<Contact>('contact', id), 'Contact', id);
    },

    async createCall(input: CreateCallInput) {
      if (!isId(input.contact)) throw new RecruiterError(400, 'contact is required and must be a number');
      if (!isId(input.interview)) throw new RecruiterError(400, 'interview is required and must be a number');
      const [contact, interview] = await Promise.all([
        load<Contact>('contact', input.contact),
        load<Interview>('interview', input.interview),
      ]);
      if (!contact) throw new RecruiterError(400, `Contact with ID ${input.contact} not found`);
      if (!interview) throw new RecruiterError(400, `Interview with ID ${input.interview} not found`);
      const status = requireOneOf(input.status, 'status', ['waiting', 'scheduled'] as const);
      const useCase = requireOneOf(input.use_case, 'use_case', USE_CASES);
      if (typeof input.force_eligibility !== 'boolean') {
        throw new RecruiterError(400, 'force_eligibility must be boolean');
      }
      const at = typeof input.date === 'string' && ISO_DATE_TIME.test(input.date) ? Date.parse(input.date) : Number.NaN;
      if (Number.isNaN(at)) throw new RecruiterError(400, 'date must be an ISO 8601 date-time');
      const current = now();
      if (at - current > MAX_SCHEDULE_AHEAD_MS) {
        throw new RecruiterError(400, 'date must be within the next 7 days');
      }
      const job = await load<Job>('job', interview.job);
      // A scheduled call waits from its date on; a call for now rings after its first delay.
      const waiting = Math.max(current, at);
      const ringing = waiting + vary(timings.ringing);
      const inProgress = ringing + vary(timings.inProgress);
      const completed = inProgress + vary(timings.completed);
      const id = await state.allocate('call');
      const record: CallRecord = {
        call: {
          id,
          contact: contact.id,
          interview: interview.id,
          date: new Date(at).toISOString(),
          status,
          use_case: useCase,
          force_eligibility: input.force_eligibility,
          report: null,
        },
        context: {
          jobId: interview.job,
          jobName: job?.name ?? interview.name,
          language: interview.language,
          tone: interview.tone,
        },
        at: { waiting, ringing, in_progress: inProgress, completed },
      };
      await state.put('call', id, record);
      return callAsOf(record, current);
    },

    async getCall(id) {
      return callAsOf(found(await load<CallRecord>('call', id), 'Call', id), now());
    },

    async cancelCall(id) {
      const record = found(await load<CallRecord>('call', id), 'Call', id);
      const time = now();
      const status = statusAt(record, time);
      if (status !== 'waiting' && status !== 'scheduled' && status !== 'ringing') {
        const reason =
          status === 'in_progress'
            ? 'is already in progress'
            : status === 'cancelled'
              ? 'is already cancelled'
              : status === 'completed'
                ? 'is already completed'
                : 'has already ended';
        throw new RecruiterError(400, `Call ${id} ${reason} and can no longer be cancelled`);
      }
      record.cancelledAt = time;
      await state.put('call', record.call.id, record);
      return callAsOf(record, time);
    },

    async getReport(id) {
      return found(await load<Report>('report', id), 'Report', id);
    },

    close() {
      // Nothing runs between requests: a call's progress is read off the clock.
    },
  };
}
