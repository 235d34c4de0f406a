/**
 * The outbox in the scale-out mode: two gateway instances (built as main() builds them) share one real
 * redis-server and its queue. E-mails accepted by either while the SMTP server is down are each delivered
 * exactly once when it is up, whichever instance's worker takes them; either operator view sees one queue,
 * and a dead letter buried by one instance is sent again from the other.
 */
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dependencies } from '../../server/app';
import { renderRoiEmail } from '../../server/roi/email';
import { DEFAULT_BOOKING_LINKS } from '../../shared/links';
import { roiPayload } from '../fixtures/roi';
import { nextIp } from './demo-helpers';
import { countBy, freePort, makeConnectedGateway, parseMail, startSmtpServer, type TestSmtpServer } from './helpers';
import { type RedisServer, startRedisServer } from './redis-server';

const ADMIN_TOKEN = 'scale-out-admin-token-0123456789';

let redis: RedisServer;
let smtp: TestSmtpServer | undefined;
let smtpPort: number;
/** Addresses starting with "refused" are refused (550) until the provider is fixed. */
let refusing = true;
const instances: { app: Express; deps: Dependencies; drain: () => Promise<void> }[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  smtpPort = await freePort();
  for (let i = 0; i < 2; i++) {
    instances.push(
      await makeConnectedGateway({
        REDIS_URL: redis.url,
        CAPTCHA_SECRET: 'a-secret-both-instances-share-0123456789',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_RETRY_BASE_MS: '50',
        OUTBOX_RETRY_MAX_MS: '200',
        OUTBOX_MAX_ATTEMPTS: '50',
        ROI_EMAIL_LIMIT: '1000',
        // Each e-mail from a visitor of its own (X-Forwarded-For): a visitor's further ones would need a captcha.
        TRUST_PROXY: 'loopback',
        ADMIN_TOKEN,
      }),
    );
  }
});

afterAll(async () => {
  for (const instance of instances) await instance.deps.close();
  await smtp?.close();
  await redis?.stop();
});

describe('two gateway instances sharing the outbox in Redis', () => {
  it('deliver e-mails accepted by either exactly once, and both views then show nothing pending', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const visitors = Array.from({ length: 20 }, (_, i) => `scale.visitor${i + 1}@example.com`);
    for (const [i, userEmail] of visitors.entries()) {
      const response = await request(i < 10 ? a.app : b.app)
        .post('/api/send-roi-metrics')
        .set('X-Forwarded-For', nextIp())
        .send(roiPayload({ userEmail }));
      expect(response.status).toBe(200);
    }
    await Promise.all([a.drain(), b.drain()]);
    const queued = await a.deps.outbox.store.pending();
    expect(queued).toHaveLength(20);
    expect(queued.every((item) => item.attempts >= 1)).toBe(true);

    smtp = await startSmtpServer({
      port: smtpPort,
      refuse: (address) => (refusing && address.startsWith('refused') ? 550 : undefined),
    });
    const received = smtp.received;
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(20), { timeout: 15_000, interval: 50 });
    // Deliveries in flight end, and each worker looks once more.
    await Promise.all([a.drain(), b.drain()]);

    expect(received).toHaveLength(20);
    const perVisitor = countBy(received, (mail) => mail.to.join(','));
    expect([...perVisitor.keys()].sort()).toEqual([...visitors].sort());
    expect([...perVisitor.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(20);
    expect(received.map((mail) => mail.outboxId).sort()).toEqual(queued.map((item) => item.id).sort());

    for (const instance of [a, b]) {
      const view = await request(instance.app).get('/api/admin/outbox').set('Authorization', `Bearer ${ADMIN_TOKEN}`);
      expect(view.status).toBe(200);
      expect(view.body).toEqual({ pending: [], dead: [] });
    }
  });

  it('share the dead letters: one buried by A is listed and revived by B, then delivered once', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const received = smtp?.received ?? [];
    const address = 'refused.lead@example.com';
    await request(a.app)
      .post('/api/send-roi-metrics')
      .set('X-Forwarded-For', nextIp())
      .send(roiPayload({ userEmail: address }))
      .expect(200);
    await vi.waitFor(
      async () => {
        await a.drain();
        expect(await a.deps.outbox.store.dead()).toHaveLength(1);
      },
      { timeout: 10_000, interval: 50 },
    );

    const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const view = await request(b.app).get('/api/admin/outbox').set(bearer);
    expect(view.body.pending).toEqual([]);
    expect(view.body.dead).toEqual([
      expect.objectContaining({ kind: 'email', attempts: 1, lastError: expect.stringMatching(/^SMTP: .*550/) }),
    ]);
    const id: string = view.body.dead[0].id;

    refusing = false;
    const revived = await request(b.app).post(`/api/admin/outbox/dead/${id}/retry`).set(bearer);
    expect(revived.status).toBe(200);
    await vi.waitFor(() => expect(received.filter((mail) => mail.to.includes(address))).toHaveLength(1), {
      timeout: 10_000,
      interval: 50,
    });
    await Promise.all([a.drain(), b.drain()]);
    const mails = received.filter((mail) => mail.to.includes(address));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.messageId).toBe(`<${id}@outbox.alex>`);
    // The revived item is the same e-mail: its payload went through Redis's Lua (cjson) and back intact.
    const sent = renderRoiEmail(roiPayload({ userEmail: address }), DEFAULT_BOOKING_LINKS);
    const mail = await parseMail(mails[0]?.raw ?? '');
    expect({ to: mail.to, subject: mail.subject, html: mail.html.trim(), text: mail.text.trim() }).toEqual({
      to: sent.to,
      subject: sent.subject,
      html: sent.html.trim(),
      text: sent.text.trim(),
    });
    for (const instance of [a, b]) {
      expect((await request(instance.app).get('/api/admin/outbox').set(bearer)).body).toEqual({
        pending: [],
        dead: [],
      });
    }
  });
});
