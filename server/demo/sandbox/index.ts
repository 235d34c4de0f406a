/**
 * The embedded recruiter backend: runs in the gateway with no account and no key. It reads a job title out of
 * a pasted posting, writes an interview for the chosen persona and language, keeps contacts, and plays a call
 * through its lifecycle (waiting, ringing, in progress, completed) before writing the report a real interview
 * would produce. What it keeps lives in a `SandboxState`: this process's memory, bounded so that a
 * long-running gateway cannot be grown, or Redis in the scale-out mode, so that every instance answers for
 * every visitor.
 */
import { CALL_USE_CASE, INTERVIEW_TEMPLATE_IDS } from '../../../shared/demo';
import { isLanguage } from '../../../shared/languages';
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
  type Sharpness,
  type Tone,
} from '../recruiter';
import { extractJobName } from './job-title';
import { writeQuestions } from './questions';
import { type CallContext, scoreCall, summarise } from './report';
import { memorySandboxState, type SandboxKind, type SandboxState } from './state';

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
