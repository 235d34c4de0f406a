/**
 * The zod/mini schemas of what the demo API answers: the recruiter backend's objects as the gateway passes them
 * on, and the job text checks. Both backends answer with these shapes (the HTTP client parses the real
 * backend's answers with them, so a backend that drifts fails as one upstream error), the wizard reads them,
 * and the tests hold the gateway to them. Requests are in demo-schemas.ts.
 */
import * as z from 'zod/mini';
import { SHARPNESS, TONES } from './demo';
import { LANGUAGES } from './languages';

const id = z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const language = z.enum(LANGUAGES);

export const demoJob = z.object({
  id,
  name: z.string(),
  description: z.string(),
});

export const demoInterview = z.object({
  id,
  name: z.string(),
  job: id,
  language,
  voice: z.string(),
  tone: z.enum(TONES),
  sharpness: z.enum(SHARPNESS),
  questions: z.array(z.object({ id, text: z.string() })),
});

export const demoInterviewTemplate = z.object({ id, name: z.string(), language });

export const demoContact = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  external_id: z.string(),
  additional_context: z.string(),
});

/** `waiting` and `scheduled` are what the demo creates; the rest is the lifecycle that follows. */
export const CALL_STATUSES = [
  'waiting',
  'scheduled',
  'ringing',
  'in_progress',
  'completed',
  'no_answer',
  'cancelled',
] as const;

export const demoCall = z.object({
  id,
  contact: id,
  interview: id,
  /** ISO date-time the call is (or was) placed. */
  date: z.string(),
  status: z.enum(CALL_STATUSES),
  use_case: z.string(),
  force_eligibility: z.boolean(),
  /** The interview report once the call has completed. */
  report: z.nullable(id),
});

const score = z.number().check(z.gte(0), z.lte(100));

/** The five scores of a report, in the order the report shows them. */
export const REPORT_SCORES = [
  'availability',
  'experience_and_attitude',
  'communication',
  'motivation',
  'skills_match',
] as const;

const reason = z.optional(z.string().check(z.maxLength(1000)));

export const demoReport = z.object({
  id,
  call: id,
  contact: id,
  interview: id,
  /** Each score from 0 to 100. */
  scores: z.object({
    availability: score,
    experience_and_attitude: score,
    communication: score,
    motivation: score,
    skills_match: score,
  }),
  summary: z.string(),
  created_at: z.string(),
  // What follows is optional: a backend that does not send it still answers a valid report, shown without it.
  /** The job the interview was for. */
  job_name: z.optional(z.string().check(z.maxLength(200))),
  /** The questions Alex asked, in order, each with a short excerpt of the candidate's answer. */
  questions: z.optional(
    z
      .array(z.object({ text: z.string().check(z.maxLength(1000)), excerpt: z.string().check(z.maxLength(1000)) }))
      .check(z.maxLength(30)),
  ),
  /** Why each score was given, one sentence each. */
  reasons: z.optional(
    z.object({
      availability: reason,
      experience_and_attitude: reason,
      communication: reason,
      motivation: reason,
      skills_match: reason,
    }),
  ),
  /** The answers are a simulated candidate's (the sandbox places no real call). */
  simulated: z.optional(z.boolean()),
});

/** Why a text does not say enough about a job to write an interview from (its message is `sufficiencyReason`). */
const SUFFICIENCY_CODES = ['too_short', 'too_long', 'not_a_job'] as const;

/** What the gateway found in a job text (section 3, content verification result). */
export const verifyContentResult = z.object({
  success: z.literal(true),
  isHarmful: z.boolean(),
  harmfulReason: z.nullable(z.string()),
  isSufficient: z.boolean(),
  sufficiencyReason: z.nullable(z.string()),
  /** The reason for `isSufficient: false` as a code, null when the text is sufficient. */
  sufficiencyCode: z.nullable(z.enum(SUFFICIENCY_CODES)),
  /** The text is in another language than the interface's. */
  needsTranslation: z.boolean(),
  /** The text in the interface's language when it was translated, else null. */
  translatedContent: z.nullable(z.string()),
  /** 'unknown' when the text is too short or too mixed to tell. */
  detectedLanguage: z.union([language, z.literal('unknown')]),
  /** Whether a translation was made (false when none was needed or no translation provider is configured). */
  translated: z.boolean(),
});

/** A job post read from a URL (section 3, URL processing result), verified like pasted text. */
export const processUrlResult = z.object({
  success: z.literal(true),
  content: z.string(),
  originalUrl: z.string(),
  /** Milliseconds spent fetching, extracting and verifying. */
  processingTime: z.number(),
  /** Where the text came from: schema.org JobPosting data or the page's main content. */
  source: z.enum(['json-ld', 'microdata', 'main-content']),
  verification: verifyContentResult,
});

export type DemoJob = z.infer<typeof demoJob>;
export type DemoInterview = z.infer<typeof demoInterview>;
export type DemoInterviewQuestion = DemoInterview['questions'][number];
export type DemoInterviewTemplate = z.infer<typeof demoInterviewTemplate>;
export type DemoContact = z.infer<typeof demoContact>;
export type CallStatus = (typeof CALL_STATUSES)[number];
export type DemoCall = z.infer<typeof demoCall>;
export type DemoReport = z.infer<typeof demoReport>;
export type ReportScores = DemoReport['scores'];
export type SufficiencyCode = (typeof SUFFICIENCY_CODES)[number];
export type VerifyContentResult = z.infer<typeof verifyContentResult>;
export type ProcessUrlResult = z.infer<typeof processUrlResult>;
