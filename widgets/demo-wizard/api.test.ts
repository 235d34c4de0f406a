import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_USE_CASE, PERSONAS, type Persona, VOICES } from '../../shared/demo';
import {
  createCallRequest,
  createContactRequest,
  generateInterviewRequest,
  leadRequest,
} from '../../shared/demo-schemas';
import { LANGUAGES } from '../../shared/languages';
import { createGateway } from '../runtime/api';
import type { ApiError } from '../runtime/api-error';
import { callPayload, contactPayload, createDemoApi, demoExternalId, interviewPayload, leadPayload } from './api';
import { lazyDemoApi } from './lazy-api';

const job = { id: 42, name: 'Warehouse operator' };
/** A lead as step 5's form gives it, with only what is required. */
const LEAD = {
  firstName: 'Ada',
  lastName: '',
  company: '',
  email: 'ada@example.com',
  phone: '+33612345678',
  selectedPersona: 'open' as const,
  inputType: 'paste' as const,
  language: 'en' as const,
  marketingOptIn: false,
};

describe('the interview payload (spec section 3)', () => {
  it.each([
    ['structured', 'fr', { voice: 'Antoine', tone: 'formal', sharpness: 'High' }],
    ['balanced', 'fr', { voice: 'Claire', tone: 'formal', sharpness: 'Mid' }],
    ['open', 'fr', { voice: 'Hugo', tone: 'friendly', sharpness: 'Low' }],
    ['open_female', 'fr', { voice: 'Léa', tone: 'friendly', sharpness: 'Low' }],
    ['structured', 'en', { voice: 'James', tone: 'formal', sharpness: 'High' }],
    ['open_female', 'en', { voice: 'Olivia', tone: 'friendly', sharpness: 'Low' }],
    ['structured', 'es', { voice: 'Javier', tone: 'formal', sharpness: 'High' }],
    ['open_female', 'es', { voice: 'Carmen', tone: 'friendly', sharpness: 'Low' }],
  ] as const)('%s in %s speaks with %o', (persona, language, expected) => {
    const payload = interviewPayload({ persona, job, language });
    expect(payload).toEqual({
      name: `Demo Interview - ${persona} - Warehouse operator`,
      jobId: 42,
      language,
      ...expected,
    });
    expect(generateInterviewRequest.safeParse(payload).success).toBe(true);
  });

  it.each(PERSONAS.flatMap((persona) => LANGUAGES.map((language) => [persona, language] as const)))(
    '%s in %s passes the gateway schema with a voice of that language',
    (persona, language) => {
      const payload = interviewPayload({ persona, job, language });
      expect(generateInterviewRequest.parse(payload)).toEqual(payload);
      expect(Object.values(VOICES[language]).map((v) => v.name)).toContain(payload.voice);
    },
  );

  it("a very long job name is cut to the gateway's bound", () => {
    const payload = interviewPayload({
      persona: 'open',
      job: { id: 1, name: 'Night shift '.repeat(60) },
      language: 'en',
    });
    expect(payload.name.length).toBeLessThanOrEqual(300);
    expect(generateInterviewRequest.safeParse(payload).success).toBe(true);
  });
});

const visitor = {
  firstName: ' Ada ',
  lastName: 'Lovelace ',
  email: ' ada@example.com ',
  phone: '+33612345678',
  persona: 'balanced' as Persona,
};

describe('the contact payload', () => {
  it('names the visitor, keeps its details and names the persona', () => {
    const payload = contactPayload(visitor);
    expect(payload).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phone_number: '+33612345678' });
    expect(payload.additional_context).toContain('balanced');
    expect(createContactRequest.parse(payload)).toEqual(payload);
  });

  it('without a last name, the name is the first name alone', () => {
    expect(contactPayload({ ...visitor, lastName: '  ' }).name).toBe('Ada');
  });

  it('each contact gets its own demo_ reference', () => {
    const ids = new Set(Array.from({ length: 50 }, () => contactPayload(visitor).external_id));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^demo_[a-z0-9]{28}$/);
    expect(demoExternalId()).toMatch(/^demo_[A-Za-z0-9_-]{1,64}$/);
  });
});

