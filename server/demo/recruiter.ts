/**
 * The recruiter backend as the gateway sees it: one interface, two implementations. `sandbox/` is the
 * embedded default (in process, simulated calls); `http-recruiter.ts` talks to the real backend with a key
 * that never leaves the server. Field names follow the backend's JSON (snake_case where it uses it).
 */
import type { Sharpness, Tone } from '../../shared/demo';
import type {
  CallStatus,
  DemoCall,
  DemoContact,
  DemoInterview,
  DemoInterviewQuestion,
  DemoInterviewTemplate,
  DemoJob,
  DemoReport,
  ReportScores,
} from '../../shared/demo-responses';
import type {
  CreateCallRequest,
  CreateContactRequest,
  GenerateInterviewRequest,
  ParseJobRequest,
} from '../../shared/demo-schemas';
import type { FieldIssue } from '../../shared/errors';

export { CALL_STATUSES } from '../../shared/demo-responses';
export type { CallStatus, ReportScores, Sharpness, Tone };
// The backend's objects are the demo API's answers (shared/demo-responses.ts), under the backend's names.
export type Job = DemoJob;
export type InterviewQuestion = DemoInterviewQuestion;
export type Interview = DemoInterview;
export type InterviewTemplate = DemoInterviewTemplate;
export type Contact = DemoContact;
export type Call = DemoCall;
export type Report = DemoReport;

// What the gateway asks of the backend: the visitor's requests as checked by the shared schemas, the
// interview with the template and length the gateway picks for its language.
export type ParseJobInput = ParseJobRequest;
export type CreateContactInput = CreateContactRequest;
export type CreateCallInput = CreateCallRequest;

export interface GenerateInterviewInput extends GenerateInterviewRequest {
  /** The template of the interview's language (fr 108, en 111, es 110). */
  templateId: number;
  /** Length of the generated interview in seconds. */
  duration: number;
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
 * from the backend's answer, which can carry anything (its key, in one form or another, included). A refusal
 * names the fields it was about with what is wrong with each, so that the wizard need not read its words.
 */
export class RecruiterError extends Error {
  constructor(
    readonly status: 400 | 404 | 502 | 504,
    message: string,
    /** The request fields a refusal (400) named, in the gateway's words. */
    readonly fields: readonly FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'RecruiterError';
  }
}

/** A refusal of one field: `issue` says what is wrong with it, `message` says it in words. */
export const refusedField = (field: string, issue: FieldIssue['issue'], message: string): RecruiterError =>
  new RecruiterError(400, message, [{ field, issue, message }]);

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

/** The spec's refusal of an interview for a job that does not exist, or not for this visitor (section 5). */
export const jobNotFound = (id: unknown): RecruiterError =>
  refusedField('jobId', 'not_found', `Job with ID ${String(id)} not found or not accessible`);
