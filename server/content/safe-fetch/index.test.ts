import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '../../../shared/demo';
import { AddressNotAllowedError, safeFetchHtml } from './index';
import { failure, resolver } from './test-helpers';

const PAGE = '<!doctype html><html><head><title>Job</title></head><body><h1>Line cook</h1></body></html>';

let server: Server;
let origin: string;
let port: number;
let connections = 0;
const openSockets = new Set<Socket>();

function send(res: ServerResponse, status: number, headers: Record<string, string | number>, body?: string | Buffer) {
  res.writeHead(status, headers);
  res.end(body);
}

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/job': (_req, res) => send(res, 200, { 'Content-Type': 'text/html; charset=utf-8' }, PAGE),
  '/xhtml': (_req, res) => send(res, 200, { 'Content-Type': 'application/xhtml+xml' }, PAGE),
  '/to-private': (_req, res) => send(res, 302, { Location: 'http://10.0.0.1/' }),
  '/to-metadata': (_req, res) => send(res, 301, { Location: 'http://169.254.169.254/latest/meta-data/' }),
  '/to-mapped-loopback-name': (_req, res) => send(res, 302, { Location: `http://jobs.example.test:${port}/job` }),
  '/to-ftp': (_req, res) => send(res, 302, { Location: 'ftp://example.com/job.html' }),
  // Another service on this machine: the loopback allowance covers the test page's own origin only.
  '/to-other-loopback-port': (_req, res) => send(res, 302, { Location: `http://127.0.0.1:${port + 1}/admin` }),
  '/to-localhost': (_req, res) => send(res, 302, { Location: `http://localhost:${port}/job` }),
  '/to-loopback-v6': (_req, res) => send(res, 302, { Location: `http://[::1]:${port}/job` }),
  '/to-credentials': (_req, res) => send(res, 307, { Location: `http://user:secret@127.0.0.1:${port}/job` }),
  '/no-location': (_req, res) => send(res, 302, {}),
  '/missing': (_req, res) => send(res, 404, { 'Content-Type': 'text/html' }, '<h1>Not found</h1>'),
  '/broken': (_req, res) => send(res, 500, { 'Content-Type': 'text/html' }, '<h1>Oops</h1>'),
  '/pdf': (_req, res) => send(res, 200, { 'Content-Type': 'application/pdf' }, '%PDF-1.7'),
  '/no-type': (_req, res) => {
    res.removeHeader('Content-Type');
    send(res, 200, {}, PAGE);
  },
  '/gzip': (_req, res) =>
    send(res, 200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }, gzipSync(Buffer.from(PAGE))),
  '/huge': (_req, res) => {
    // Chunked, so the size is only known by reading.
    res.writeHead(200, { 'Content-Type': 'text/html' });
    for (let i = 0; i < 64; i++) res.write(`<p>${'x'.repeat(1000)}</p>`);
    res.end();
  },
  '/huge-declared': (_req, res) => send(res, 200, { 'Content-Type': 'text/html' }, 'x'.repeat(50_000)),
  '/gzip-bomb': (_req, res) =>
    send(res, 200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }, gzipSync(Buffer.alloc(500_000, 32))),
  '/slow': () => {
    // Headers never come.
  },
  '/slow-body': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.write('<p>Loading');
  },
  '/latin1': (_req, res) =>
    send(
      res,
      200,
      { 'Content-Type': 'text/html; charset=ISO-8859-1' },
      Buffer.from('<p>Café crème à Zürich</p>', 'latin1'),
    ),
  '/latin1-meta': (_req, res) =>
    send(
      res,
      200,
      { 'Content-Type': 'text/html' },
      // 0x80 is the euro sign in windows-1252.
      Buffer.from(
        '<html><head><meta charset="windows-1252"></head><body><p>Señor Müller, 5 \x80</p></body></html>',
        'latin1',
      ),
    ),
  '/latin1-undeclared': (_req, res) =>
    send(res, 200, { 'Content-Type': 'text/html' }, Buffer.from('<p>Préparateur H/F</p>', 'latin1')),
};

function handle(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? '/';
  const chain = /^\/chain\/(\d+)$/.exec(path);
  if (chain) {
    const left = Number(chain[1]);
    // Relative Locations, resolved against the current URL.
    if (left > 0) return send(res, 302, { Location: `./${left - 1}` });
    return send(res, 200, { 'Content-Type': 'text/html' }, PAGE);
  }
  const route = routes[path];
  if (route) return route(req, res);
  send(res, 404, {});
}