describe('the call payload', () => {
  const now = new Date('2030-05-06T10:15:00.000Z');

  it("a call now waits, dated now, for the demo's use case", () => {
    const payload = callPayload({ contactId: 7, interviewId: 9, timing: 'now', scheduledTime: null }, now);
    expect(payload).toEqual({
      contact: 7,
      interview: 9,
      date: '2030-05-06T10:15:00.000Z',
      status: 'waiting',
      use_case: CALL_USE_CASE,
      force_eligibility: true,
    });
    expect(createCallRequest.parse(payload)).toEqual(payload);
  });

  it('a call later is scheduled at the chosen time', () => {
    const payload = callPayload(
      { contactId: 7, interviewId: 9, timing: 'later', scheduledTime: '2030-05-06T14:30:00+02:00' },
      now,
    );
    expect(payload).toMatchObject({ status: 'scheduled', date: '2030-05-06T12:30:00.000Z' });
    expect(createCallRequest.safeParse(payload).success).toBe(true);
  });

  it.each([[null], ['not a time']])('a call later without a valid time (%s) is refused', (scheduledTime) => {
    expect(() => callPayload({ contactId: 7, interviewId: 9, timing: 'later', scheduledTime }, now)).toThrow(
      /valid time/,
    );
  });
});

describe('the lead payload', () => {
  const lead = {
    firstName: ' Ada ',
    lastName: '',
    company: ' Analytical Engines ',
    email: 'ada@example.com',
    phone: '+33612345678',
    selectedPersona: 'open' as Persona,
    inputType: 'url' as const,
    language: 'fr' as const,
    marketingOptIn: false,
  };

  it('leaves out what the visitor left empty', () => {
    const payload = leadPayload(lead);
    expect(payload).toEqual({
      firstName: 'Ada',
      company: 'Analytical Engines',
      email: 'ada@example.com',
      phone: '+33612345678',
      selectedPersona: 'open',
      inputType: 'url',
      language: 'fr',
      marketingOptIn: false,
    });
    expect(leadRequest.parse(payload)).toEqual(payload);
  });

  it.each([true, false])('carries the optional marketing agreement as given (%s)', (marketingOptIn) => {
    expect(leadPayload({ ...lead, marketingOptIn }).marketingOptIn).toBe(marketingOptIn);
  });
});

// The client, against a fake gateway.

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; url?: string } | ((sent: Sent) => Response);

/** A client on a fake gateway: `answers` by "METHOD path", every request kept in `sent`. */
function fakeGateway(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  const client = createGateway('https://gateway.example', {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      const entry: Sent = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      sent.push(entry);
      const answer = answers[`${request.method} ${new URL(request.url).pathname}`] ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
      };
      if (typeof answer === 'function') return answer(entry);
      const response = new Response(
        answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
        { status: answer.status ?? 200 },
      );
      if (answer.url) Object.defineProperty(response, 'url', { value: answer.url });
      return response;
    },
  });
  return { sent, getClient: async () => client };
}

const VERDICT = {
  success: true,
  isHarmful: false,
  harmfulReason: null,
  isSufficient: true,
  sufficiencyReason: null,
  sufficiencyCode: null,
  needsTranslation: false,
  translatedContent: null,
  detectedLanguage: 'en',
  translated: false,
};
const INTERVIEW = {
  id: 5,
  name: 'x',
  job: 3,
  language: 'en',
  voice: 'Emma',
  tone: 'friendly',
  sharpness: 'Mid',
  questions: [],
};
const REPORT = {
  id: 12,
  call: 4,
  contact: 2,
  interview: 5,
  scores: { availability: 80, experience_and_attitude: 70, communication: 90, motivation: 60, skills_match: 75 },
  summary: 'A good fit.',
  created_at: '2026-11-28T10:00:00Z',
};

const captchaOf = (token: string | null = 'tok.sig', session: string | null = 'ses.sig') => ({
  token: () => token,
  session: () => session,
  invalidate: vi.fn(),
});

const refusal = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  body: { error: { code, message, ...(details ? { details } : {}) } },
});

