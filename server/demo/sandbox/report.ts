/**
 * The report at the end of a sandbox call: five scores from 40 to 98 that vary between calls but never change
 * for the same one, and a one-sentence summary in the interview's language naming the job, the tone and the
 * candidate's strongest point.
 */
import type { Language } from '../../../shared/languages';
import type { Call, ReportScores, Tone } from '../recruiter';

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

export interface CallContext {
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
