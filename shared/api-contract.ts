/**
 * The gateway's HTTP API, described once: every endpoint's method, path, headers, query, body, the answer it
 * gives on success and the error codes it may answer with, each body by its zod schema. The OpenAPI document at
 * `GET /api/openapi.json` is made from this list (server/http/openapi.ts), and the contract tests hold the gateway's
 * answers to it.
 */
import { captchaChallenge, captchaVerify } from './api/captcha';
import { company } from './api/company';
import {
  allowance,
  cancelCall,
  createCall,
  createContact,
  generateInterview,
  generateInterviewAudio,
  getCall,
  getContact,
  getInterview,
  getInterviewTemplate,
  getJob,
  getReport,
  lead,
  leadDeprecated,
  listReports,
  parseJob,
  processUrl,
  verifyContent,
  voiceSample,
} from './api/demo';
import type { Endpoint } from './api/endpoint';
import { sendRoiMetrics } from './api/roi';
import {
  blogList,
  blogPost,
  discardDeadLetter,
  geo,
  health,
  openApi,
  outbox,
  readiness,
  retryDeadLetter,
  retryDeadLetters,
} from './api/site';
import type { ErrorCode } from './errors';

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
  company,
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
const COMMON_ERRORS: Readonly<Record<number, readonly ErrorCode[]>> = {
  403: ['ORIGIN_NOT_ALLOWED'],
  413: ['PAYLOAD_TOO_LARGE'],
  429: ['RATE_LIMIT_EXCEEDED'],
  500: ['INTERNAL_ERROR'],
};

/** What an endpoint that takes an `Idempotency-Key` may answer besides its own errors. */
const IDEMPOTENCY_ERRORS: Readonly<Record<number, readonly ErrorCode[]>> = {
  400: ['VALIDATION_ERROR'],
  409: ['IDEMPOTENCY_IN_PROGRESS'],
  422: ['IDEMPOTENCY_KEY_REUSED'],
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
  if (endpoint.idempotent) add(IDEMPOTENCY_ERRORS);
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
