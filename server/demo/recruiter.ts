/**
 * The recruiter backend as the gateway sees it: one interface, two implementations. `sandbox/` is the
 * embedded default (in process, simulated calls); `http-recruiter.ts` talks to the real backend with a key
 * that never leaves the server. Field names follow the backend's JSON (snake_case where it uses it).
 */
import type { FieldIssue } from '../../shared/errors';
import type { Language } from '../../shared/languages';

export type Tone = 'formal' | 'friendly';
export type Sharpness = 'High' | 'Mid' | 'Low';

export interface Job {
  id: number;
  name: string;
  description: string;
}

export interface InterviewQuestion {
  id: number;
  text: string;
}

export interface Interview {
  id: number;
  name: string;
  job: number;
  language: Language;
  voice: string;
  tone: Tone;
  sharpness: Sharpness;
  questions: InterviewQuestion[];
}

export interface InterviewTemplate {
  id: number;
  name: string;
  language: Language;
}

export interface Contact {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  external_id: string;
  additional_context: string;
}

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
export type CallStatus = (typeof CALL_STATUSES)[number];

export interface Call {
  id: number;
  contact: number;
  interview: number;
  /** ISO date-time the call is (or was) placed. */
  date: string;
  status: CallStatus;
  use_case: string;
  force_eligibility: boolean;
  /** The interview report once the call has completed. */
  report: number | null;
}

export interface ReportScores {
  availability: number;
  experience_and_attitude: number;
  communication: number;
  motivation: number;
  skills_match: number;
}

export interface Report {
  id: number;
  call: number;
  contact: number;
  interview: number;
  /** Each score from 0 to 100. */
  scores: ReportScores;
  summary: string;
  created_at: string;
}

export interface ParseJobInput {
  job_description: string;
}

export interface GenerateInterviewInput {
  name: string;
  jobId: number;
  language: Language;
  voice: string;
  tone: Tone;
  sharpness: Sharpness;
  /** The template of the interview's language (fr 108, en 111, es 110). */
  templateId: number;
  /** Length of the generated interview in seconds. */
  duration: number;
}

export interface CreateContactInput {
  name: string;
  email: string;
  phone_number: string;
  external_id: string;
  additional_context: string;
}

export interface CreateCallInput {
  contact: number;
  interview: number;
  date: string;
  status: 'waiting' | 'scheduled';
  use_case: string;
  force_eligibility: boolean;
}

/** The gateway's words for the backend's failures: the backend's own never reach a visitor. */
export const UNAVAILABLE = 'The recruiter service is unavailable. Please try again in a few minutes.';
export const TIMED_OUT = 'The recruiter service took too long to answer. Please try again in a few minutes.';
export const REFUSED = 'The recruiter service refused the request. Please check the details and try again.';

/**
 * What the backend answered when it did not answer with the thing asked for. `status` is the HTTP status the
 * gateway answers with: 404 for an unknown id, 400 for input the backend refused, 502 when the backend failed
 * or answered nonsense, 504 when it did not answer in time.
 *
 * The message and the fields are shown to the visitor, so they are always the gateway's own words: never text
 * from the backend's answer, which can carry anything (its key, in one form or another, included).
 */
export class RecruiterError extends Error {
  constructor(
    readonly status: 400 | 404 | 502 | 504,
    message: string,
    /** The request fields a refusal (400) named, in the gateway's words. */
    readonly fields?: readonly FieldIssue[],
  ) {
    super(message);
    this.name = 'RecruiterError';
  }
}

export interface RecruiterApi {
  parseJob(input: ParseJobInput): Promise<Job>;
  getJob(id: number): Promise<Job>;
  /** Fails with 400 'Job with ID {id} not found or not accessible' when the job does not exist. */
  generateInterview(input: GenerateInterviewInput): Promise<Interview>;
  getInterview(id: number): Promise<Interview>;
  getInterviewTemplate(id: number): Promise<InterviewTemplate>;
  createContact(input: CreateContactInput): Promise<Contact>;
  getContact(id: number): Promise<Contact>;
  createCall(input: CreateCallInput): Promise<Call>;
  getCall(id: number): Promise<Call>;
  cancelCall(id: number): Promise<Call>;
  getReport(id: number): Promise<Report>;
  /** Stops timers and open connections (tests, shutdown). */
  close(): void;
}
