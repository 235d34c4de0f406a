/**
 * The API described once: `GET /api/openapi.json` is a valid OpenAPI 3.1 document with every route the README
 * names, and the gateway's answers, on success and on refusal, are the ones the contract says.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { ENDPOINTS } from '../../shared/api-contract';
import { CAPTCHA_HEADER } from '../../shared/captcha';
import { roiPayload } from '../fixtures/roi';
import { expectConforms } from './contract-helpers';
import {
  CHALLENGE,
  callBody,
  contactBody,
  DEMO,
  DEMO_ENV,
  interviewBody,
  JOB_DESCRIPTION,
  runDemo,
  Visitor,
} from './demo-helpers';
import { makeGateway } from './helpers';

const ADMIN_TOKEN = 'an-admin-token-of-at-least-24-characters';

async function gateway(): Promise<Express> {
  return (await makeGateway({ ...DEMO_ENV, ADMIN_TOKEN })).app;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, served cached and compressed', async () => {
    const app = await gateway();
    const response = await request(app).get('/api/openapi.json').set('Accept-Encoding', 'br').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.openapi).toBe('3.1.0');
    // The validator resolves references in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(response.body))).resolves.toBeDefined();
    const operations = Object.values(response.body.paths as Record<string, Record<string, unknown>>).flatMap((item) =>
      Object.keys(item),
    );
    expect(operations).toHaveLength(ENDPOINTS.length);
  });

  it("lists every route the README's API section names", async () => {
    const app = await gateway();
    const { paths } = (await request(app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const readme = await readFile(path.join(ROOT_DIR, 'README.md'), 'utf8');
    const named = new Set<string>();
    for (const [, method, route] of readme.matchAll(/`(GET|POST|DELETE) (\/(?:api\/|healthz|readyz)[^`\s?]*)/g)) {
      named.add(`${method?.toLowerCase()} ${route}`);
    }
    // The recruiter backend's routes are named relative to its prefix.
    const recruiter = readme.slice(readme.indexOf('The recruiter backend under `/api/recruiter-demo/`'));
    for (const [, method, route] of recruiter.slice(0, 800).matchAll(/`(GET|POST) ([a-z][^`\s?]*)/g)) {
      named.add(`${method?.toLowerCase()} ${DEMO}/${route}`);
    }
    expect(named.size).toBeGreaterThan(25);
    for (const route of named) {
      const [method, at] = route.split(' ') as [string, string];
      expect(paths[at]?.[method], route).toBeDefined();
    }
  });
});

describe("the gateway's answers", () => {
  it('keep to the contract along a whole demo, its reads and its refusals', async () => {
    const app = await gateway();
    const answers: Response[] = [];
    const keep = async (pending: PromiseLike<Response>) => {
      const response = await pending;
      answers.push(response);
      return response;
    };
    await keep(request(app).post(CHALLENGE));
    const visitor = new Visitor(app);
    const run = await runDemo(visitor);
    const reads = [
      `${DEMO}/job/${run.job.id}/`,
      `${DEMO}/api/interview/${run.interview.id}/`,
      `${DEMO}/api/contact/${run.contact.id}/`,
      `${DEMO}/api/call/${run.call.id}/`,
      `${DEMO}/api/report/`,
      `${DEMO}/api/report/?page=2&page_size=5`,
      `${DEMO}/api/interview-template/108/`,
      `/api/demo/allowance?contact=${run.contact.id}`,
      '/api/demo/allowance',
      `${DEMO}/job/999999/`,
      `${DEMO}/api/report/123456/`,
      `${DEMO}/api/interview-template/1/`,
      `${DEMO}/api/report/?page=0`,
      '/api/geo',
      '/api/blog',
      '/api/blog/no-such-post',
      '/api/openapi.json',
    ];
    for (const read of reads) await keep(visitor.get(read));
    // Creations without a token, with a bad body, with a phone the demo cannot call, twice past a limit.
    await keep(request(app).post(`${DEMO}/parse-job`).send({ job_description: JOB_DESCRIPTION }));
    await keep(visitor.post(`${DEMO}/parse-job`, { job_description: '' }));
    await keep(visitor.post(`${DEMO}/parse-job`, { job: 'x' }));
    await keep(visitor.post(`${DEMO}/contact`, contactBody({ phone_number: '+1 000' })));
    await keep(visitor.post(`${DEMO}/generate-interview`, interviewBody(999_999)));
    await keep(visitor.post(`${DEMO}/call`, callBody(run.contact.id, run.interview.id)));
    await keep(visitor.post(`${DEMO}/api/call/${run.call.id}/cancel/`));
    await keep(visitor.post(`${DEMO}/voice-sample`, { language: 'fr', persona: 'structured' }));
    await keep(visitor.post(`${DEMO}/voice-sample`, { language: 'xx', persona: 'structured' }));
    await keep(request(app).post('/api/demo/security/captcha/verify').send({ token: 'not-a-solution' }));
    await keep(request(app).post('/api/demo/verify-content').set(CAPTCHA_HEADER, 'forged').send({}));
    // The ROI e-mail: the first goes, the second asks for a token, a bad body is refused.
    const roi = (body: object) =>
      request(app).post('/api/send-roi-metrics').set('X-Forwarded-For', '198.51.100.90').send(body);
    await keep(roi(roiPayload()));
    await keep(roi(roiPayload()));
    await keep(request(app).post('/api/send-roi-metrics').send({ userEmail: 'not-an-address' }));
    // The operator's routes, with and without the token, and the health checks.
    await keep(
      request(app)
        .get('/api/admin/outbox')
        .set('Accept', 'application/json')
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`),
    );
    await keep(request(app).get('/api/admin/outbox'));
    await keep(request(app).post('/api/admin/outbox/dead/nothing/retry').set('Authorization', `Bearer ${ADMIN_TOKEN}`));
    await keep(request(app).get('/healthz'));
    await keep(request(app).get('/readyz'));

    expect(answers.length).toBeGreaterThan(35);
    for (const response of answers) expectConforms(response);
    // Both kinds were seen: answers and refusals.
    expect(answers.filter((response) => response.status < 300).length).toBeGreaterThan(15);
    expect(answers.filter((response) => response.status >= 400).length).toBeGreaterThan(12);
  });
});
