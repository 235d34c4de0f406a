/**
 * The real recruiter backend over HTTP. The API key travels only in the Authorization header of requests
 * from this server; it is never part of an error, so nothing a visitor sees can reveal it. Upstream answers
 * are checked and mapped into the gateway's types; failures become RecruiterErrors with fixed wording, and a
 * refusal names at most the fields it was about, from a closed list.
 */
import type * as z from 'zod/mini';
import {
  demoCall,
  demoContact,
  demoInterview,
  demoInterviewTemplate,
  demoJob,
  demoReport,
} from '../../shared/demo-responses';
import { baseLanguage, type Language } from '../../shared/languages';
import { refusalFields } from './http-refusals';
import {
  CALL_STATUSES,
  type Call,
  type CallStatus,
  type Contact,
  type Interview,
  type InterviewQuestion,
  type InterviewTemplate,
  type Job,
  jobNotFound,
  REFUSED,
  type RecruiterApi,
  RecruiterError,
  type Report,
  type ReportScores,
  refusedField,
  type Sharpness,
  TIMED_OUT,
  type Tone,
  UNAVAILABLE,
} from './recruiter';

export { FIELD_MESSAGES } from './http-refusals';
export { REFUSED, TIMED_OUT, UNAVAILABLE };

export interface HttpRecruiterOptions {
  /** The backend's root, e.g. https://api.example.com; the paths of the API are appended to it. */
  baseUrl: string;
  apiKey: string;
  /** How long one request may take, in milliseconds (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;

type Json = Record<string, unknown>;

const unavailable = () => new RecruiterError(502, UNAVAILABLE);

/**
 * The answer in the demo API's shape (shared/demo-responses.ts), or the backend failed: whatever the mapping
 * below could not make into that shape (a status it does not know, an id that is no number) goes no further.
 */
function answer<S extends z.ZodMiniType>(schema: S, value: z.input<S>): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw unavailable();
  return parsed.data;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A numeric id, also when the backend writes it as a string of digits; anything else is nonsense. */
function toId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  throw unavailable();
}

/** A reference to another entity: its id, or the entity itself with its id. */
function toRef(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  return toId(isObject(value) ? value.id : value);
}

const toText = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

/** The entity itself, whether the backend answers with it or wraps it ({ job: {...} }, { data: {...} }). */
function entity(body: unknown, key: string): Json {
  if (!isObject(body)) throw unavailable();
  if ('id' in body) return body;
  for (const wrapper of [body[key], body.data, body.result]) {
    if (isObject(wrapper) && 'id' in wrapper) return wrapper;
  }
  throw unavailable();
}

function toTone(value: unknown, fallback: Tone): Tone {
  const text = toText(value).toLowerCase();
  if (text === 'formal') return 'formal';
  if (['friendly', 'casual', 'informal'].includes(text)) return 'friendly';
  return fallback;
}

function toSharpness(value: unknown, fallback: Sharpness): Sharpness {
  const text = toText(value).toLowerCase();
  if (text === 'high') return 'High';
  if (text === 'mid' || text === 'medium') return 'Mid';
  if (text === 'low') return 'Low';
  return fallback;
}

const STATUS_ALIASES: Record<string, CallStatus> = {
  pending: 'waiting',
  queued: 'waiting',
  inprogress: 'in_progress',
  ongoing: 'in_progress',
  done: 'completed',
  finished: 'completed',
  canceled: 'cancelled',
  noanswer: 'no_answer',
  missed: 'no_answer',
};

function toStatus(value: unknown): CallStatus {
  const text = toText(value)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((CALL_STATUSES as readonly string[]).includes(text)) return text as CallStatus;
  const alias = STATUS_ALIASES[text.replaceAll('_', '')];
  if (alias) return alias;
  throw unavailable();
}

function toJob(body: unknown, fallbackDescription = ''): Job {
  const job = entity(body, 'job');
  return answer(demoJob, {
    id: toId(job.id),
    name: toText(job.name ?? job.title ?? job.job_title),
    description: toText(job.description ?? job.job_description, fallbackDescription),
  });
}

