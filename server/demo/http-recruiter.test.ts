import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FieldIssueKind } from '../../shared/errors';
import { FIELD_MESSAGES, httpRecruiter, REFUSED, TIMED_OUT, UNAVAILABLE } from './http-recruiter';
import { type RecruiterApi, RecruiterError } from './recruiter';

const API_KEY = 'sk-live-5ecret-key-0042';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: unknown) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: Handler = (_req, res) => json(res, 500, {});
let api: RecruiterApi;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Answers each "METHOD path" with its JSON; anything else is a 404 like the backend's. */
function routes(table: Record<string, unknown>): Handler {
  return (req, res) => {
    const key = `${req.method} ${req.url}`;
    if (key in table) json(res, 200, table[key]);
    else json(res, 404, { detail: 'Not found.' });
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as unknown) : undefined;
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  api?.close();
  seen = [];
});

const connect = (timeoutMs?: number) => {
  api = httpRecruiter({ baseUrl: `${baseUrl}/`, apiKey: API_KEY, ...(timeoutMs ? { timeoutMs } : {}) });
  return api;
};

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RecruiterError);
  expect(String((error as Error).message)).not.toContain(API_KEY);
  expect(JSON.stringify(error)).not.toContain(API_KEY);
  return error as RecruiterError;
};

const INTERVIEW = {
  id: 31,
  name: 'Demo Interview - structured - Cariste',
  job: 7,
  language: 'fr',
  voice: { name: 'Thomas' },
  tone: 'formal',
  sharpness: 'High',
  questions: [
    { id: 1, question: 'Pourriez-vous vous présenter ?' },
    { id: 2, text: 'Avez-vous le CACES ?' },
  ],
};

