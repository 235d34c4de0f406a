/**
 * The gateway's HTTP API, described once: every endpoint's method, path, headers, query, body, the answer it
 * gives on success and the error codes it may answer with, each body by its zod schema. The OpenAPI document at
 * `GET /api/openapi.json` is made from this list (server/http/openapi.ts), and the contract tests hold the gateway's
 * answers to it.
 */
import * as z from 'zod/mini';
import { blogListResponse, blogPostResponse } from './blog-schemas';
import { captchaVerifyRequest } from './captcha-schemas';
import {
  demoCall,
  demoContact,
  demoInterview,
  demoInterviewTemplate,
  demoJob,
  demoReport,
  processUrlResult,
  verifyContentResult,
} from './demo-responses';
import {
  allowanceQuery,
  allowanceResponse,
  createCallRequest,
  createContactRequest,
  generateInterviewAudioRequest,
  generateInterviewRequest,
  leadRequest,
  parseJobRequest,
  processUrlRequest,
  reportListQuery,
  verifyContentRequest,
  voiceSampleRequest,
} from './demo-schemas';
import { ERROR_CODES, type ErrorCode, FIELD_ISSUES } from './errors';
import { LANGUAGES } from './languages';
import { roiMetricsRequest } from './roi-email';

/** Every error answer's body (shared/errors.ts `ErrorBody`). */
export const errorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.optional(
      z.object({
        fields: z.optional(z.array(z.object({ field: z.string(), issue: z.enum(FIELD_ISSUES), message: z.string() }))),
        reason: z.optional(z.literal('already_called')),
        retryAfter: z.optional(z.number()),
        action: z.optional(z.string()),
        origin: z.optional(z.string()),
      }),
    ),
  }),
});

export const captchaChallengeResponse = z.object({
  provider: z.enum(['altcha', 'turnstile']),
  mode: z.enum(['non-interactive', 'invisible', 'managed']),
  siteKey: z.nullable(z.string()),
  appearance: z.enum(['always', 'execute', 'interaction-only']),
  theme: z.enum(['auto', 'light', 'dark']),
  action: z.string(),
  refreshInterval: z.number(),
  /** ALTCHA's proof-of-work challenge; absent with Turnstile. */
  challenge: z.optional(z.unknown()),
});

export const captchaVerifyResponse = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  session: z.string(),
});

export const reportListResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(demoReport),
});

export const leadResponse = z.object({ success: z.literal(true), hubspotId: z.nullable(z.string()) });

export const roiMetricsResponse = z.object({ success: z.literal(true) });

export const geoResponse = z.object({
  country: z.nullable(z.string()),
  language: z.enum(LANGUAGES),
  source: z.enum(['header', 'lookup', 'accept-language', 'none']),
});

const outboxItem = z.object({ id: z.string() });
export const outboxView = z.object({ pending: z.array(outboxItem), dead: z.array(outboxItem) });

export const healthResponse = z.object({ status: z.literal('ok') });
export const readinessResponse = z.object({
  status: z.enum(['ready', 'unready', 'draining']),
  checks: z.record(z.string(), z.string()),
});

const idPath = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/)) });

/** Who may call an endpoint, and with what: the headers the gateway reads. */
export type Guard =
  /** Open to any page of an allowed origin. */
  | 'public'
  /** X-Captcha-Token with a token of `POST /api/demo/security/captcha/verify`. */
  | 'captcha'
  /** X-Demo-Session (or a captcha token): reads only what the visitor's demo session created. */
  | 'session'
  /** The operator's ADMIN_TOKEN, as a bearer token or Basic password. */
  | 'admin';