function toQuestions(value: unknown): InterviewQuestion[] {
  if (!Array.isArray(value)) return [];
  const questions: InterviewQuestion[] = [];
  value.forEach((item, index) => {
    const text = isObject(item) ? toText(item.text ?? item.question ?? item.content) : toText(item);
    if (!text.trim()) return;
    const id = isObject(item) && item.id !== undefined ? toId(item.id) : index + 1;
    questions.push({ id, text });
  });
  return questions;
}

interface InterviewDefaults {
  job: number;
  language: Language;
  voice: string;
  tone: Tone;
  sharpness: Sharpness;
}

function toInterview(body: unknown, defaults?: Partial<InterviewDefaults>): Interview {
  const interview = entity(body, 'interview');
  const voice = isObject(interview.voice) ? interview.voice.name : interview.voice;
  return answer(demoInterview, {
    id: toId(interview.id),
    name: toText(interview.name),
    job: toRef(interview.job ?? interview.job_id) ?? defaults?.job ?? 0,
    language: baseLanguage(toText(interview.language)) ?? defaults?.language ?? 'en',
    voice: toText(voice, defaults?.voice ?? ''),
    tone: toTone(interview.tone, defaults?.tone ?? 'formal'),
    sharpness: toSharpness(interview.sharpness, defaults?.sharpness ?? 'Mid'),
    questions: toQuestions(interview.questions),
  });
}

function toTemplate(body: unknown): InterviewTemplate {
  const template = entity(body, 'template');
  return answer(demoInterviewTemplate, {
    id: toId(template.id),
    name: toText(template.name),
    language: baseLanguage(toText(template.language)) ?? 'en',
  });
}

function toContact(body: unknown, defaults?: Partial<Contact>): Contact {
  const contact = entity(body, 'contact');
  return answer(demoContact, {
    id: toId(contact.id),
    name: toText(contact.name, defaults?.name ?? ''),
    email: toText(contact.email, defaults?.email ?? ''),
    phone_number: toText(contact.phone_number, defaults?.phone_number ?? ''),
    external_id: toText(contact.external_id, defaults?.external_id ?? ''),
    additional_context: toText(contact.additional_context, defaults?.additional_context ?? ''),
  });
}

function toCall(body: unknown, defaults?: Partial<Call>): Call {
  const call = entity(body, 'call');
  const contact = toRef(call.contact ?? call.contact_id) ?? defaults?.contact;
  const interview = toRef(call.interview ?? call.interview_id) ?? defaults?.interview;
  if (contact === undefined || interview === undefined) throw unavailable();
  return answer(demoCall, {
    id: toId(call.id),
    contact,
    interview,
    date: toText(call.date, defaults?.date ?? ''),
    status: call.status === undefined && defaults?.status ? defaults.status : toStatus(call.status),
    use_case: toText(call.use_case, defaults?.use_case ?? ''),
    force_eligibility:
      typeof call.force_eligibility === 'boolean' ? call.force_eligibility : (defaults?.force_eligibility ?? false),
    report: toRef(call.report ?? call.report_id),
  });
}

const SCORE_KEYS: readonly (keyof ReportScores)[] = [
  'availability',
  'experience_and_attitude',
  'communication',
  'motivation',
  'skills_match',
];