describe('httpRecruiter', () => {
  it('calls the backend paths with the key in the Authorization header', async () => {
    handler = routes({
      'POST /parse-job': { id: 7, name: 'Cariste' },
      'GET /job/7/': { id: 7, name: 'Cariste', description: 'Poste : Cariste' },
      'GET /api/interview-template/108/': { id: 108, name: 'Template FR', language: 'fr' },
      'POST /api/generate-interview/': INTERVIEW,
      'GET /api/interview/31/': INTERVIEW,
      'POST /contact': { id: 12 },
      'GET /api/contact/12/': {
        id: 12,
        name: 'Ada',
        email: 'ada@example.com',
        phone_number: '+33612345678',
        external_id: 'demo_1',
        additional_context: 'structured',
      },
      'POST /call': { id: 55, contact: 12, interview: 31, status: 'waiting', date: '2030-01-01T10:00:00.000Z' },
      'GET /api/call/55/': {
        id: 55,
        contact: { id: 12 },
        interview: 31,
        status: 'completed',
        date: '2030-01-01T10:00:00.000Z',
        use_case: 'immediate-after-application' as const,
        force_eligibility: true,
        report: 90,
      },
      'POST /api/call/55/cancel/': { id: 55, contact: 12, interview: 31, status: 'cancelled' },
      'GET /api/report/90/': {
        id: 90,
        call: 55,
        contact: 12,
        interview: 31,
        scores: {
          availability: 80,
          experience_and_attitude: '71',
          communication: 140,
          motivation: 64.4,
          skills_match: null,
        },
        summary: 'Bon profil.',
        created_at: '2030-01-01T10:05:00.000Z',
      },
    });
    const api = connect();

    expect(await api.parseJob({ job_description: 'Poste : Cariste, CDI à Lyon' })).toEqual({
      id: 7,
      name: 'Cariste',
      description: 'Poste : Cariste, CDI à Lyon',
    });
    expect(await api.getJob(7)).toEqual({ id: 7, name: 'Cariste', description: 'Poste : Cariste' });
    const interview = await api.generateInterview({
      name: 'Demo Interview - structured - Cariste',
      jobId: 7,
      language: 'fr',
      voice: 'Thomas',
      tone: 'formal',
      sharpness: 'High',
      templateId: 108,
      duration: 600,
    });
    expect(interview).toEqual({
      id: 31,
      name: 'Demo Interview - structured - Cariste',
      job: 7,
      language: 'fr',
      voice: 'Thomas',
      tone: 'formal',
      sharpness: 'High',
      questions: [
        { id: 1, text: 'Pourriez-vous vous présenter ?' },
        { id: 2, text: 'Avez-vous le CACES ?' },
      ],
    });
    expect(await api.getInterview(31)).toEqual(interview);
    expect(await api.getInterviewTemplate(108)).toEqual({ id: 108, name: 'Template FR', language: 'fr' });
    const contactInput = {
      name: 'Ada',
      email: 'ada@example.com',
      phone_number: '+33612345678',
      external_id: 'demo_1',
      additional_context: 'structured',
    };
    expect(await api.createContact(contactInput)).toEqual({ id: 12, ...contactInput });
    expect(await api.getContact(12)).toEqual({ id: 12, ...contactInput });
    const callInput = {
      contact: 12,
      interview: 31,
      date: '2030-01-01T10:00:00.000Z',
      status: 'waiting' as const,
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    };
    expect(await api.createCall(callInput)).toEqual({ id: 55, ...callInput, report: null });
    expect(await api.getCall(55)).toMatchObject({ id: 55, contact: 12, status: 'completed', report: 90 });
    expect(await api.cancelCall(55)).toMatchObject({ id: 55, status: 'cancelled' });
    expect(await api.getReport(90)).toEqual({
      id: 90,
      call: 55,
      contact: 12,
      interview: 31,
      scores: { availability: 80, experience_and_attitude: 71, communication: 100, motivation: 64, skills_match: 0 },
      summary: 'Bon profil.',
      created_at: '2030-01-01T10:05:00.000Z',
    });

    expect(seen.map((request) => `${request.method} ${request.url}`).sort()).toEqual(
      [
        'POST /parse-job',
        'GET /job/7/',
        'GET /job/7/',
        'GET /api/interview-template/108/',
        'POST /api/generate-interview/',
        'GET /api/interview/31/',
        'GET /api/interview-template/108/',
        'POST /contact',
        'GET /api/contact/12/',
        'POST /call',
        'GET /api/call/55/',
        'POST /api/call/55/cancel/',
        'GET /api/report/90/',
      ].sort(),
    );
    for (const request of seen) expect(request.authorization).toBe(`Api-Key ${API_KEY}`);
    const byPath = (method: string, url: string) => seen.find((r) => r.method === method && r.url === url);
    expect(byPath('POST', '/parse-job')).toMatchObject({
      contentType: 'application/json',
      body: { job_description: 'Poste : Cariste, CDI à Lyon' },
    });
    expect(byPath('POST', '/api/generate-interview/')?.body).toEqual({
      name: 'Demo Interview - structured - Cariste',
      job: { id: 7 },
      custom_template: { id: 108 },
      duration: 600,
      language: 'fr',
      voice: { name: 'Thomas' },
      tone: 'formal',
      sharpness: 'High',
      use_candidate_context: false,
    });
    expect(byPath('POST', '/contact')?.body).toEqual(contactInput);
    expect(byPath('POST', '/call')?.body).toEqual(callInput);
    expect(byPath('POST', '/api/call/55/cancel/')?.body).toBeUndefined();
  });

  it('keeps a path prefix of the base URL', async () => {
    handler = routes({ 'GET /v2/job/3/': { id: 3, name: 'Cook' } });
    api = httpRecruiter({ baseUrl: `${baseUrl}/v2`, apiKey: API_KEY });
    expect(await api.getJob(3)).toMatchObject({ id: 3, name: 'Cook' });
  });

  it('reads the call back when the cancellation answers without it', async () => {
    handler = routes({
      'POST /api/call/8/cancel/': { success: true },
      'GET /api/call/8/': { id: 8, contact: 1, interview: 2, status: 'canceled', date: '2030-01-01T10:00:00Z' },
    });
    expect(await connect().cancelCall(8)).toMatchObject({ id: 8, status: 'cancelled' });
  });

  it('refuses an interview for a job the backend does not know, with the spec message', async () => {
    handler = routes({ 'GET /api/interview-template/111/': { id: 111, name: 'EN', language: 'en' } });
    const error = await failure(
      connect().generateInterview({
        name: 'Demo',
        jobId: 794,
        language: 'en',
        voice: 'Adam',
        tone: 'formal',
        sharpness: 'Low',
        templateId: 111,
        duration: 600,
      }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Job with ID 794 not found or not accessible' });
    expect(seen.some((request) => request.url === '/api/generate-interview/')).toBe(false);
  });

  it('maps a 404 to Not found', async () => {
    handler = routes({});
    expect(await failure(connect().getCall(4))).toMatchObject({ status: 404, message: 'Not found' });
    expect(await failure(connect().getReport(4))).toMatchObject({ status: 404, message: 'Not found' });
  });

  const API_KEY_FORMS = [
    API_KEY,
    API_KEY.toUpperCase(),
    Buffer.from(API_KEY).toString('base64'),
    Buffer.from(API_KEY).toString('base64url'),
    Buffer.from(API_KEY).toString('hex'),
  ];

  it.each([
    [400, { error: 'phone_number is required and must be a string' }, [['phone_number', 'required']]],
    [400, { error: { message: 'Invalid job ID format' } }, [['jobId', 'invalid']]],
    [422, { message: 'status must be one of waiting, scheduled' }, [['status', 'invalid']]],
    [400, { detail: 'force_eligibility must be boolean' }, [['force_eligibility', 'invalid']]],
    [400, { detail: "Field 'email' must be a string" }, [['email', 'invalid']]],
    [400, { email: ['Enter a valid email address.'] }, [['email', 'invalid']]],
    [400, { name: ['Ensure this field has no more than 200 characters.'] }, [['name', 'length']]],
    [400, { contact: ['Invalid pk "5" - object does not exist.'] }, [['contact', 'not_found']]],
    [
      400,
      { job: ['This field is required.'], voice: ['Unknown voice.'] },
      [
        ['jobId', 'required'],
        ['voice', 'invalid'],
      ],
    ],
    [400, { non_field_errors: ['name: too long'] }, [['name', 'length']]],
    [400, { status: 'fail', message: 'Job with ID 4 not found' }, [['jobId', 'not_found']]],
    [400, { detail: 'Interview with ID 9 not found' }, [['interview', 'not_found']]],
    [400, { error: 'x'.repeat(301) }, []],
    [400, { error: { code: 12 } }, []],
    [400, '<html><body>Bad Request</body></html>', []],
    ...API_KEY_FORMS.flatMap((form) => [
      [400, { error: `Bad key ${form}` }, []],
      [422, { detail: form }, []],
      [400, { [form]: ['unknown field'], phone_number: [`${form} is not a number`] }, [['phone_number', 'invalid']]],
      [400, { non_field_errors: [`Key ${form} may not do this`] }, []],
    ]),
  ] as [number, unknown, [string, FieldIssueKind][]][])(
    'answers a %i refusal %j with the fixed message and only the fields it names',
    async (status, body, fields) => {
      handler = (_req, res) => {
        if (typeof body === 'string') {
          res.writeHead(status, { 'Content-Type': 'text/html' });
          res.end(body);
        } else json(res, status, body);
      };
      const error = await failure(
        connect().createContact({ name: 'A', email: 'a', phone_number: '1', external_id: 'x', additional_context: '' }),
      );
      expect(error.status).toBe(400);
      expect(error.message).toBe(REFUSED);
      expect(error.fields).toEqual(fields.map(([field, issue]) => ({ field, issue, message: FIELD_MESSAGES[issue] })));
      for (const form of API_KEY_FORMS)
        expect(JSON.stringify({ ...error, message: error.message })).not.toContain(form);
    },
  );

  it.each([
    ['a server error', (_req: IncomingMessage, res: ServerResponse) => json(res, 500, { error: `boom ${API_KEY}` })],
    ['an unavailable gateway', (_req: IncomingMessage, res: ServerResponse) => json(res, 503, {})],
    ['a refused key', (_req: IncomingMessage, res: ServerResponse) => json(res, 401, { detail: 'Invalid API key' })],
    [
      'a page that is not JSON',
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html>maintenance</html>');
      },
    ],
    ['an answer without an id', (_req: IncomingMessage, res: ServerResponse) => json(res, 200, { name: 'Cook' })],
    ['an id that is not a number', (_req: IncomingMessage, res: ServerResponse) => json(res, 200, { id: 'abc' })],
    [
      'a redirect',
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(302, { Location: 'http://127.0.0.1:1/steal' });
        res.end();
      },
    ],
    ['a dropped connection', (req: IncomingMessage) => req.socket.destroy()],
  ])('maps %s to a 502', async (_name, next) => {
    handler = next;
    const error = await failure(connect().getJob(1));
    expect(error).toMatchObject({ status: 502, message: UNAVAILABLE });
  });

  it('maps an unknown call status to a 502', async () => {
    handler = routes({ 'GET /api/call/1/': { id: 1, contact: 1, interview: 1, status: 'exploded' } });
    expect(await failure(connect().getCall(1))).toMatchObject({ status: 502, message: UNAVAILABLE });
  });

  it('maps a network failure to a 502', async () => {
    api = httpRecruiter({ baseUrl: 'http://127.0.0.1:1', apiKey: API_KEY });
    expect(await failure(api.getJob(1))).toMatchObject({ status: 502, message: UNAVAILABLE });
  });

  it('gives up after timeoutMs with a 504', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, { id: 1, name: 'Late' }), 500).unref();
    };
    const started = Date.now();
    const error = await failure(connect(50).getJob(1));
    expect(error).toMatchObject({ status: 504, message: TIMED_OUT });
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('gives up with a 504 when the body stops halfway', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"id": 1, ');
    };
    expect(await failure(connect(50).getJob(1))).toMatchObject({ status: 504, message: TIMED_OUT });
  });

  it('fails fast once closed', async () => {
    handler = routes({ 'GET /job/1/': { id: 1, name: 'Cook' } });
    const api = connect();
    api.close();
    expect(await failure(api.getJob(1))).toMatchObject({ status: 502 });
    expect(seen).toHaveLength(0);
  });

  it('refuses ids that cannot name an entity without calling the backend', async () => {
    handler = routes({});
    expect(await failure(connect().getJob(Number.NaN))).toMatchObject({ status: 404 });
    expect(seen).toHaveLength(0);
  });

  it('refuses a bad configuration at start-up', () => {
    expect(() => httpRecruiter({ baseUrl: 'not a url', apiKey: API_KEY })).toThrow(/not a valid URL/);
    expect(() => httpRecruiter({ baseUrl: 'ftp://example.com', apiKey: API_KEY })).toThrow(/http/);
    expect(() => httpRecruiter({ baseUrl: baseUrl, apiKey: '' })).toThrow(/key is missing/);
  });
});
