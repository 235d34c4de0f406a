import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '../../shared/demo';
import {
  jsonLdEnglishPage,
  microdataSpanishPage,
  newsArticlePage,
  plainArticleFrenchPage,
  recipePage,
  shortJobAdPage,
} from '../../tests/fixtures/jobs';
import { processJobUrl } from './process-url';
import { failure } from './safe-fetch/test-helpers';

const pages: Record<string, string> = {
  '/jobs/warehouse': jsonLdEnglishPage,
  '/empleo/dependiente': microdataSpanishPage,
  '/recrutement/serveur': plainArticleFrenchPage,
  '/news/footbridge': newsArticlePage,
  '/recipes/lemon-tart': recipePage,
  '/jobs/cashier': shortJobAdPage,
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/j/42') {
      res.writeHead(301, { Location: '/jobs/warehouse' });
      return res.end();
    }
    const page = pages[req.url ?? ''];
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      return res.end('<h1>Not found</h1>');
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A clock that moves on by `step` ms at every reading. */
function clock(start: number, step: number) {
  let t = start - step;
  return () => {
    t += step;
    return t;
  };
}

describe('processJobUrl', () => {
  it('reads a job post through a redirect and reports where it came from and how long it took', async () => {
    const result = await processJobUrl(`${origin}/j/42`, { allowLoopback: true, now: clock(10_000, 250) });
    expect(result).toMatchObject({
      originalUrl: `${origin}/j/42`,
      finalUrl: `${origin}/jobs/warehouse`,
      source: 'json-ld',
      title: 'Warehouse Associate',
      processingTime: 250,
    });
    expect(result.content).toMatch(/^Job title: Warehouse Associate\nCompany: Northwind Logistics/);
  });

  it.each([
    ['/empleo/dependiente', 'microdata'],
    ['/recrutement/serveur', 'main-content'],
  ])('reads %s from its %s', async (path, source) => {
    const result = await processJobUrl(`${origin}${path}`, { allowLoopback: true });
    expect(result.source).toBe(source);
    expect(result.processingTime).toBeGreaterThanOrEqual(0);
  });

  it.each(['/news/footbridge', '/recipes/lemon-tart'])('refuses a page that is no job post (%s)', async (path) => {
    const error = await failure(processJobUrl(`${origin}${path}`, { allowLoopback: true }));
    expect(error).toMatchObject({ status: 422, code: 'URL_NOT_JOB_POSTING', message: DEMO_MESSAGES.urlNotJobPosting });
  });

  it('asks for plain text when the job post says too little', async () => {
    const error = await failure(processJobUrl(`${origin}/jobs/cashier`, { allowLoopback: true }));
    expect(error).toMatchObject({ status: 422, code: 'URL_INSUFFICIENT', message: DEMO_MESSAGES.urlInsufficient });
  });

  it('passes fetch failures through', async () => {
    expect(await failure(processJobUrl(`${origin}/gone`, { allowLoopback: true }))).toMatchObject({
      status: 502,
      code: 'URL_FETCH_FAILED',
    });
    expect(await failure(processJobUrl(`${origin}/jobs/warehouse`))).toMatchObject({ code: 'URL_NOT_ALLOWED' });
    expect(await failure(processJobUrl('ftp://example.com/job'))).toMatchObject({ code: 'INVALID_URL' });
  });
});
