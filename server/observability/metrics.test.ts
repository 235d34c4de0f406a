import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendError } from '../http/errors';
import { memoryOutbox } from '../outbox/store';
import { recordRouteTemplates } from './log';
import { createMetrics, hostHeaderName, metricsServer } from './metrics';

/** The value of one sample in Prometheus' text format, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('metrics', () => {
  it('counts requests and refusals by route template and code, never by id', async () => {
    const metrics = createMetrics();
    const app = express();
    recordRouteTemplates(app);
    app.use(metrics.http);
    const router = express.Router();
    router.get('/job/:id/', (_req, res) => {
      res.json({});
    });
    app.use('/api/recruiter-demo', router);
    app.post('/api/recruiter-demo/parse-job', (_req, res) => {
      sendError(res, 429, {
        code: 'DEMO_RATE_LIMIT_EXCEEDED',
        message: 'Too many',
        details: { action: 'job-parsing' },
      });
    });
    await request(app).get('/API/Recruiter-Demo/job/40/');
    await request(app).get('/api/recruiter-demo/job/41/');
    await request(app).get('/api/recruiter-demo/job/42/');
    await request(app).post('/api/recruiter-demo/parse-job');
    const text = await metrics.registry.metrics();
    // Paths match in any letter case; the series is the template's.
    expect(sample(text, 'http_requests_total', 'method="GET",route="/api/recruiter-demo/job/:id/",status="200"')).toBe(
      3,
    );
    expect(text).not.toMatch(/API|Recruiter-Demo/);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="POST",route="/api/recruiter-demo/parse-job",status="429"',
      ),
    ).toBe(1);
    expect(sample(text, 'alex_demo_refusals_total', 'code="DEMO_RATE_LIMIT_EXCEEDED",action="job-parsing"')).toBe(1);
    expect(text).not.toMatch(/job\/4[012]/);
  });

  it('reads the outbox queue when scraped', async () => {
    const metrics = createMetrics();
    const store = memoryOutbox();
    const now = 1_000_000;
    metrics.watchOutbox(store, () => now);
    const item = { kind: 'email' as const, payload: {}, attempts: 0, nextAttemptAt: 0 };
    await store.add({ ...item, id: 'a', createdAt: now - 120_000 });
    await store.add({ ...item, id: 'b', createdAt: now - 5_000 });
    await store.add({ ...item, id: 'c', createdAt: now });
    await store.bury({ ...item, id: 'c', createdAt: now });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'alex_outbox_pending_items')).toBe(2);
    expect(sample(text, 'alex_outbox_dead_items')).toBe(1);
    expect(sample(text, 'alex_outbox_oldest_pending_age_seconds')).toBe(120);
  });

  it('times upstream calls and counts their failures', async () => {
    const metrics = createMetrics();
    await metrics.upstream('smtp', async () => 'sent');
    await expect(metrics.upstream('smtp', async () => Promise.reject(new Error('421')))).rejects.toThrow('421');
    metrics.captcha('issued');
    metrics.captcha('solved');
    metrics.delivery('email', 'retry');
    const text = await metrics.registry.metrics();
    expect(sample(text, 'alex_upstream_request_duration_seconds_count', 'upstream="smtp"')).toBe(2);
    expect(sample(text, 'alex_upstream_errors_total', 'upstream="smtp"')).toBe(1);
    expect(sample(text, 'alex_upstream_errors_total', 'upstream="redis"')).toBe(0);
    expect(sample(text, 'alex_captcha_events_total', 'event="issued"')).toBe(1);
    expect(sample(text, 'alex_outbox_delivery_attempts_total', 'channel="email",result="retry"')).toBe(1);
  });

  it('serves them on their own listener at /metrics only', async () => {
    const server = metricsServer(createMetrics({ processMetrics: true }));
    const scrape = await request(server).get('/metrics').expect(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.text).toContain('process_cpu_user_seconds_total');
    await request(server).get('/').expect(404);
    await request(server).post('/metrics').expect(404);
  });

  it('answers only to a Host naming it: its own address, the loopback names on loopback, a configured name', async () => {
    const server = metricsServer(createMetrics(), { host: '0.0.0.0', hostnames: ['metrics.internal'] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const scrape = (host: string) => request(`http://127.0.0.1:${port}`).get('/metrics').set('Host', host);
      for (const host of [
        `127.0.0.1:${port}`,
        `localhost:${port}`,
        `[::1]:${port}`,
        'LOCALHOST',
        'metrics.internal:9464',
        'metrics.internal.',
      ]) {
        await scrape(host).expect(200);
      }
      for (const host of [
        `rebound.example:${port}`,
        'evil.localhost',
        '10.0.0.5',
        'metrics.internal.evil.example',
        'a@127.0.0.1',
        '',
      ]) {
        const refused = await scrape(host);
        expect(refused.status, host).toBe(421);
        expect(refused.text).toMatch(/^Misdirected request/);
        expect(refused.text).not.toContain('process_');
      }
    } finally {
      server.close();
    }
  });
});

describe('hostHeaderName', () => {
  it.each([
    ['metrics.internal:9464', 'metrics.internal'],
    ['Metrics.Internal.', 'metrics.internal'],
    ['[::1]:9464', '::1'],
    ['[2001:DB8:0::1]', '2001:db8::1'],
    ['127.0.0.1', '127.0.0.1'],
  ])('reads %s as %s', (header, name) => {
    expect(hostHeaderName(header)).toBe(name);
  });

  it.each([undefined, '', 'a b', 'user@host', 'host/path', 'host?x', '[::1'])('finds no host in %j', (header) => {
    expect(hostHeaderName(header)).toBeUndefined();
  });
});
