/**
 * Checks a pasted job description before an interview is generated from it (spec sections 3, 5 and 8): is it
 * harmful, is it a job posting with enough substance, and which language is it in (translated into the
 * interface's language when it differs and a translator is configured). Everything here is deterministic and
 * local; only the translation asks a text model.
 */
import { franc, francAll } from 'franc-min';
import { DEMO_MESSAGES, type VerifyContentResult } from '../../shared/demo';
import type { Language } from '../../shared/languages';
import type { Translator } from './llm';

export type { Translator } from './llm';

// ---------------------------------------------------------------------------------------------------------
// Thresholds

/** Fewer words than this is too short to build an interview from, whatever it says. */
export const MIN_WORDS = 60;
/** The spec's target: about 100 words. Below it, a text passes only with strong job signals. */
export const TARGET_WORDS = 100;
/** More words than this is refused as too long. */
export const MAX_WORDS = 3000;
/** Job sections (responsibilities, requirements, qualifications, benefits) a text needs next to a title. */
export const MIN_SECTIONS = 1;
/** Sections needed next to a title between MIN_WORDS and TARGET_WORDS. */
export const STRONG_SECTIONS = 2;
/** Sections needed when no title or hiring phrase is recognised: all four. */
export const UNTITLED_SECTIONS = 4;
/** Marks of a CV ("work history", "hobbies", "date of birth") that, without a hiring phrase, mean "not a job post". */
export const CV_MARKERS = 2;
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
/** How long a translation may take before the original text is kept. */
export const TRANSLATION_TIMEOUT_MS = 20_000;

// ---------------------------------------------------------------------------------------------------------
// Text normalisation