beforeAll(async () => {
  server = createServer(handle);
  server.on('connection', (socket) => {
    connections++;
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('safeFetchHtml refuses what is not a public web page', () => {
  it.each([
    ['http://127.0.0.1/', 'URL_NOT_ALLOWED'],
    ['http://localhost/', 'URL_NOT_ALLOWED'],
    ['http://LOCALHOST./', 'URL_NOT_ALLOWED'],
    ['http://app.localhost/', 'URL_NOT_ALLOWED'],
    ['http://[::1]/', 'URL_NOT_ALLOWED'],
    ['http://[::]/', 'URL_NOT_ALLOWED'],
    ['http://0.0.0.0/', 'URL_NOT_ALLOWED'],
    ['http://0/', 'URL_NOT_ALLOWED'],
    ['http://10.0.0.1/', 'URL_NOT_ALLOWED'],
    ['http://172.16.0.1/', 'URL_NOT_ALLOWED'],
    ['http://192.168.1.1/', 'URL_NOT_ALLOWED'],
    ['http://169.254.169.254/latest/meta-data/', 'URL_NOT_ALLOWED'],
    ['http://100.64.0.1/', 'URL_NOT_ALLOWED'],
    ['http://100.100.100.200/latest/meta-data/', 'URL_NOT_ALLOWED'],
    ['http://[fd00:ec2::254]/', 'URL_NOT_ALLOWED'],
    ['http://[::ffff:127.0.0.1]/', 'URL_NOT_ALLOWED'],
    ['http://[::ffff:7f00:1]/', 'URL_NOT_ALLOWED'],
    ['http://[::ffff:169.254.169.254]/', 'URL_NOT_ALLOWED'],
    ['http://[::127.0.0.1]/', 'URL_NOT_ALLOWED'],
    ['http://[64:ff9b::10.0.0.1]/', 'URL_NOT_ALLOWED'],
    ['http://[2002:7f00:1::]/', 'URL_NOT_ALLOWED'],
    ['http://2130706433/', 'URL_NOT_ALLOWED'],
    ['http://0x7f000001/', 'URL_NOT_ALLOWED'],
    ['http://0x7f.1/', 'URL_NOT_ALLOWED'],
    ['http://0177.0.0.1/', 'URL_NOT_ALLOWED'],
    ['http://127.1/', 'URL_NOT_ALLOWED'],
    ['http://[fe80::1]/', 'URL_NOT_ALLOWED'],
    ['http://224.0.0.1/', 'URL_NOT_ALLOWED'],
    ['http://255.255.255.255/', 'URL_NOT_ALLOWED'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'URL_NOT_ALLOWED'],
    ['http://metadata/', 'URL_NOT_ALLOWED'],
    ['http://printer.local/', 'URL_NOT_ALLOWED'],
    ['http://router.home.arpa/', 'URL_NOT_ALLOWED'],
    ['http://jobs.example.com:25/', 'URL_NOT_ALLOWED'],
    ['http://jobs.example.com:22/', 'URL_NOT_ALLOWED'],
    ['ftp://example.com/job.html', 'INVALID_URL'],
    ['file:///etc/passwd', 'INVALID_URL'],
    ['javascript:alert(1)', 'INVALID_URL'],
    ['data:text/html,<h1>Job</h1>', 'INVALID_URL'],
    ['http://user:pass@example.com/', 'INVALID_URL'],
    ['http://user@example.com/', 'INVALID_URL'],
    ['example.com/jobs/1', 'INVALID_URL'],
    ['not a url', 'INVALID_URL'],
    ['', 'INVALID_URL'],
  ])('%s → %s', async (url, code) => {
    const names: string[] = [];
    const resolve = async (hostname: string): Promise<LookupAddress[]> => {
      names.push(hostname);
      throw Object.assign(new Error('no DNS in tests'), { code: 'ENOTFOUND' });
    };
    const error = await failure(safeFetchHtml(url, { resolve, timeoutMs: 2_000 }));
    expect(error.code).toBe(code);
    expect(error.status).toBe(400);
    expect(error.message).toBe(code === 'INVALID_URL' ? DEMO_MESSAGES.invalidUrl : DEMO_MESSAGES.urlNotAllowed);
    // Refused from the URL alone: no name was even looked up.
    expect(names).toEqual([]);
  });

  it('refuses a name whose addresses are not public, before connecting', async () => {
    const before = connections;
    const resolve = resolver({ 'jobs.example.com': ['127.0.0.1'], 'mixed.example.com': ['93.184.215.14', '10.0.0.5'] });
    for (const url of [`http://jobs.example.com:${port}/job`, `http://mixed.example.com:${port}/job`]) {
      const error = await failure(safeFetchHtml(url, { resolve }));
      expect(error.code).toBe('URL_NOT_ALLOWED');
      expect(error.cause).toBeInstanceOf(AddressNotAllowedError);
    }
    expect(connections).toBe(before);
  });

  it('reports a name that does not resolve as a failed fetch', async () => {
    const error = await failure(safeFetchHtml('https://jobs.no-such-company.example/offer/42', { timeoutMs: 3_000 }));
    expect(error.code).toBe('URL_FETCH_FAILED');
    expect(error.status).toBeGreaterThanOrEqual(502);
    expect(error.message).toBe(DEMO_MESSAGES.urlFailed);
  });
});

describe('safeFetchHtml over loopback (allowLoopback)', () => {
  const options = { allowLoopback: true, timeoutMs: 3_000 };

  it('reads an HTML page', async () => {
    const result = await safeFetchHtml(`${origin}/job#apply`, options);
    expect(result).toEqual({ html: PAGE, finalUrl: `${origin}/job`, redirects: 0 });
    expect((await safeFetchHtml(`${origin}/xhtml`, options)).html).toBe(PAGE);
  });

  it('reads a compressed page', async () => {
    expect((await safeFetchHtml(`${origin}/gzip`, options)).html).toBe(PAGE);
  });

  it('reaches loopback by name only through the checked lookup', async () => {
    const resolve = resolver({ 'jobs.example.test': ['127.0.0.1'] });
    const result = await safeFetchHtml(`http://jobs.example.test:${port}/job`, { ...options, resolve });
    expect(result.html).toBe(PAGE);
  });

  it('follows five redirects and refuses a sixth', async () => {
    const five = await safeFetchHtml(`${origin}/chain/5`, options);
    expect(five).toMatchObject({ html: PAGE, finalUrl: `${origin}/chain/0`, redirects: 5 });

    const six = await failure(safeFetchHtml(`${origin}/chain/6`, options));
    expect(six).toMatchObject({ status: 502, code: 'URL_FETCH_FAILED', message: DEMO_MESSAGES.urlFailed });

    const fewer = await failure(safeFetchHtml(`${origin}/chain/2`, { ...options, maxRedirects: 1 }));
    expect(fewer.code).toBe('URL_FETCH_FAILED');
  });

  it.each([
    ['/to-private', 'a private address'],
    ['/to-metadata', 'the cloud metadata service'],
    ['/to-ftp', 'another scheme'],
    ['/to-credentials', 'a URL with credentials'],
    ['/to-other-loopback-port', '127.0.0.1 on another port'],
    ['/to-localhost', 'localhost'],
    ['/to-loopback-v6', '::1'],
  ])("refuses a redirect (%s) to %s, the test page's own origin being the only exception", async (path) => {
    const error = await failure(safeFetchHtml(`${origin}${path}`, options));
    expect(error).toMatchObject({ status: 400, code: 'URL_NOT_ALLOWED', message: DEMO_MESSAGES.urlNotAllowed });
  });

  it('checks the addresses of a name a redirect leads to', async () => {
    const resolve = resolver({ 'jobs.example.test': ['10.0.0.1'] });
    const error = await failure(safeFetchHtml(`${origin}/to-mapped-loopback-name`, { ...options, resolve }));
    expect(error.code).toBe('URL_NOT_ALLOWED');
  });

  it('gives up on a server that never answers', async () => {
    const error = await failure(safeFetchHtml(`${origin}/slow`, { ...options, timeoutMs: 300 }));
    expect(error).toMatchObject({ status: 504, code: 'URL_FETCH_FAILED', message: DEMO_MESSAGES.urlFailed });
  });

  it('gives up on a body that never ends', async () => {
    const error = await failure(safeFetchHtml(`${origin}/slow-body`, { ...options, timeoutMs: 300 }));
    expect(error).toMatchObject({ status: 504, code: 'URL_FETCH_FAILED' });
  });

  it.each(['/huge', '/huge-declared', '/gzip-bomb'])('refuses a body larger than maxBytes (%s)', async (path) => {
    const error = await failure(safeFetchHtml(`${origin}${path}`, { ...options, maxBytes: 10_000 }));
    expect(error).toMatchObject({ status: 502, code: 'URL_FETCH_FAILED', message: DEMO_MESSAGES.urlFailed });
  });

  it.each(['/pdf', '/no-type'])('refuses what is not HTML (%s)', async (path) => {
    const error = await failure(safeFetchHtml(`${origin}${path}`, options));
    expect(error).toMatchObject({ status: 422, code: 'URL_NOT_JOB_POSTING', message: DEMO_MESSAGES.urlNotJobPosting });
  });

  it.each(['/missing', '/broken', '/no-location'])('reports an unsuccessful answer (%s)', async (path) => {
    const error = await failure(safeFetchHtml(`${origin}${path}`, options));
    expect(error).toMatchObject({ status: 502, code: 'URL_FETCH_FAILED' });
  });

  it('reports a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(safeFetchHtml(`http://127.0.0.1:${freePort}/`, options));
    expect(error).toMatchObject({ status: 502, code: 'URL_FETCH_FAILED' });
  });

  it('decodes a Latin-1 page, declared in the header, in a <meta>, or not at all', async () => {
    expect((await safeFetchHtml(`${origin}/latin1`, options)).html).toBe('<p>Café crème à Zürich</p>');
    expect((await safeFetchHtml(`${origin}/latin1-meta`, options)).html).toContain('Señor Müller, 5 €');
    expect((await safeFetchHtml(`${origin}/latin1-undeclared`, options)).html).toBe('<p>Préparateur H/F</p>');
  });

  it('leaves no connection open', async () => {
    await safeFetchHtml(`${origin}/job`, options);
    await failure(safeFetchHtml(`${origin}/slow`, { ...options, timeoutMs: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openSockets.size).toBe(0);
  });
});