export interface Endpoint {
  /** The OpenAPI operationId. */
  id: string;
  method: 'get' | 'post' | 'delete';
  /** The path as OpenAPI writes it (`/api/recruiter-demo/job/{id}/`). */
  path: string;
  tag: 'captcha' | 'demo' | 'recruiter' | 'roi' | 'site' | 'admin' | 'operations';
  summary: string;
  guard: Guard;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** The JSON body; several are its accepted forms. */
  body?: z.ZodMiniType | readonly z.ZodMiniType[];
  ok: { status: 200 | 201; description: string; schema?: z.ZodMiniType; contentType?: string };
  /** Answers other than success and errors (a readiness check's 503). */
  others?: Partial<Record<number, { description: string; schema: z.ZodMiniType }>>;
  /** The error codes this endpoint may answer, by status (those every endpoint may answer are added). */
  errors?: Partial<Record<number, readonly ErrorCode[]>>;
  deprecated?: boolean;
  /** Answered outside `/api`, without the API's CORS, limit and error handling. */
  outsideApi?: boolean;
}

const captchaRefused = { 403: ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID', 'BLACKLISTED'] } as const;
const demoLimited = { 429: ['DEMO_RATE_LIMIT_EXCEEDED'] } as const;
const recruiterFailed = { 502: ['UPSTREAM_ERROR'], 504: ['UPSTREAM_TIMEOUT'] } as const;
const sessionRead = { 403: ['CAPTCHA_INVALID', 'BLACKLISTED'], 404: ['NOT_FOUND'], ...recruiterFailed } as const;

const DEMO = '/api/recruiter-demo';

/** The lead endpoint, at its path or its deprecated alias. */
function leadEndpoint(id: string, path: string, summary: string) {
  return {
    id,
    method: 'post',
    path,
    tag: 'demo',
    summary,
    guard: 'captcha',
    body: leadRequest,
    ok: {
      status: 201,
      description: 'Kept; `hubspotId` is the CRM id, null while the lead waits in the outbox',
      schema: leadResponse,
    },
    errors: {
      400: ['VALIDATION_ERROR', 'INVALID_PHONE'],
      ...captchaRefused,
      ...demoLimited,
      503: ['SERVICE_UNAVAILABLE'],
    },
  } satisfies Endpoint;
}

export const captchaChallenge = {
  id: 'captchaChallenge',
  method: 'post',
  path: '/api/demo/security/captcha/challenge',
  tag: 'captcha',
  summary: "The captcha's configuration and, with ALTCHA, a proof-of-work challenge to solve in the browser.",
  guard: 'public',
  ok: { status: 200, description: 'The challenge', schema: captchaChallengeResponse },
  errors: { 403: ['BLACKLISTED'] },
} satisfies Endpoint;

export const captchaVerify = {
  id: 'captchaVerify',
  method: 'post',
  path: '/api/demo/security/captcha/verify',
  tag: 'captcha',
  summary:
    'Exchanges a solution (accepted once) for a token and the demo session value; send the session and the last token to keep the session, and to move it to a new network.',
  guard: 'public',
  body: captchaVerifyRequest,
  ok: {
    status: 200,
    description: 'A token bound to the visitor’s network, and its session',
    schema: captchaVerifyResponse,
  },
  errors: { 400: ['VALIDATION_ERROR'], 403: ['CAPTCHA_INVALID', 'BLACKLISTED'], 503: ['SERVICE_UNAVAILABLE'] },
} satisfies Endpoint;

export const verifyContent = {
  id: 'verifyContent',
  method: 'post',
  path: '/api/demo/verify-content',
  tag: 'demo',
  summary: 'Checks a pasted job text: appropriate, enough to build an interview on, its language (and translation).',
  guard: 'captcha',
  body: verifyContentRequest,
  ok: { status: 200, description: 'The verdict', schema: verifyContentResult },
  errors: { 400: ['VALIDATION_ERROR'], ...captchaRefused, ...demoLimited, 502: ['UPSTREAM_ERROR'] },
} satisfies Endpoint;

export const processUrl = {
  id: 'processUrl',
  method: 'post',
  path: '/api/demo/process-url',
  tag: 'demo',
  summary: 'Reads a job post from a public URL and verifies it as a pasted text.',
  guard: 'captcha',
  body: processUrlRequest,
  ok: { status: 200, description: 'The job text and its verdict', schema: processUrlResult },
  errors: {
    400: ['VALIDATION_ERROR', 'INVALID_URL', 'URL_NOT_ALLOWED'],
    ...captchaRefused,
    422: ['URL_NOT_JOB_POSTING', 'URL_INSUFFICIENT'],
    ...demoLimited,
    502: ['URL_FETCH_FAILED', 'UPSTREAM_ERROR'],
    504: ['URL_FETCH_FAILED'],
  },
} satisfies Endpoint;

export const allowance = {
  id: 'allowance',
  method: 'get',
  path: '/api/demo/allowance',
  tag: 'demo',
  summary:
    "Whether the visitor may place a call now (the call limit; with the session's own contact, its own call of the day); spends nothing.",
  guard: 'session',
  query: allowanceQuery,
  ok: { status: 200, description: 'Allowed, or the refusal the call route would give', schema: allowanceResponse },
  errors: { 400: ['VALIDATION_ERROR'], ...sessionRead },
} satisfies Endpoint;

export const lead = leadEndpoint(
  'lead',
  '/api/demo/lead',
  "Keeps the wizard's lead for the sales team (the CRM when configured, the local outbox otherwise).",
);

export const leadDeprecated = {
  ...leadEndpoint(
    'leadDeprecated',
    '/api/hubspot',
    'The former path of the lead, answered with `Deprecation: true`; to be removed.',
  ),
  deprecated: true,
} satisfies Endpoint;

export const parseJob = {
  id: 'parseJob',
  method: 'post',
  path: `${DEMO}/parse-job`,
  tag: 'recruiter',
  summary: "Creates the visitor's job from its text.",
  guard: 'captcha',
  body: parseJobRequest,
  ok: { status: 201, description: 'The job', schema: demoJob },
  errors: { 400: ['VALIDATION_ERROR'], ...captchaRefused, ...demoLimited, ...recruiterFailed },
} satisfies Endpoint;

export const getJob = {
  id: 'getJob',
  method: 'get',
  path: `${DEMO}/job/{id}/`,
  tag: 'recruiter',
  summary: "One of the session's jobs.",
  guard: 'session',
  params: idPath,
  ok: { status: 200, description: 'The job', schema: demoJob },
  errors: { ...sessionRead, ...demoLimited },
} satisfies Endpoint;

export const generateInterview = {
  id: 'generateInterview',
  method: 'post',
  path: `${DEMO}/generate-interview`,
  tag: 'recruiter',
  summary: "Generates the interview for one of the session's jobs, with a voice of its language.",
  guard: 'captcha',
  body: [generateInterviewRequest, generateInterviewAudioRequest],
  ok: { status: 201, description: 'The interview', schema: demoInterview },
  errors: { 400: ['VALIDATION_ERROR'], ...captchaRefused, ...demoLimited, ...recruiterFailed },
} satisfies Endpoint;

export const generateInterviewAudio = {
  id: 'generateInterviewAudio',
  method: 'post',
  path: `${DEMO}/api/generate-interview/`,
  tag: 'recruiter',
  summary: 'The same, in the form the audio demo sends.',
  guard: 'captcha',
  body: [generateInterviewAudioRequest, generateInterviewRequest],
  ok: { status: 201, description: 'The interview', schema: demoInterview },
  errors: { 400: ['VALIDATION_ERROR'], ...captchaRefused, ...demoLimited, ...recruiterFailed },
} satisfies Endpoint;

export const getInterview = {
  id: 'getInterview',
  method: 'get',
  path: `${DEMO}/api/interview/{id}/`,
  tag: 'recruiter',
  summary: "One of the session's interviews.",
  guard: 'session',
  params: idPath,
  ok: { status: 200, description: 'The interview', schema: demoInterview },
  errors: sessionRead,
} satisfies Endpoint;

export const getInterviewTemplate = {
  id: 'getInterviewTemplate',
  method: 'get',
  path: `${DEMO}/api/interview-template/{id}/`,
  tag: 'recruiter',
  summary: "One of the demo's interview templates (fr 108, en 111, es 110).",
  guard: 'public',
  params: idPath,
  ok: { status: 200, description: 'The template', schema: demoInterviewTemplate },
  errors: { 403: ['BLACKLISTED'], 404: ['NOT_FOUND'], ...recruiterFailed },
} satisfies Endpoint;

export const createContact = {
  id: 'createContact',
  method: 'post',
  path: `${DEMO}/contact`,
  tag: 'recruiter',
  summary: 'Creates the contact the demo calls; answered masked.',
  guard: 'captcha',
  body: createContactRequest,
  ok: { status: 201, description: 'The contact, its name, e-mail and number masked', schema: demoContact },
  errors: { 400: ['VALIDATION_ERROR', 'INVALID_PHONE'], ...captchaRefused, ...demoLimited, ...recruiterFailed },
} satisfies Endpoint;

export const getContact = {
  id: 'getContact',
  method: 'get',
  path: `${DEMO}/api/contact/{id}/`,
  tag: 'recruiter',
  summary: "One of the session's contacts, masked.",
  guard: 'session',
  params: idPath,
  ok: { status: 200, description: 'The contact, masked', schema: demoContact },
  errors: sessionRead,
} satisfies Endpoint;

export const createCall = {
  id: 'createCall',
  method: 'post',
  path: `${DEMO}/call`,
  tag: 'recruiter',
  summary:
    'Places the call, now or later today, to a contact of the session given on its current network; needs a captcha solved after the contact.',
  guard: 'captcha',
  body: createCallRequest,
  ok: { status: 201, description: 'The call', schema: demoCall },
  errors: {
    400: ['VALIDATION_ERROR'],
    ...captchaRefused,
    ...demoLimited,
    ...recruiterFailed,
    503: ['SERVICE_UNAVAILABLE'],
  },
} satisfies Endpoint;

export const getCall = {
  id: 'getCall',
  method: 'get',
  path: `${DEMO}/api/call/{id}/`,
  tag: 'recruiter',
  summary: "One of the session's calls, with its report's id once there is one.",
  guard: 'session',
  params: idPath,
  ok: { status: 200, description: 'The call', schema: demoCall },
  errors: sessionRead,
} satisfies Endpoint;

export const cancelCall = {
  id: 'cancelCall',
  method: 'post',
  path: `${DEMO}/api/call/{id}/cancel/`,
  tag: 'recruiter',
  summary: "Cancels one of the session's calls.",
  guard: 'session',
  params: idPath,
  ok: { status: 200, description: 'The call, cancelled', schema: demoCall },
  errors: { 400: ['VALIDATION_ERROR'], ...sessionRead },
} satisfies Endpoint;

export const listReports = {
  id: 'listReports',
  method: 'get',
  path: `${DEMO}/api/report/`,
  tag: 'recruiter',
  summary: "The session's reports, newest first.",
  guard: 'session',
  query: reportListQuery,
  ok: { status: 200, description: 'A page of reports', schema: reportListResponse },
  errors: { 400: ['VALIDATION_ERROR'], ...sessionRead },
} satisfies Endpoint;

export const getReport = {
  id: 'getReport',
  method: 'get',
  path: `${DEMO}/api/report/{id}/`,
  tag: 'recruiter',
  summary: "One of the session's reports: the five scores, a summary and, when known, questions and reasons.",
  guard: 'session',
  params: idPath,
  ok: { status: 200, description: 'The report', schema: demoReport },
  errors: sessionRead,
} satisfies Endpoint;

export const voiceSample = {
  id: 'voiceSample',
  method: 'post',
  path: `${DEMO}/voice-sample`,
  tag: 'recruiter',
  summary: "A persona's voice sample in a language.",
  guard: 'public',
  body: voiceSampleRequest,
  ok: { status: 200, description: 'The sample', contentType: 'audio/mpeg' },
  errors: { 400: ['VALIDATION_ERROR'], 403: ['BLACKLISTED'], 404: ['NOT_FOUND'] },
} satisfies Endpoint;

export const sendRoiMetrics = {
  id: 'sendRoiMetrics',
  method: 'post',
  path: '/api/send-roi-metrics',
  tag: 'roi',
  summary:
    "E-mails the calculator's results: a visitor's first e-mail in a while as asked, each further one with a captcha token; at most 3 a day to one mailbox.",
  guard: 'public',
  body: roiMetricsRequest,
  ok: { status: 200, description: 'Accepted for delivery', schema: roiMetricsResponse },
  errors: {
    400: ['VALIDATION_ERROR'],
    403: ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'],
    429: ['RECIPIENT_LIMIT_EXCEEDED'],
    502: ['EMAIL_DELIVERY_FAILED'],
    503: ['SERVICE_UNAVAILABLE'],
  },
} satisfies Endpoint;

export const geo = {
  id: 'geo',
  method: 'get',
  path: '/api/geo',
  tag: 'site',
  summary: "The visitor's country (where the gateway can tell it) and language.",
  guard: 'public',
  ok: { status: 200, description: 'Country and language', schema: geoResponse },
} satisfies Endpoint;

export const blogList = {
  id: 'blogList',
  method: 'get',
  path: '/api/blog',
  tag: 'site',
  summary: 'The blog posts, newest first, without their content.',
  guard: 'public',
  ok: { status: 200, description: 'The posts', schema: blogListResponse },
} satisfies Endpoint;

export const blogPost = {
  id: 'blogPost',
  method: 'get',
  path: '/api/blog/{id}',
  tag: 'site',
  summary: 'One blog post with its Markdown content.',
  guard: 'public',
  params: z.object({ id: z.string() }),
  ok: { status: 200, description: 'The post', schema: blogPostResponse },
  errors: { 404: ['NOT_FOUND'] },
} satisfies Endpoint;

export const openApi = {
  id: 'openApi',
  method: 'get',
  path: '/api/openapi.json',
  tag: 'operations',
  summary: 'This description of the API, as OpenAPI 3.1.',
  guard: 'public',
  ok: { status: 200, description: 'The OpenAPI document', schema: z.object({ openapi: z.string() }) },
} satisfies Endpoint;

export const outbox = {
  id: 'outbox',
  method: 'get',
  path: '/api/admin/outbox',
  tag: 'admin',
  summary: 'What the outbox holds: pending items and dead letters (HTML to a browser). Only with ADMIN_TOKEN set.',
  guard: 'admin',
  ok: { status: 200, description: 'The outbox', schema: outboxView },
  errors: { 401: ['UNAUTHORIZED'] },
} satisfies Endpoint;

export const retryDeadLetters = {
  id: 'retryDeadLetters',
  method: 'post',
  path: '/api/admin/outbox/dead/retry',
  tag: 'admin',
  summary: 'Puts every dead letter back in the queue.',
  guard: 'admin',
  ok: { status: 200, description: 'The revived items', schema: z.object({ revived: z.array(z.string()) }) },
  errors: { 401: ['UNAUTHORIZED'] },
} satisfies Endpoint;

export const retryDeadLetter = {
  id: 'retryDeadLetter',
  method: 'post',
  path: '/api/admin/outbox/dead/{id}/retry',
  tag: 'admin',
  summary: 'Puts one dead letter back in the queue.',
  guard: 'admin',
  params: z.object({ id: z.string() }),
  ok: { status: 200, description: 'The revived item', schema: z.object({ revived: z.string() }) },
  errors: { 401: ['UNAUTHORIZED'], 404: ['NOT_FOUND'] },
} satisfies Endpoint;

export const discardDeadLetter = {
  id: 'discardDeadLetter',
  method: 'delete',
  path: '/api/admin/outbox/dead/{id}',
  tag: 'admin',
  summary: 'Discards one dead letter.',
  guard: 'admin',
  params: z.object({ id: z.string() }),
  ok: { status: 200, description: 'The discarded item', schema: z.object({ discarded: z.string() }) },
  errors: { 401: ['UNAUTHORIZED'], 404: ['NOT_FOUND'] },
} satisfies Endpoint;

export const health = {
  id: 'health',
  method: 'get',
  path: '/healthz',
  tag: 'operations',
  summary: 'Liveness: the process answers.',
  guard: 'public',
  ok: { status: 200, description: 'Alive', schema: healthResponse },
  outsideApi: true,
} satisfies Endpoint;

export const readiness = {
  id: 'readiness',
  method: 'get',
  path: '/readyz',
  tag: 'operations',
  summary: 'Readiness: this instance can do its work (journal, Redis) and is not shutting down; 503 otherwise.',
  guard: 'public',
  ok: { status: 200, description: 'Ready', schema: readinessResponse },
  others: { 503: { description: 'Not ready (a check failed) or draining', schema: readinessResponse } },
  outsideApi: true,
} satisfies Endpoint;

/** Every endpoint, in the order the OpenAPI document and the README list them. */
export const ENDPOINTS: readonly Endpoint[] = [
  captchaChallenge,
  captchaVerify,
  verifyContent,
  processUrl,
  allowance,
  lead,
  leadDeprecated,
  parseJob,
  getJob,
  generateInterview,
  generateInterviewAudio,
  getInterview,
  getInterviewTemplate,
  createContact,
  getContact,
  createCall,
  getCall,
  cancelCall,
  listReports,
  getReport,
  voiceSample,
  sendRoiMetrics,
  geo,
  blogList,
  blogPost,
  openApi,
  outbox,
  retryDeadLetters,
  retryDeadLetter,
  discardDeadLetter,
  health,
  readiness,
];

/**
 * The errors any endpoint under /api may answer, whatever it does: a page of another origin, the visitor's
 * overall limit, a body too large, a failure of ours.
 */
export const COMMON_ERRORS: Readonly<Record<number, readonly ErrorCode[]>> = {
  403: ['ORIGIN_NOT_ALLOWED'],
  413: ['PAYLOAD_TOO_LARGE'],
  429: ['RATE_LIMIT_EXCEEDED'],
  500: ['INTERNAL_ERROR'],
};

/**
 * The statuses and codes an endpoint may answer with an error body: its own, and unless `common` is false (or it
 * answers outside /api) those every /api endpoint may answer.
 */
export function errorsOf(endpoint: Endpoint, { common = true } = {}): Map<number, Set<ErrorCode>> {
  const all = new Map<number, Set<ErrorCode>>();
  const add = (errors: Partial<Record<number, readonly ErrorCode[]>>) => {
    for (const [status, codes] of Object.entries(errors)) {
      const set = all.get(Number(status)) ?? new Set<ErrorCode>();
      for (const code of codes ?? []) set.add(code);
      all.set(Number(status), set);
    }
  };
  add(endpoint.errors ?? {});
  if (common && !endpoint.outsideApi) add(COMMON_ERRORS);
  return all;
}

/** The endpoint a request reaches, by its method and path (`/api/recruiter-demo/job/12/`). */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  const m = method.toLowerCase();
  return ENDPOINTS.find(
    (endpoint) =>
      endpoint.method === m &&
      new RegExp(`^${endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
  );
}

/** What a schema (or one of a list of accepted forms) gives once parsed; `undefined` for none. */
type Parsed<S> = S extends z.ZodMiniType
  ? z.output<S>
  : S extends readonly (infer Form)[]
    ? Form extends z.ZodMiniType
      ? z.output<Form>
      : never
    : undefined;

/** An endpoint's request as its handler receives it, validated: path parameters, query and body. */
export interface RequestOf<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** An endpoint's success body. */
export type ResponseOf<E extends Endpoint> = Parsed<E['ok']['schema']>;