function toScore(value: unknown): number {
  const score = typeof value === 'string' ? Number(value) : value;
  if (typeof score !== 'number' || !Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

function toReport(body: unknown): Report {
  const report = entity(body, 'report');
  const source = isObject(report.scores) ? report.scores : report;
  const scores = {} as ReportScores;
  for (const key of SCORE_KEYS) scores[key] = toScore(source[key]);
  return answer(demoReport, {
    id: toId(report.id),
    call: toRef(report.call ?? report.call_id) ?? 0,
    contact: toRef(report.contact ?? report.contact_id) ?? 0,
    interview: toRef(report.interview ?? report.interview_id) ?? 0,
    scores,
    summary: toText(report.summary),
    created_at: toText(report.created_at),
  });
}

/** A path segment from an id the gateway already checked; anything else cannot name a backend entity. */
function idSegment(id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RecruiterError(404, 'Not found');
  return String(id);
}

const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || (error.cause as Error | undefined)?.name === 'TimeoutError');

export function httpRecruiter(options: HttpRecruiterOptions): RecruiterApi {
  let base: URL;
  try {
    base = new URL(options.baseUrl);
  } catch {
    throw new Error('The recruiter API URL is not a valid URL.');
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new Error('The recruiter API URL must start with http:// or https://.');
  }
  if (!options.apiKey) throw new Error('The recruiter API key is missing.');
  const root = base.href.replace(/\/+$/, '');
  const { apiKey } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const closing = new AbortController();

  /** One request; resolves with the parsed JSON body (undefined when empty) or fails with a RecruiterError. */
  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    if (closing.signal.aborted) throw unavailable();
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), closing.signal]);
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${root}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Api-Key ${apiKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // A redirect could carry the key elsewhere; the backend's paths are known and answer directly.
        redirect: 'error',
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (isTimeout(error)) throw new RecruiterError(504, TIMED_OUT);
      throw unavailable();
    }
    if (status === 404) throw new RecruiterError(404, 'Not found');
    if (status === 400 || status === 422) throw new RecruiterError(400, REFUSED, refusalFields(text));
    if (status < 200 || status >= 300) throw unavailable();
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw unavailable();
    }
  }

  const api: RecruiterApi = {
    async parseJob(input) {
      const body = await request('POST', '/parse-job', { job_description: input.job_description });
      return toJob(body, input.job_description);
    },

    async getJob(id) {
      return toJob(await request('GET', `/job/${idSegment(id)}/`));
    },

    async generateInterview(input) {
      const jobMissing = () => jobNotFound(input.jobId);
      if (!Number.isSafeInteger(input.jobId) || input.jobId <= 0) throw jobMissing();
      // The job must exist before an interview is written for it; a missing template is not replaced by another.
      await Promise.all([
        api.getJob(input.jobId).catch((error: unknown) => {
          throw error instanceof RecruiterError && error.status === 404 ? jobMissing() : error;
        }),
        api.getInterviewTemplate(input.templateId).catch((error: unknown) => {
          throw error instanceof RecruiterError && error.status === 404
            ? refusedField('custom_template.id', 'not_found', `Interview template ${input.templateId} not found`)
            : error;
        }),
      ]);
      const body = await request('POST', '/api/generate-interview/', {
        name: input.name,
        job: { id: input.jobId },
        custom_template: { id: input.templateId },
        duration: input.duration,
        language: input.language,
        voice: { name: input.voice },
        tone: input.tone,
        sharpness: input.sharpness,
        use_candidate_context: false,
      }).catch((error: unknown) => {
        throw error instanceof RecruiterError && error.status === 404 ? jobMissing() : error;
      });
      const interview = toInterview(body, {
        job: input.jobId,
        language: input.language,
        voice: input.voice,
        tone: input.tone,
        sharpness: input.sharpness,
      });
      return { ...interview, name: interview.name || input.name };
    },

    async getInterview(id) {
      return toInterview(await request('GET', `/api/interview/${idSegment(id)}/`));
    },

    async getInterviewTemplate(id) {
      return toTemplate(await request('GET', `/api/interview-template/${idSegment(id)}/`));
    },

    async createContact(input) {
      const body = await request('POST', '/contact', {
        name: input.name,
        email: input.email,
        phone_number: input.phone_number,
        external_id: input.external_id,
        additional_context: input.additional_context,
      });
      return toContact(body, input);
    },

    async getContact(id) {
      return toContact(await request('GET', `/api/contact/${idSegment(id)}/`));
    },

    async createCall(input) {
      const body = await request('POST', '/call', {
        contact: input.contact,
        interview: input.interview,
        date: input.date,
        status: input.status,
        use_case: input.use_case,
        force_eligibility: input.force_eligibility,
      });
      return toCall(body, input);
    },

    async getCall(id) {
      return toCall(await request('GET', `/api/call/${idSegment(id)}/`));
    },

    async cancelCall(id) {
      const body = await request('POST', `/api/call/${idSegment(id)}/cancel/`);
      // The backend may answer with the call or with a bare acknowledgement; the call is what is returned.
      if (isObject(body) && ('id' in body || isObject(body.call))) return toCall(body);
      return api.getCall(id);
    },

    async getReport(id) {
      return toReport(await request('GET', `/api/report/${idSegment(id)}/`));
    },

    close() {
      closing.abort();
    },
  };
  return api;
}