describe('createDemoApi', () => {
  it('creating routes carry the captcha token and the built payload', async () => {
    const gateway = fakeGateway({
      'POST /api/recruiter-demo/generate-interview': { status: 201, body: INTERVIEW },
    });
    const demo = createDemoApi(gateway.getClient, captchaOf());
    await expect(demo.generateInterview({ persona: 'open', job, language: 'en' })).resolves.toMatchObject({ id: 5 });
    const [request] = gateway.sent;
    expect(request?.headers.get('X-Captcha-Token')).toBe('tok.sig');
    expect(request?.body).toEqual(interviewPayload({ persona: 'open', job, language: 'en' }));
  });

  it.each([
    [
      'verifyContent',
      'POST /api/demo/verify-content',
      (d: ReturnType<typeof createDemoApi>) => d.verifyContent('text', 'fr'),
      { content: 'text', targetLanguage: 'fr' },
      VERDICT,
    ],
    [
      'processUrl',
      'POST /api/demo/process-url',
      (d: ReturnType<typeof createDemoApi>) => d.processUrl('https://jobs.example/1', 'es'),
      { url: 'https://jobs.example/1', targetLanguage: 'es' },
      {
        success: true,
        content: 'A job',
        originalUrl: 'https://jobs.example/1',
        processingTime: 12,
        source: 'json-ld',
        verification: VERDICT,
      },
    ],
    [
      'parseJob',
      'POST /api/recruiter-demo/parse-job',
      (d: ReturnType<typeof createDemoApi>) => d.parseJob('A job'),
      { job_description: 'A job' },
      { id: 3, name: 'Barista', description: 'A job' },
    ],
  ] as const)('%s calls %s', async (_name, route, run, body, answer) => {
    const gateway = fakeGateway({ [route]: { status: 200, body: answer } });
    await run(createDemoApi(gateway.getClient, captchaOf()));
    expect(gateway.sent).toHaveLength(1);
    expect(`${gateway.sent[0]?.method} ${new URL(gateway.sent[0]?.url ?? '').pathname}`).toBe(route);
    expect(gateway.sent[0]?.body).toEqual(body);
    expect(gateway.sent[0]?.headers.get('X-Captcha-Token')).toBe('tok.sig');
  });

  it('without a token no captcha header is sent, and the refusal clears the stored captcha', async () => {
    const gateway = fakeGateway({
      'POST /api/recruiter-demo/contact': refusal(403, 'CAPTCHA_REQUIRED', 'Please solve the captcha to continue.'),
    });
    const captcha = captchaOf(null);
    const failure = await createDemoApi(gateway.getClient, captcha)
      .createContact(visitor)
      .catch((e: unknown) => e as ApiError);
    expect(gateway.sent[0]?.headers.has('X-Captcha-Token')).toBe(false);
    expect(failure).toMatchObject({ code: 'CAPTCHA_REQUIRED', status: 403, endpoint: '/api/recruiter-demo/contact' });
    expect(captcha.invalidate).toHaveBeenCalledOnce();
  });

  it('an invalid captcha clears the stored captcha too; other refusals do not', async () => {
    const gateway = fakeGateway({
      'POST /api/recruiter-demo/call': refusal(403, 'CAPTCHA_INVALID', 'Captcha expired.'),
      'POST /api/recruiter-demo/parse-job': refusal(403, 'BLACKLISTED', 'Suspicious activity detected.'),
    });
    const captcha = captchaOf();
    const demo = createDemoApi(gateway.getClient, captcha);
    await expect(
      demo.createCall({ contactId: 1, interviewId: 2, timing: 'now', scheduledTime: null }),
    ).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(captcha.invalidate).toHaveBeenCalledOnce();
    await expect(demo.parseJob('A job')).rejects.toMatchObject({ code: 'BLACKLISTED', status: 403 });
    expect(captcha.invalidate).toHaveBeenCalledOnce();
  });

  it('a payload that cannot be built fails as an ApiError, without a request', async () => {
    const gateway = fakeGateway({});
    const failure = await createDemoApi(gateway.getClient, captchaOf())
      .createCall({ contactId: 1, interviewId: 2, timing: 'later', scheduledTime: null })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: null, code: null, endpoint: '/api/recruiter-demo/call' });
    expect(gateway.sent).toHaveLength(0);
  });

  it('a client that cannot load fails as a network ApiError', async () => {
    const demo = createDemoApi(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      captchaOf(),
    );
    await expect(demo.parseJob('A job')).rejects.toMatchObject({
      message: 'Network error: Failed to fetch dynamically imported module',
      status: null,
    });
  });

  it('reads carry the demo session', async () => {
    const gateway = fakeGateway({ 'GET /api/recruiter-demo/api/report/12/': { body: REPORT } });
    await expect(createDemoApi(gateway.getClient, captchaOf()).getReport(12)).resolves.toEqual(REPORT);
    expect(gateway.sent[0]?.headers.get('X-Demo-Session')).toBe('ses.sig');
    expect(gateway.sent[0]?.headers.has('X-Captcha-Token')).toBe(false);
  });

  describe('sendLead never rejects (spec section 7)', () => {
    it.each([
      ['a CRM id', { status: 201, body: { success: true, hubspotId: 'hs-1' } }, { ok: true, hubspotId: 'hs-1' }],
      ['the outbox', { status: 201, body: { success: true, hubspotId: null } }, { ok: true, hubspotId: null }],
    ] as const)('saved with %s', async (_name, answer, expected) => {
      const gateway = fakeGateway({ 'POST /api/demo/lead': answer });
      const lead = { ...LEAD, marketingOptIn: true };
      await expect(createDemoApi(gateway.getClient, captchaOf()).sendLead(lead)).resolves.toEqual(expected);
      expect(gateway.sent[0]?.body).toEqual(leadPayload(lead));
    });

    it('a failure resolves with the error', async () => {
      const gateway = fakeGateway({
        'POST /api/demo/lead': refusal(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable.'),
      });
      const outcome = await createDemoApi(gateway.getClient, captchaOf()).sendLead(LEAD);
      expect(outcome).toMatchObject({ ok: false, error: { code: 'SERVICE_UNAVAILABLE', status: 503 } });
    });
  });

  describe('the page’s partner and campaign', () => {
    const lead = LEAD;
    const visitor = {
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      phone: '+33612345678',
      persona: 'open' as const,
    };
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('go with the contact and the lead, read when each is sent', async () => {
      vi.stubGlobal('location', { search: '?utm_source=newsletter&utm_campaign=%20spring%0A&lang=fr' });
      const gateway = fakeGateway({
        'POST /api/recruiter-demo/contact': {
          status: 201,
          body: { id: 2, name: 'A***', email: 'a***', phone_number: '+33***' },
        },
        'POST /api/demo/lead': { status: 201, body: { success: true, hubspotId: null } },
      });
      let partner: string | null = ' acme ';
      const demo = createDemoApi(gateway.getClient, captchaOf(), () => partner);
      await demo.createContact(visitor).catch(() => undefined);
      partner = 'globex';
      await demo.sendLead(lead);
      expect(gateway.sent.map((sent) => (sent.body as { attribution?: unknown }).attribution)).toEqual([
        { partner: 'acme', utm_source: 'newsletter', utm_campaign: 'spring' },
        { partner: 'globex', utm_source: 'newsletter', utm_campaign: 'spring' },
      ]);
    });

    it('leave the bodies as they were when the page has neither', async () => {
      vi.stubGlobal('location', { search: '?lang=fr' });
      const gateway = fakeGateway({ 'POST /api/demo/lead': { status: 201, body: { success: true, hubspotId: null } } });
      await createDemoApi(gateway.getClient, captchaOf(), () => null).sendLead(lead);
      expect(gateway.sent[0]?.body).toEqual(leadPayload(lead));
    });
  });

  describe('voice samples', () => {
    const file = 'https://gateway.example/widgets/voices/fr-open.mp3';

    it('the static file comes first', async () => {
      const gateway = fakeGateway({ 'HEAD /widgets/voices/fr-open.mp3': { status: 200, url: file } });
      const demo = createDemoApi(gateway.getClient, captchaOf());
      await expect(demo.voiceSampleUrl('fr', 'open')).resolves.toBe(file);
      // The same sample again is not asked for twice.
      await demo.voiceSampleUrl('fr', 'open');
      expect(gateway.sent.map((s) => s.method)).toEqual(['HEAD']);
    });

    it('without the file, the sample route gives the audio', async () => {
      const gateway = fakeGateway({
        'POST /api/recruiter-demo/voice-sample': () => new Response(new Uint8Array([1, 2, 3]), { status: 200 }),
      });
      const url = await createDemoApi(gateway.getClient, captchaOf()).voiceSampleUrl('es', 'balanced');
      expect(url).toMatch(/^blob:/);
      expect(gateway.sent.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
        'HEAD /widgets/voices/es-balanced.mp3',
        'POST /api/recruiter-demo/voice-sample',
      ]);
      expect(gateway.sent[1]?.body).toEqual({ language: 'es', persona: 'balanced' });
      URL.revokeObjectURL(url);
    });

    it('when neither has it, the route says so, and the next try asks again', async () => {
      const gateway = fakeGateway({
        'POST /api/recruiter-demo/voice-sample': refusal(404, 'NOT_FOUND', 'No voice sample available for en-open'),
      });
      const demo = createDemoApi(gateway.getClient, captchaOf());
      await expect(demo.voiceSampleUrl('en', 'open')).rejects.toMatchObject({
        message: 'No voice sample available for en-open',
        status: 404,
      });
      await expect(demo.voiceSampleUrl('en', 'open')).rejects.toMatchObject({ status: 404 });
      expect(gateway.sent).toHaveLength(4);
    });
  });
});

describe('the wizard’s calls, loaded with the first of them', () => {
  it('a call carries the token there was when it was asked for, cleared right after (the post-contact gate)', async () => {
    const gateway = fakeGateway({ 'POST /api/demo/lead': { status: 201, body: { success: true, hubspotId: null } } });
    let token: string | null = 'tok.sig';
    const demo = lazyDemoApi(gateway.getClient, { token: () => token, session: () => null, invalidate: vi.fn() });
    const lead = LEAD;
    await expect(demo.sendLead(lead)).resolves.toMatchObject({ ok: true });
    token = 'tok.2';
    const pending = demo.sendLead(lead);
    token = null;
    await expect(pending).resolves.toMatchObject({ ok: true });
    expect(gateway.sent.map((sent) => sent.headers.get('X-Captcha-Token'))).toEqual(['tok.sig', 'tok.2']);
  });
});
