/**
 * What a visitor may read through the demo proxy: only what its own demo session created. Anything else,
 * including an id of another visitor's, answers 404 exactly like an id that does not exist, and the gateway
 * forwards nothing but its fixed list of routes.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import {
  callBody,
  callClock,
  contactBody,
  DEMO,
  DEMO_ENV,
  type DemoRun,
  interviewBody,
  JOB_DESCRIPTION,
  recording,
  runDemo,
  Visitor,
} from './demo-helpers';
import { makeGateway } from './helpers';

/** A gateway on a sandbox whose calls complete when the test says so, and a backend that records its use. */
async function gateway() {
  const clock = callClock();
  const spy = recording(sandboxRecruiter({ now: clock.now }));
  const { app } = await makeGateway(DEMO_ENV, { recruiter: spy.recruiter });
  return { app, clock, spy };
}

/** A visitor who went through the whole demo and whose call has completed, with its report. */
async function completedDemo(app: Express, clock: ReturnType<typeof callClock>) {
  const visitor = new Visitor(app);
  const run = await runDemo(visitor);
  clock.finishCalls();
  const call = await visitor.get(`${DEMO}/api/call/${run.call.id}/`).expect(200);
  expect(call.body.status).toBe('completed');
  expect(call.body.report).toEqual(expect.any(Number));
  return { visitor, run, reportId: call.body.report as number };
}

const readPaths = (run: DemoRun, reportId: number): [string, string][] => [
  ['job', `${DEMO}/job/${run.job.id}/`],
  ['interview', `${DEMO}/api/interview/${run.interview.id}/`],
  ['contact', `${DEMO}/api/contact/${run.contact.id}/`],
  ['call', `${DEMO}/api/call/${run.call.id}/`],
  ['report', `${DEMO}/api/report/${reportId}/`],
];

