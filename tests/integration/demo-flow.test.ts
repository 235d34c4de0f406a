/**
 * The demo wizard's calls end to end on the embedded sandbox: both forms of interview generation, the call
 * and its report, voice samples, the lead, and bad input of every kind answered with a 4xx JSON error.
 */
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import request, { type Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { ROOT_DIR } from '../../server/config';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { demoCall, demoContact, demoInterview, demoJob, demoReport } from '../../shared/demo-responses';
import { leadPayload } from '../fixtures/lead';
import {
  audioInterviewBody,
  callBody,
  callClock,
  contactBody,
  DEMO,
  DEMO_ENV,
  interviewBody,
  JOB_DESCRIPTION,
  runDemo,
  Visitor,
} from './demo-helpers';
import { makeGateway } from './helpers';

describe('the wizard from job to report', () => {
  it('parses the job, writes the interview, creates the contact and the call, which ends in a report', async () => {
    const clock = callClock();
    const { app } = await makeGateway(DEMO_ENV, { recruiter: sandboxRecruiter({ now: clock.now }) });
    const visitor = new Visitor(app);
    const run = await runDemo(visitor);
    expect(run.job).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(run.interview).toMatchObject({ language: 'fr', voice: 'Antoine', tone: 'formal', sharpness: 'High' });
    expect((run.interview as { questions?: unknown[] }).questions?.length).toBeGreaterThan(0);
    expect(run.call).toMatchObject({
      contact: run.contact.id,
      interview: run.interview.id,
      status: 'waiting',
      report: null,
    });
    expect(run.call).toMatchObject({ use_case: 'immediate-after-application', force_eligibility: true });

    clock.finishCalls();
    const call = await visitor.get(`${DEMO}/api/call/${run.call.id}/`).expect(200);
    expect(call.body.status).toBe('completed');
    const report = await visitor.get(`${DEMO}/api/report/${call.body.report}/`).expect(200);
    for (const score of Object.values(report.body.scores as Record<string, number>)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }

    // Every answer has the shape the wizard reads (shared/demo-responses.ts).
    const answers: [z.ZodMiniType, unknown][] = [
      [demoJob, run.job],
      [demoInterview, run.interview],
      [demoContact, run.contact],
      [demoCall, run.call],
      [demoCall, call.body],
      [demoReport, report.body],
    ];
    for (const [schema, body] of answers) expect(schema.safeParse(body).error?.issues ?? []).toEqual([]);
  });

  it.each([
    ['the wizard form at /generate-interview', '/generate-interview', interviewBody],
    ['the wizard form at /api/generate-interview/', '/api/generate-interview/', interviewBody],
    ['the audio demo form', '/api/generate-interview/', audioInterviewBody],
    ['the audio demo form at /generate-interview', '/generate-interview', audioInterviewBody],
  ])('generates an interview from %s', async (_name, route, body) => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const job = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    const response = await visitor.post(`${DEMO}${route}`, body(job.body.id));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ job: job.body.id, language: 'fr', voice: 'Antoine' });
    await visitor.get(`${DEMO}/api/interview/${response.body.id}/`).expect(200);
  });

  it("places a call for now at the gateway's time, whatever the visitor's clock says", async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const job = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    const interview = await visitor.post(`${DEMO}/generate-interview`, interviewBody(job.body.id)).expect(201);
    const contact = await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);
    await visitor.solve();
    const yesterday = Date.now() - 24 * 60 * 60_000;
    const call = await visitor.post(`${DEMO}/call`, callBody(contact.body.id, interview.body.id, yesterday));
    expect(call.status, JSON.stringify(call.body)).toBe(201);
    expect(Math.abs(Date.parse(call.body.date) - Date.now())).toBeLessThan(60_000);
  });

  it('schedules a call for later today', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const job = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    const interview = await visitor.post(`${DEMO}/generate-interview`, interviewBody(job.body.id)).expect(201);
    const contact = await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);
    await visitor.solve();
    const at = Date.now() + 60 * 60_000;
    const response = await visitor.post(`${DEMO}/call`, {
      ...callBody(contact.body.id, interview.body.id, at),
      status: 'scheduled',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ status: 'scheduled', date: new Date(at).toISOString() });
  });
});

