/**
 * The interview the sandbox writes for a posting: the topics the posting raises (shifts, weekends, a licence,
 * equipment, customers...), found by the words that reveal them in English, French and Spanish, and the
 * questions that cover them in the chosen language, tone and sharpness. The texts themselves are in
 * question-copy.ts.
 */
import type { Language } from '../../../shared/languages';
import { writtenPhrases } from '../../content/text/normalize';
import type { Job, Sharpness, Tone } from '../recruiter';
import { QUESTIONS, YEARS_NOTE } from './question-copy';

/** What a posting can ask of a candidate, each with the words (en, fr, es) that reveal it. */
const TOPIC_PATTERNS = {
  shifts: writtenPhrases(
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
  weekends: writtenPhrases(
    'week-?ends?',
    'saturdays?',
    'sundays?',
    'samedis?',
    'dimanches?',
    'fines?\\s+de\\s+semana',
    'sábados?',
    'domingos?',
  ),
  driving: writtenPhrases(
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
  equipment: writtenPhrases(
    'forklifts?',
    'reach\\s+trucks?',
    'pallet\\s+jacks?',
    'chariots?(?:\\s+élévateurs?)?',
    'caces',
    'transpalettes?',
    'carretillas?(?:\\s+elevadoras?)?',
    'toro\\s+mecánico',
  ),
  customer: writtenPhrases(
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
  physical: writtenPhrases(
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
  safety: writtenPhrases('safety', 'hygiene', 'haccp', 'sécurité', 'hygiène', 'seguridad', 'higiene', 'prevención'),
  languages: writtenPhrases(
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
  teamwork: writtenPhrases('team(?:s|work)?', 'équipes?', 'equipos?', 'collègues', 'compañeros'),
} as const;

type DetectedTopic = keyof typeof TOPIC_PATTERNS;
export type Topic = DetectedTopic | 'intro' | 'experience' | 'situation' | 'learning' | 'availability' | 'motivation';

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
const FILLERS: readonly Topic[] = ['teamwork', 'situation', 'learning'];
const MAX_DETECTED = 4;
const MIN_QUESTIONS = 6;

/** What the posting asks of a candidate, in the order the interview covers it. */
function detectTopics(description: string): DetectedTopic[] {
  return DETECTED_ORDER.filter((topic) => TOPIC_PATTERNS[topic].test(description));
}

/** The experience a posting asks for ("2 years of experience"), 0 when it names none. */
export function requiredYears(description: string): number {
  return Number(YEARS_REQUIRED.exec(description)?.[1] ?? 0);
}

/** A question of the interview with the topic it covers (what the report's answers and reasons follow). */
export interface PlannedQuestion {
  topic: Topic;
  text: string;
}

/**
 * The interview's questions: an introduction and the candidate's experience, then what this posting asks
 * (shifts, weekends, a licence, customers...), then availability and why this job. Always the same for the
 * same job, language, tone and sharpness; six to eight of them.
 */
export function planQuestions(
  job: Pick<Job, 'name' | 'description'>,
  language: Language,
  tone: Tone,
  sharpness: Sharpness,
): PlannedQuestion[] {
  const detected = detectTopics(job.description).slice(0, MAX_DETECTED);
  const middle: Topic[] = [...detected];
  for (const filler of FILLERS) {
    if (middle.length + 4 >= MIN_QUESTIONS) break;
    if (!middle.includes(filler)) middle.push(filler);
  }
  const topics: Topic[] = ['intro', 'experience', ...middle, 'availability', 'motivation'];
  const years = requiredYears(job.description);
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
    return { topic, text: question.replaceAll('{job}', job.name) };
  });
}

/**
 * The topics of an interview's questions when its posting is no longer kept: the fixed ones at either end,
 * and a general situation in between.
 */
export function fallbackTopics(count: number): Topic[] {
  return Array.from({ length: count }, (_, index): Topic => {
    if (index === 0) return 'intro';
    if (index === 1) return 'experience';
    if (index === count - 1) return 'motivation';
    if (index === count - 2) return 'availability';
    return 'situation';
  });
}
