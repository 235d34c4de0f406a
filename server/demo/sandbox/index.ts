/**
 * The embedded recruiter backend: runs in the gateway with no account and no key. It reads a job title out of
 * a pasted posting, writes an interview for the chosen persona and language, keeps contacts, and plays a call
 * through its lifecycle (waiting, ringing, in progress, completed) before writing the report a real interview
 * would produce. What it keeps lives in a `SandboxState`: this process's memory, bounded so that a
 * long-running gateway cannot be grown, or Redis in the scale-out mode, so that every instance answers for
 * every visitor.
 */
import * as z from 'zod/mini';
import { INTERVIEW_TEMPLATE_IDS } from '../../../shared/demo';
import {
  createCallRequest,
  createContactRequest,
  generateInterviewRequest,
  parseJobRequest,
} from '../../../shared/demo-schemas';
import { fieldIssues } from '../../http/errors';
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
  jobNotFound,
  type ParseJobInput,
  type RecruiterApi,
  RecruiterError,
  type Report,
  refusedField,
} from '../recruiter';
import { extractJobName } from './job-title';
import { fallbackTopics, type PlannedQuestion, planQuestions, requiredYears } from './questions';
import { type CallContext, explainCall, scoreCall, summarise } from './report';
import { memorySandboxState, type SandboxKind, type SandboxState } from './state';

const TEMPLATES: readonly InterviewTemplate[] = [
  { id: INTERVIEW_TEMPLATE_IDS.fr, name: 'Entretien de pré-qualification Alex', language: 'fr' },
  { id: INTERVIEW_TEMPLATE_IDS.en, name: 'Alex pre-screening interview', language: 'en' },
  { id: INTERVIEW_TEMPLATE_IDS.es, name: 'Entrevista de preselección de Alex', language: 'es' },
];

/** Delays between the steps of a call, in milliseconds; each one varies by up to 20 % either way. */
interface CallTimings {
  /** From waiting to ringing. */
  ringing: number;
  /** From ringing to in progress (the candidate picks up). */
  inProgress: number;
  /** From in progress to completed (the interview itself). */
  completed: number;
}

const DEFAULT_TIMINGS: CallTimings = { ringing: 2_000, inProgress: 5_000, completed: 20_000 };

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

const MAX_ENTITIES = 10_000;
const MAX_DESCRIPTION_CHARS = 20_000_000;
const MIN_DESCRIPTION_LENGTH = 20;
/** How far ahead a call may be scheduled. */
export const MAX_SCHEDULE_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;
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
    ...(context.questions ? explainCall(call, scores, context) : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The gateway's form of an interview request: the visitor's, with the template and length it picked. */
const generateInterviewInput = z.extend(generateInterviewRequest, {
  templateId: z.number().check(z.int(), z.positive()),
  duration: z.number().check(z.gte(MIN_DURATION), z.lte(MAX_DURATION)),
});

/** A request as the shared schema reads it; a mismatch is refused naming each field at fault. */
function checked<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldIssues(result.error.issues, input);
  throw new RecruiterError(
    400,
    `Invalid request: check ${[...new Set(fields.map((f) => f.field))].join(', ')}.`,
    fields,
  );
}

const PHONE = /^\+?[0-9]+$/u;

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
      const text = checked(parseJobRequest, input).job_description;
      if (text.length <= MIN_DESCRIPTION_LENGTH) {
        throw refusedField(
          'job_description',
          'length',
          `job_description is too short: describe the job in more than ${MIN_DESCRIPTION_LENGTH} characters`,
        );
      }
      const name = extractJobName(text);
      return add<Job>('job', (id) => ({ id, name, description: text }));
    },

    async getJob(id) {
      return found(await load<Job>('job', id), 'Job', id);
    },

    async generateInterview(input: GenerateInterviewInput) {
      const { name, jobId, language, voice, tone, sharpness, templateId } = checked(generateInterviewInput, input);
      const job = await load<Job>('job', jobId);
      if (!job) throw jobNotFound(jobId);
      if (!TEMPLATES.some((template) => template.id === templateId)) {
        throw refusedField('custom_template.id', 'not_found', `Interview template ${templateId} not found`);
      }
      const texts = planQuestions(job, language, tone, sharpness).map((question) => question.text);
      const firstQuestion = await state.allocate('question', texts.length);
      const questions = texts.map((text, index) => ({ id: firstQuestion + index, text }));
      return add<Interview>('interview', (id) => ({
        id,
        name,
        job: job.id,
        language,
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
      const contact = checked(createContactRequest, input);
      if (!PHONE.test(contact.phone_number)) {
        throw refusedField(
          'phone_number',
          'invalid',
          'phone_number must contain only digits, with an optional leading +',
        );
      }
      return add<Contact>('contact', (id) => ({
        id,
        ...contact,
        additional_context: contact.additional_context.trim(),
      }));
    },

    async getContact(id) {
      return found(await load<Contact>('contact', id), 'Contact', id);
    },

    async createCall(input: CreateCallInput) {
      const request = checked(createCallRequest, input);
      const [contact, interview] = await Promise.all([
        load<Contact>('contact', request.contact),
        load<Interview>('interview', request.interview),
      ]);
      if (!contact) throw refusedField('contact', 'not_found', `Contact with ID ${request.contact} not found`);
      if (!interview) throw refusedField('interview', 'not_found', `Interview with ID ${request.interview} not found`);
      const at = Date.parse(request.date);
      const current = now();
      if (at - current > MAX_SCHEDULE_AHEAD_MS) {
        throw refusedField('date', 'invalid', 'date must be within the next 7 days');
      }
      const job = await load<Job>('job', interview.job);
      const asked = interview.questions.map((question) => question.text);
      // The topics of the questions asked: from the posting when it is still kept, else the interview's shape.
      const planned = job ? planQuestions(job, interview.language, interview.tone, interview.sharpness) : [];
      const questions: PlannedQuestion[] =
        planned.length === asked.length && planned.every((question, index) => question.text === asked[index])
          ? planned
          : fallbackTopics(asked.length).map((topic, index) => ({ topic, text: asked[index] as string }));
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
          status: request.status,
          use_case: request.use_case,
          force_eligibility: request.force_eligibility,
          report: null,
        },
        context: {
          jobId: interview.job,
          jobName: job?.name ?? interview.name,
          language: interview.language,
          tone: interview.tone,
          questions,
          requiredYears: job ? requiredYears(job.description) : 0,
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
