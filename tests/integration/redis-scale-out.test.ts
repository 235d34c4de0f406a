/**
 * The scale-out mode: two gateway instances sharing a real redis-server (and one recruiter backend) act as
 * one: one combined limit, a captcha solution accepted once across both, tokens and sessions valid on both.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDependencies, createApp, type Dependencies } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { CAPTCHA_HEADER, SESSION_HEADER } from '../../shared/captcha';
import { leadPayload } from '../fixtures/lead';
import { roiPayload } from '../fixtures/roi';
import {
  CHALLENGE,
  callBody,
  contactBody,
  DEMO,
  DEMO_ENV,
  interviewBody,
  JOB_DESCRIPTION,
  nextIp,
  solvedPayload,
  VERIFY,
  Visitor,
} from './demo-helpers';
import { makeStaticDir } from './helpers';
import { type RedisServer, startRedisServer } from './redis-server';

let redis: RedisServer;
let a: Express;
let b: Express;
const deps: Dependencies[] = [];
const backend = sandboxRecruiter();

async function instance(): Promise<Express> {
  const config = loadConfig({
    ...DEMO_ENV,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'alex-data-')),
    STATIC_DIR: await makeStaticDir(),
    LOG_LEVEL: 'silent',
    SANDBOX_PARTNER_PORT: '0',
    REDIS_URL: redis.url,
    CAPTCHA_SECRET: 'a-secret-both-instances-share-0123456789',
    AUTO_BLOCK_STRIKES: '3',
  });
  const d = await connectDependencies(config);
  // Both instances talk to one recruiter backend, as they would to the real one.
  d.recruiter.close();
  const shared = { ...d, recruiter: backend };
  deps.push(shared);
  return createApp(config, shared);
}

beforeAll(async () => {
  redis = await startRedisServer();
  a = await instance();
  b = await instance();
});

afterAll(async () => {
  for (const d of deps) await d.close();
  backend.close();
  await redis?.stop();
});

/** A visitor whose requests go to either instance, as a load balancer would send them. */
class BalancedVisitor {
  readonly ip = nextIp();
  token = '';
  session = '';

  async solve(app: Express): Promise<void> {
    const payload = await solvedPayload(app, this.ip);
    const verify = request(app).post(VERIFY).set('X-Forwarded-For', this.ip);
    if (this.session) verify.set(SESSION_HEADER, this.session);
    const response = await verify.send({ token: payload });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    this.token = response.body.token;
    this.session = response.body.session;
  }

  post(app: Express, route: string, body: object) {
    return request(app)
      .post(route)
      .set('X-Forwarded-For', this.ip)
      .set(CAPTCHA_HEADER, this.token)
      .set(SESSION_HEADER, this.session)
      .send(body);
  }

  get(app: Express, route: string) {
    return request(app).get(route).set('X-Forwarded-For', this.ip).set(SESSION_HEADER, this.session);
  }
}

