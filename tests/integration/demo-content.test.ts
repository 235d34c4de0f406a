/**
 * Step 1 through the gateway: pasted texts verified (harm, sufficiency, language, translation through a
 * chat-completions provider), job posts read from pages served on loopback, SSRF targets refused, both
 * routes behind the captcha and their limits (content verification 5 per 5 minutes, URL processing 3 per 10).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '../../shared/demo';
import { verifyContentResult } from '../../shared/demo-responses';
import {
  jsonLdEnglishPage,
  jsonLdGraphFrenchPage,
  microdataSpanishPage,
  newsArticlePage,
  plainArticleFrenchPage,
  shortJobAdPage,
} from '../fixtures/jobs';
import { DEMO_ENV, JOB_DESCRIPTION, Visitor } from './demo-helpers';
import { makeGateway } from './helpers';

const VERIFY_CONTENT = '/api/demo/verify-content';
const PROCESS_URL = '/api/demo/process-url';
/** Serving test pages from loopback is a test-only setting. */
const LOOPBACK_ENV = { ...DEMO_ENV, NODE_ENV: 'test', URL_FETCH_ALLOW_LOOPBACK: 'true' };

let pages: Server;
let pagesUrl: string;
let llm: Server;
let llmUrl: string;
const llmRequests: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let llmMode: 'ok' | 'fail' | 'slow' = 'ok';

const json = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
};