/** A visitor with a job, an interview and a contact, who has solved the captcha again (ready to call). */
async function readyToCall(app: Express) {
  const visitor = new Visitor(app);
  await visitor.solve();
  const job = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
  const interview = await visitor.post(`${DEMO}/generate-interview`, interviewBody(job.body.id)).expect(201);
  const contact = await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);
  await visitor.solve();
  return {
    visitor,
    jobId: job.body.id as number,
    interviewId: interview.body.id as number,
    contactId: contact.body.id as number,
  };
}

type Ready = Awaited<ReturnType<typeof readyToCall>>;
const raw = (test: Test, type: string, body: string) => test.set('Content-Type', type).send(body);

describe('bad input: a 4xx JSON error with a clear message, never a 500', () => {
  const HOUR = 60 * 60_000;
  const cases: [string, (ready: Ready) => Test, number, string, RegExp][] = [
    // Bodies.
    [
      'malformed JSON',
      ({ visitor }) => raw(visitor.post(`${DEMO}/parse-job`), 'application/json', '{"job_description": '),
      400,
      'VALIDATION_ERROR',
      /Invalid JSON body/,
    ],
    [
      'JSON null',
      ({ visitor }) => raw(visitor.post(`${DEMO}/parse-job`), 'application/json', 'null'),
      400,
      'VALIDATION_ERROR',
      /JSON/,
    ],
    ['a JSON list', ({ visitor }) => visitor.post(`${DEMO}/parse-job`, []), 400, 'VALIDATION_ERROR', /Invalid request/],
    [
      'plain text',
      ({ visitor }) => raw(visitor.post(`${DEMO}/parse-job`), 'text/plain', 'Warehouse operator wanted'),
      400,
      'VALIDATION_ERROR',
      /Invalid request/,
    ],
    ['no body', ({ visitor }) => visitor.post(`${DEMO}/parse-job`), 400, 'VALIDATION_ERROR', /Invalid request/],
    [
      'a body over 64 KB',
      ({ visitor }) => visitor.post(`${DEMO}/parse-job`, { job_description: 'x'.repeat(70_000) }),
      413,
      'PAYLOAD_TOO_LARGE',
      /too large/,
    ],
    [
      'a number for text',
      ({ visitor }) => visitor.post(`${DEMO}/parse-job`, { job_description: 42 }),
      400,
      'VALIDATION_ERROR',
      /job_description/,
    ],
    [
      'an unknown field',
      ({ visitor }) => visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION, admin: true }),
      400,
      'VALIDATION_ERROR',
      /Invalid request/,
    ],
    [
      'a __proto__ field',
      ({ visitor }) =>
        raw(
          visitor.post(`${DEMO}/parse-job`),
          'application/json',
          `{"job_description":"${JOB_DESCRIPTION}","__proto__":{"admin":true}}`,
        ),
      400,
      'VALIDATION_ERROR',
      /Invalid request/,
    ],
    [
      'a description too short',
      ({ visitor }) => visitor.post(`${DEMO}/parse-job`, { job_description: 'Cashier' }),
      400,
      'VALIDATION_ERROR',
      /too short/,
    ],
    [
      'a description over 20 000 characters',
      ({ visitor }) => visitor.post(`${DEMO}/parse-job`, { job_description: 'x'.repeat(20_001) }),
      400,
      'VALIDATION_ERROR',
      /job_description/,
    ],
    // Interviews.
    [
      'a job id as a string',
      ({ visitor, jobId }) =>
        visitor.post(`${DEMO}/generate-interview`, { ...interviewBody(jobId), jobId: String(jobId) }),
      400,
      'VALIDATION_ERROR',
      /jobId/,
    ],
    [
      'a job that does not exist',
      ({ visitor }) => visitor.post(`${DEMO}/generate-interview`, interviewBody(999)),
      400,
      'VALIDATION_ERROR',
      /^Job with ID 999 not found or not accessible$/,
    ],
    [
      'a voice of another language',
      ({ visitor, jobId }) => visitor.post(`${DEMO}/generate-interview`, { ...interviewBody(jobId), voice: 'James' }),
      400,
      'VALIDATION_ERROR',
      /voice must be one of/,
    ],
    [
      'a language the demo does not speak',
      ({ visitor, jobId }) => visitor.post(`${DEMO}/generate-interview`, { ...interviewBody(jobId), language: 'de' }),
      400,
      'VALIDATION_ERROR',
      /language/,
    ],
    [
      'a template of another language',
      ({ visitor, jobId }) =>
        visitor.post(`${DEMO}/generate-interview`, { ...audioInterviewBody(jobId), custom_template: { id: 111 } }),
      400,
      'VALIDATION_ERROR',
      /Template 111 is not available for fr/,
    ],
    [
      'both forms mixed',
      ({ visitor, jobId }) => visitor.post(`${DEMO}/generate-interview`, { ...audioInterviewBody(jobId), jobId }),
      400,
      'VALIDATION_ERROR',
      /Invalid request/,
    ],
    // Contacts.
    [
      'an e-mail that is not one',
      ({ visitor }) => visitor.post(`${DEMO}/contact`, { ...contactBody(), email: 'not-an-email' }),
      400,
      'VALIDATION_ERROR',
      /email/,
    ],
    [
      'an external id without the demo_ prefix',
      ({ visitor }) => visitor.post(`${DEMO}/contact`, { ...contactBody(), external_id: 'crm_42' }),
      400,
      'VALIDATION_ERROR',
      /external_id/,
    ],
    [
      'a phone number as a number',
      ({ visitor }) => visitor.post(`${DEMO}/contact`, { ...contactBody(), phone_number: 33612345678 }),
      400,
      'VALIDATION_ERROR',
      /phone_number/,
    ],
    [
      'a context over 1000 characters',
      ({ visitor }) => visitor.post(`${DEMO}/contact`, { ...contactBody(), additional_context: 'x'.repeat(1001) }),
      400,
      'VALIDATION_ERROR',
      /additional_context/,
    ],
    // Calls.
    [
      'a contact id as a string',
      ({ visitor, contactId, interviewId }) =>
        visitor.post(`${DEMO}/call`, { ...callBody(contactId, interviewId), contact: String(contactId) }),
      400,
      'VALIDATION_ERROR',
      /contact/,
    ],
    [
      'a status the demo does not create',
      ({ visitor, contactId, interviewId }) =>
        visitor.post(`${DEMO}/call`, { ...callBody(contactId, interviewId), status: 'completed' }),
      400,
      'VALIDATION_ERROR',
      /status/,
    ],
    [
      'another use case',
      ({ visitor, contactId, interviewId }) =>
        visitor.post(`${DEMO}/call`, { ...callBody(contactId, interviewId), use_case: 'bulk' }),
      400,
      'VALIDATION_ERROR',
      /use_case/,
    ],
    [
      'a date that is not one',
      ({ visitor, contactId, interviewId }) =>
        visitor.post(`${DEMO}/call`, { ...callBody(contactId, interviewId), date: 'tomorrow' }),
      400,
      'VALIDATION_ERROR',
      /date/,
    ],
    [
      'a call scheduled in two days',
      ({ visitor, contactId, interviewId }) =>
        visitor.post(`${DEMO}/call`, {
          ...callBody(contactId, interviewId, Date.now() + 48 * HOUR),
          status: 'scheduled',
        }),
      400,
      'VALIDATION_ERROR',
      /later today/,
    ],
    [
      'an interview that does not exist',
      ({ visitor, contactId }) => visitor.post(`${DEMO}/call`, callBody(contactId, 999)),
      400,
      'VALIDATION_ERROR',
      /Interview 999 not found/,
    ],
    // Leads.
    [
      'a lead with an unknown persona',
      ({ visitor }) => visitor.post('/api/demo/lead', { ...lead(), selectedPersona: 'aggressive' }),
      400,
      'VALIDATION_ERROR',
      /selectedPersona/,
    ],
    [
      'a lead without an e-mail',
      ({ visitor }) => visitor.post('/api/demo/lead', { ...lead(), email: undefined }),
      400,
      'VALIDATION_ERROR',
      /email/,
    ],
  ];

  it.each(cases)('%s', async (_name, send, status, code, message) => {
    const { app } = await makeGateway(DEMO_ENV);
    const response = await send(await readyToCall(app));
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.error.code).toBe(code);
    expect(response.body.error.message).toMatch(message);
  });

  it('names the unknown fields it refuses', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const { visitor } = await readyToCall(app);
    const response = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION, admin: true });
    expect(response.status).toBe(400);
    expect(response.body.error.details.fields).toEqual([
      { field: 'admin', issue: 'unknown', message: 'Unknown field' },
    ]);
  });

  it.each([
    ['a missing contact name', '/contact', { name: undefined }, 'name', 'required'],
    ['an empty contact name', '/contact', { name: '   ' }, 'name', 'required'],
    ['a contact name too long', '/contact', { name: 'x'.repeat(201) }, 'name', 'length'],
    ['an e-mail of no form', '/contact', { email: 'nobody' }, 'email', 'invalid'],
    ['a phone number too short', '/contact', { phone_number: '+3361' }, 'phone_number', 'length'],
  ])('says what is wrong with %s, field by field', async (_name, route, change, field, issue) => {
    const { app } = await makeGateway(DEMO_ENV);
    const { visitor } = await readyToCall(app);
    const response = await visitor.post(`${DEMO}${route}`, { ...contactBody(), ...change }).expect(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.details.fields).toMatchObject([{ field, issue }]);
  });
});

