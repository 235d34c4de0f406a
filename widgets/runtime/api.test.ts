import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaChallenge, captchaVerify } from '../../shared/api/captcha';
import { getJob, getReport, parseJob } from '../../shared/api/demo';
import { sendRoiMetrics } from '../../shared/api/roi';
import { geo } from '../../shared/api/site';
import type { ApiError } from './api-error';

const PAGE = 'https://partner.example';
const GATEWAY = 'https://alex.example';

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });

const refusal = () =>
  answer(403, {
    error: {
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'This site is not allowed to call the Alex API.',
      details: { origin: PAGE },
    },
  });

/** A fresh copy of the module, as on a new page load. */
const loadModule = async () => {
  vi.resetModules();
  return import('./api');
};
const loadClient = async () => (await loadModule()).createGateway(GATEWAY);

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call resolved'),
    (error: unknown) => error as ApiError,
  );

let errors: ReturnType<typeof vi.spyOn>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('location', { origin: PAGE });
  vi.stubGlobal('document', { baseURI: `${PAGE}/careers` });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GEO = { country: 'FR', language: 'fr', source: 'header' };

describe('the widgets’ gateway client', () => {
  it('sends to the endpoint’s path and method, and gives its answer checked against the contract', async () => {
    fetchMock.mockImplementation(async () => answer(200, GEO));
    const client = await loadClient();
    await expect(client.send(geo)).resolves.toEqual(GEO);
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(`${request.method} ${request.url}`).toBe(`GET ${GATEWAY}/api/geo`);
  });

  it('fills the path’s parameters, encoded, and sends the query and the guard’s header', async () => {
    fetchMock.mockImplementation(async () => answer(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } }));
    const client = await loadClient();
    const failure = await failureOf(client.send(getJob, { params: { id: '1/../2?x' }, session: 'ses.sig' }));
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe(`${GATEWAY}/api/recruiter-demo/job/1%2F..%2F2%3Fx/`);
    expect(request.headers.get('X-Demo-Session')).toBe('ses.sig');
    expect(request.headers.has('X-Captcha-Token')).toBe(false);
    expect(failure).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('refuses an answer the contract does not describe, whatever its status', async () => {
    fetchMock.mockImplementation(async () => answer(201, { id: 'seven' }));
    const client = await loadClient();
    const failure = await failureOf(client.send(parseJob, { body: { job_description: 'A job' }, captcha: 't' }));
    expect(failure).toMatchObject({ kind: 'http', status: 201, code: null, raw: { id: 'seven' } });
    expect(failure.message).toMatch(/Unexpected answer from the gateway/);
  });

  it('gives the gateway’s code and details of a refusal', async () => {
    const details = { retryAfter: 60, action: 'job-parsing' };
    fetchMock.mockImplementation(async () =>
      answer(429, { error: { code: 'DEMO_RATE_LIMIT_EXCEEDED', message: 'Slow down.', details } }),
    );
    const client = await loadClient();
    const failure = await failureOf(client.send(parseJob, { body: { job_description: 'A job' } }));
    expect(failure).toMatchObject({ kind: 'http', status: 429, code: 'DEMO_RATE_LIMIT_EXCEEDED', details });
  });

  it.each([
    ['network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['timeout', () => new Promise<Response>(() => {})],
  ] as const)('names a failure without an answer: %s', async (kind, respond) => {
    fetchMock.mockImplementation(respond);
    const client = await loadClient();
    const failure = await failureOf(client.send(getReport, { params: { id: '1' }, timeout: 50 }));
    expect(failure).toMatchObject({ kind, status: null, code: null });
  });

  it('names a call given up as aborted', async () => {
    fetchMock.mockImplementation(
      (request: Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal ?? request.signal;
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')));
        }),
    );
    const client = await loadClient();
    const controller = new AbortController();
    const pending = failureOf(client.send(getReport, { params: { id: '1' }, signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted', status: null });
  });

  describe('a captcha token', () => {
    const SECRETS = { hmacSignatureSecret: 'signature-secret', hmacKeySignatureSecret: 'key-secret' };
    const VERIFIED = { token: 'tok.sig', expiresAt: '2026-11-28T12:00:00.000Z', session: 'ses.sig' };
    const newChallenge = () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 300,
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + 300,
        ...SECRETS,
      });
    const config = (provider: 'altcha' | 'turnstile', challenge?: unknown) => ({
      provider,
      mode: 'invisible',
      siteKey: null,
      appearance: 'execute',
      theme: 'auto',
      action: 'demo',
      refreshInterval: 300,
      ...(challenge ? { challenge } : {}),
    });

    /** A gateway with the captcha's two endpoints: what the verify step received, and whether it was solved. */
    const captchaGateway = (provider: 'altcha' | 'turnstile' = 'altcha') => {
      const verified: { solved: boolean; headers: Headers }[] = [];
      fetchMock.mockImplementation(async (request: Request) => {
        const path = new URL(request.url).pathname;
        if (path === captchaChallenge.path) return answer(200, config(provider, await newChallenge()));
        if (path === captchaVerify.path) {
          const { token } = (await request.json()) as { token: string };
          const { verified: solved } = await verifySolution({
            ...JSON.parse(atob(token)),
            deriveKey,
            ...SECRETS,
          }).catch(() => ({ verified: false }));
          verified.push({ solved, headers: request.headers });
          return answer(200, VERIFIED);
        }
        return answer(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
      });
      return verified;
    };

    it('is the challenge, the proof of work and the verify step', async () => {
      const verified = captchaGateway();
      const client = await loadClient();
      const stages: string[] = [];
      await expect(client.captchaToken({ onStage: (stage) => stages.push(stage) })).resolves.toEqual(VERIFIED);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(stages).toEqual(['solving', 'checking']);
      expect(verified).toHaveLength(1);
      expect(verified[0]?.solved).toBe(true);
      expect(verified[0]?.headers.has('X-Captcha-Token')).toBe(false);
      expect(verified[0]?.headers.has('X-Demo-Session')).toBe(false);
    });

    it('solves a challenge already fetched, and sends the session and last token read as it verifies', async () => {
      const verified = captchaGateway();
      const client = await loadClient();
      const shown = await client.challenge();
      let proof = { token: 'old.tok', session: 'old.ses' };
      const pending = client.captchaToken({
        challenge: shown.challenge,
        proof: () => proof,
        onStage: (stage) => {
          if (stage === 'solving') proof = { token: 'tab.tok', session: 'tab.ses' };
        },
      });
      await expect(pending).resolves.toEqual(VERIFIED);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(verified[0]?.solved).toBe(true);
      expect(verified[0]?.headers.get('X-Captcha-Token')).toBe('tab.tok');
      expect(verified[0]?.headers.get('X-Demo-Session')).toBe('tab.ses');
    });

    it('refuses an interactive captcha, which the widgets cannot show', async () => {
      captchaGateway('turnstile');
      const client = await loadClient();
      await expect(client.captchaToken()).rejects.toMatchObject({ name: 'InteractiveCaptchaError' });
      expect(fetchMock).toHaveBeenCalledOnce();
    });

    it('stops when given up, and the verify step is not asked', async () => {
      captchaGateway();
      const client = await loadClient();
      const controller = new AbortController();
      const failure = client.captchaToken({
        signal: controller.signal,
        onStage: (stage) => {
          if (stage === 'solving') controller.abort();
        },
      });
      await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
      expect(fetchMock).toHaveBeenCalledOnce();
    });
  });
});

describe('retries of a read or a keyed action', () => {
  const ROI = {
    industry: 'retail',
    monthlyRecruitments: 10,
    currentTimeToHire: 30,
    costPerDay: 200,
    userEmail: 'ada@example.com',
    industryName: 'Retail',
    results: { currentCost: 1, withAlexCost: 1, savings: 0, timeReduction: 0, roiPercentage: 0 },
    language: 'en',
  } as const;
  const quick = async () => (await loadModule()).createGateway(GATEWAY, { retryDelaysMs: [1, 1, 1] });
  const keysSent = () => fetchMock.mock.calls.map(([request]) => (request as Request).headers.get('Idempotency-Key'));

  it.each([
    ['a reset connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a proxy without a gateway (502)', async () => answer(502, '<html>Bad gateway</html>')],
    ['a proxy whose gateway is away (503)', async () => answer(503, '<html>Unavailable</html>')],
    [
      'the duplicate still running (409)',
      async () => answer(409, { error: { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'Still running.' } }),
    ],
  ])('sends again after %s, with the same key, and gives the answer', async (_name, failure) => {
    fetchMock.mockImplementationOnce(failure).mockImplementationOnce(async () => answer(200, { success: true }));
    const client = await quick();
    await expect(client.send(sendRoiMetrics, { body: ROI })).resolves.toEqual({ success: true });
    const keys = keysSent();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a read again after a reset, with no key', async () => {
    fetchMock
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementationOnce(async () => answer(502, '<html>Bad gateway</html>'))
      .mockImplementationOnce(async () => answer(200, { country: 'FR', language: 'fr', source: 'header' }));
    const client = await quick();
    await expect(client.send(geo)).resolves.toMatchObject({ country: 'FR' });
    expect(keysSent()).toEqual([null, null, null]);
  });

  it('gives up after three retries, with the last failure', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = await quick();
    expect(await failureOf(client.send(sendRoiMetrics, { body: ROI, idempotencyKey: 'press-0001' }))).toMatchObject({
      kind: 'network',
    });
    expect(keysSent()).toEqual(Array(4).fill('press-0001'));
  });

  it('never sends again a refusal, nor a request whose action has no key', async () => {
    fetchMock.mockImplementation(async () => answer(400, { error: { code: 'VALIDATION_ERROR', message: 'No.' } }));
    const client = await quick();
    await failureOf(client.send(sendRoiMetrics, { body: ROI }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockReset().mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await failureOf(client.send(parseJob, { body: { job_description: 'A job' } }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keysSent()).toEqual([null]);
  });
});

describe('the widgets’ gateway client on a page the gateway refuses', () => {
  it('prints one console error naming the page’s origin and CORS_ORIGINS, once per page load', async () => {
    fetchMock.mockImplementation(async () => refusal());
    const client = await loadClient();
    for (const call of [
      () => client.send(geo),
      () => client.challenge(),
      () => client.send(getReport, { params: { id: '1' } }),
    ]) {
      expect(await failureOf(call())).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', status: 403 });
    }
    expect(errors).toHaveBeenCalledOnce();
    const message = String(errors.mock.calls[0]?.[0]);
    expect(message).toContain(`origin ${PAGE}`);
    expect(message).toMatch(/CORS_ORIGINS setting must include https:\/\/partner\.example/);
    expect(message).toContain(GATEWAY);
  });

  it('counts every widget of the page together: a second client does not print again', async () => {
    fetchMock.mockImplementation(async () => refusal());
    const { createGateway } = await loadModule();
    const first = createGateway(GATEWAY);
    const second = createGateway('https://alex.example/other');
    await failureOf(first.send(geo));
    await failureOf(second.send(geo));
    expect(errors).toHaveBeenCalledOnce();
  });

  it.each([
    ['another 403', () => answer(403, { error: { code: 'CAPTCHA_REQUIRED', message: 'Please solve the captcha.' } })],
    ['a 403 page from a proxy', () => answer(403, '<html>Forbidden</html>')],
    ['a rate limit', () => answer(429, { error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests.' } })],
    ['an answer', () => answer(200, GEO)],
  ])('prints nothing for %s', async (_name, respond) => {
    fetchMock.mockImplementation(async () => respond());
    const client = await loadClient();
    await client.send(geo).catch(() => undefined);
    expect(errors).not.toHaveBeenCalled();
  });
});