describe('reading what the session created', () => {
  it('gives a visitor its own job, interview, contact, call and report', async () => {
    const { app, clock } = await gateway();
    const { visitor, run, reportId } = await completedDemo(app, clock);
    const ids = [run.job.id, run.interview.id, run.contact.id, run.call.id, reportId];
    for (const [index, [, path]] of readPaths(run, reportId).entries()) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(200);
      expect(response.body.id).toBe(ids[index]);
    }
    const report = await visitor.get(`${DEMO}/api/report/${reportId}/`);
    expect(report.body).toMatchObject({ call: run.call.id, contact: run.contact.id, interview: run.interview.id });
    expect(Object.keys(report.body.scores).sort()).toEqual(
      ['availability', 'communication', 'experience_and_attitude', 'motivation', 'skills_match'].sort(),
    );
  });

  it('answers 404 to another visitor, to a request without a session and to a forged session', async () => {
    const { app, clock, spy } = await gateway();
    const { visitor: alice, run, reportId } = await completedDemo(app, clock);
    const bob = new Visitor(app);
    await bob.solve();
    const [id, signature = ''] = (alice.session as string).split('.');
    const forged = `${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    spy.calls.length = 0;

    for (const [kind, path] of readPaths(run, reportId)) {
      const attempts = [
        ['another session', bob.get(path)],
        ['another session with its captcha token', bob.request('get', path)],
        ['no session', request(app).get(path).set('X-Forwarded-For', bob.ip)],
        ['a forged session', request(app).get(path).set('X-Forwarded-For', bob.ip).set('X-Demo-Session', forged)],
      ] as const;
      for (const [who, attempt] of attempts) {
        const response = await attempt;
        expect(response.status, `${kind} with ${who}`).toBe(404);
        expect(response.body.error.code).toBe('NOT_FOUND');
      }
    }
    expect(spy.calls).toEqual([]);
  });

  it('does not let another visitor cancel a call, build on a job or call a contact that is not theirs', async () => {
    const { app, spy } = await gateway();
    const alice = new Visitor(app);
    const run = await runDemo(alice);

    const bob = new Visitor(app);
    await bob.solve();
    const cancel = await bob.post(`${DEMO}/api/call/${run.call.id}/cancel/`);
    expect(cancel.status).toBe(404);

    const interview = await bob.post(`${DEMO}/generate-interview`, interviewBody(run.job.id));
    expect(interview.status).toBe(400);
    expect(interview.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `Job with ID ${run.job.id} not found or not accessible`,
      details: { fields: [{ field: 'jobId', issue: 'not_found' }] },
    });

    const job = await bob.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    const own = await bob.post(`${DEMO}/generate-interview`, interviewBody(job.body.id)).expect(201);
    await bob.post(`${DEMO}/contact`, contactBody()).expect(201);
    await bob.solve();
    const call = await bob.post(`${DEMO}/call`, callBody(run.contact.id, own.body.id));
    expect(call.status).toBe(400);
    expect(call.body.error.code).toBe('VALIDATION_ERROR');
    expect(spy.calls.filter((name) => name === 'createCall' || name === 'cancelCall')).toEqual(['createCall']);

    const mine = await alice.post(`${DEMO}/api/call/${run.call.id}/cancel/`);
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('cancelled');
  });
});

describe('the paged list of reports', () => {
  const LIST = `${DEMO}/api/report/?page=1&page_size=10`;

  it("lists only the session's own reports", async () => {
    const { app, clock } = await gateway();
    const alice = await completedDemo(app, clock);
    const bob = await completedDemo(app, clock);

    for (const { visitor, reportId, run } of [alice, bob]) {
      const response = await visitor.get(LIST).expect(200);
      expect(response.body).toMatchObject({ count: 1, page: 1, page_size: 10 });
      expect(response.body.results).toHaveLength(1);
      expect(response.body.results[0]).toMatchObject({ id: reportId, call: run.call.id });
    }
  });

  it('lists nothing for a session without a completed call, and nothing without a session', async () => {
    const { app, clock } = await gateway();
    await completedDemo(app, clock);
    const carol = new Visitor(app);
    await runDemo(carol);
    expect((await carol.get(LIST).expect(200)).body).toEqual({ count: 0, page: 1, page_size: 10, results: [] });
    const response = await request(app).get(LIST).set('X-Forwarded-For', carol.ip);
    expect(response.status).toBe(404);
  });

  it('pages the list', async () => {
    const { app, clock } = await gateway();
    const { visitor } = await completedDemo(app, clock);
    const second = await visitor.get(`${DEMO}/api/report/?page=2&page_size=10`).expect(200);
    expect(second.body).toEqual({ count: 1, page: 2, page_size: 10, results: [] });
    const defaults = await visitor.get(`${DEMO}/api/report/`).expect(200);
    expect(defaults.body).toMatchObject({ count: 1, page: 1, page_size: 10 });
  });

  it.each([['page=0'], ['page=abc'], ['page_size=0'], ['page_size=1000'], ['page=1.5'], ['page=1&page=2']])(
    'refuses the query %s with 400',
    async (query) => {
      const { app } = await gateway();
      const visitor = new Visitor(app);
      await visitor.solve();
      const response = await visitor.get(`${DEMO}/api/report/?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('only the listed routes are forwarded', () => {
  it.each<['GET' | 'POST' | 'PUT' | 'DELETE', string]>([
    ['GET', '/api/recruiter-demo/admin/users'],
    ['GET', '/api/recruiter-demo/api/users/'],
    ['GET', '/api/recruiter-demo/api/job/1/'],
    ['GET', '/api/recruiter-demo/job/'],
    ['GET', '/api/recruiter-demo/api/report/1/delete/'],
    ['POST', '/api/recruiter-demo/api/contact/1/'],
    ['DELETE', '/api/recruiter-demo/api/call/1/'],
    ['PUT', '/api/recruiter-demo/contact'],
    ['GET', '/api/recruiter-demo/%2e%2e/%2e%2e/etc/passwd'],
    ['GET', '/api/recruiter-demo/job/1%2f..%2f..%2fadmin/'],
    ['GET', '/api/recruiter-demo/job/abc/'],
    ['GET', '/api/recruiter-demo/job/-1/'],
    ['GET', '/api/recruiter-demo/job/99999999999999999999/'],
    ['GET', '/api/recruiter-demo/api/interview-template/1/'],
  ])('%s %s: 404, nothing forwarded', async (method, path) => {
    const { app, spy } = await gateway();
    const visitor = new Visitor(app);
    await runDemo(visitor);
    spy.calls.length = 0;
    const response = await visitor.request(method.toLowerCase() as Lowercase<typeof method>, path);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
    expect(spy.calls).toEqual([]);
  });

  it('answers a path that climbs out of the proxy with a 404, forwarding nothing', async () => {
    const { app, spy } = await gateway();
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // Sent as written: a browser or client library would have folded the dots away.
      const status = await new Promise<number>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/api/recruiter-demo/../../etc', method: 'GET' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      expect(status).toBe(404);
      expect(spy.calls).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('answers the demo templates and nothing else', async () => {
    const { app } = await gateway();
    for (const id of [108, 111, 110]) {
      const response = await request(app).get(`${DEMO}/api/interview-template/${id}/`).expect(200);
      expect(response.body.id).toBe(id);
    }
    await request(app).get(`${DEMO}/api/interview-template/109/`).expect(404);
  });
});