const lead = leadPayload;

describe('the lead', () => {
  it('accepts a lead with a captcha and writes it to the outbox', async () => {
    const { app, config, drain } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post('/api/demo/lead', lead());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, hubspotId: null });
    await drain();

    const dir = path.join(config.dataDir, 'leads');
    const files = (await readdir(dir)).filter((file) => file.endsWith('.json'));
    expect(files).toHaveLength(1);
    const saved = JSON.parse(await readFile(path.join(dir, files[0] as string), 'utf8'));
    expect(saved).toMatchObject(lead());
    expect(Date.parse(saved.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes nothing for a refused lead', async () => {
    const { app, config } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    await visitor.post('/api/demo/lead', { ...lead(), firstName: '' }).expect(400);
    await visitor.post('/api/demo/lead', lead(), null).expect(403);
    expect(existsSync(path.join(config.dataDir, 'leads'))).toBe(false);
  });
});

describe('voice samples', () => {
  const VOICES_DIR = path.join(ROOT_DIR, 'widgets/assets/voices');
  const samples = ['fr', 'en', 'es'].flatMap((language) =>
    ['structured', 'balanced', 'open', 'open_female'].map((persona) => [language, persona] as const),
  );

  it.each(samples)('%s-%s: the audio file when there is one, else 404 naming it', async (language, persona) => {
    const { app } = await makeGateway(DEMO_ENV);
    const file = path.join(VOICES_DIR, `${language}-${persona}.mp3`);
    const response = await request(app)
      .post(`${DEMO}/voice-sample`)
      .send({ language, persona })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    if (existsSync(file)) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect((response.body as Buffer).length).toBe(statSync(file).size);
    } else {
      expect(response.status).toBe(404);
      expect(JSON.parse((response.body as Buffer).toString()).error.message).toBe(
        `No voice sample available for ${language}-${persona}`,
      );
    }
  });

  it.each([
    ['an unknown persona', { language: 'fr', persona: 'pirate' }],
    ['a path for a persona', { language: 'fr', persona: '../../package' }],
    ['an unknown language', { language: 'de', persona: 'structured' }],
    ['an extra field', { language: 'fr', persona: 'structured', file: '/etc/passwd' }],
    ['nothing', {}],
  ])('refuses %s with 400', async (_name, body) => {
    const { app } = await makeGateway(DEMO_ENV);
    const response = await request(app).post(`${DEMO}/voice-sample`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
  });
});
