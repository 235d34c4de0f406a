/** The demo's endpoints: the wizard's checks and lead under /api/demo, the recruiter backend under /api/recruiter-demo. */
import * as z from 'zod/mini';
import {
  demoCall,
  demoContact,
  demoInterview,
  demoInterviewTemplate,
  demoJob,
  demoReport,
  processUrlResult,
  verifyContentResult,
} from '../demo-responses';
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
} from '../demo-schemas';
import { captchaRefused, demoLimited, type Endpoint, idPath, recruiterFailed, sessionRead } from './endpoint';

const reportListResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(demoReport),
});

const leadResponse = z.object({ success: z.literal(true), hubspotId: z.nullable(z.string()) });

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
    idempotent: true,
  } satisfies Endpoint;
}

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
  idempotent: true,
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