beforeAll(async () => {
  const routes: Record<string, string> = {
    '/en/job': jsonLdEnglishPage,
    '/fr/job': jsonLdGraphFrenchPage,
    '/es/job': microdataSpanishPage,
    '/fr/article': plainArticleFrenchPage,
    '/news': newsArticlePage,
    '/short': shortJobAdPage,
  };
  pages = createServer((req, res) => {
    if (req.url === '/to-private') {
      res.writeHead(302, { Location: 'http://10.0.0.1/job' }).end();
      return;
    }
    if (req.url === '/to-loopback') {
      res.writeHead(302, { Location: 'http://127.0.0.1:6379/' }).end();
      return;
    }
    const page = routes[req.url ?? ''];
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  llm = createServer(async (req, res) => {
    const body = await json(req);
    llmRequests.push({ auth: req.headers.authorization, body });
    if (llmMode === 'fail') {
      res.writeHead(500).end('{"error":"down"}');
      return;
    }
    if (llmMode === 'slow') return; // never answers
    const messages = body.messages as { role: string; content: string }[];
    const text = messages.at(-1)?.content ?? '';
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({ choices: [{ message: { role: 'assistant', content: `[translated] ${text.slice(0, 40)}` } }] }),
    );
  });
  for (const server of [pages, llm]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  llmUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const server of [pages, llm]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const FRENCH_JOB =
  'Poste : Préparateur de commandes (H/F). Logisud recrute un préparateur de commandes pour son entrepôt de ' +
  "Vénissieux. Vos missions : préparer les commandes à l'aide d'un terminal de lecture, contrôler la qualité " +
  'des colis avant expédition, charger les camions et participer aux inventaires mensuels. Profil recherché : ' +
  'une première expérience en logistique, le CACES 1 est un plus, rigueur et ponctualité. Nous offrons un CDI ' +
  "à temps plein, 35 heures par semaine en équipe du matin ou de l'après-midi, un salaire de 2 100 euros brut " +
  'par mois, une prime de panier et une mutuelle prise en charge à 60 %.';

describe('POST /api/demo/verify-content', () => {
  it('needs a captcha', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const response = await request(app).post(VERIFY_CONTENT).send({ content: JOB_DESCRIPTION, targetLanguage: 'en' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('CAPTCHA_REQUIRED');
  });

  it('accepts a real job text in the interface language and says nothing needed translating', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(VERIFY_CONTENT, { content: FRENCH_JOB, targetLanguage: 'fr' }).expect(200);
    expect(response.body).toEqual({
      success: true,
      isHarmful: false,
      harmfulReason: null,
      isSufficient: true,
      sufficiencyReason: null,
      sufficiencyCode: null,
      needsTranslation: false,
      translatedContent: null,
      detectedLanguage: 'fr',
      translated: false,
    });
  });

  it.each([
    ['too short', 'Cashier wanted, apply now at the front desk.', DEMO_MESSAGES.contentShort, 'too_short'],
    ['too long', `${JOB_DESCRIPTION} `.repeat(80), DEMO_MESSAGES.contentLong, 'too_long'],
  ])('refuses a text that is %s with the spec message and its code', async (_name, content, message, code) => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(VERIFY_CONTENT, { content, targetLanguage: 'en' }).expect(200);
    expect(response.body).toMatchObject({ isSufficient: false, sufficiencyReason: message, sufficiencyCode: code });
    expect(verifyContentResult.safeParse(response.body).success).toBe(true);
  });

  it('flags a scam as inappropriate', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const scam =
      'Work from home and earn $5000 a week, no experience needed! To apply, send a $99 registration fee by ' +
      'Western Union and your bank card number. Responsibilities: forward packages. Requirements: a bank account.';
    const response = await visitor.post(VERIFY_CONTENT, { content: scam, targetLanguage: 'en' }).expect(200);
    expect(response.body.isHarmful).toBe(true);
    expect(response.body.harmfulReason).toMatch(/inappropriate/i);
    expect(response.body.isSufficient).toBe(false);
  });

  it('without a translation provider keeps the original and says it was not translated', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(VERIFY_CONTENT, { content: FRENCH_JOB, targetLanguage: 'en' }).expect(200);
    expect(response.body).toMatchObject({
      detectedLanguage: 'fr',
      needsTranslation: true,
      translated: false,
      translatedContent: null,
    });
  });

  it('translates through the chat-completions provider with the spec settings, and survives its failures', async () => {
    const { app } = await makeGateway({
      ...DEMO_ENV,
      LLM_API_URL: llmUrl,
      LLM_API_KEY: 'llm-secret-key',
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '300',
    });
    const visitor = new Visitor(app);
    await visitor.solve();
    llmMode = 'ok';
    llmRequests.length = 0;
    const translated = await visitor.post(VERIFY_CONTENT, { content: FRENCH_JOB, targetLanguage: 'en' }).expect(200);
    expect(translated.body).toMatchObject({ needsTranslation: true, translated: true });
    expect(translated.body.translatedContent).toMatch(/^\[translated\]/);
    expect(llmRequests).toHaveLength(1);
    expect(llmRequests[0]?.auth).toBe('Bearer llm-secret-key');
    expect(llmRequests[0]?.body).toMatchObject({ model: 'test-model', temperature: 0.3, max_tokens: 2000 });

    for (const mode of ['fail', 'slow'] as const) {
      llmMode = mode;
      const kept = await visitor.post(VERIFY_CONTENT, { content: FRENCH_JOB, targetLanguage: 'en' });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ needsTranslation: true, translated: false, translatedContent: null });
      expect(JSON.stringify(kept.body)).not.toContain('llm-secret-key');
    }
    llmMode = 'ok';
  });

  it('allows 5 verifications per 5 minutes, then 429 for content verification', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    for (let i = 0; i < 5; i++)
      await visitor.post(VERIFY_CONTENT, { content: FRENCH_JOB, targetLanguage: 'fr' }).expect(200);
    const refused = await visitor.post(VERIFY_CONTENT, { content: FRENCH_JOB, targetLanguage: 'fr' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.details.action).toBe('content-verification');
  });

  it.each([
    [{ content: '', targetLanguage: 'en' }],
    [{ content: 'x'.repeat(50_001), targetLanguage: 'en' }],
    [{ content: FRENCH_JOB, targetLanguage: 'de' }],
    [{ content: FRENCH_JOB }],
    [{ content: FRENCH_JOB, targetLanguage: 'fr', extra: 1 }],
  ])('refuses a bad request with 400: %j', async (body) => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(VERIFY_CONTENT, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/demo/process-url', () => {
  it.each([
    ['/en/job', 'en', 'json-ld', /Warehouse Associate/],
    ['/fr/job', 'fr', 'json-ld', /Préparateur de commandes/],
    ['/es/job', 'es', 'microdata', /./],
    ['/fr/article', 'fr', 'main-content', /./],
  ])('reads the job post at %s and verifies it', async (route, language, source, title) => {
    const { app } = await makeGateway(LOOPBACK_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const url = `${pagesUrl}${route}`;
    const response = await visitor.post(PROCESS_URL, { url, targetLanguage: language });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ success: true, originalUrl: url, source });
    expect(response.body.content).toMatch(title);
    expect(response.body.processingTime).toEqual(expect.any(Number));
    expect(response.body.verification).toMatchObject({ success: true, isHarmful: false });
  });

  it.each([
    ['/news', 422, 'URL_NOT_JOB_POSTING', DEMO_MESSAGES.urlNotJobPosting],
    ['/short', 422, 'URL_INSUFFICIENT', DEMO_MESSAGES.urlInsufficient],
    ['/missing', 502, 'URL_FETCH_FAILED', DEMO_MESSAGES.urlFailed],
    ['/to-private', 400, 'URL_NOT_ALLOWED', DEMO_MESSAGES.urlNotAllowed],
    ['/to-loopback', 400, 'URL_NOT_ALLOWED', DEMO_MESSAGES.urlNotAllowed],
  ])('answers %s with %d %s', async (route, status, code, message) => {
    const { app } = await makeGateway(LOOPBACK_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(PROCESS_URL, { url: `${pagesUrl}${route}`, targetLanguage: 'en' });
    expect(response.status).toBe(status);
    expect(response.body.error).toMatchObject({ code, message });
  });

  it.each([
    ['ftp://example.com/job', 'INVALID_URL'],
    ['javascript:alert(1)', 'INVALID_URL'],
    ['not a url', 'INVALID_URL'],
    ['http://127.0.0.1/', 'URL_NOT_ALLOWED'],
    ['http://169.254.169.254/latest/meta-data/', 'URL_NOT_ALLOWED'],
    ['http://[::ffff:127.0.0.1]/', 'URL_NOT_ALLOWED'],
    ['http://2130706433/', 'URL_NOT_ALLOWED'],
    ['http://0x7f.1/', 'URL_NOT_ALLOWED'],
    ['http://10.1.2.3/', 'URL_NOT_ALLOWED'],
    ['http://localhost:8080/', 'URL_NOT_ALLOWED'],
  ])('refuses %s by default (%s)', async (url, code) => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(PROCESS_URL, { url, targetLanguage: 'en' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe(code);
  });

  it('refuses the loopback page server itself when loopback is not explicitly allowed', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(PROCESS_URL, { url: `${pagesUrl}/en/job`, targetLanguage: 'en' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('URL_NOT_ALLOWED');
  });

  it('allows 3 URLs per 10 minutes, then 429 for URL processing', async () => {
    const { app } = await makeGateway(LOOPBACK_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    for (let i = 0; i < 3; i++) {
      await visitor.post(PROCESS_URL, { url: `${pagesUrl}/en/job`, targetLanguage: 'en' }).expect(200);
    }
    const refused = await visitor.post(PROCESS_URL, { url: `${pagesUrl}/en/job`, targetLanguage: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.details.action).toBe('url-processing');
  });

  it('the loopback allowance is refused outside NODE_ENV=test', async () => {
    await expect(makeGateway({ ...DEMO_ENV, URL_FETCH_ALLOW_LOOPBACK: 'true' })).rejects.toThrow(
      /URL_FETCH_ALLOW_LOOPBACK/,
    );
  });
});
