/**
 * The demo on a real recruiter backend (RECRUITER_API_URL): requests are forwarded with the API key, which
 * never reaches the browser, and the backend's failures and slowness become 502 and 504 answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response } from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUSED, TIMED_OUT, UNAVAILABLE } from '../../server/demo/http-recruiter';
import { RecruiterError } from '../../server/demo/recruiter';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { DEMO, DEMO_ENV, JOB_DESCRIPTION, runDemo, Visitor } from './demo-helpers';
import { makeGateway } from './helpers';

const KEY = 'secret-key-123';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

type Mode = 'ok' | 'fail' | 'slow' | 'refuse' | 'redirect' | 'scripted';

/** A recruiter backend in miniature: enough of its API for the wizard, and switchable failures. */
function fakeBackend() {
  const received: Received[] = [];
  const state = {
    mode: 'ok' as Mode,
    redirectTo: '',
    /** What every request gets in the scripted mode. */
    scripted: { status: 500, type: 'application/json', text: '' },
  };
  const contacts = new Map<number, unknown>();
  let lastId = 100;
  const timers = new Set<NodeJS.Timeout>();

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'X-Backend-Key-Echo': String(KEY) });
    res.end(JSON.stringify(body));
  };

  const answer = (req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) => {
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/parse-job') {
      return json(res, 201, {
        id: ++lastId,
        name: 'Warehouse operator',
        description: body.job_description,
        api_key: KEY,
      });
    }
    let match = /^\/job\/(\d+)\/$/.exec(url);
    if (req.method === 'GET' && match) return json(res, 200, { id: Number(match[1]), name: 'Warehouse operator' });
    match = /^\/api\/interview-template\/(\d+)\/$/.exec(url);
    if (req.method === 'GET' && match)
      return json(res, 200, { id: Number(match[1]), name: 'Template', language: 'fr' });
    if (req.method === 'POST' && url === '/api/generate-interview/') {
      return json(res, 201, { id: ++lastId, ...body, questions: [{ id: 1, text: 'Why this job?' }] });
    }
    if (req.method === 'POST' && url === '/contact') {
      const contact = { id: ++lastId, ...body };
      contacts.set(contact.id, contact);
      return json(res, 201, contact);
    }
    match = /^\/api\/contact\/(\d+)\/$/.exec(url);
    if (req.method === 'GET' && match && contacts.has(Number(match[1])))
      return json(res, 200, contacts.get(Number(match[1])));
    if (req.method === 'POST' && url === '/call') return json(res, 201, { id: ++lastId, ...body, report: null });
    return json(res, 404, { detail: 'Not found.' });
  };

  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = text ? JSON.parse(text) : {};
    received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
    switch (state.mode) {
      case 'fail':
        return json(res, 500, { error: `Internal error while checking key ${KEY}` });
      case 'refuse':
        return json(res, 400, { error: `Key ${KEY} may not parse this job` });
      case 'redirect':
        res.writeHead(302, { Location: state.redirectTo });
        return res.end();
      case 'scripted':
        res.writeHead(state.scripted.status, { 'Content-Type': state.scripted.type });
        return res.end(state.scripted.text);
      case 'slow': {
        const timer = setTimeout(() => answer(req, res, body), 2_000);
        timers.add(timer);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      default:
        return answer(req, res, body);
    }
  });

  return {
    server,
    received,
    state,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Everything a browser gets to see of a response. */
const seen = (response: Response) => JSON.stringify(response.headers) + response.text;

describe('the demo on the real recruiter backend', () => {
  const backend = fakeBackend();
  const thief = createServer((req, res) => {
    stolen.push(req.headers.authorization ?? '(no key)');
    res.end('{}');
  });
  const stolen: string[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    env = {
      ...DEMO_ENV,
      RECRUITER_API_URL: await listen(backend.server),
      RECRUITER_API_KEY: KEY,
      RECRUITER_TIMEOUT_MS: '200',
    };
    backend.state.redirectTo = `${await listen(thief)}/steal`;
  });

  afterAll(async () => {
    await backend.close();
    thief.closeAllConnections();
    await new Promise((resolve) => thief.close(resolve));
  });

  beforeEach(() => {
    backend.state.mode = 'ok';
    backend.received.length = 0;
  });

  const parseJob = async () => {
    const { app } = await makeGateway(env);
    const visitor = new Visitor(app);
    await visitor.solve();
    return visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION });
  };

  it('forwards parse-job with the key and answers with the job, without the key', async () => {
    const response = await parseJob();
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ id: expect.any(Number), name: 'Warehouse operator' });
    expect(backend.received).toEqual([
      {
        method: 'POST',
        url: '/parse-job',
        authorization: `Api-Key ${KEY}`,
        body: { job_description: JOB_DESCRIPTION },
      },
    ]);
    expect(seen(response)).not.toContain(KEY);
  });

  it('runs the whole wizard against the backend, the key in every request and in no answer', async () => {
    const { app } = await makeGateway(env);
    const visitor = new Visitor(app);
    const run = await runDemo(visitor);
    expect(run.call).toMatchObject({ contact: run.contact.id, interview: run.interview.id });
    expect(backend.received.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /parse-job', 'POST /api/generate-interview/', 'POST /contact', 'POST /call']),
    );
    expect(backend.received.every((r) => r.authorization === `Api-Key ${KEY}`)).toBe(true);
    for (const path of [`/job/${run.job.id}/`, `/api/contact/${run.contact.id}/`]) {
      const response = await visitor.get(`${DEMO}${path}`).expect(200);
      expect(seen(response)).not.toContain(KEY);
    }
  });

  it('answers a backend failure with 502 UPSTREAM_ERROR, without the words that named the key', async () => {
    backend.state.mode = 'fail';
    const response = await parseJob();
    expect(response.status).toBe(502);
    expect(response.body.error.code).toBe('UPSTREAM_ERROR');
    expect(seen(response)).not.toContain(KEY);
  });

  it('answers a backend refusal with 400, never repeating the key', async () => {
    backend.state.mode = 'refuse';
    const response = await parseJob();
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(seen(response)).not.toContain(KEY);
  });

  describe('never repeats what the backend wrote, in any form of the key', () => {
    const FORMS = [
      KEY,
      KEY.toUpperCase(),
      Buffer.from(KEY).toString('base64'),
      Buffer.from(KEY).toString('base64url'),
      Buffer.from(KEY.toUpperCase()).toString('base64'),
    ];
    const json = (body: unknown) => ({ type: 'application/json', text: JSON.stringify(body) });
    const CASES: [number, (form: string) => { type: string; text: string }][] = [
      [400, (form) => json({ error: `Invalid key ${form}` })],
      [400, (form) => json({ error: { message: `Key ${form} may not parse jobs` } })],
      [400, (form) => json({ detail: form })],
      [400, (form) => json({ non_field_errors: [`Refused for ${form}`] })],
      [400, (form) => ({ type: 'text/plain', text: `Bad request for ${form}` })],
      [422, (form) => json({ message: `${form} is not allowed` })],
      [422, (form) => json({ job_description: [`Refused for ${form}`], [form]: ['?'] })],
      [500, (form) => json({ error: `Internal error while checking ${form}` })],
      [500, (form) => ({ type: 'text/html', text: `<h1>Traceback</h1><pre>api_key=${form}</pre>` })],
      [503, (form) => json({ detail: form })],
    ];

    it.each(CASES)('a %i answer: none of it reaches the browser', async (status, answer) => {
      const { app } = await makeGateway(env);
      const expected =
        status < 500
          ? { status: 400, code: 'VALIDATION_ERROR', message: REFUSED }
          : { status: 502, code: 'UPSTREAM_ERROR', message: UNAVAILABLE };
      backend.state.mode = 'scripted';
      for (const form of FORMS) {
        backend.state.scripted = { status, ...answer(form) };
        const visitor = new Visitor(app);
        await visitor.solve();
        const response = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION });
        expect(response.status, form).toBe(expected.status);
        expect(response.body.error).toMatchObject({ code: expected.code, message: expected.message });
        for (const other of FORMS) expect(seen(response), form).not.toContain(other);
        expect(seen(response)).not.toMatch(/Invalid key|Traceback|Internal error|Refused for|not allowed/);
      }
    });

    it('names a field the backend refused by our name for it, with our words', async () => {
      backend.state.mode = 'scripted';
      backend.state.scripted = { status: 400, ...json({ job_description: [`Too short for ${KEY.toUpperCase()}`] }) };
      const response = await parseJob();
      expect(response.body.error.details).toEqual({
        fields: [
          { field: 'job_description', issue: 'length', message: 'Too long or too short for the recruiter service' },
        ],
      });
    });
  });

  it('answers 504 when the backend is slower than RECRUITER_TIMEOUT_MS', async () => {
    backend.state.mode = 'slow';
    const started = Date.now();
    const response = await parseJob();
    expect(response.status).toBe(504);
    expect(response.body.error.code).toBe('UPSTREAM_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('does not follow a redirect, so the key goes nowhere else', async () => {
    backend.state.mode = 'redirect';
    const response = await parseJob();
    expect(response.status).toBe(502);
    expect(stolen).toEqual([]);
  });

  it('forwards nothing for a path outside the list', async () => {
    const { app } = await makeGateway(env);
    const visitor = new Visitor(app);
    await visitor.solve();
    for (const path of ['/admin/users', '/api/users/', '/api/contact/', '/api/report/1/delete/']) {
      await visitor.request('get', `${DEMO}${path}`).expect(404);
    }
    expect(backend.received).toEqual([]);
  });
});

