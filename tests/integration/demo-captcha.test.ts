/**
 * The demo's captcha: the challenge a browser solves, the one-time exchange of a solution for a token, and the
 * token every creating demo endpoint requires (including the second captcha between the contact and the call).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import {
  CHALLENGE,
  callBody,
  contactBody,
  DEMO,
  DEMO_ENV,
  interviewBody,
  JOB_DESCRIPTION,
  nextIp,
  recording,
  solveCaptcha,
  solvedPayload,
  VERIFY,
  Visitor,
} from './demo-helpers';
import { makeGateway } from './helpers';

const REQUIRED = { code: 'CAPTCHA_REQUIRED', message: 'Please solve the captcha to continue.' };
const INVALID = { code: 'CAPTCHA_INVALID', message: 'Captcha expired. Please complete a new challenge.' };

/** Changes one character of a string, keeping it the same length and alphabet. */
const oneCharChanged = (text: string, at = Math.floor(text.length / 2)) =>
  `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const flipLastHex = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('the ALTCHA captcha', () => {
  it('hands out its configuration with a fresh, signed proof-of-work challenge', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const first = await request(app).post(CHALLENGE).expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toMatchObject({
      provider: 'altcha',
      mode: 'invisible',
      siteKey: null,
      appearance: 'execute',
      theme: 'auto',
      action: 'demo',
      refreshInterval: 300,
    });
    expect(first.body.challenge.parameters).toMatchObject({ algorithm: 'SHA-256' });
    expect(first.body.challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect(typeof first.body.challenge.signature).toBe('string');
    const second = await request(app).post(CHALLENGE).expect(200);
    expect(second.body.challenge.parameters.nonce).not.toBe(first.body.challenge.parameters.nonce);
  });

  it('exchanges a solution for a token that expires after CAPTCHA_TOKEN_TTL, and a demo session', async () => {
    const { app } = await makeGateway({ ...DEMO_ENV, CAPTCHA_TOKEN_TTL: '600' });
    const before = Date.now();
    const answer = await solveCaptcha(app);
    expect(answer.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(answer.session).toMatch(/^[\w-]{22}\.[\w-]{16}\.[0-9a-z]+\.[\w-]+$/);
    const expiresAt = Date.parse(answer.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
  });

  it('keeps the visitor session when a visitor solves again on its network with its session', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const ip = '203.0.113.20';
    const first = await solveCaptcha(app, { ip });
    expect((await solveCaptcha(app, { ip, session: first.session })).session).toBe(first.session);
    expect((await solveCaptcha(app, { ip: '203.0.113.21', session: first.session })).session).toBe(first.session);
    expect((await solveCaptcha(app, { ip, session: first.session, token: first.token })).session).toBe(first.session);
    // A token alone names no session to keep, and no session gives a new one.
    expect((await solveCaptcha(app, { ip, token: first.token })).session).not.toBe(first.session);
    expect((await solveCaptcha(app, { ip })).session).not.toBe(first.session);
  });

  it('accepts a solution once: replayed, it is refused as expired', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const ip = nextIp();
    const payload = await solvedPayload(app, ip);
    await request(app).post(VERIFY).set('X-Forwarded-For', ip).send({ token: payload }).expect(200);
    const replay = await request(app).post(VERIFY).set('X-Forwarded-For', ip).send({ token: payload });
    expect(replay.status).toBe(403);
    expect(replay.body.error).toMatchObject(INVALID);
  });

  it('accepts exactly one of ten simultaneous submissions of one solution', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const ip = nextIp();
    const payload = await solvedPayload(app, ip);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => request(app).post(VERIFY).set('X-Forwarded-For', ip).send({ token: payload })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(403)]);
  });

  it.each([
    // The derived key is the proof of work (the counter alone proves nothing): any other key is refused.
    [
      'a derived key one digit off',
      (p: Payload) => ({ ...p, solution: { ...p.solution, derivedKey: flipLastHex(p.solution.derivedKey) } }),
    ],
    ['a made-up derived key', (p: Payload) => ({ ...p, solution: { ...p.solution, derivedKey: '00'.repeat(32) } })],
    [
      'a challenge given more time',
      (p: Payload) => ({
        ...p,
        challenge: {
          ...p.challenge,
          parameters: { ...p.challenge.parameters, expiresAt: p.challenge.parameters.expiresAt + 3600 },
        },
      }),
    ],
    [
      'an easier challenge',
      (p: Payload) => ({
        ...p,
        challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, keyPrefix: '0' } },
      }),
    ],
    ['no signature', (p: Payload) => ({ ...p, challenge: { parameters: p.challenge.parameters } })],
  ])('refuses a tampered solution: %s', async (_name, tamper) => {
    const { app } = await makeGateway(DEMO_ENV);
    const ip = nextIp();
    const payload = await solvedPayload(app, ip);
    const response = await request(app)
      .post(VERIFY)
      .set('X-Forwarded-For', ip)
      .send({ token: encode(tamper(decode(payload) as Payload)) });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject(INVALID);
  });

  it('refuses a solution of a challenge another gateway (another secret) issued', async () => {
    const { app: other } = await makeGateway(DEMO_ENV);
    const { app } = await makeGateway(DEMO_ENV);
    const payload = await solvedPayload(other, nextIp());
    const response = await request(app).post(VERIFY).send({ token: payload });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CAPTCHA_INVALID');
  });

  it('refuses a challenge solved after it expired', async () => {
    let clock = Date.now();
    const { app } = await makeGateway(DEMO_ENV, { now: () => clock });
    const payload = await solvedPayload(app, nextIp());
    clock += 301_000;
    const response = await request(app).post(VERIFY).send({ token: payload });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CAPTCHA_INVALID');
  });

  it.each([
    ['no body', undefined, 400],
    ['an empty object', {}, 400],
    ['an empty token', { token: '' }, 400],
    ['a number', { token: 12345 }, 400],
    ['an extra field', { token: 'abc', admin: true }, 400],
    ['a token of 9000 characters', { token: 'a'.repeat(9000) }, 400],
    ['text that is not base64 JSON', { token: 'not a solution at all' }, 403],
    ['base64 of null', { token: encode(null) }, 403],
    ['base64 of an empty object', { token: encode({}) }, 403],
    ['base64 of a list', { token: encode([1, 2, 3]) }, 403],
    [
      'an ALTCHA v1 payload',
      { token: encode({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 's', signature: 'y' }) },
      403,
    ],
  ])('answers garbage (%s) with a 4xx JSON error', async (_name, body, status) => {
    const { app } = await makeGateway(DEMO_ENV);
    const test = request(app).post(VERIFY);
    const response = await (body === undefined ? test : test.send(body));
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.body.error.code).toBe(status === 400 ? 'VALIDATION_ERROR' : 'CAPTCHA_INVALID');
    expect(response.body.error.message).toEqual(expect.any(String));
  });
});

interface Payload {
  challenge: { parameters: { expiresAt: number; keyPrefix: string } & Record<string, unknown>; signature?: string };
  solution: { derivedKey: string } & Record<string, unknown>;
}

const leadBody = {
  firstName: 'Ann',
  email: 'ann@example.com',
  phone: '+33612345678',
  selectedPersona: 'structured',
  inputType: 'paste',
  language: 'fr',
};

/** Every demo endpoint that creates something, with a body it would otherwise accept. */
const CREATING: [string, string, (jobId: number) => object][] = [
  ['parse-job', `${DEMO}/parse-job`, () => ({ job_description: JOB_DESCRIPTION })],
  ['generate-interview', `${DEMO}/generate-interview`, (jobId) => interviewBody(jobId)],
  ['api/generate-interview/', `${DEMO}/api/generate-interview/`, (jobId) => interviewBody(jobId)],
  ['contact', `${DEMO}/contact`, () => contactBody()],
  ['call', `${DEMO}/call`, () => callBody(1, 1)],
  ['lead', '/api/demo/lead', () => leadBody],
  ['lead (former path)', '/api/hubspot', () => leadBody],
];

describe('the captcha token on every creating endpoint', () => {
  /** A gateway whose backend records what reaches it, and a job created with a valid token. */
  const setup = async (env: Record<string, string> = {}, now?: () => number) => {
    const spy = recording(sandboxRecruiter());
    const { app } = await makeGateway({ ...DEMO_ENV, ...env }, { recruiter: spy.recruiter, ...(now ? { now } : {}) });
    const visitor = new Visitor(app);
    await visitor.solve();
    const job = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    spy.calls.length = 0;
    return { app, spy, visitor, jobId: job.body.id as number };
  };

  it.each(CREATING)('%s without a token: 403 CAPTCHA_REQUIRED, nothing created', async (_name, path, body) => {
    const { spy, visitor, jobId } = await setup();
    const response = await visitor.post(path, body(jobId), null);
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual(REQUIRED);
    expect(spy.calls).toEqual([]);
  });

  it.each(CREATING)('%s with a forged token: 403 CAPTCHA_INVALID, nothing created', async (_name, path, body) => {
    const { spy, visitor, jobId } = await setup();
    const token = visitor.token as string;
    const [claims = '', signature = ''] = token.split('.');
    for (const forged of [
      oneCharChanged(token, 3),
      `${claims}.${oneCharChanged(signature)}`,
      `${claims}.`,
      'garbage',
    ]) {
      const response = await visitor.post(path, body(jobId), forged);
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual(INVALID);
    }
    expect(spy.calls).toEqual([]);
  });

  it.each(CREATING)('%s with an expired token: 403 CAPTCHA_INVALID', async (_name, path, body) => {
    let clock = Date.now();
    const { spy, visitor, jobId } = await setup({ CAPTCHA_TOKEN_TTL: '60' }, () => clock);
    clock += 60_001;
    const response = await visitor.post(path, body(jobId));
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual(INVALID);
    expect(spy.calls).toEqual([]);
  });

  it('accepts a token still within its lifetime', async () => {
    let clock = Date.now();
    const { visitor } = await setup({ CAPTCHA_TOKEN_TTL: '60' }, () => clock);
    clock += 59_000;
    await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
  });
});

describe("the token and the session bound to the visitor's network", () => {
  /** A visitor with a job made from `ip`; `from` replays its token and session from another address. */
  const setup = async (ip: string) => {
    const spy = recording(sandboxRecruiter());
    const { app } = await makeGateway(DEMO_ENV, { recruiter: spy.recruiter });
    const visitor = new Visitor(app, ip);
    await visitor.solve();
    const job = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    const from = (address: string) => new Visitor(app, address);
    const replay = (address: string) => {
      const other = from(address);
      other.token = visitor.token;
      other.session = visitor.session;
      return other;
    };
    spy.calls.length = 0;
    return { app, spy, visitor, replay, jobId: job.body.id as number };
  };

  it.each([
    ['IPv4: another address of the /24', '203.0.113.7', '203.0.113.201', 201],
    ['IPv4: the next /24', '203.0.113.7', '203.0.114.7', 403],
    ['IPv4 seen as an IPv4-mapped IPv6 address', '203.0.113.7', '::ffff:203.0.113.99', 201],
    ['IPv6: another address of the /56', '2001:db8:abcd:1200::1', '2001:db8:abcd:12ff::77', 201],
    ['IPv6: the next /56', '2001:db8:abcd:1200::1', '2001:db8:abcd:1300::1', 403],
    ['IPv6 then IPv4', '2001:db8:abcd:1200::1', '203.0.113.7', 403],
  ])('%s', async (_name, solvedFrom, usedFrom, status) => {
    const { spy, replay } = await setup(solvedFrom);
    const response = await replay(usedFrom).post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION });
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (status === 403) {
      expect(response.body.error).toEqual(INVALID);
      expect(spy.calls).toEqual([]);
    }
  });

  it('answers one token used from 50 addresses of other networks only on its own', async () => {
    const { replay } = await setup('198.51.100.10');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await replay(`192.0.${2 + (i % 200)}.${10 + i}`).post(`${DEMO}/parse-job`, {
        job_description: JOB_DESCRIPTION,
      });
      statuses.push(response.status);
    }
    expect(new Set(statuses)).toEqual(new Set([403]));
  });

  it('keeps what a visitor made when its network changes: refused there, solved again, all still its own', async () => {
    const { app, visitor, jobId } = await setup('203.0.113.7');
    // The visitor's phone moves to another network: its session is refused there (no 404, nothing lost)...
    const moved = new Visitor(app, '198.51.100.44');
    moved.session = visitor.session;
    moved.token = visitor.token;
    const refused = await moved.get(`${DEMO}/job/${jobId}/`).expect(403);
    expect(refused.body.error).toEqual(INVALID);
    // ...until it solves the captcha there, sending its session and the token of its old network: the same
    // session, moved to the new network under a new value.
    await moved.solve();
    expect(moved.session?.split('.')[0]).toBe(visitor.session?.split('.')[0]);
    expect(moved.session).not.toBe(visitor.session);
    expect((await moved.get(`${DEMO}/job/${jobId}/`).expect(200)).body.id).toBe(jobId);
    await moved.post(`${DEMO}/generate-interview`, interviewBody(jobId)).expect(201);
    // The earlier value is revoked, from either network, and a stranger gets nothing.
    for (const ip of ['198.51.100.44', '203.0.113.7']) {
      const stale = new Visitor(app, ip);
      stale.session = visitor.session;
      await stale.get(`${DEMO}/job/${jobId}/`).expect(404);
    }
    const stranger = new Visitor(app, '198.51.100.45');
    await stranger.solve();
    await stranger.get(`${DEMO}/job/${jobId}/`).expect(404);
  });
});

describe('the second captcha between the contact and the call', () => {
  const prepare = async (app: Express) => {
    const visitor = new Visitor(app);
    await visitor.solve();
    const job = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    const interview = await visitor.post(`${DEMO}/generate-interview`, interviewBody(job.body.id)).expect(201);
    return { visitor, interviewId: interview.body.id as number };
  };

  it('refuses the call with the token that created the contact and accepts it with one solved after', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const { visitor, interviewId } = await prepare(app);
    const contact = await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);

    const early = await visitor.post(`${DEMO}/call`, callBody(contact.body.id, interviewId));
    expect(early.status).toBe(403);
    expect(early.body.error).toEqual(REQUIRED);

    await visitor.solve();
    const call = await visitor.post(`${DEMO}/call`, callBody(contact.body.id, interviewId));
    expect(call.status).toBe(201);
    expect(call.body).toMatchObject({ contact: contact.body.id, interview: interviewId, status: 'waiting' });
  });

  it('asks again for a captcha when the visitor creates a second contact', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const { visitor, interviewId } = await prepare(app);
    await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);
    await visitor.solve();
    const second = await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);
    const response = await visitor.post(`${DEMO}/call`, callBody(second.body.id, interviewId));
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CAPTCHA_REQUIRED');
  });

  it('refuses a call before any contact was created', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const { visitor, interviewId } = await prepare(app);
    const response = await visitor.post(`${DEMO}/call`, callBody(1, interviewId));
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CAPTCHA_REQUIRED');
  });
});

describe('the captcha on a partner page (another origin)', () => {
  it('lets an allowed partner origin send the captcha token', async () => {
    const { app } = await makeGateway({ ...DEMO_ENV, CORS_ORIGINS: 'https://partner.example' });
    const preflight = await request(app)
      .options(`${DEMO}/parse-job`)
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-captcha-token');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/x-captcha-token/i);
    expect(preflight.headers['access-control-expose-headers']).toMatch(/retry-after/i);
  });
});

describe('Cloudflare Turnstile instead of ALTCHA', () => {
  const GOOD = 'turnstile-response-good';
  const received: URLSearchParams[] = [];
  let server: Server;
  let verifyUrl: string;

  const body = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return new URLSearchParams(text);
  };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const form = await body(req);
      received.push(form);
      const success = form.get('response') === GOOD && form.get('secret') === 'turnstile-secret';
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify(success ? { success, action: 'demo' } : { success, 'error-codes': ['invalid-input-response'] }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const gateway = () =>
    makeGateway({
      ...DEMO_ENV,
      TURNSTILE_SECRET: 'turnstile-secret',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAsitekey',
      TURNSTILE_VERIFY_URL: verifyUrl,
    });

  it('hands out the Turnstile configuration with the site key and no proof-of-work', async () => {
    const { app } = await gateway();
    const response = await request(app).post(CHALLENGE).expect(200);
    expect(response.body).toMatchObject({
      provider: 'turnstile',
      siteKey: '0x4AAAAAAAsitekey',
      mode: 'managed',
      action: 'demo',
      refreshInterval: 300,
    });
    expect(response.body.challenge).toBeUndefined();
    expect(JSON.stringify(response.body)).not.toContain('turnstile-secret');
  });

  it('checks the response with siteverify (secret, response, visitor address) and issues a working token', async () => {
    const { app } = await gateway();
    received.length = 0;
    const ip = nextIp();
    const response = await request(app).post(VERIFY).set('X-Forwarded-For', ip).send({ token: GOOD });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0] ?? [])).toEqual({ secret: 'turnstile-secret', response: GOOD, remoteip: ip });
    expect(JSON.stringify(response.body)).not.toContain('turnstile-secret');

    await request(app)
      .post(`${DEMO}/parse-job`)
      .set('X-Forwarded-For', ip)
      .set('X-Captcha-Token', response.body.token)
      .send({ job_description: JOB_DESCRIPTION })
      .expect(201);
  });

  it('refuses a response siteverify rejects', async () => {
    const { app } = await gateway();
    const response = await request(app).post(VERIFY).send({ token: 'turnstile-response-bad' });
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual(INVALID);
  });

  it('answers 503 without a strike when siteverify cannot be reached, and the response can be tried again', async () => {
    const { app } = await makeGateway({
      ...DEMO_ENV,
      TURNSTILE_SECRET: 'turnstile-secret',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAsitekey',
      // Nothing listens on port 9 of loopback.
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      AUTO_BLOCK_STRIKES: '2',
    });
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      const response = await request(app).post(VERIFY).set('X-Forwarded-For', ip).send({ token: GOOD });
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('SERVICE_UNAVAILABLE');
    }
    // Three outages later the visitor is not blocked.
    await request(app).post(CHALLENGE).set('X-Forwarded-For', ip).expect(200);
  });

  it('refuses a response used once already, without asking siteverify again', async () => {
    const { app } = await gateway();
    await request(app).post(VERIFY).send({ token: GOOD }).expect(200);
    received.length = 0;
    const replay = await request(app).post(VERIFY).send({ token: GOOD });
    expect(replay.status).toBe(403);
    expect(replay.body.error).toEqual(INVALID);
    expect(received).toHaveLength(0);
  });
});
