/**
 * The demo's rules, shared by the wizard and the gateway: the limits per action (section 9), personas and
 * their voices (section 3), interview templates and the zod/mini schemas of every demo payload (section 3).
 */
import { CAPTCHA_MESSAGES } from './captcha';
import type { Language } from './languages';
import type { RateLimitRule } from './limits';

const minutes = (n: number) => n * 60_000;

export const DEMO_ACTIONS = [
  'job-parsing',
  'interview-generation',
  'contact-creation',
  'call-creation',
  'url-processing',
  'content-verification',
  'job-retrieval',
] as const;
export type DemoAction = (typeof DEMO_ACTIONS)[number];

/** Demo requests a visitor may make per action and window (section 9). */
export const DEMO_LIMITS: Record<DemoAction, RateLimitRule> = {
  'job-parsing': { limit: 5, windowMs: minutes(5) },
  'interview-generation': { limit: 3, windowMs: minutes(10) },
  'contact-creation': { limit: 2, windowMs: minutes(15) },
  'call-creation': { limit: 1, windowMs: minutes(5) },
  'url-processing': { limit: 3, windowMs: minutes(10) },
  'content-verification': { limit: 5, windowMs: minutes(5) },
  'job-retrieval': { limit: 10, windowMs: minutes(5) },
};

/** The words each limit message names its operation with. */
const DEMO_OPERATION_NAMES: Record<DemoAction, string> = {
  'job-parsing': 'job parsing',
  'interview-generation': 'interview generation',
  'contact-creation': 'contact creation',
  'call-creation': 'call creation',
  'url-processing': 'URL processing',
  'content-verification': 'content verification',
  'job-retrieval': 'job retrieval',
};

export const demoLimitMessage = (action: DemoAction): string =>
  `You've reached the demo limit for ${DEMO_OPERATION_NAMES[action]}. Please try again later or contact us for full access.`;

/** The spec's messages for the captcha and the blacklist (section 8). */
export const DEMO_MESSAGES = {
  captchaRequired: CAPTCHA_MESSAGES.required,
  captchaInvalid: CAPTCHA_MESSAGES.invalid,
  blacklisted: 'Suspicious activity detected. Access temporarily blocked.',
  invalidPhone: 'Please double-check your phone number and try again.',
  phoneLength: 'Please enter a phone number between 8 and 20 characters.',
  alreadyCalled: 'This phone number or e-mail already received a demo call today. Please try again tomorrow.',
  // Job input (sections 5 and 8).
  contentShort: 'The job description looks a bit short. Add more detail before continuing.',
  contentLong: 'The job description is too long. Please shorten it before continuing.',
  contentNotJob:
    'Please provide more detailed job information: a job title and its responsibilities, requirements or qualifications.',
  contentInappropriate: 'Content contains inappropriate material.',
  invalidUrl: 'Invalid URL format. Please enter a valid job posting URL.',
  urlNotAllowed: 'This URL cannot be read. Please paste the job description as plain text instead.',
  urlNotJobPosting: 'The provided URL does not appear to be a job posting. Please provide a valid job posting URL.',
  urlInsufficient:
    "The job posting at this URL doesn't contain enough information. Please paste the job description as plain text instead.",
  urlFailed: 'Failed to process job URL. Please try again or paste the job description as plain text.',
} as const;

export const PERSONAS = ['structured', 'balanced', 'open', 'open_female'] as const;
export type Persona = (typeof PERSONAS)[number];

export type VoiceSlot = 'formal_male' | 'formal_female' | 'casual_male' | 'casual_female';

/** How an interviewer speaks, and how closely it probes the candidate's answers. */
export const TONES = ['formal', 'friendly'] as const;
export type Tone = (typeof TONES)[number];
export const SHARPNESS = ['High', 'Mid', 'Low'] as const;
export type Sharpness = (typeof SHARPNESS)[number];

export interface PersonaRule {
  voice: VoiceSlot;
  tone: Tone;
  sharpness: Sharpness;
}

/** Persona -> voice slot, tone and sharpness (section 3). */
export const PERSONA_RULES: Record<Persona, PersonaRule> = {
  structured: { voice: 'formal_male', tone: 'formal', sharpness: 'High' },
  balanced: { voice: 'formal_female', tone: 'formal', sharpness: 'Mid' },
  open: { voice: 'casual_male', tone: 'friendly', sharpness: 'Low' },
  open_female: { voice: 'casual_female', tone: 'friendly', sharpness: 'Low' },
};

export interface Voice {
  name: string;
  /** The voice provider's id of the voice. */
  providerId: string;
  gender: 'male' | 'female';
  formality: 'formal' | 'casual';
  accent?: string;
}

const voice = (
  name: string,
  providerId: string,
  gender: Voice['gender'],
  formality: Voice['formality'],
  accent?: string,
) => ({ name, providerId, gender, formality, ...(accent ? { accent } : {}) }) satisfies Voice;

/**
 * The voices per language: four distinct voices in each, so no two personas share a voice name (the Spanish ones
 * all speak with a Spain accent, as the site's Spanish is Spain's).
 */
export const VOICES: Record<Language, Record<VoiceSlot, Voice>> = {
  fr: {
    formal_male: voice('Antoine', 'fr-antoine', 'male', 'formal'),
    formal_female: voice('Claire', 'fr-claire', 'female', 'formal'),
    casual_male: voice('Hugo', 'fr-hugo', 'male', 'casual'),
    casual_female: voice('Léa', 'fr-lea', 'female', 'casual'),
  },
  en: {
    formal_male: voice('James', 'en-james', 'male', 'formal'),
    formal_female: voice('Emma', 'en-emma', 'female', 'formal'),
    casual_male: voice('Liam', 'en-liam', 'male', 'casual'),
    casual_female: voice('Olivia', 'en-olivia', 'female', 'casual'),
  },
  es: {
    formal_male: voice('Javier', 'es-javier', 'male', 'formal', 'Spain'),
    formal_female: voice('Lucía', 'es-lucia', 'female', 'formal', 'Spain'),
    casual_male: voice('Diego', 'es-diego', 'male', 'casual', 'Spain'),
    casual_female: voice('Carmen', 'es-carmen', 'female', 'casual', 'Spain'),
  },
};

/** The bounds of the texts the demo requests carry: the gateway refuses longer ones, the wizard cuts its own to them. */
export const DEMO_TEXT_BOUNDS = {
  jobDescription: 20_000,
  interviewName: 300,
  voiceName: 80,
  contactName: 200,
  email: 254,
  additionalContext: 1_000,
} as const;

/** Interview templates by language (section 9). */
export const INTERVIEW_TEMPLATE_IDS: Record<Language, number> = { fr: 108, en: 111, es: 110 };

/**
 * The `duration` sent with an interview generation request: 600 seconds, the recruiter backend's cap on a generated
 * interview (the unit is not in its API description). It is a ceiling, not the call's length: a pre-qualification
 * call takes about five minutes.
 */
export const INTERVIEW_DURATION = 600;
export const CALL_USE_CASE = 'immediate-after-application';
/** The job the diagnostics read when no other is given. */
export const DIAGNOSTIC_JOB_ID = 794;

// Response types; their schemas are in demo-responses.ts.
export type { ProcessUrlResult, SufficiencyCode, VerifyContentResult } from './demo-responses';
// Payload types; the schemas that check them are in demo-schemas.ts, which browser code loads only if it validates.
export type {
  CreateCallRequest,
  CreateContactRequest,
  GenerateInterviewRequest,
  LeadRequest,
} from './demo-schemas';