describe('the demo when the recruiter backend is down', () => {
  it('answers 502 UPSTREAM_ERROR', async () => {
    const server = createServer();
    const url = await listen(server);
    await new Promise((resolve) => server.close(resolve));
    const { app } = await makeGateway({ ...DEMO_ENV, RECRUITER_API_URL: url, RECRUITER_API_KEY: KEY });
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION });
    expect(response.status).toBe(502);
    expect(response.body.error.code).toBe('UPSTREAM_ERROR');
    expect(seen(response)).not.toContain(KEY);
  });
});

describe('a recruiter backend failing in its own words', () => {
  it.each([
    [502, 'UPSTREAM_ERROR', UNAVAILABLE],
    [504, 'UPSTREAM_TIMEOUT', TIMED_OUT],
  ] as const)("%i: the visitor gets the gateway's fixed message", async (status, code, message) => {
    const backend = sandboxRecruiter();
    const recruiter = new Proxy(backend, {
      get(target, property, receiver) {
        if (property !== 'parseJob') return Reflect.get(target, property, receiver);
        return async () => {
          throw new RecruiterError(status, `upstream said: key ${KEY.toUpperCase()}`);
        };
      },
    });
    const { app } = await makeGateway(DEMO_ENV, { recruiter });
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION });
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual({ code, message });
    backend.close();
  });
});