/** Lower case, accents folded (é -> e, ñ -> n), compatibility forms unified (ligatures, no-break spaces). */
export function foldText(text: string): string {
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
const WORD_CHAR = `[^${SEPARATORS}${ENDS}]`;
const gap = (words: number) => `(?:${SEP}${WORD_CHAR}+){0,${words}}${SEP}`;

/**
 * A case of phrases read on normalized text, with word boundaries. In the sources a space stands for any
 * separator, ` ~N ` for up to N other words in between, and \p{L} for any character of a word.
 */
function phrases(...sources: string[]): RegExp {
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

const alt = (...words: string[]) => `(?:${words.join('|')})`;

// ---------------------------------------------------------------------------------------------------------
// Language

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

// ---------------------------------------------------------------------------------------------------------
// Harm

export type HarmCategory = 'violence' | 'hate speech' | 'sexual content' | 'scam' | 'illegal activity';

export interface HarmVerdict {
  harmful: boolean;
  /** 'Content contains inappropriate material (category: what was found).', or null. */
  reason: string | null;
  category: HarmCategory | null;
}

interface HarmRule {
  category: HarmCategory;
  detail: string;
  test: (text: string) => boolean;
}

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

/**
 * Words that put a harmful phrase in the work of those who fight it: police, customs, compliance, social work
 * ("lutte contre le trafic de stupéfiants", "detect drug smuggling", "supporting sex workers").
 */
const COUNTERING = phrases(
  alt(
    'against',
    'combat\\p{L}*',
    'fight\\p{L}*',
    'prevent\\p{L}*',
    'detect\\p{L}*',
    'investigat\\p{L}*',
    'tackl\\p{L}*',
  ),
  alt('anti', 'counter', 'victims? of', 'supporting', 'outreach', 'harm reduction', 'recovering from', 'addiction'),
  alt('contre', 'lutter', 'lutte', 'prevenir', 'prevention', 'detecter', 'detection', 'enquete\\p{L}*', 'victimes?'),
  alt('accompagnement des', 'accompagner les', 'reperer', 'reprimer', 'repression'),
  alt('lucha', 'luchar', 'combatir', 'prevencion', 'detectar', 'deteccion', 'investigar', 'victimas?', 'apoyo a'),
);
const COUNTERING_WINDOW = 60;

/** A phrase of the pattern that is not preceded, in its sentence, by countering words. */
function matchesUncountered(pattern: RegExp) {
  const global = new RegExp(pattern.source, 'gu');
  return (text: string) => {
    for (const match of text.matchAll(global)) {
      const before = text
        .slice(Math.max(0, match.index - COUNTERING_WINDOW), match.index)
        .split(/[.!?;\n]/)
        .pop();
      if (!COUNTERING.test(before ?? '')) return true;
    }
    return false;
  };
}

// Groups of people, plural forms only ("black shoes" or "Black Friday" never read as a group).
const GROUPS_EN = alt(
  'jews',
  'jewish people',
  'muslims',
  'arabs',
  'blacks',
  'black people',
  'asians',
  'mexicans',
  'latinos',
  'immigrants',
  'migrants',
  'refugees',
  'foreigners',
  'gays',
  'homosexuals',
  'lesbians',
  'trans people',
  'transgender people',
  'women',
  'christians',
  'hindus',
  'roma',
  'gypsies',
  'africans',
);
const GROUPS_FR = alt(
  'juifs',
  'musulmans',
  'arabes',
  'noirs',
  'asiatiques',
  'immigres',
  'immigrants',
  'migrants',
  'refugies',
  'etrangers',
  'homosexuels',
  'gays',
  'lesbiennes',
  'personnes trans',
  'femmes',
  'chretiens',
  'roms',
  'gitans',
  'africains',
  'maghrebins',
);
const GROUPS_ES = alt(
  'judios',
  'musulmanes',
  'arabes',
  'negros',
  'asiaticos',
  'inmigrantes',
  'migrantes',
  'refugiados',
  'extranjeros',
  'homosexuales',
  'gays',
  'lesbianas',
  'personas trans',
  'mujeres',
  'cristianos',
  'gitanos',
  'africanos',
);
const DEHUMANISING_EN = alt(
  'vermin',
  'animals',
  'subhuman',
  'sub human',
  'parasites',
  'rats',
  'cockroaches',
  'inferior',
  'scum',
  'savages',
  'a disease',
  'a plague',
  'filth',
  'trash',
  'garbage',
  'apes',
  'monkeys',
  'pigs',
  'dogs',
  'terrorists',
  'criminals',
);
const DEHUMANISING_FR = alt(
  'vermines?',
  'animaux',
  'parasites',
  'rats',
  'cafards',
  'sous hommes',
  'inferieur(?:e|s|es)?',
  'racailles',
  'sauvages',
  'singes',
  'chiens',
  'porcs',
  'ordures',
  'dechets',
  'terroristes',
  'une maladie',
  'une plaie',
);
const DEHUMANISING_ES = alt(
  'animales',
  'ratas',
  'parasitos',
  'cucarachas',
  'escoria',
  'inferiores',
  'basura',
  'salvajes',
  'monos',
  'perros',
  'cerdos',
  'terroristas',
  'una plaga',
  'una enfermedad',
);

const VIOLENCE = phrases(
  // English threats and calls to violence.
  `${alt('i', 'we')} ${alt('will', 'll', 'am going to', 're going to', 'are going to', 'gonna', 'm going to', 'shall')} ${alt('kill', 'shoot', 'stab', 'murder', 'hurt', 'beat up', 'strangle', 'behead', 'burn')} ${alt('you', 'u', 'him', 'her', 'them', 'everyone', 'everybody', 'all of you', 'your family')}(?! ${alt('photos?', 'portraits?', 'pictures?', 'videos?', 'wedding')})`,
  `${alt('kill', 'shoot', 'hang', 'murder')} ${alt('yourself', 'urself', 'yourselves')}`,
  'kys',
  `${alt('kill', 'shoot', 'murder', 'slaughter', 'massacre', 'exterminate', 'behead')} ${alt('them all', 'all of them', 'every last one', 'everyone in')}`,
  `${alt('shoot up', 'bomb', 'blow up', 'set fire to', 'burn down')} ${alt('the', 'a', 'this', 'that', 'our', 'your')} ${alt('school', 'office', 'building', 'church', 'mosque', 'synagogue', 'store', 'mall', 'workplace', 'crowd')}`,
  `you ${alt('will', 're going to', 'are going to', 'gonna')} ${alt('die', 'be killed', 'get shot', 'get hurt')}`,
  `${alt('i', 'we')} know where you live`,
  // French.
  `${alt('je', 'j', 'on', 'nous')} ${alt('vais', 'va', 'allons')} ${alt('te', 'vous', 'les', 't')} ${alt('tuer', 'buter', 'egorger', 'flinguer', 'massacrer', 'poignarder', 'bruler', 'cramer', 'defoncer', 'tabasser', 'frapper')}`,
  `je ${alt('te', 'vous')} ${alt('tue', 'tuerai', 'bute', 'buterai', 'egorge', 'egorgerai')}`,
  `${alt('tue', 'suicide', 'pends')} toi`,
  `va te ${alt('tuer', 'pendre', 'suicider')}`,
  `${alt('il faut', 'faut', 'on doit')} ${alt('tous les', 'les')} ${alt('tuer', 'exterminer', 'buter', 'egorger', 'bruler', 'gazer', 'massacrer')}`,
  `${alt('tuer', 'exterminer', 'massacrer', 'egorger', 'buter')} ${alt('les tous', 'tout le monde', 'jusqu au dernier')}`,
  `${alt('faire sauter', 'poser une bombe dans', 'mitrailler', 'incendier')} ${alt('l', 'la', 'le', 'les', 'une', 'un', 'cette', 'ce')} ${alt('ecole', 'bureau', 'batiment', 'eglise', 'mosquee', 'synagogue', 'magasin', 'foule', 'entreprise')}`,
  'tu vas mourir',
  `${alt('je sais', 'on sait')} ou tu habites`,
  // Spanish.
  `${alt('te', 'los', 'las', 'lo', 'la', 'les', 'os')} ${alt('voy', 'vamos')} a ${alt('matar', 'apunalar', 'disparar', 'pegar', 'quemar', 'degollar', 'reventar')}`,
  `${alt('voy', 'vamos')} a ${alt('matarte', 'matarlos', 'matarlas', 'mataros', 'matarlo', 'matarla', 'apunalarte', 'degollarte', 'pegarte')}`,
  alt('matate', 'suicidate', 'ahorcate'),
  `${alt('hay que', 'tenemos que', 'habria que')} ${alt('matarlos', 'matarlas', 'exterminarlos', 'matar a todos', 'quemarlos')}`,
  `${alt('poner una bomba en', 'volar', 'balear', 'tirotear', 'incendiar')} ${alt('la', 'el', 'una', 'un', 'esta', 'este')} ${alt('escuela', 'oficina', 'edificio', 'iglesia', 'mezquita', 'sinagoga', 'tienda', 'colegio', 'empresa')}`,
  'vas a morir',
  `${alt('se', 'sabemos')} donde vives`,
);

const HATE = phrases(
  // Dehumanising a group, wishing it dead or gone, or calling for violence against it.
  `(?:all )?${GROUPS_EN} ${alt('are', 'r')} (?:all )?${DEHUMANISING_EN}`,
  `${GROUPS_EN} ${alt('should', 'must', 'need to', 'deserve to', 'ought to')} (?:all )?${alt('die', 'be killed', 'be exterminated', 'be gassed', 'be shot', 'be hanged', 'burn', 'be deported', 'go back')}`,
  `${alt('kill', 'exterminate', 'gas', 'hang', 'shoot', 'deport', 'get rid of', 'wipe out')} (?:all )?(?:the |those |these )?${GROUPS_EN}`,
  `death to (?:all )?(?:the )?${GROUPS_EN}`,
  `${alt('no', 'never hire', 'we do not hire', 'we don t hire')} ${GROUPS_EN}(?: ${alt('allowed', 'please', 'need apply', 'accepted', 'wanted')})?`,
  `${alt('whites', 'white people', 'white candidates')} only`,
  `only ${alt('whites', 'white people', 'white candidates')}`,
  alt(
    'white power',
    'heil hitler',
    'sieg heil',
    'race war',
    'white genocide',
    'hitler was right',
    'hitler did nothing wrong',
  ),
  // French.
  `(?:${alt('les', 'tous les', 'ces')} )?${GROUPS_FR} ${alt('sont', 'c est')} (?:tous )?(?:des )?${DEHUMANISING_FR}`,
  `${GROUPS_FR} ${alt('doivent', 'devraient', 'meritent de')} (?:tous )?${alt('mourir', 'crever', 'etre extermines', 'etre gazes', 'bruler', 'etre expulses', 'degager', 'retourner chez eux')}`,
  `${alt('tuer', 'exterminer', 'gazer', 'pendre', 'bruler', 'expulser', 'virer', 'degager')} (?:tous )?${alt('les', 'ces')} ${GROUPS_FR}`,
  `mort ${alt('aux', 'a tous les')} ${GROUPS_FR}`,
  `${alt('pas de', 'pas d', 'aucun', 'aucune', 'nous n embauchons pas de', 'nous n embauchons pas d')} ${GROUPS_FR}`,
  `${alt('blancs', 'francais de souche')} ${alt('uniquement', 'seulement')}`,
  `${alt('uniquement', 'seulement')} (?:des )?${alt('blancs', 'francais de souche')}`,
  // Spanish.
  `(?:${alt('los', 'las', 'todos los', 'esos')} )?${GROUPS_ES} ${alt('son', 'es')} (?:todos )?(?:${alt('unos', 'unas', 'una')} )?${DEHUMANISING_ES}`,
  `${GROUPS_ES} ${alt('deben', 'deberian', 'merecen')} (?:todos )?${alt('morir', 'ser exterminados', 'ser gaseados', 'arder', 'ser deportados', 'largarse', 'volver a su pais')}`,
  `${alt('matar', 'exterminar', 'gasear', 'colgar', 'quemar', 'deportar', 'echar')} a (?:todos )?${alt('los', 'las', 'esos', 'esas')} ${GROUPS_ES}`,
  `muerte a (?:${alt('los', 'las', 'todos los')} )?${GROUPS_ES}`,
  `${alt('no se admiten', 'no queremos', 'abstenerse', 'nada de', 'no contratamos')} ${GROUPS_ES}`,
  `${alt('solo', 'solamente', 'unicamente')} ${alt('blancos', 'espanoles de pura cepa')}`,
);

const SEXUAL = phrases(
  // English.
  `escort ${alt('girls?', 'boys?', 'services?', 'agency', 'agencies', 'work', 'jobs?')}`,
  `${alt('as', 'become')} an escort(?! ${alt('vehicle', 'driver', 'officer', 'for')})`,
  `sex(?:ual)? ${alt('work', 'workers?', 'services?', 'favou?rs', 'chat', 'cam', 'acts?', 'content')}`,
  `sex for ${alt('money', 'cash', 'rent')}`,
  `adult ${alt('entertainment', 'services?', 'content', 'films?', 'videos?', 'industry', 'webcam', 'chat')}`,
  'porn\\p{L}*',
  alt(
    'xxx',
    'nsfw',
    'onlyfans',
    'only fans',
    'cam\\s?girls?',
    'bdsm',
    'brothel',
    'striptease',
    'strip club',
    'lap\\s?danc\\p{L}*',
  ),
  `webcam ${alt('models?', 'modell?ing', 'girls?', 'performers?', 'shows?')}`,
  `erotic ${alt('massage', 'dancers?', 'dancing', 'services?', 'photos', 'chat', 'content')}`,
  'happy ending',
  `sugar ${alt('daddy', 'daddies', 'baby', 'babies', 'mummy', 'mommy')}`,
  `nude ${alt('photos', 'pictures', 'pics', 'modell?ing', 'models?', 'dancing', 'videos')}`,
  'nudes',
  `send ~2 ${alt('sexy', 'nude', 'naked', 'intimate')} ${alt('photos', 'pictures', 'pics', 'videos')}`,
  'prostitu\\p{L}*',
  'exotic dancers?',
  `topless ${alt('waitress(?:es)?', 'bartenders?', 'dancers?', 'waiters?')}`,
  // French.
  `escort ${alt('girl', 'boy')}`,
  `${alt('escorte', 'escort')} de luxe`,
  `${alt('services?', 'prestations?', 'rencontres?', 'massages?')} ${alt('sexuel(?:le)?s?', 'coquin(?:e)?s?', 'erotiques?', 'tarife(?:e)?s?', 'naturistes?', 'tantriques?')}`,
  'sexe tarife',
  `${alt('photos', 'videos')} ${alt('denudees', 'de nu', 'nues', 'erotiques', 'sexy', 'intimes')}`,
  `${alt('films?', 'contenus?', 'videos?')} ${alt('pour adultes', 'x', 'porno')}`,
  `tchat ${alt('rose', 'coquin', 'erotique')}`,
  'travail du sexe',
  'travailleu(?:r|se)s? du sexe',
  'maison close',
  'strip tease',
  'club de strip',
  `danseuses? ${alt('erotiques?', 'nues?', 'de striptease')}`,
  `serveuses? ${alt('topless', 'seins nus', 'en lingerie')}`,
  // Spanish.
  `${alt('chicas', 'senoritas', 'chicos')} de compania`,
  `${alt('servicios?', 'encuentros?', 'contenido', 'trabajo', 'masajes?')} ${alt('sexual(?:es)?', 'eroticos?', 'para adultos', 'tantricos?', 'sensuales?')}`,
  `masajes? ~3 final feliz`,
  'con final feliz',
  `${alt('fotos', 'videos')} ${alt('desnud\\p{L}*', 'intimas?', 'eroticas?', 'sexys?', 'hot')}`,
  `${alt('peliculas?', 'contenido', 'videos?')} ${alt('porno', 'para adultos', 'x')}`,
  'trabajador\\p{L}* sexual\\p{L}*',
  alt('burdel', 'club de alterne', 'chicas? de alterne', 'alterne'),
  `bailarin\\p{L}* ${alt('erotic\\p{L}*', 'exotic\\p{L}*', 'de striptease')}`,
  `camarer\\p{L}* ${alt('en topless', 'topless', 'en lenceria')}`,
  `${alt('sexo', 'sexe')} ${alt('a cambio', 'por dinero', 'contre', 'oral', 'anal')}`,
);

const AMOUNT = '(?:[$€£]\\s?\\d[\\d,.]*|\\d[\\d,.]*\\s?(?:[$€£]|eur|euros?|usd|dollars?|gbp|pounds?))';

const FEES = phrases(
  // English: the candidate pays to apply, train or start.
  `${alt('you', 'candidates?', 'applicants?')} ${alt('must', 'need to', 'have to', 'will', 'will need to', 'will have to', 'are required to', 'should')} (?:first )?${alt('pay', 'send', 'transfer', 'deposit', 'wire')} ~3 ${alt('fee', 'fees', 'deposit', 'amount', 'sum', 'money', 'payment', AMOUNT)}`,
  `pay ${alt('a', 'the', 'an')} (?:${alt('small', 'one time', 'refundable', 'one off')} )?${alt('registration', 'application', 'processing', 'training', 'onboarding', 'enrol?lment', 'membership', 'placement', 'recruitment', 'interview', 'starter kit', 'admin')} ${alt('fee', 'deposit', 'charge')}`,
  `${alt('registration', 'application', 'applying', 'processing', 'onboarding', 'enrol?lment', 'membership', 'placement', 'recruitment', 'interview', 'starter kit')} ${alt('fee', 'fees', 'deposit')} ${alt('of', 'is', 'costs?')} ${AMOUNT}`,
  `${alt('refundable', 'one time', 'small')} ${alt('registration', 'application', 'processing', 'training')} ${alt('fee', 'deposit')}`,
  `${alt('send', 'pay', 'transfer', 'wire')} (?:${alt('us', 'me')} )?${AMOUNT} ~3 ${alt('fee', 'fees', 'deposit', 'charge')}`,
  `${AMOUNT} ~1 ${alt('registration', 'application', 'processing', 'placement', 'membership', 'starter kit', 'enrol?lment')} ${alt('fee', 'deposit', 'charge')}`,
  `${alt('fee', 'deposit', 'payment')} ${alt('is', 'will be')} ${alt('required', 'payable', 'due')} ${alt('to', 'before', 'in order to')} ${alt('apply', 'start', 'secure', 'reserve', 'book', 'confirm', 'be considered')}`,
  `${alt('pay', 'paying')} to ${alt('apply', 'work', 'start', 'be hired', 'get the job')}`,
  // French.
  `${alt('frais', 'droits')} ${alt('d inscription', 'de dossier', 'de candidature', 'd adhesion', 'de traitement', 'de reservation')} ~2 ${alt(AMOUNT, 'a payer', 'a regler', 'obligatoires?', 'a verser', 'de votre part')}`,
  `vous ${alt('devez', 'devrez', 'aurez a', 'allez devoir')} (?:d abord )?${alt('payer', 'regler', 'verser', 'envoyer', 'virer', 'avancer')} ~3 ${alt('frais', 'somme', 'montant', 'caution', 'acompte', 'argent', AMOUNT)}`,
  `${alt('payer', 'regler', 'verser')} ${alt('des', 'les', 'un', 'une')} ${alt('frais', 'caution', 'acompte', 'droits')} ${alt('d inscription', 'de dossier', 'de candidature', 'pour postuler', 'avant de commencer')}`,
  `${alt('envoyez', 'payez', 'versez', 'reglez', 'virez')} ~2 ${AMOUNT}`,
  `${AMOUNT} ${alt('de frais', 'd inscription', 'de frais de dossier', 'de frais d inscription', 'de caution')}`,
  `${alt('caution', 'acompte')} ~3 ${alt('pour postuler', 'avant de commencer', 'pour reserver', 'pour valider', 'pour confirmer')}`,
  `${alt('payer', 'payez')} pour ${alt('postuler', 'travailler', 'commencer', 'etre embauche')}`,
  // Spanish.
  `${alt('cuota', 'tasa', 'tarifa', 'pago', 'matricula')} (?:de )?${alt('inscripcion', 'registro', 'solicitud', 'tramitacion', 'alta')} ~2 ${alt(AMOUNT, 'obligatori\\p{L}*', 'a pagar', 'por adelantado')}`,
  `${alt('debes', 'deberas', 'tienes que', 'tendras que', 'debe', 'debera', 'tiene que', 'tendra que')} (?:primero )?${alt('pagar', 'abonar', 'enviar', 'transferir', 'depositar', 'ingresar')} ~3 ${alt('cuota', 'tasa', 'tarifa', 'dinero', 'importe', 'deposito', 'fianza', AMOUNT)}`,
  `${alt('envia', 'envie', 'paga', 'pague', 'abona', 'abone', 'ingresa', 'ingrese', 'transfiere')} ~2 ${AMOUNT} ~3 ${alt('cuota', 'tasa', 'inscripcion', 'matricula', 'fianza', 'deposito', 'registro')}`,
  `${AMOUNT} ${alt('de inscripcion', 'de cuota', 'de matricula', 'de fianza')}`,
  `${alt('pagar', 'abonar')} ${alt('una', 'la', 'un', 'el')} ${alt('cuota', 'tasa', 'tarifa', 'fianza', 'deposito', 'matricula')} ${alt('de inscripcion', 'de registro', 'para postular', 'por adelantado', 'antes de empezar')}`,
  `${alt('pagar', 'paga')} para ${alt('postular', 'trabajar', 'empezar', 'ser contratado')}`,
  `${alt('deposito', 'fianza')} ${alt('reembolsable', 'para postular', 'para reservar')}`,
);

const MONEY_TRANSFER = phrases(
  // English.
  `send ${alt('us', 'me')} (?:the )?money`,
  `${alt('you', 'candidates?', 'applicants?')} ${alt('must', 'need to', 'have to', 'will need to', 'will have to', 'are required to')} (?:first )?send ~2 money`,
  `${alt('send', 'transfer', 'wire')} (?:${alt('us', 'me')} )?(?:the )?${alt('funds', 'money', 'payment')} ${alt('to', 'via', 'through', 'by')}`,
  `${alt('via', 'by', 'through', 'using', 'with')} ${alt('western union', 'moneygram')}`,
  `${alt('send', 'pay', 'transfer', 'wire')} ~4 ${alt('western union', 'moneygram')}`,
  `${alt('you', 'candidates?', 'applicants?')} ${alt('must', 'need to', 'have to', 'will', 'should', 'are required to')} (?:first )?${alt('send', 'make', 'pay', 'do')} ~3 ${alt('wire transfer', 'bank transfer', 'money transfer')}`,
  `${alt('buy', 'purchase')} ~4 ${alt('gift cards?', 'itunes cards?', 'google play cards?', 'steam cards?')}`,
  `cash ${alt('the', 'a')} ${alt('check', 'cheque')} and ${alt('send', 'transfer', 'return', 'wire')}`,
  `${alt('receive', 'accept')} ${alt('money', 'funds', 'payments', 'transfers')} ${alt('into', 'in', 'on', 'to', 'through')} your (?:personal )?(?:bank )?account`,
  // French.
  `${alt('vous devez', 'vous devrez', 'il faut', 'merci d', 'veuillez')} ~2 envoyer de l argent`,
  `${alt('envoyez', 'envoyez nous')} de l argent`,
  `${alt('envoyez', 'envoyer', 'transferez', 'transferer', 'virez', 'virer')} (?:${alt('nous', 'moi')} )?${alt('l argent', 'la somme', 'les fonds', 'le montant', 'un mandat')}`,
  'mandat cash',
  `${alt('vous devez', 'merci d', 'veuillez', 'il faut')} ~2 ${alt('effectuer', 'faire', 'envoyer')} ${alt('un', 'le')} ${alt('virement', 'mandat', 'paiement')} ${alt('de', 'd un montant', 'par', 'via', 'avant')}`,
  `${alt('acheter', 'achetez')} ~3 ${alt('cartes? cadeaux?', 'coupons? pcs', 'recharges? pcs', 'transcash', 'neosurf')}`,
  `${alt('recevoir', 'recevrez', 'recevez')} ${alt('des fonds', 'de l argent', 'des virements', 'des paiements')} sur votre compte`,
  `encaisser ${alt('un', 'le', 'des')} cheques? et ${alt('renvoyer', 'reverser', 'transferer', 'virer')}`,
  // Spanish.
  `${alt('debes', 'deberas', 'tienes que', 'tendras que', 'debe', 'debera', 'tiene que', 'tendra que')} ~2 enviar ~2 dinero`,
  alt('envianos dinero', 'enviarnos dinero', 'envia dinero', 'envie dinero'),
  `${alt('envia', 'envie', 'enviar', 'envianos', 'transfiere', 'transferir', 'transfiera')} ${alt('el dinero', 'la cantidad', 'los fondos', 'el importe')}`,
  `${alt('debes', 'tienes que', 'debera', 'tendras que', 'debe')} ~2 ${alt('hacer', 'realizar', 'enviar')} ${alt('una', 'la')} ${alt('transferencia', 'giro', 'pago')} ${alt('de', 'por', 'antes')}`,
  `${alt('comprar', 'compra', 'compre')} ~3 ${alt('tarjetas (?:de )?regalo', 'vales', 'recargas paysafecard', 'paysafecard')}`,
  `${alt('recibir', 'recibiras', 'recibes', 'recibira')} ${alt('dinero', 'fondos', 'pagos', 'transferencias')} en ${alt('tu', 'su')} cuenta`,
);

const INVESTMENT = phrases(
  `double your ${alt('money', 'bitcoins?', 'btc', 'crypto', 'investment', 'income', 'deposit', 'capital')}`,
  `${alt('doublez', 'doubler', 'triplez', 'tripler')} ${alt('votre', 'vos', 'ton', 'tes', 'la')} ${alt('argent', 'investissement', 'mise', 'capital', 'bitcoins?', 'cryptos?', 'gains')}`,
  `${alt('duplica', 'duplicar', 'triplica', 'triplicar')} ${alt('tu', 'su', 'el', 'tus')} ${alt('dinero', 'inversion', 'capital', 'bitcoins?', 'cripto', 'criptomonedas')}`,
  `guaranteed ${alt('returns?', 'profits?', 'roi')}`,
  `${alt('rendements?', 'gains', 'benefices', 'profits?')} ${alt('garantis?', 'assures')}`,
  `${alt('rentabilidad', 'ganancias', 'beneficios', 'retornos?')} ${alt('garantizad\\p{L}*', 'aseguradas?')}`,
  `${alt('invest', 'investissez', 'investir', 'invierte', 'invertir')} ~2 ${AMOUNT} ~4 ${alt('get', 'receive', 'earn', 'recevez', 'gagnez', 'recibe', 'recibes', 'gana', 'ganas', 'obten')} ~2 ${AMOUNT}`,
);

const DRUGS = phrases(
  `drug ${alt('trafficking', 'dealing', 'dealers?', 'runners?', 'mules?', 'couriers?', 'smuggling', 'cartel', 'ring')}`,
  `${alt('sell', 'selling', 'deal', 'dealing', 'smuggle', 'smuggling', 'traffic', 'trafficking', 'push', 'pushing', 'deliver', 'delivering', 'carry', 'carrying', 'transport', 'transporting')} ~2 ${alt('cocaine', 'heroin', 'meth', 'crack', 'mdma', 'ecstasy', 'fentanyl', 'weed', 'narcotics')}`,
  `${alt('smuggle', 'smuggling', 'traffic', 'trafficking')} ~2 drugs`,
  `${alt('carry', 'transport', 'deliver')} ~3 ${alt('packages', 'parcels', 'suitcases', 'bags')} ~4 no questions asked`,
  `trafic de ${alt('drogues?', 'stupefiants', 'cocaine', 'cannabis', 'shit')}`,
  `${alt('vente', 'vendre', 'revendre', 'livrer', 'livraison', 'transporter')} ${alt('de', 'd', 'du', 'des')} ${alt('drogues?', 'stupefiants', 'cocaine', 'heroine', 'crack', 'shit', 'beuh', 'ecstasy', 'mdma')}`,
  alt('point de deal', 'dealer de drogue', 'narcotrafic', 'narcotrafico', 'narcotraficantes?', 'narcopiso'),
  `trafico de ${alt('drogas?', 'estupefacientes', 'cocaina', 'hachis', 'marihuana')}`,
  `${alt('vender', 'venta de', 'vende', 'transportar', 'pasar')} ${alt('drogas?', 'cocaina', 'heroina', 'crack', 'hachis', 'metanfetamina', 'estupefacientes', 'mdma', 'extasis')}`,
  `mulas? ${alt('de', 'para')} ~2 drogas?`,
);

const OTHER_ILLEGAL = phrases(
  `${alt('arms', 'weapons', 'gun', 'guns', 'firearms')} ${alt('trafficking', 'smuggling', 'running')}`,
  `trafic ${alt('d armes', 'd organes', 'de faux papiers', 'd etres humains')}`,
  `trafico de ${alt('armas', 'organos', 'personas')}`,
  `${alt('make', 'making', 'produce', 'producing', 'print', 'printing', 'sell', 'selling', 'supply', 'supplying')} ~1 ${alt('fake', 'forged', 'counterfeit')} ${alt('documents', 'ids', 'id cards', 'passports', 'diplomas', 'banknotes', 'money', 'bills', 'currency')}`,
  `${alt('fabriquer', 'fabrication de', 'vendre', 'vente de', 'imprimer', 'produire')} ${alt('faux', 'fausses', 'de faux', 'de fausses')} ${alt('papiers', 'documents', 'diplomes', 'billets', 'cartes d identite', 'passeports')}`,
  `${alt('fabricar', 'fabricacion de', 'vender', 'venta de', 'imprimir')} ${alt('documentos', 'billetes', 'pasaportes', 'titulos', 'dni')} ${alt('falsos', 'falsificados')}`,
  `${alt('sell', 'selling', 'resell', 'reselling', 'fence', 'fencing')} ~2 stolen ${alt('goods', 'items', 'phones', 'cars', 'property')}`,
  `${alt('revendre', 'revente', 'recel')} ~2 ${alt('objets', 'marchandises', 'biens', 'telephones')} voles`,
  `${alt('vender', 'revender')} ~2 ${alt('objetos', 'mercancia', 'moviles', 'bienes')} robad\\p{L}*`,
  `${alt('launder', 'blanchir', 'blanquear')} ${alt('our', 'the', 'notre', 'l', 'nuestro', 'el')} ${alt('money', 'cash', 'argent', 'dinero')}`,
);

// Earnings promises: "earn $5000 a week from home", "gagnez 800 € par jour", "gana 3000 euros a la semana".
const EARNINGS = new RegExp(
  `(?<!${WORD_CHAR})(?:earn|earning|make|making|gagne[rz]?|touche[rz]?|gana[rs]?|ganar|cobra[rs]?|cobrar)` +
    '\\s+(?:up to\\s+|over\\s+|more than\\s+|jusqu.?a\\s+|plus de\\s+|hasta\\s+|mas de\\s+)?' +
    '(?:[$€£]\\s?)?(\\d{1,3}(?:[ ,.]\\d{3})+|\\d+(?:[.,]\\d+)?)\\s?(k(?![a-z]))?\\s*' +
    '(?:[$€£]|eur(?:os?)?(?![a-z])|usd|dollars?|gbp|pounds?)?\\s*' +
    '(?:a|an|per|par|por|each|every|/|al|la|le|de|a la)?\\s*' +
    '(hours?|hrs?|h|days?|weeks?|wk|months?|heures?|jours?|semaines?|mois|horas?|dias?|semanas?|mes(?:es)?)(?![a-z])',
  'gu',
);
/** Pay that no ordinary job offers, per period, when promised next to "from home" or "no experience". */
export const SUSPICIOUS_EARNINGS = { hour: 100, day: 700, week: 2500, month: 10_000 } as const;
/** Pay that is a scam on its own. */
export const IMPOSSIBLE_EARNINGS = { hour: 500, day: 3000, week: 10_000, month: 40_000 } as const;
type Period = keyof typeof SUSPICIOUS_EARNINGS;

const EASY_MONEY = phrases(
  `${alt('from', 'at')} home`,
  alt(
    'a domicile',
    'a la maison',
    'depuis la maison',
    'depuis chez (?:vous|toi|soi)',
    'desde casa',
    'desde tu casa',
    'en casa',
  ),
  `no (?:prior )?experience`,
  alt(
    'sans experience',
    'aucune experience',
    'pas besoin d experience',
    'sin experiencia',
    'no se requiere experiencia',
  ),
  alt(
    'easy money',
    'fast money',
    'quick money',
    'get rich quick',
    'argent facile',
    'devenez riche',
    'dinero facil',
    'dinero rapido',
    'hazte rico',
  ),
);
const GET_RICH = phrases(
  alt('easy money', 'get rich quick', 'argent facile', 'devenez riche', 'dinero facil', 'hazte rico'),
);

function toPeriod(unit: string): Period {
  if (/^(?:h|hrs?|hours?|heures?|horas?)$/.test(unit)) return 'hour';
  if (/^(?:days?|jours?|dias?)$/.test(unit)) return 'day';
  if (/^(?:weeks?|wk|semaines?|semanas?)$/.test(unit)) return 'week';
  return 'month';
}

function parseAmount(digits: string, thousands: string | undefined): number {
  const compact = digits.replace(/ /g, '');
  const value = /^\d{1,3}(?:[,.]\d{3})+$/.test(compact)
    ? Number(compact.replace(/[,.]/g, ''))
    : Number(compact.replace(',', '.'));
  return thousands ? value * 1000 : value;
}

function unrealisticEarnings(text: string): boolean {
  const easy = EASY_MONEY.test(text);
  for (const match of text.matchAll(EARNINGS)) {
    const amount = parseAmount(match[1] ?? '0', match[2]);
    const period = toPeriod(match[3] ?? 'month');
    if (amount >= IMPOSSIBLE_EARNINGS[period]) return true;
    if (easy && amount >= SUSPICIOUS_EARNINGS[period]) return true;
  }
  return GET_RICH.test(text);
}

// Bank cards, bank details and identity documents asked for before any hiring.
const CARD_DATA = phrases(
  alt('bank card', 'credit card', 'debit card', 'card number', 'card details', 'cvv', 'cvc', 'card pin', 'pin code'),
  alt('online banking', 'bank login', 'banking password'),
  alt(
    'carte bancaire',
    'carte de credit',
    'carte bleue',
    'numero de carte',
    'cryptogramme',
    'code de (?:votre )?carte',
  ),
  alt('identifiants bancaires', 'code secret'),
  alt('tarjeta (?:bancaria|de credito|de debito)', 'numero de (?:la )?tarjeta', 'pin de (?:la )?tarjeta'),
  alt('clave de (?:la )?banca', 'contrasena (?:del )?banco'),
);
const IDENTITY_DATA = phrases(
  alt(
    'iban',
    'bank details',
    'bank account (?:number|details)',
    'social security number',
    'ssn',
    'passport',
    'id card',
  ),
  alt(
    'rib',
    'coordonnees bancaires',
    'passeport',
    'carte d identite',
    'piece d identite',
    'numero de securite sociale',
  ),
  alt('datos bancarios', 'cuenta bancaria', 'pasaporte', 'dni', 'numero de la seguridad social'),
);
const ASK = phrases(
  alt('send', 'provide', 'submit', 'give', 'share', 'include', 'enter', 'email', 'attach', 'confirm'),
  alt('envoyez', 'envoyer', 'fournir', 'fournissez', 'communiquez', 'communiquer', 'transmettez', 'transmettre'),
  alt('joindre', 'joignez', 'indiquez', 'indiquer', 'donnez', 'donner'),
  alt('envia', 'enviar', 'envie', 'envianos', 'proporciona', 'proporcionar', 'facilita', 'facilitar', 'adjunta'),
  alt('adjuntar', 'indica', 'indicar', 'incluye', 'incluir', 'comparte', 'compartir'),
);
const UP_FRONT = phrases(
  `to ${alt('apply', 'be considered', 'secure', 'reserve', 'register', 'book', 'unlock', 'activate')}`,
  `${alt('with', 'in')} your application`,
  alt('when applying', 'up front', 'upfront', 'in advance', 'before the interview', 'before your interview'),
  `to ${alt('receive', 'get')} your ${alt('contract', 'offer', 'kit', 'equipment', 'first payment', 'check', 'cheque')}`,
  alt('pour postuler', 'avec votre candidature', 'dans votre candidature', 'des maintenant', 'a l avance', 'd avance'),
  alt('avant l entretien', 'avant votre entretien', 'pour vous inscrire', 'pour etre retenu\\p{L}*'),
  `pour ${alt('valider', 'confirmer', 'reserver', 'recevoir', 'activer')} ${alt('votre', 'le', 'la', 'vos')}`,
  alt('para postular', 'para inscribirte', 'para inscribirse', 'por adelantado', 'antes de la entrevista'),
  `con ${alt('tu', 'su')} ${alt('candidatura', 'solicitud', 'cv')}`,
  `para ${alt('reservar', 'confirmar', 'recibir', 'activar')} ${alt('tu', 'su', 'el', 'la', 'tus', 'sus')}`,
);

function documentsUpFront(text: string): boolean {
  return text
    .split(/[.!?;\n]+/)
    .some(
      (sentence) =>
        ASK.test(sentence) && (CARD_DATA.test(sentence) || (IDENTITY_DATA.test(sentence) && UP_FRONT.test(sentence))),
    );
}

const HARM_RULES: HarmRule[] = [
  { category: 'violence', detail: 'threat or call to violence', test: matches(VIOLENCE) },
  { category: 'hate speech', detail: 'hateful or discriminatory statement about a group', test: matches(HATE) },
  { category: 'sexual content', detail: 'sexual content or adult services', test: matchesUncountered(SEXUAL) },
  { category: 'scam', detail: 'payment requested from the candidate', test: matches(FEES) },
  { category: 'scam', detail: 'money transfer requested', test: matches(MONEY_TRANSFER) },
  { category: 'scam', detail: 'investment or crypto doubling', test: matches(INVESTMENT) },
  { category: 'scam', detail: 'unrealistic earnings promise', test: unrealisticEarnings },
  { category: 'scam', detail: 'bank card or identity documents requested up front', test: documentsUpFront },
  { category: 'illegal activity', detail: 'drug trafficking', test: matchesUncountered(DRUGS) },
  {
    category: 'illegal activity',
    detail: 'trafficking, forgery or stolen goods',
    test: matchesUncountered(OTHER_ILLEGAL),
  },
];

/**
 * Inappropriate content in English, French or Spanish: threats and calls to violence, hate speech and
 * discrimination against groups, sexual content and adult services, scams aimed at candidates and illegal
 * activity. Ordinary job vocabulary ("security guard", "photo shooting", "knife skills", "night club",
 * "Sex: M/F", "cash handling") never matches: the rules look for phrases, not single words.
 */
export function classifyHarm(text: string): HarmVerdict {
  const normalized = normalizeForHarm(text);
  for (const rule of HARM_RULES) {
    if (rule.test(normalized)) {
      const base = DEMO_MESSAGES.contentInappropriate.replace(/\.$/, '');
      return { harmful: true, reason: `${base} (${rule.category}: ${rule.detail}).`, category: rule.category };
    }
  }
  return { harmful: false, reason: null, category: null };
}

// ---------------------------------------------------------------------------------------------------------
// Sufficiency

export type JobSignal = 'title' | 'responsibilities' | 'requirements' | 'qualifications' | 'benefits' | 'cv';

export interface Sufficiency {
  sufficient: boolean;
  /** One of DEMO_MESSAGES.contentShort, contentLong or contentNotJob, or null. */
  reason: string | null;
  /** Runs of Unicode letters ("l'équipe" and "full-time" are two words each). */
  words: number;
  /** What was recognised: a title or hiring phrase, the job sections, and 'cv' for a pasted CV. */
  signals: JobSignal[];
}

export const countWords = (text: string): number => text.normalize('NFC').match(/[\p{L}\p{M}]+/gu)?.length ?? 0;

// Job titles, in folded form, with plural and feminine forms.
const ROLE_WORDS = [
  // English.
  alt('managers?', 'assistants?', 'engineers?', 'developers?', 'programmers?', 'drivers?', 'cashiers?', 'nurses?'),
  alt('technicians?', 'agents?', 'officers?', 'specialists?', 'coordinators?', 'clerks?', 'operators?', 'workers?'),
  alt('associates?', 'representatives?', 'consultants?', 'analysts?', 'designers?', 'cooks?', 'chefs?', 'waiters?'),
  alt('waitress(?:es)?', 'servers?', 'bartenders?', 'baristas?', 'guards?', 'cleaners?', 'housekeepers?', 'janitors?'),
  alt('teachers?', 'tutors?', 'receptionists?', 'accountants?', 'bookkeepers?', 'electricians?', 'plumbers?'),
  alt('mechanics?', 'pickers?', 'packers?', 'loaders?', 'forklift', 'warehouse', 'labou?rers?', 'carpenters?'),
  alt('welders?', 'painters?', 'caregivers?', 'carers?', 'aides?', 'therapists?', 'pharmacists?', 'physicians?'),
  alt('secretar(?:y|ies)', 'administrators?', 'directors?', 'supervisors?', 'team leads?', 'team leaders?', 'head of'),
  alt('interns?', 'internship', 'trainees?', 'apprentices?', 'salespersons?', 'sales', 'recruiters?', 'couriers?'),
  alt('porters?', 'butchers?', 'bakers?', 'dishwashers?', 'hosts?', 'hostess(?:es)?', 'attendants?', 'stockers?'),
  alt('merchandisers?', 'buyers?', 'planners?', 'architects?', 'scientists?', 'researchers?', 'editors?', 'writers?'),
  alt('controllers?', 'auditors?', 'executives?', 'advis[eo]rs?', 'counsell?ors?', 'instructors?', 'coaches?'),
  alt('nann(?:y|ies)', 'babysitters?', 'security', 'bouncers?', 'stewards?', 'crew members?', 'team members?'),
  // French.
  alt('responsables?', 'ingenieur(?:e)?s?', 'developpeu(?:r|se)s?', 'chauffeurs?', 'livreu(?:r|se)s?'),
  alt('caissier(?:e)?s?', 'infirmier(?:e)?s?', 'technicien(?:ne)?s?', 'charge(?:e)?s? d', 'charge(?:e)?s? de'),
  alt('conseill(?:er|ere)s?', 'vendeu(?:r|se)s?', 'serveu(?:r|se)s?', 'cuisinier(?:e)?s?', 'commis', 'employe(?:e)?s?'),
  alt('prepara(?:teur|trice)s?', 'magasinier(?:e)?s?', 'caristes?', 'manutentionnaires?', 'comptables?'),
  alt('direct(?:eur|rice)s?', 'chef de', 'chef d', 'hote(?:sse)?s?', 'receptionnistes?', 'opera(?:teur|trice)s?'),
  alt('aides? soignant(?:e)?s?', 'auxiliaires?', 'anima(?:teur|trice)s?', 'equipier(?:e)?s?', 'gestionnaires?'),
  alt('coordina(?:teur|trice)s?', 'analystes?', 'stagiaires?', 'alternant(?:e)?s?', 'apprenti(?:e)?s?'),
  alt('ouvrier(?:e)?s?', 'electricien(?:ne)?s?', 'plombiers?', 'mecanicien(?:ne)?s?', 'boulang(?:er|ere)s?'),
  alt('bouch(?:er|ere)s?', 'patissier(?:e)?s?', 'barman', 'barmaid', 'plongeu(?:r|se)s?', 'secretaires?'),
  alt('educa(?:teur|trice)s?', 'enseignant(?:e)?s?', 'professeur(?:e)?s?', 'forma(?:teur|trice)s?'),
  alt('commerciale?s?', 'teleconseill(?:er|ere)s?', 'achet(?:eur|euse)s?', 'juristes?', 'pharmacien(?:ne)?s?'),
  alt('menuisiers?', 'soudeu(?:r|se)s?', 'peintres?', 'macons?', 'couvreurs?', 'jardiniers?', 'veilleu(?:r|se)s?'),
  alt('gardien(?:ne)?s?', 'gouvernantes?', 'femmes? de chambre', 'coiffeu(?:r|se)s?', 'estheticien(?:ne)?s?'),
  alt('agent(?:e)?s? d entretien', 'agent(?:e)?s? de (?:securite|surete|nettoyage)', 'moniteu(?:r|rice)s?'),
  // Spanish.
  alt('gerentes?', 'encargad[oa]s?', 'asistentes?', 'ingenier[oa]s?', 'desarrollador(?:a|es|as)?'),
  alt('programador(?:a|es|as)?', 'conductor(?:a|es|as)?', 'chofer(?:es)?', 'repartidor(?:a|es|as)?', 'cajer[oa]s?'),
  alt('enfermer[oa]s?', 'tecnic[oa]s?', 'asesor(?:a|es|as)?', 'vendedor(?:a|es|as)?', 'dependient[ea]s?'),
  alt('camarer[oa]s?', 'cociner[oa]s?', 'ayudantes?', 'operari[oa]s?', 'mozos?', 'reponedor(?:a|es|as)?'),
  alt('contables?', 'director(?:a|es|as)?', 'jef[ea]s? de', 'recepcionistas?', 'auxiliar(?:es)?'),
  alt(
    'administrativ[oa]s?',
    'limpiador(?:a|es|as)?',
    'teleoperador(?:a|es|as)?',
    'analistas?',
    'disenador(?:a|es|as)?',
  ),
  alt('coordinador(?:a|es|as)?', 'consultor(?:a|es|as)?', 'becari[oa]s?', 'aprendiz', 'electricistas?'),
  alt('fontaner[oa]s?', 'mecanic[oa]s?', 'panader[oa]s?', 'carnicer[oa]s?', 'pasteler[oa]s?', 'friegaplatos'),
  alt('secretari[oa]s?', 'educador(?:a|es|as)?', 'profesor(?:a|es|as)?', 'maestr[oa]s?', 'formador(?:a|es|as)?'),
  alt('comerciales?', 'comprador(?:a|es|as)?', 'abogad[oa]s?', 'farmaceutic[oa]s?', 'medic[oa]s?', 'carpinter[oa]s?'),
  alt('soldador(?:a|es|as)?', 'pintor(?:a|es|as)?', 'albanil(?:es)?', 'jardiner[oa]s?', 'vigilantes?', 'conserjes?'),
  alt('socorristas?', 'peluquer[oa]s?', 'esteticistas?', 'cuidador(?:a|es|as)?', 'monitor(?:a|es|as)?', 'azafat[oa]s?'),
  alt('gestor(?:a|es|as)?', 'supervisor(?:a|es|as)?', 'mozo de almacen', 'personal de'),
];
const ROLE = phrases(...ROLE_WORDS);
const ANY_ROLE = alt(...ROLE_WORDS);

const HIRING = phrases(
  // English.
  alt('we are hiring', 'we re hiring', 'now hiring', 'is hiring', 'are looking for', 'is looking for'),
  alt('we are seeking', 'is seeking', 'we seek', 'join our team', 'join our', 'job offer', 'job opening'),
  alt('job posting', 'job description', 'job title', 'vacancy', 'vacancies', 'apply now', 'how to apply', 'to apply'),
  `${alt('this', 'the')} ${alt('position', 'role', 'job')} ${alt('is', 'involves', 'requires', 'offers', 'will')}`,
  `${ANY_ROLE} ${alt('wanted', 'needed', 'required')}`,
  `${alt('need', 'needs', 'hire', 'hiring', 'seek', 'seeks', 'looking for')} an? (?:\\p{L}+ )?${ANY_ROLE}`,
  `${alt('send', 'email', 'with')} (?:us )?${alt('a', 'your')} ${alt('cv', 'resume')}`,
  alt('apply online', 'apply today', 'apply via', 'apply by', 'the ideal candidate', 'job type', 'contract type'),
  // French.
  alt(
    'nous recrutons',
    'recrute',
    'recrutons',
    'recherche (?:un|une|des)',
    'recherchons',
    'rejoignez',
    'rejoindre notre',
  ),
  alt('offre d emploi', 'poste a pourvoir', 'postuler', 'postulez', 'fiche de poste', 'description du poste'),
  alt('intitule du poste', 'le poste', 'ce poste', 'le candidat ideal', 'la candidate ideale', 'type de contrat'),
  `${alt('envoyez', 'adressez')} (?:nous )?votre cv`,
  // Spanish.
  alt('buscamos', 'estamos buscando', 'se busca', 'se necesita', 'necesitamos', 'precisa', 'precisamos', 'unete a'),
  alt('oferta de empleo', 'oferta de trabajo', 'vacante', 'puesto de', 'el puesto', 'incorporar', 'inscribete'),
  alt('envia tu cv', 'envianos tu cv', 'enviad vuestro cv', 'descripcion del puesto', 'el candidato ideal'),
  alt('la candidata ideal', 'tipo de contrato'),
  // Gender markers after titles: "(H/F)", "(m/f/d)", "(M/F)".
  alt('h/f', 'f/h', 'm/f', 'f/m', 'm/w/d', 'm/f/d', 'h/m', 'm/h', 'h/f/x', 'f/h/x', 'x/f/h', 'o/a'),
  `${alt('job title', 'position', 'role', 'poste', 'intitule', 'puesto', 'cargo')}\\s?:`,
);

const SECTIONS: Record<Exclude<JobSignal, 'title' | 'cv'>, RegExp> = {
  responsibilities: phrases(
    alt('responsibilities', 'responsibility', 'duties', 'key tasks', 'main tasks', 'tasks include', 'accountabilities'),
    alt('you will', 'you ll', 'your role', 'in this role', 'what you ll do', 'what you will do', 'day to day'),
    alt('your mission', 'role description', 'you will be responsible'),
    alt('missions', 'vos missions', 'votre mission', 'mission principale', 'responsabilites', 'vous serez'),
    alt('vous aurez pour', 'vous assurerez', 'vous participerez', 'vous prendrez en charge', 'vous aurez en charge'),
    alt('taches', 'au quotidien', 'rattache(?:e)? a', 'vos activites', 'votre role', 'vous etes charge(?:e)?'),
    alt('funciones', 'tus funciones', 'responsabilidades', 'tareas', 'te encargaras', 'seras responsable'),
    alt('se encargara', 'sera responsable', 'tu dia a dia', 'tu mision', 'tu rol'),
  ),
  requirements: phrases(
    alt('requirements', 'required', 'must have', 'you have', 'years of experience', 'years experience', 'experience'),
    alt('skills', 'ability to', 'able to', 'knowledge of', 'familiarity with', 'proficien\\p{L}*', 'fluent'),
    alt('who you are', 'what we re looking for', 'what you bring', 'driving licen[cs]e', 'nice to have'),
    alt('profil', 'profil recherche', 'competences', 'vous avez', 'vous maitrisez', 'maitrise de'),
    alt('connaissances?', 'permis', 'exige(?:e)?', 'requis(?:e)?', 'savoir etre', 'savoir faire', 'qualites'),
    alt('aptitudes?', 'capacite a', 'vous etes'),
    alt('requisitos?', 'se requiere', 'imprescindible', 'experiencia', 'conocimientos?', 'habilidades'),
    alt('valorable', 'se valorara', 'carnet de conducir', 'permiso de conducir', 'perfil', 'capacidad de'),
    alt('dominio de', 'competencias'),
  ),
  qualifications: phrases(
    alt('qualifications?', 'qualified', 'degree', 'diploma', 'certifications?', 'certificate', 'certified'),
    alt('bachelor\\p{L}*', 'master s', 'msc', 'bsc', 'education', 'licen[cs]ed', 'training'),
    alt(
      'diplome(?:e)?s?',
      'bac\\s?\\+\\s?\\d',
      'bac pro',
      'bts',
      'bep',
      'dut',
      'caces',
      'titulaire d un',
      'titulaire du',
    ),
    alt('formation', 'niveau d etudes', 'habilitations?'),
    alt('formacion', 'titulacion', 'titulo', 'grado en', 'licenciatura', 'ciclo formativo', 'ciclo de grado'),
    alt('fp', 'bachillerato', 'certificado', 'certificacion', 'estudios', 'carnet', 'master'),
  ),
  benefits: phrases(
    alt('we offer', 'what we offer', 'benefits', 'salary', 'pay', 'per hour', 'hourly', 'an hour', 'per year'),
    alt('per annum', 'annual', 'wages?', 'compensation', 'contract', 'full time', 'part time', 'permanent'),
    alt('temporary', 'fixed term', 'shifts?', 'schedule', 'working hours', 'hours per week', 'remote', 'hybrid'),
    alt('on site', 'paid time off', 'pto', 'vacation', 'holidays?', 'health insurance', 'dental', 'pension'),
    alt('401k', 'bonus', 'start date', 'starting date'),
    alt('nous offrons', 'nous vous offrons', 'nous proposons', 'nous vous proposons', 'avantages?', 'salaire'),
    alt('remuneration', 'brut', 'cdi', 'cdd', 'interim', 'temps plein', 'temps partiel', 'horaires'),
    alt('tickets? restaurant', 'mutuelle', 'primes?', 'date de debut', 'heures par semaine', '\\d+\\s?h hebdo'),
    alt('\\d+\\s?h par semaine', 'teletravail', 'conges', 'rtt', 'contrat', 'lieu de travail'),
    alt('ofrecemos', 'te ofrecemos', 'salario', 'sueldo', 'retribucion', 'contrato', 'indefinido', 'temporal'),
    alt('jornada', 'tiempo completo', 'tiempo parcial', 'media jornada', 'turnos?', 'horario', 'beneficios'),
    alt('vacaciones', 'incorporacion inmediata', 'bruto anual', 'brutos anuales', 'teletrabajo', 'hibrido'),
    alt('lugar de trabajo', 'seguro medico'),
  ),
};

const CV = phrases(
  alt('curriculum vitae', 'references available', 'work history', 'employment history', 'personal statement'),
  alt('hobbies', 'interests', 'date of birth', 'nationality', 'marital status', 'languages spoken'),
  alt('centres d interet', 'loisirs', 'experiences professionnelles', 'parcours professionnel', 'date de naissance'),
  alt('nationalite', 'situation familiale', 'etat civil'),
  alt('aficiones', 'intereses', 'experiencia laboral', 'datos personales', 'fecha de nacimiento', 'nacionalidad'),
  alt('estado civil'),
);

const CV_ALL = new RegExp(CV.source, 'gu');

/** Headings at the top of a posting: the first lines or sentences, when short. */
const TITLE_SEGMENTS = 3;
const TITLE_MAX_WORDS = 15;

function findSignals(folded: string): JobSignal[] {
  const signals: JobSignal[] = [];
  const segments = folded
    .split(/[\n.!?]+/)
    .map((segment) => segment.trim())
    .filter((segment) => /\p{L}/u.test(segment))
    .slice(0, TITLE_SEGMENTS);
  const titled =
    HIRING.test(folded) || segments.some((segment) => countWords(segment) <= TITLE_MAX_WORDS && ROLE.test(segment));
  if (titled) signals.push('title');
  for (const [signal, pattern] of Object.entries(SECTIONS) as [JobSignal, RegExp][]) {
    if (pattern.test(folded)) signals.push(signal);
  }
  const cvMarkers = new Set(Array.from(folded.matchAll(CV_ALL), ([marker]) => marker));
  if (cvMarkers.size >= CV_MARKERS && !HIRING.test(folded)) signals.push('cv');
  return signals;
}

/**
 * Whether a text is a job posting with enough to build an interview from: about 100 words with a title (or a
 * hiring phrase) and responsibilities, requirements, qualifications or conditions, in English, French or
 * Spanish.
 *
 * - fewer than MIN_WORDS (60) words: too short;
 * - more than MAX_WORDS (3000) words: too long;
 * - from TARGET_WORDS (100) words: a title and at least MIN_SECTIONS (1) section, or all UNTITLED_SECTIONS (4)
 *   sections without a recognised title;
 * - between 60 and 100 words: a title and STRONG_SECTIONS (2) sections; a text with some job signals but
 *   fewer is still too short;
 * - a CV (CV_MARKERS marks such as "work history" or "date of birth", and no hiring phrase) and anything else
 *   is not a job posting.
 */
export function assessSufficiency(text: string): Sufficiency {
  const words = countWords(text);
  if (words < MIN_WORDS) return { sufficient: false, reason: DEMO_MESSAGES.contentShort, words, signals: [] };
  if (words > MAX_WORDS) return { sufficient: false, reason: DEMO_MESSAGES.contentLong, words, signals: [] };

  const signals = findSignals(normalizeForSignals(text));
  const titled = signals.includes('title');
  const cv = signals.includes('cv');
  const sections = signals.filter((signal) => signal !== 'title' && signal !== 'cv').length;
  const sufficient =
    !cv &&
    (sections >= UNTITLED_SECTIONS || (titled && sections >= (words >= TARGET_WORDS ? MIN_SECTIONS : STRONG_SECTIONS)));
  if (sufficient) return { sufficient, reason: null, words, signals };
  const looksLikeJob = !cv && words < TARGET_WORDS && titled && sections > 0;
  return {
    sufficient,
    reason: looksLikeJob ? DEMO_MESSAGES.contentShort : DEMO_MESSAGES.contentNotJob,
    words,
    signals,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The whole check

export interface VerifyOptions {
  /** Translates accepted texts into the interface's language; without it nothing is translated. */
  translator?: Translator;
  /** How long a translation may take before the original is kept (default TRANSLATION_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Told when a translation failed or timed out (the visitor gets the original text). */
  onTranslationError?: (error: unknown) => void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Translation took longer than ${ms} ms.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The verification result of section 3. Harm comes first (a harmful text is neither assessed further nor
 * translated), then sufficiency, then language: `needsTranslation` tells whether the text's language is known
 * and differs from the interface's; only an accepted text is translated, and a failed or slow translation
 * keeps the original (translatedContent null, translated false) rather than failing the check.
 */
export async function verifyContent(
  content: string,
  targetLanguage: Language,
  options: VerifyOptions = {},
): Promise<VerifyContentResult> {
  const text = content.trim();
  const detectedLanguage = detectLanguage(text);
  const needsTranslation = detectedLanguage !== 'unknown' && detectedLanguage !== targetLanguage;
  const result: VerifyContentResult = {
    success: true,
    isHarmful: false,
    harmfulReason: null,
    isSufficient: false,
    sufficiencyReason: null,
    needsTranslation,
    translatedContent: null,
    detectedLanguage,
    translated: false,
  };

  const harm = classifyHarm(text);
  if (harm.harmful) return { ...result, isHarmful: true, harmfulReason: harm.reason };

  const sufficiency = assessSufficiency(text);
  if (!sufficiency.sufficient) return { ...result, sufficiencyReason: sufficiency.reason };

  const accepted = { ...result, isSufficient: true };
  const { translator } = options;
  if (!needsTranslation || !translator) return accepted;
  try {
    const translation = await withTimeout(
      translator.translate(text, detectedLanguage, targetLanguage),
      options.timeoutMs ?? TRANSLATION_TIMEOUT_MS,
    );
    const translated = typeof translation === 'string' ? translation.trim() : '';
    if (!translated) throw new Error('The translation was empty.');
    return { ...accepted, translatedContent: translated, translated: true };
  } catch (error) {
    options.onTranslationError?.(error);
    return accepted;
  }
}