describe('two gateway instances sharing Redis', () => {
  it('accept a captcha solution once across both, even submitted to both at the same moment', async () => {
    const ip = nextIp();
    const payload = await solvedPayload(a, ip);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(i % 2 ? a : b)
          .post(VERIFY)
          .set('X-Forwarded-For', ip)
          .send({ token: payload }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(403)]);
    for (const refused of answers.filter((r) => r.status === 403)) {
      expect(refused.body.error.code).toBe('CAPTCHA_INVALID');
    }
  });

  it('accept on one instance the token and session issued by the other', async () => {
    const visitor = new BalancedVisitor();
    await visitor.solve(a);
    const job = await visitor.post(b, `${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const read = await visitor.get(a, `${DEMO}/job/${job.body.id}/`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(job.body.id);
    // Another visitor cannot read it on either instance.
    const stranger = new BalancedVisitor();
    await stranger.solve(b);
    expect((await stranger.get(a, `${DEMO}/job/${job.body.id}/`)).status).toBe(404);
    expect((await stranger.get(b, `${DEMO}/job/${job.body.id}/`)).status).toBe(404);
  });

  it('enforce one combined limit: job parsing 5 per 5 minutes whichever instance answers', async () => {
    const visitor = new BalancedVisitor();
    await visitor.solve(a);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await visitor.post(i % 2 ? a : b, `${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION });
      statuses.push(response.status);
      if (response.status === 429) expect(response.body.error.code).toBe('DEMO_RATE_LIMIT_EXCEEDED');
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('give back, on either instance, what requests refused before their limit had started counting', async () => {
    const visitor = new BalancedVisitor();
    await visitor.solve(a);
    for (let i = 0; i < 4; i++) {
      const typo = await visitor.post(i % 2 ? a : b, `${DEMO}/contact`, contactBody({ phone_number: '+33899123456' }));
      expect(typo.body.error.code).toBe('INVALID_PHONE');
    }
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await visitor.post(i % 2 ? b : a, `${DEMO}/contact`, contactBody())).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('count leads under one limit whichever path (the new or the deprecated one) and instance they reach', async () => {
    const visitor = new BalancedVisitor();
    await visitor.solve(a);
    const statuses: number[] = [];
    for (const [app, route] of [
      [a, '/api/demo/lead'],
      [b, '/api/hubspot'],
      [b, '/api/demo/lead'],
      [a, '/api/hubspot'],
    ] as const) {
      statuses.push((await visitor.post(app, route, leadPayload())).status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('create exactly one call out of 50 concurrent requests spread over both instances', async () => {
    const visitor = new BalancedVisitor();
    await visitor.solve(a);
    const job = await visitor.post(a, `${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION });
    const interview = await visitor.post(b, `${DEMO}/generate-interview`, interviewBody(job.body.id));
    expect(interview.status, JSON.stringify(interview.body)).toBe(201);
    const contact = await visitor.post(a, `${DEMO}/contact`, contactBody());
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    await visitor.solve(b);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        visitor.post(i % 2 ? a : b, `${DEMO}/call`, callBody(contact.body.id, interview.body.id)),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(49);
  });

  it('block a visitor on both instances (the other within a second) after repeated forged tokens on either', async () => {
    const ip = nextIp();
    const forged = 'eyJzaWQiOiJ4In0.forged';
    for (const app of [a, b, a]) {
      await request(app)
        .post(`${DEMO}/parse-job`)
        .set('X-Forwarded-For', ip)
        .set(CAPTCHA_HEADER, forged)
        .send({ job_description: JOB_DESCRIPTION });
    }
    // The strike is counted after the answer; each instance trusts what it last read for at most a second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const app of [a, b]) {
      const response = await request(app).post(CHALLENGE).set('X-Forwarded-For', ip);
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('BLACKLISTED');
    }
    // Someone else is not affected.
    expect((await request(b).post(CHALLENGE).set('X-Forwarded-For', nextIp())).status).toBe(200);
  });
});

describe('ROI e-mails over two instances sharing Redis', () => {
  const send = (app: Express, ip: string, userEmail: string, token?: string) => {
    const test = request(app).post('/api/send-roi-metrics').set('X-Forwarded-For', ip);
    if (token) test.set(CAPTCHA_HEADER, token);
    return test.send(roiPayload({ userEmail }));
  };

  it('send one address at most 3 a day, whichever instances the requests reach', async () => {
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a]) statuses.push((await send(app, nextIp(), 'fay@example.com')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await send(b, nextIp(), 'gus@example.com')).status).toBe(200);
  });

  it("ask a visitor's further e-mail for a token on the other instance too, and accept that token once", async () => {
    const visitor = new BalancedVisitor();
    expect((await send(a, visitor.ip, 'hal.1@example.com')).status).toBe(200);
    const missing = await send(b, visitor.ip, 'hal.2@example.com');
    expect(missing.body.error.code).toBe('CAPTCHA_REQUIRED');
    await visitor.solve(a);
    expect((await send(b, visitor.ip, 'hal.2@example.com', visitor.token)).status).toBe(200);
    const reused = await send(a, visitor.ip, 'hal.3@example.com', visitor.token);
    expect(reused.body.error.code).toBe('CAPTCHA_INVALID');
  });
});

describe('an instance whose Redis is gone', () => {
  it('answers 503 on the demo and keeps serving health checks', async () => {
    const server = await startRedisServer();
    const config = loadConfig({
      ...DEMO_ENV,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'alex-data-')),
      STATIC_DIR: await makeStaticDir(),
      LOG_LEVEL: 'silent',
      SANDBOX_PARTNER_PORT: '0',
      REDIS_URL: server.url,
      CAPTCHA_SECRET: 'another-secret-for-the-outage-test-0123456',
    });
    const d = await connectDependencies(config);
    const app = createApp(config, d);
    await server.stop();
    const visitor = new Visitor(app);
    const response = await visitor.post(CHALLENGE);
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await request(app).get('/healthz')).status).toBe(200);
    await d.close().catch(() => undefined);
  });
});
