/**
 * The wizard's calls to the gateway (spec section 7): each request built from the visitor's choices (spec
 * section 3), sent through the widgets' gateway client (runtime/api.ts) with the captcha token or the demo
 * session, every answer checked against its endpoint in the contract, every failure one ApiError.
 */

import { company as companyEndpoint } from '../../shared/api/company';
import {
  allowance as allowanceEndpoint,
  createCall,
  createContact,
  generateInterview,
  getCall,
  getReport,
  lead,
  parseJob,
  processUrl,
  verifyContent,
  voiceSample,
} from '../../shared/api/demo';
import type { Endpoint, ResponseOf } from '../../shared/api/endpoint';
import { pageAttribution } from '../../shared/attribution';
import {
  CALL_USE_CASE,
  type CreateCallRequest,
  type CreateContactRequest,
  DEMO_TEXT_BOUNDS,
  type GenerateInterviewRequest,
  type LeadRequest,
  PERSONA_RULES,
  type Persona,
  type ProcessUrlResult,
  type VerifyContentResult,
  VOICES,
} from '../../shared/demo';
import type { DemoCall, DemoContact, DemoInterview, DemoJob, DemoReport } from '../../shared/demo-responses';
import type { Language } from '../../shared/languages';
import type { Call, Gateway } from '../runtime/api';
import { type ApiError, refusalError, toApiError } from '../runtime/api-error';

// What the gateway answers: shared/demo-responses.ts.
export type { DemoCall, DemoReport };

// Payloads (spec section 3).

export interface InterviewInput {
  persona: Persona;
  job: { id: number; name: string };
  language: Language;
}

/** 'Demo Interview - {persona} - {job name}', with the persona's voice in the interview's language, tone and sharpness. */
export function interviewPayload({ persona, job, language }: InterviewInput): GenerateInterviewRequest {
  const rule = PERSONA_RULES[persona];
  // A parsed job's name can be long; the interview name is cut to the gateway's bound rather than refused.
  const name = `Demo Interview - ${persona} - ${job.name.trim()}`.slice(0, DEMO_TEXT_BOUNDS.interviewName).trim();
  return {
    name,
    jobId: job.id,
    language,
    voice: VOICES[language][rule.voice].name,
    tone: rule.tone,
    sharpness: rule.sharpness,
  };
}

/** A fresh contact reference: 'demo_' and 28 base-36 characters from the platform's random source. */
export function demoExternalId(): string {
  const words = crypto.getRandomValues(new Uint32Array(4));
  return `demo_${Array.from(words, (word) => word.toString(36).padStart(7, '0')).join('')}`;
}

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  /** Dial code and digits, e.g. +33612345678. */
  phone: string;
  persona: Persona;
}

export function contactPayload({ firstName, lastName, email, phone, persona }: ContactInput): CreateContactRequest {
  const rule = PERSONA_RULES[persona];
  return {
    name: [firstName.trim(), lastName.trim()].filter(Boolean).join(' ').slice(0, DEMO_TEXT_BOUNDS.contactName),
    email: email.trim(),
    phone_number: phone.trim(),
    external_id: demoExternalId(),
    // Read by the interviewer before the call: who this contact is and which persona it chose.
    additional_context: `Website demo request. The visitor chose the ${persona} interviewer persona (${rule.tone} tone, ${rule.sharpness} sharpness).`,
  };
}

export interface CallInput {
  contactId: number;
  interviewId: number;
  timing: 'now' | 'later';
  /** ISO date-time of a call later today; required when `timing` is 'later'. */
  scheduledTime: string | null;
}

