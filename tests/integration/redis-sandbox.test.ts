/**
 * The scale-out mode without a real backend: two gateway instances on one redis-server, each with its own
 * embedded sandbox, number and keep what visitors create in Redis, so either instance answers any visitor
 * and no visitor ever reads another's contact.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDependencies, createApp, type Dependencies } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { RecruiterApi } from '../../server/demo/recruiter';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { connectRedis, type RedisState } from '../../server/state/redis';
import { DEMO, DEMO_ENV, type DemoRun, runDemo, Visitor } from './demo-helpers';
import { makeStaticDir } from './helpers';
import { type RedisServer, startRedisServer } from './redis-server';

let redis: RedisServer;
const deps: Dependencies[] = [];
const connections: RedisState[] = [];

/**
 * A gateway instance as `connectDependencies` builds it from the environment (REDIS_URL, no
 * RECRUITER_API_URL), or with a sandbox of the test's own over a Redis connection of its own.
 */
async function instance(sandbox?: (state: RedisState) => RecruiterApi): Promise<Express> {
  const config = loadConfig({
    ...DEMO_ENV,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'alex-data-')),
    STATIC_DIR: await makeStaticDir(),
    LOG_LEVEL: 'silent',
    SANDBOX_PARTNER_PORT: '0',
    REDIS_URL: redis.url,
    CAPTCHA_SECRET: 'a-secret-both-instances-share-0123456789',
  });
  const d = await connectDependencies(config);
  deps.push(d);
  if (!sandbox) return createApp(config, d);
  const connection = await connectRedis(redis.url);
  connections.push(connection);
  return createApp(config, { ...d, recruiter: sandbox(connection) });
}

/** The same visitor (address, session, captcha token) with its next requests sent to another instance. */
const through = (visitor: Visitor, app: Express): Visitor =>
  Object.assign(new Visitor(app, visitor.ip), { token: visitor.token, session: visitor.session });

const paths = (run: DemoRun) => ({
  job: `${DEMO}/job/${run.job.id}/`,
  interview: `${DEMO}/api/interview/${run.interview.id}/`,
  contact: `${DEMO}/api/contact/${run.contact.id}/`,
  call: `${DEMO}/api/call/${run.call.id}/`,
});

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  for (const d of deps) await d.close();
  for (const connection of connections) await connection.close();
  await redis?.stop();
});

describe('two instances built from the environment', () => {
  let one: Express;
  let two: Express;
  let alice: Visitor;
  let bob: Visitor;
  let a: DemoRun;
  let b: DemoRun;

  beforeAll(async () => {
    one = await instance();
    two = await instance();
    alice = new Visitor(one);
    a = await runDemo(alice);
    bob = new Visitor(two);
    b = await runDemo(bob);
  });

  it('never give two visitors the same id, whichever instance creates', () => {
    for (const kind of ['job', 'interview', 'contact', 'call'] as const) {
      expect(b[kind].id, kind).not.toBe(a[kind].id);
    }
  });

  it("never show a visitor another visitor's contact, on either instance", async () => {
    const aliceContact = a.contact as DemoRun['contact'] & { email: string; phone_number: string };
    for (const app of [one, two]) {
      for (const [kind, path] of Object.entries(paths(a))) {
        const response = await through(bob, app).get(path);
        expect(response.status, `${kind} through ${app === one ? 'one' : 'two'}`).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain(aliceContact.email);
        expect(JSON.stringify(response.body)).not.toContain(aliceContact.phone_number);
      }
      // Bob's own contact, read through the instance that did not create it, is Bob's.
      const own = await through(bob, app).get(paths(b).contact).expect(200);
      expect(own.body).toEqual(b.contact);
    }
  });

  it('give a visitor what it created through the other instance', async () => {
    const elsewhere = through(alice, two);
    for (const kind of ['job', 'interview', 'contact'] as const) {
      const response = await elsewhere.get(paths(a)[kind]);
      expect(response.status, kind).toBe(200);
      expect(response.body, kind).toEqual(a[kind]);
    }
    const call = await elsewhere.get(paths(a).call).expect(200);
    expect(call.body).toMatchObject({ id: a.call.id, contact: a.contact.id, interview: a.interview.id });
  });
});

describe('a call placed on one instance', () => {
  // The sandboxes' clock: it stands still until the test moves it, so each step is read at a known time.
  let time = Date.now();
  const now = () => time;
  let one: Express;
  let two: Express;

  beforeAll(async () => {
    one = await instance((state) => sandboxRecruiter({ state: state.sandbox, now }));
    two = await instance((state) => sandboxRecruiter({ state: state.sandbox, now }));
  });

  it('moves on and ends in one report that either instance reads', async () => {
    const alice = new Visitor(one);
    const run = await runDemo(alice);
    const elsewhere = through(alice, two);
    const callPath = paths(run).call;
    expect((await elsewhere.get(callPath).expect(200)).body.status).toBe('waiting');

    const start = Date.parse((run.call as DemoRun['call'] & { date: string }).date);
    time = start + 3_000;
    expect((await elsewhere.get(callPath).expect(200)).body.status).toBe('ringing');
    time = start + 60_000;
    const done = await elsewhere.get(callPath).expect(200);
    expect(done.body).toMatchObject({ status: 'completed', report: expect.any(Number) });
    const report = await elsewhere.get(`${DEMO}/api/report/${done.body.report}/`).expect(200);
    expect(report.body).toMatchObject({ call: run.call.id, contact: run.contact.id, interview: run.interview.id });

    const here = await alice.get(callPath).expect(200);
    expect(here.body.report).toBe(done.body.report);
    expect((await alice.get(`${DEMO}/api/report/${done.body.report}/`).expect(200)).body).toEqual(report.body);

    const bob = new Visitor(two);
    await bob.solve();
    for (const app of [one, two]) {
      await through(bob, app).get(callPath).expect(404);
      await through(bob, app).get(`${DEMO}/api/report/${done.body.report}/`).expect(404);
    }
  });
});
