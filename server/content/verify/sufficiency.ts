/**
 * Whether a text says enough about a job to build an interview from: its length in words, and the title,
 * hiring phrases and job sections (responsibilities, requirements, qualifications, conditions) it holds, or
 * the marks of a pasted CV.
 */
import { DEMO_MESSAGES } from '../../../shared/demo';
import type { SufficiencyCode } from '../../../shared/demo-responses';
import { countWords, JOB_WORDS } from '../../../shared/job-words';
import { alt, normalizeForSignals, phrases } from '../text/normalize';

export { countWords };

/** Fewer words than this is too short to build an interview from, whatever it says (the wizard's meter says so). */
export const MIN_WORDS = JOB_WORDS.min;
/** The spec's target: about 100 words. Below it, a text passes only with strong job signals. */
export const TARGET_WORDS = JOB_WORDS.target;
/** More words than this is refused as too long. */
export const MAX_WORDS = JOB_WORDS.max;
/** Job sections (responsibilities, requirements, qualifications, benefits) a text needs next to a title. */
const MIN_SECTIONS = 1;
/** Sections needed next to a title between MIN_WORDS and TARGET_WORDS. */
const STRONG_SECTIONS = 2;
/** Sections needed when no title or hiring phrase is recognised: all four. */
const UNTITLED_SECTIONS = 4;
/** Marks of a CV ("work history", "hobbies", "date of birth") that, without a hiring phrase, mean "not a job post". */
const CV_MARKERS = 2;

type JobSignal = 'title' | 'responsibilities' | 'requirements' | 'qualifications' | 'benefits' | 'cv';

export interface Sufficiency {
  sufficient: boolean;
  /** Why the text is not sufficient, null when it is. */
  code: SufficiencyCode | null;
  /** The code in words: DEMO_MESSAGES.contentShort, contentLong or contentNotJob, or null. */
  reason: string | null;
  /** Words as shared/job-words.ts counts them ("l'équipe" and "full-time" are two words each). */
  words: number;
  /** What was recognised: a title or hiring phrase, the job sections, and 'cv' for a pasted CV. */
  signals: JobSignal[];
}

const REASONS: Record<SufficiencyCode, string> = {
  too_short: DEMO_MESSAGES.contentShort,
  too_long: DEMO_MESSAGES.contentLong,
  not_a_job: DEMO_MESSAGES.contentNotJob,
};

const insufficient = (code: SufficiencyCode, words: number, signals: JobSignal[]): Sufficiency => ({
  sufficient: false,
  code,
  reason: REASONS[code],
  words,
  signals,
});

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
  if (words < MIN_WORDS) return insufficient('too_short', words, []);
  if (words > MAX_WORDS) return insufficient('too_long', words, []);

  const signals = findSignals(normalizeForSignals(text));
  const titled = signals.includes('title');
  const cv = signals.includes('cv');
  const sections = signals.filter((signal) => signal !== 'title' && signal !== 'cv').length;
  const sufficient =
    !cv &&
    (sections >= UNTITLED_SECTIONS || (titled && sections >= (words >= TARGET_WORDS ? MIN_SECTIONS : STRONG_SECTIONS)));
  if (sufficient) return { sufficient, code: null, reason: null, words, signals };
  const looksLikeJob = !cv && words < TARGET_WORDS && titled && sections > 0;
  return insufficient(looksLikeJob ? 'too_short' : 'not_a_job', words, signals);
}