/** A call now waits to be placed at once; a call later is scheduled at the chosen time. */
export function callPayload(
  { contactId, interviewId, timing, scheduledTime }: CallInput,
  now: Date = new Date(),
): CreateCallRequest {
  let date = now;
  if (timing === 'later') {
    date = new Date(scheduledTime ?? Number.NaN);
    // The schedule dialog always sets a time before 'later' can be launched; anything else is a wizard bug.
    if (Number.isNaN(date.getTime())) throw new Error(`A call later needs a valid time, got ${String(scheduledTime)}`);
  }
  return {
    contact: contactId,
    interview: interviewId,
    date: date.toISOString(),
    status: timing === 'now' ? 'waiting' : 'scheduled',
    use_case: CALL_USE_CASE,
    force_eligibility: true,
  };
}

export interface LeadInput {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  selectedPersona: Persona;
  inputType: 'paste' | 'url';
  language: Language;
  marketingOptIn: boolean;
}

/** The lead for the sales team; the optional fields are left out when the visitor left them empty. */
export function leadPayload(input: LeadInput): LeadRequest {
  const lastName = input.lastName.trim();
  const company = input.company.trim();
  return {
    firstName: input.firstName.trim(),
    ...(lastName ? { lastName } : {}),
    ...(company ? { company } : {}),
    email: input.email.trim(),
    phone: input.phone.trim(),
    selectedPersona: input.selectedPersona,
    inputType: input.inputType,
    language: input.language,
    marketingOptIn: input.marketingOptIn,
  };
}

// The client.

/** The captcha part's side of the calls: the current token and session, and a way to drop a refused token. */
export interface DemoCaptcha {
  token(): string | null;
  session(): string | null;
  /** Forgets the stored token; the visitor is asked to solve the captcha again. */
  invalidate(): void;
}

type LeadOutcome = { ok: true; hubspotId: string | null } | { ok: false; error: ApiError };

export interface DemoApi {
  verifyContent(content: string, targetLanguage: Language): Promise<VerifyContentResult>;
  processUrl(url: string, targetLanguage: Language): Promise<ProcessUrlResult>;
  parseJob(description: string): Promise<DemoJob>;
  generateInterview(input: InterviewInput): Promise<DemoInterview>;
  createContact(input: ContactInput): Promise<DemoContact>;
  createCall(input: CallInput): Promise<DemoCall>;
  /** Never rejects: a lead that could not be saved does not stop the demo (spec section 7). */
  sendLead(input: LeadInput): Promise<LeadOutcome>;
  getCall(id: number): Promise<DemoCall>;
  getReport(id: number): Promise<DemoReport>;
  /**
   * Whether the visitor may place a call now (the call limit and, with its contact, the once-a-day rule),
   * asked without spending anything. A refusal comes back as the ApiError the call itself would give.
   */
  allowance(contactId: number | null): Promise<{ allowed: true } | { allowed: false; error: ApiError }>;
  /**
   * Where to play a persona's voice sample from: the static file on the gateway when it is there, else the
   * sample route's audio as an object URL (kept for the page's life, one per language and persona).
   */
  voiceSampleUrl(language: Language, persona: Persona): Promise<string>;
}

/** The static copy of a voice sample on the gateway, tried before the sample route. */
const voiceFile = (language: Language, persona: Persona) => `widgets/voices/${language}-${persona}.mp3`;

/**
 * Checking a text may wait on the text model (and reading a URL on the page too), generating an interview on
 * the recruiter backend: the gateway's own time limits answer first, with clearer messages than ours would.
 */
const SLOW_TIMEOUT_MS = 60_000;

/**
 * Where the wizard is: the `partner` attribute of its element, read when a contact or a lead is sent, with the
 * campaign parameters of the host page's address.
 */
export type PartnerOf = () => string | null;

/** A body with the page's attribution added, when the page has one. */
function attributed<B extends object>(body: B, partner: PartnerOf): B {
  const attribution = pageAttribution(partner(), typeof location === 'undefined' ? '' : location.search);
  return attribution ? { ...body, attribution } : body;
}

