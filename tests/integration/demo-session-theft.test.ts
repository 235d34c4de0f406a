/**
 * A demo session value carried off: read by a script on the partner page, copied out of localStorage, and
 * shown from another network. Whoever holds it gets a session of their own, never the visitor's; the visitor
 * notices nothing. Run in the embedded mode and in the scale-out mode on a real redis-server.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDependencies, createApp, type Dependencies } from '../../server/app';
import { loadConfig } from '../../server/config';
import { SESSION_TTL_MS } from '../../server/demo/sessions';
import { SESSION_HEADER } from '../../shared/captcha';
import {
  callBody,
  contactBody,
  DEMO,
  DEMO_ENV,
  interviewBody,
  JOB_DESCRIPTION,
  nextEmail,
  nextPhone,
  Visitor,
} from './demo-helpers';
import { makeGateway, makeStaticDir } from './helpers';
import { type RedisServer, startRedisServer } from './redis-server';

let redis: RedisServer;
const opened: Dependencies[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  for (const deps of opened) await deps.close();
  await redis?.stop();
});

/** A gateway on the test's clock, in either mode. */
const modes: [string, (now: () => number) => Promise<Express>][] = [
  ['embedded', async (now) => (await makeGateway(DEMO_ENV, { now })).app],
  [
    'Redis',
    async (now) => {
      const config = loadConfig({
        ...DEMO_ENV,
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'alex-data-')),
        STATIC_DIR: await makeStaticDir(),
        LOG_LEVEL: 'silent',
        SANDBOX_PARTNER_PORT: '0',
        REDIS_URL: redis.url,
        CAPTCHA_SECRET: 'a-secret-every-instance-shares-0123456789',
      });
      const deps = await connectDependencies(config);
      opened.push(deps);
      return createApp(config, { ...deps, now });
    },
  ],
];

/** A visitor on 203.0.113.0/24 with a job, an interview and a contact, its post-contact captcha solved. */
async function victimReady(app: Express) {
  const victim = new Visitor(app, '203.0.113.10');
  await victim.solve();
  const job = await victim.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
  const interview = await victim.post(`${DEMO}/generate-interview`, interviewBody(job.body.id)).expect(201);
  const details = { name: 'Ann Martin', email: nextEmail(), phone_number: nextPhone() };
  const contact = await victim.post(`${DEMO}/contact`, { ...contactBody(details), ...details }).expect(201);
  await victim.solve();
  return { victim, details, jobId: job.body.id as number, interviewId: interview.body.id, contactId: contact.body.id };
}

describe.each(modes)('a stolen demo session (%s mode)', (_mode, gateway) => {
  it('re-bound elsewhere reads no contact and places no call, and the visitor keeps working', async () => {
    const app = await gateway(Date.now);
    const { victim, details, jobId, interviewId, contactId } = await victimReady(app);

    // Someone on another network with the visitor's session value.
    const thief = new Visitor(app, '198.51.100.66');
    thief.session = victim.session;
    expect((await thief.get(`${DEMO}/api/contact/${contactId}/`)).status).toBe(403);
    // Solving a captcha there does not move the session: the thief gets a new, empty one.
    await thief.solve();
    expect(thief.session?.split('.')[0]).not.toBe(victim.session?.split('.')[0]);
    for (const read of [`/api/contact/${contactId}/`, `/job/${jobId}/`, `/api/interview/${interviewId}/`]) {
      expect((await thief.get(`${DEMO}${read}`)).status, read).toBe(404);
    }
    // Its session has no contact: the call route refuses before anything is looked up (the post-contact gate).
    const call = await thief.post(`${DEMO}/call`, callBody(contactId, interviewId));
    expect(call.status).toBe(403);
    expect((await thief.get(`/api/demo/allowance?contact=${contactId}`)).status).toBe(404);
    // Replaying the visitor's value again, from any network, still gives nothing.
    const again = new Visitor(app, '198.51.100.67');
    again.session = victim.session;
    await again.solve();
    expect((await again.get(`${DEMO}/api/contact/${contactId}/`)).status).toBe(404);

    // The visitor's own value keeps working, and its call goes out.
    const read = await victim.get(`${DEMO}/api/contact/${contactId}/`).expect(200);
    expect(read.body).toMatchObject({ id: contactId, email: expect.stringMatching(/^.\*\*\*@example\.com$/) });
    expect(JSON.stringify(read.body)).not.toContain(details.phone_number);
    expect(JSON.stringify(read.body)).not.toContain(details.email);
    expect(JSON.stringify(read.body)).not.toContain('Martin');
    const placed = await victim.post(`${DEMO}/call`, callBody(contactId, interviewId)).expect(201);
    // The thief cannot cancel it either.
    expect((await thief.post(`${DEMO}/api/call/${placed.body.id}/cancel/`)).status).toBe(404);
    await victim.get(`${DEMO}/api/call/${placed.body.id}/`).expect(200);
  });

  it('moved with a token of its own network too, reads only masked details and calls nobody', async () => {
    const app = await gateway(Date.now);
    const { victim, details, contactId, interviewId } = await victimReady(app);
    const thief = new Visitor(app, '198.51.100.70');
    thief.session = victim.session;
    thief.token = victim.token;
    await thief.solve();
    expect(thief.session?.split('.')[0]).toBe(victim.session?.split('.')[0]);
    const read = await thief.get(`${DEMO}/api/contact/${contactId}/`).expect(200);
    for (const value of [details.phone_number, details.email, details.name, 'Martin']) {
      expect(JSON.stringify(read.body)).not.toContain(value);
    }
    // The contact was given on the visitor's network: no call to it from this one.
    const call = await thief.post(`${DEMO}/call`, callBody(contactId, interviewId)).expect(400);
    expect(call.body.error.details.fields).toEqual([
      { field: 'contact', issue: 'invalid', message: 'Given on another network' },
    ]);
  });

  it('expired, is refused exactly as a forged one', async () => {
    let clock = Date.now();
    const app = await gateway(() => clock);
    const visitor = new Visitor(app, '203.0.113.30');
    await visitor.solve();
    const job = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    const path = `${DEMO}/job/${job.body.id}/`;
    const read = (value: string) =>
      request(app).get(path).set('X-Forwarded-For', visitor.ip).set(SESSION_HEADER, value);
    await read(visitor.session as string).expect(200);
    const [id, net, issued, signature] = (visitor.session as string).split('.') as [string, string, string, string];
    const forged = await read(`${id}.${net}.${issued}.${signature.slice(0, -2)}AA`);
    clock += SESSION_TTL_MS;
    const expired = await read(visitor.session as string);
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual(forged.body);
    // Solving again gives a new session: the expired one is not renewed.
    const renewed = new Visitor(app, visitor.ip);
    renewed.session = visitor.session;
    await renewed.solve();
    expect(renewed.session?.split('.')[0]).not.toBe(id);
  });
});
