/**
 * The demo's limits per visitor and action (spec section 9): the request after the limit gets 429
 * DEMO_RATE_LIMIT_EXCEEDED naming its operation, with the time to wait and standard RateLimit headers.
 * Visitors are told apart by address: each IPv4 address alone, IPv6 by /56.
 */
import type { Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import { RecruiterError } from '../../server/demo/recruiter';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { callBody, contactBody, DEMO, DEMO_ENV, interviewBody, JOB_DESCRIPTION, Visitor } from './demo-helpers';
import { makeGateway } from './helpers';

const parseJob = (visitor: Visitor) => visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION });

const createJob = async (visitor: Visitor): Promise<number> => (await parseJob(visitor).expect(201)).body.id;

interface LimitCase {
  action: string;
  operation: string;
  limit: number;
  windowSeconds: number;
  /** Creates what the action needs and returns the request that counts against its limit. */
  prepare: (visitor: Visitor) => Promise<() => Test>;
}

const CASES: LimitCase[] = [
  {
    action: 'job-parsing',
    operation: 'job parsing',
    limit: 5,
    windowSeconds: 300,
    prepare: async (visitor) => () => parseJob(visitor),
  },
  {
    action: 'interview-generation',
    operation: 'interview generation',
    limit: 3,
    windowSeconds: 600,
    prepare: async (visitor) => {
      const jobId = await createJob(visitor);
      return () => visitor.post(`${DEMO}/generate-interview`, interviewBody(jobId));
    },
  },
  {
    action: 'contact-creation',
    operation: 'contact creation',
    limit: 2,
    windowSeconds: 900,
    prepare: async (visitor) => () => visitor.post(`${DEMO}/contact`, contactBody()),
  },
  {
    action: 'call-creation',
    operation: 'call creation',
    limit: 1,
    windowSeconds: 300,
    prepare: async (visitor) => {
      const jobId = await createJob(visitor);
      const interview = await visitor.post(`${DEMO}/generate-interview`, interviewBody(jobId)).expect(201);
      const contact = await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);
      await visitor.solve();
      return () => visitor.post(`${DEMO}/call`, callBody(contact.body.id, interview.body.id));
    },
  },
  {
    action: 'job-retrieval',
    operation: 'job retrieval',
    limit: 10,
    windowSeconds: 300,
    prepare: async (visitor) => {
      const jobId = await createJob(visitor);
      return () => visitor.get(`${DEMO}/job/${jobId}/`);
    },
  },
];

describe('demo limits per action', () => {
  it.each(CASES)(
    '$operation: $limit per $windowSeconds s, then 429 with the operation named',
    async ({ action, operation, limit, windowSeconds, prepare }) => {
      const { app } = await makeGateway(DEMO_ENV);
      const visitor = new Visitor(app);
      await visitor.solve();
      const send = await prepare(visitor);
      const name = `"demo-${action}"`;

      for (let i = 1; i <= limit; i++) {
        const response = await send();
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
        expect(response.headers['ratelimit-policy']).toContain(`${name}; q=${limit}; w=${windowSeconds}`);
        expect(response.headers.ratelimit).toContain(`${name}; r=${limit - i};`);
      }

      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual({
        code: 'DEMO_RATE_LIMIT_EXCEEDED',
        message: `You've reached the demo limit for ${operation}. Please try again later or contact us for full access.`,
        details: { retryAfter: expect.any(Number), action },
      });
      const { retryAfter } = refused.body.error.details;
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      expect(refused.headers['retry-after']).toBe(String(retryAfter));
      expect(refused.headers['ratelimit-policy']).toContain(`${name}; q=${limit}; w=${windowSeconds}`);
      expect(refused.headers.ratelimit).toContain(`${name}; r=0;`);
    },
  );

  it('counts each action on its own: parsing jobs does not use up interview generation', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const jobId = await createJob(visitor);
    for (let i = 0; i < 4; i++) await parseJob(visitor).expect(201);
    await parseJob(visitor).expect(429);
    await visitor.post(`${DEMO}/generate-interview`, interviewBody(jobId)).expect(201);
  });

  it('counts both forms of interview generation against one limit', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const jobId = await createJob(visitor);
    for (let i = 0; i < 3; i++) await visitor.post(`${DEMO}/generate-interview`, interviewBody(jobId)).expect(201);
    const other = await visitor.post(`${DEMO}/api/generate-interview/`, interviewBody(jobId));
    expect(other.status).toBe(429);
    expect(other.body.error.details.action).toBe('interview-generation');
  });

  it('counts only what succeeds: refused phone numbers do not use up contact creation', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    for (let i = 0; i < 3; i++) {
      const typo = await visitor.post(`${DEMO}/contact`, contactBody({ phone_number: '+33899123456' }));
      expect(typo.body.error.code).toBe('INVALID_PHONE');
    }
    await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);
    await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);
    const third = await visitor.post(`${DEMO}/contact`, contactBody());
    expect(third.status).toBe(429);
    expect(third.body.error.details.action).toBe('contact-creation');
  });

  it('counts every URL fetched, whatever came of it', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    // A URL that cannot be read still cost a fetch: three attempts, then the limit.
    for (let i = 0; i < 3; i++) {
      const refused = await visitor.post('/api/demo/process-url', { url: 'http://10.0.0.1/', targetLanguage: 'en' });
      expect(refused.status).toBe(400);
    }
    const limited = await visitor.post('/api/demo/process-url', { url: 'http://10.0.0.1/', targetLanguage: 'en' });
    expect(limited.status).toBe(429);
  });

  it('counts nothing for a request refused for its captcha, missing or forged', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    for (const token of [null, 'forged.token']) {
      for (let i = 0; i < 5; i++)
        await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }, token).expect(403);
    }
    for (let i = 0; i < 5; i++) await parseJob(visitor).expect(201);
    await parseJob(visitor).expect(429);
  });

  it('counts nothing for a request refused for its body', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    for (let i = 0; i < 5; i++) await visitor.post(`${DEMO}/parse-job`, { job_description: 42 }).expect(400);
    for (let i = 0; i < 5; i++) {
      await visitor.post(`${DEMO}/parse-job`).set('Content-Type', 'application/json').send('{"job_').expect(400);
    }
    for (let i = 0; i < 5; i++) await parseJob(visitor).expect(201);
    await parseJob(visitor).expect(429);
  });
});