export function createDemoApi(
  getClient: () => Promise<Gateway>,
  captcha: DemoCaptcha,
  partner: PartnerOf = () => null,
): DemoApi {
  const samples = new Map<string, Promise<string>>();

  /** Runs one call; any failure comes out as an ApiError, and a refused captcha is forgotten first. */
  async function call<T>(where: string, run: (client: Gateway) => Promise<T>): Promise<T> {
    try {
      return await run(await getClient());
    } catch (error) {
      const apiError = toApiError(error, where);
      if (apiError.code === 'CAPTCHA_INVALID' || apiError.code === 'CAPTCHA_REQUIRED') captcha.invalidate();
      throw apiError;
    }
  }

  /**
   * A request that creates something: it carries the captcha token (the gateway answers CAPTCHA_REQUIRED
   * without), read when the request is made: a token cleared while the client loads (after a contact, the
   * post-contact gate) must not take away the token of a request already under way. The body is built inside
   * the call so that a payload that cannot be built fails the same way.
   */
  const create = <E extends Endpoint>(
    endpoint: E,
    body: () => NonNullable<Call<E>['body']>,
    options: Pick<Call<E>, 'timeout'> = {},
  ): Promise<ResponseOf<E>> => {
    const token = captcha.token();
    return call(endpoint.path, (client) => client.send(endpoint, { ...options, body: body(), captcha: token }));
  };

  /** A read of something the visitor's demo session created. */
  const read = <E extends Endpoint>(endpoint: E, request: Pick<Call<E>, 'params' | 'query'>): Promise<ResponseOf<E>> =>
    call(endpoint.path, (client) => client.send(endpoint, { ...request, session: captcha.session() }));

  async function fetchSample(language: Language, persona: Persona): Promise<string> {
    // The static file when the gateway has it for this pair; the sample route otherwise.
    const path = voiceFile(language, persona);
    const file = await call(`/${path}`, (client) => client.staticFile(path, 'audio/*'));
    if (file) return file;
    const blob = await call(voiceSample.path, (client) => client.file(voiceSample, { body: { language, persona } }));
    return URL.createObjectURL(blob);
  }

  return {
    verifyContent: (content, targetLanguage) =>
      create(verifyContent, () => ({ content, targetLanguage }), { timeout: SLOW_TIMEOUT_MS }),
    processUrl: (url, targetLanguage) =>
      create(processUrl, () => ({ url, targetLanguage }), { timeout: SLOW_TIMEOUT_MS }),
    parseJob: (description) => create(parseJob, () => ({ job_description: description })),
    generateInterview: (input) =>
      create(generateInterview, () => interviewPayload(input), { timeout: SLOW_TIMEOUT_MS }),
    createContact: (input) => create(createContact, () => attributed(contactPayload(input), partner)),
    createCall: (input) => create(createCall, () => callPayload(input)),
    async sendLead(input) {
      try {
        const { hubspotId } = await create(lead, () => attributed(leadPayload(input), partner));
        return { ok: true, hubspotId };
      } catch (error) {
        return { ok: false, error: toApiError(error, lead.path) };
      }
    },
    getCall: (id) => read(getCall, { params: { id: String(id) } }),
    getReport: (id) => read(getReport, { params: { id: String(id) } }),
    async allowance(contactId) {
      const body = await read(allowanceEndpoint, { query: contactId === null ? {} : { contact: contactId } });
      if (body.allowed) return { allowed: true };
      return { allowed: false, error: refusalError(body.refusal, 429, allowanceEndpoint.path) };
    },
    voiceSampleUrl(language, persona) {
      const key = `${language}-${persona}`;
      let sample = samples.get(key);
      if (!sample) {
        sample = fetchSample(language, persona);
        samples.set(key, sample);
        // A failed fetch is not remembered: the next Play tries again.
        sample.catch(() => samples.delete(key));
      }
      return sample;
    },
  };
}

/** Who the consent names, the privacy contact, the retention periods and the booking pages (GET /api/company). */
export type DemoCompany = ResponseOf<typeof companyEndpoint>;

export const fetchCompany = async (getClient: () => Promise<Gateway>): Promise<DemoCompany> =>
  (await getClient()).send(companyEndpoint);
