/**
 * The report at the end of a sandbox call: five scores from 40 to 98 that vary between calls but never change
 * for the same one, a one-sentence summary in the interview's language naming the job, the tone and the
 * candidate's strongest point, the questions Alex asked with an excerpt of what a simulated candidate
 * answered (as strong as the score the question counts for), and the reason behind each score, tied to what
 * the posting asks.
 */
import { REPORT_SCORES } from '../../../shared/demo-responses';
import type { Language } from '../../../shared/languages';
import type { Call, Report, ReportScores, Tone } from '../recruiter';
import { ANSWERS, type Band, REASONS, type Schedule, SKILL_TOPICS, type SkillTopic } from './answer-copy';
import type { PlannedQuestion, Topic } from './questions';

const SCORE_KEYS = REPORT_SCORES;

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
  /** The interview's questions with their topics (absent from calls kept before reports had them). */
  questions?: PlannedQuestion[];
  /** The years of experience the posting asks for, 0 when it names none. */
  requiredYears?: number;
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
      return `Entretien de démonstration pour le poste de ${job}, mené sur un ton ${tone} : le candidat obtient ${overall}/100 au global, avec pour point fort ${label}.`;
    case 'es':
      return `Entrevista de demostración para el puesto de ${job}, realizada en un tono ${tone}: el candidato obtiene ${overall}/100 en total, con ${label} como punto más fuerte.`;
    default:
      return `Demo interview for the ${job} position, held in a ${tone} tone: the candidate scored ${overall}/100 overall, with ${label} as the strongest point.`;
  }
}

/** The score each topic's answer counts for. */
const SCORE_OF_TOPIC: Record<Topic, keyof ReportScores> = {
  intro: 'motivation',
  experience: 'experience_and_attitude',
  shifts: 'availability',
  weekends: 'availability',
  driving: 'skills_match',
  equipment: 'skills_match',
  customer: 'skills_match',
  physical: 'skills_match',
  safety: 'skills_match',
  languages: 'skills_match',
  teamwork: 'skills_match',
  situation: 'communication',
  learning: 'motivation',
  availability: 'availability',
  motivation: 'motivation',
};

/** From this score on, the answers behind it are strong ones. */
const STRONG_FROM = 70;
const bandOf = (score: number): Band => (score >= STRONG_FROM ? 'strong' : 'partial');

const isSkill = (topic: Topic): topic is SkillTopic => (SKILL_TOPICS as readonly Topic[]).includes(topic);

/** "Warehouse operator" inside a sentence: "warehouse operator", an acronym ("CNC operator") as it is. */
const inSentence = (name: string) =>
  /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLocaleLowerCase() + name.slice(1) : name;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const listOf = (items: string[], language: Language) =>
  new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);

/** What the report adds to the scores: the questions with answer excerpts, and a reason for each score. */
export type ReportDetails = Required<Pick<Report, 'questions' | 'reasons' | 'job_name' | 'simulated'>>;

/**
 * The questions of the call with what the simulated candidate answered, and the reason for each score. A
 * partial skills score leaves out one of the posting's requirements (the same one every time for a call):
 * its answer is the partial one, and the reason names it.
 */
export function explainCall(
  call: Pick<Call, 'id' | 'contact' | 'interview'>,
  scores: ReportScores,
  context: CallContext,
): ReportDetails {
  const { language } = context;
  const seed = `${context.jobId}|${call.interview}|${call.contact}|${call.id}`;
  const planned = context.questions ?? [];
  const topics = planned.map((question) => question.topic);
  const requirements = topics.filter(isSkill);
  const skillBand = bandOf(scores.skills_match);
  const missing =
    skillBand === 'partial' && requirements.length > 0
      ? requirements[hash(`${seed}|missing`) % requirements.length]
      : undefined;
  const required = context.requiredYears ?? 0;
  const years = Math.max(required + 1, 2 + (hash(`${seed}|years`) % 4));
  const copy = REASONS[language];
  const job = inSentence(context.jobName);

  const bandFor = (topic: Topic): Band => {
    if (isSkill(topic) && skillBand === 'partial' && requirements.length > 0)
      return topic === missing ? 'partial' : 'strong';
    return bandOf(scores[SCORE_OF_TOPIC[topic]]);
  };
  const questions = planned.map(({ topic, text }) => ({
    text,
    excerpt: fill(ANSWERS[topic][language][bandFor(topic)], { job, years: copy.years(years) }),
  }));

  const schedule: Schedule =
    topics.includes('shifts') && topics.includes('weekends')
      ? 'both'
      : topics.includes('shifts')
        ? 'shifts'
        : topics.includes('weekends')
          ? 'weekends'
          : 'none';
  const named = (list: SkillTopic[]) =>
    listOf(
      list.map((topic) => copy.requirement[topic]),
      language,
    );
  let skills: string;
  if (requirements.length === 0) skills = fill(copy.skillsGeneral[skillBand], { job });
  else if (skillBand === 'strong') skills = fill(copy.skills.strong, { list: named(requirements) });
  else {
    const have = requirements.filter((topic) => topic !== missing);
    const lacking = copy.requirement[missing as SkillTopic];
    skills =
      have.length > 0
        ? fill(copy.skills.partial, { have: named(have), missing: lacking })
        : fill(copy.skills.partialOne, { missing: lacking });
  }
  const reasons = {
    availability: fill(copy.availability[bandOf(scores.availability)], { schedule: copy.schedule[schedule] }),
    experience_and_attitude: fill(copy.experience[bandOf(scores.experience_and_attitude)], {
      years: copy.years(years),
      required: required > 0 ? copy.required(required) : '',
    }),
    communication: copy.communication[bandOf(scores.communication)],
    motivation: fill(copy.motivation[bandOf(scores.motivation)], { job }),
    skills_match: skills,
  };
  return { questions, reasons, job_name: context.jobName, simulated: true };
}