/** The backend's methods behind the counted routes, and the request each route takes. */
const BACKEND_ACTIONS = [
  {
    action: 'job-parsing',
    method: 'parseJob',
    limit: 5,
    send: (visitor: Visitor) => parseJob(visitor),
  },
  {
    action: 'interview-generation',
    method: 'generateInterview',
    limit: 3,
    send: (visitor: Visitor, jobId: number) => visitor.post(`${DEMO}/generate-interview`, interviewBody(jobId)),
  },
  {
    action: 'contact-creation',
    method: 'createContact',
    limit: 2,
    send: (visitor: Visitor) => visitor.post(`${DEMO}/contact`, contactBody()),
  },
] as const;

const BACKEND_FAILURES = [
  ['an error of its own (5xx)', () => new RecruiterError(502, 'The recruiter service is unavailable.'), 502],
  ['a time-out', () => new RecruiterError(504, 'The recruiter service took too long to answer.'), 504],
  ['a lost connection', () => new TypeError('fetch failed'), 500],
] as const;

/** A gateway whose backend fails `method` with `failure()` while `state.down` is set. */
async function failingBackend(method: string, failure: () => Error) {
  const backend = sandboxRecruiter();
  const state = { down: false };
  const recruiter = new Proxy(backend, {
    get(target, property, receiver) {
      if (property === method && state.down) {
        return async () => {
          throw failure();
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  const { app } = await makeGateway(DEMO_ENV, { recruiter });
  const visitor = new Visitor(app);
  await visitor.solve();
  const jobId = await createJob(visitor);
  return { visitor, jobId, state, close: () => backend.close() };
}

describe('what a backend failure costs the visitor', () => {
  const cases = BACKEND_ACTIONS.flatMap((action) =>
    BACKEND_FAILURES.map(([failureName, failure, status]) => ({ ...action, failureName, failure, status })),
  );

  it.each(cases)(
    '$action: $failureName still counts, as the backend may have done the work',
    async ({ action, method, limit, send, failure, status }) => {
      const { visitor, jobId, state, close } = await failingBackend(method, failure);
      // The job made above counts against job parsing's own limit.
      const allowance = action === 'job-parsing' ? limit - 1 : limit;
      state.down = true;
      for (let i = 0; i < allowance; i++) expect((await send(visitor, jobId)).status).toBe(status);
      state.down = false;
      const limited = await send(visitor, jobId);
      expect(limited.status).toBe(429);
      expect(limited.body.error.details.action).toBe(action);
      close();
    },
  );

  it.each(BACKEND_ACTIONS)(
    '$action: a clear refusal (4xx) gives the allowance back',
    async ({ method, limit, send }) => {
      const { visitor, jobId, state, close } = await failingBackend(
        method,
        () => new RecruiterError(400, 'The recruiter service refused the request.'),
      );
      state.down = true;
      for (let i = 0; i < limit + 2; i++) expect((await send(visitor, jobId)).status).toBe(400);
      state.down = false;
      expect((await send(visitor, jobId)).status).toBe(201);
      close();
    },
  );
});

describe('who counts as one visitor', () => {
  /** Uses up `ip`'s job-parsing limit, then tells whether `other` may still parse a job. */
  const otherMayParse = async (ip: string, other: string): Promise<boolean> => {
    const { app } = await makeGateway(DEMO_ENV);
    const first = new Visitor(app, ip);
    await first.solve();
    for (let i = 0; i < 5; i++) await parseJob(first).expect(201);
    await parseJob(first).expect(429);
    const second = new Visitor(app, other);
    await second.solve();
    const response = await parseJob(second);
    expect([201, 429]).toContain(response.status);
    return response.status === 201;
  };

  it.each([
    ['two IPv4 addresses', '203.0.113.10', '203.0.113.11', true],
    ['two IPv4 addresses of one /24', '192.0.2.1', '192.0.2.200', true],
    ['two IPv6 addresses of one /56', '2001:db8:0:100::1', '2001:db8:0:1ff:abcd::2', false],
    ['two IPv6 addresses of different /56', '2001:db8:0:100::1', '2001:db8:0:200::1', true],
    ['two IPv4-mapped IPv6 addresses', '::ffff:203.0.113.20', '::ffff:203.0.113.21', true],
    ['an IPv4 address and its IPv4-mapped form', '203.0.113.30', '::ffff:203.0.113.30', false],
  ])('%s: separate limits = %s', async (_name, ip, other, separate) => {
    expect(await otherMayParse(ip, other)).toBe(separate);
  });
});
