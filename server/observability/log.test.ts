import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, errorLog, jsonLines, recordRouteTemplates, requestLog, scrub } from './log';

/** A logger whose JSON lines the test reads. */
function capture(level: 'info' | 'error' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ level, format: 'json', destination }), lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('scrub', () => {
  it.each([
    [
      '550 5.1.1 <ann.martin@example.com>: Recipient address rejected',
      '550 5.1.1 <<address>>: Recipient address rejected',
    ],
    ['call to +33 6 12 34 56 78 failed', 'call to <phone> failed'],
    ['number 0612345678 refused', 'number <phone> refused'],
    ['connect ECONNREFUSED 127.0.0.1:6379', 'connect ECONNREFUSED 127.0.0.1:6379'],
    ['timed out after 5000 ms', 'timed out after 5000 ms'],
  ])('%s', (text, expected) => {
    expect(scrub(text)).toBe(expected);
  });
});

describe('the logger', () => {
  it('redacts personal fields and secrets wherever they sit', () => {
    const { logger, lines } = capture();
    logger.info({
      event: 'lead',
      email: 'ann@example.com',
      lead: { email: 'ann@example.com', phone: '+33612345678', firstName: 'Ann', company: 'Acme' },
      headers: { authorization: 'Bearer secret', 'x-captcha-token': 'abc', accept: 'application/json' },
      config: { apiKey: 'key-123', token: 'tok' },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['ann@example.com', '+33612345678', 'Ann', 'Acme', 'Bearer secret', 'abc', 'key-123', 'tok']) {
      expect(text).not.toContain(`"${secret}"`);
    }
    expect(lines[0]).toMatchObject({ level: 'info', event: 'lead', headers: { accept: 'application/json' } });
  });

  it('writes errors as data, their addresses and numbers scrubbed', () => {
    const { logger, lines } = capture();
    const error = Object.assign(new Error('550 unknown user bob@example.com'), { code: 'EENVELOPE' });
    logger.error({ event: 'outbox.failed', err: error }, 'outbox.failed');
    expect(lines[0]).toMatchObject({
      err: { type: 'Error', code: 'EENVELOPE', message: '550 unknown user <address>' },
    });
    expect(JSON.stringify(lines)).not.toContain('bob@example.com');
  });
});

describe('jsonLines', () => {
  it("writes lines in blocks, and a quiet moment's lines within about a second", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'alex-log-'));
    const file = path.join(dir, 'gateway.log');
    const logger = createLogger({ level: 'info', format: 'json', destination: jsonLines(file) });
    try {
      logger.info({ event: 'one' }, 'one');
      await new Promise((resolve) => setTimeout(resolve, 100));
      // One short line waits for more (or for the timer): no write per line.
      expect(readFileSync(file, 'utf8')).toBe('');
      await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('"event":"one"'), { timeout: 5000 });
      // A block's worth is written at once.
      for (let i = 0; i < 100; i++) logger.info({ event: 'many', i }, 'many');
      await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('"event":"many"'), { timeout: 500 });
    } finally {
      logger.flush();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('errorLog', () => {
  it('writes the first error of a kind, then one line with the count per window', () => {
    vi.useFakeTimers();
    const { logger, lines } = capture('error');
    const log = errorLog(logger, 10_000);
    for (let i = 0; i < 1251; i++)
      log(Object.assign(new Error(`ENOSPC: no space left on device, write ${i}`), { code: 'ENOSPC' }));
    log(new Error('another kind'));
    expect(lines).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ event: 'error.repeated', repeated: 1250 });
    // A new window starts with the next one.
    log(Object.assign(new Error('ENOSPC: no space left on device, write 1'), { code: 'ENOSPC' }));
    expect(lines).toHaveLength(4);
  });
});

describe('requestLog', () => {
  function app(trusted: boolean) {
    const { logger, lines } = capture();
    const server = express();
    recordRouteTemplates(server);
    server.use(requestLog(logger, { trustRequestId: () => trusted }));
    const router = express.Router();
    router.get('/job/:id/', (_req, res) => {
      res.json({ ok: true });
    });
    router.post('/fail/:id', () => {
      throw new Error('backend said no to ann@example.com');
    });
    server.use('/api/recruiter-demo', router);
    server.use(((error, _req, res, _next) => {
      (res as { err?: unknown }).err = error;
      res.status(500).json({ error: 'internal' });
    }) as express.ErrorRequestHandler);
    return { server, lines };
  }

  it('logs one line per request: id, method, route template, status, duration; never the path or query', async () => {
    const { server, lines } = app(false);
    const answer = await request(server).get('/api/recruiter-demo/job/42/?email=ann@example.com');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      event: 'http.request',
      requestId: answer.headers['x-request-id'],
      method: 'GET',
      route: '/api/recruiter-demo/job/:id/',
      status: 200,
    });
    expect(typeof lines[0]?.durationMs).toBe('number');
    // Neither the path with its id nor the query (a request id or a time may hold the digits 42).
    expect(JSON.stringify(lines)).not.toMatch(/job\/42|email=|ann@example/);
  });

  it('keeps the route template of a request whose error left its router', async () => {
    const { server, lines } = app(false);
    await request(server).post('/api/recruiter-demo/fail/7').expect(500);
    expect(lines[0]).toMatchObject({ level: 'error', route: '/api/recruiter-demo/fail/:id', status: 500 });
    expect(lines[0]?.err).toMatchObject({ message: 'backend said no to <address>' });
  });

  it.each([
    [true, 'trace-abc.123', 'trace-abc.123'],
    [false, 'trace-abc.123', undefined],
    [true, 'bad id with spaces', undefined],
    [true, 'x'.repeat(200), undefined],
  ])('behind a trusted proxy: %s, X-Request-Id %s is kept: %s', async (trusted, given, kept) => {
    const { server } = app(trusted);
    const answer = await request(server).get('/api/recruiter-demo/job/1/').set('X-Request-Id', given);
    if (kept) expect(answer.headers['x-request-id']).toBe(kept);
    else expect(answer.headers['x-request-id']).not.toBe(given);
  });
});
