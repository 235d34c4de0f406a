/**
 * The outbox in the embedded mode (the journal under DATA_DIR), end to end: ROI e-mails through a real SMTP
 * server that is down, defers or refuses; leads to a fake HubSpot that limits, fails and refuses; retries,
 * dead letters and the operator view (GET /api/admin/outbox) with its token, which is never logged.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dependencies } from '../../server/app';
import type { OutboxItem } from '../../server/outbox/store';
import { roiPayload } from '../fixtures/roi';
import { DEMO_ENV, nextIp, Visitor } from './demo-helpers';
import { type FakeHubSpot, type RecordedRequest, startFakeHubSpot } from './fake-hubspot';
import { countBy, freePort, makeGateway, startSmtpServer, type TestSmtpServer } from './helpers';

const ROI = '/api/send-roi-metrics';
const ADMIN = '/api/admin/outbox';
/** Retries after 50 ms (up to 200 ms): each is tried at the worker's next look, about a second later. */
const FAST = {
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_RETRY_MAX_MS: '200',
  ROI_EMAIL_LIMIT: '1000',
  // Each e-mail from a visitor of its own (X-Forwarded-For): a visitor's further ones would need a captcha.
  TRUST_PROXY: 'loopback',
};
const WAIT = { timeout: 12_000, interval: 50 };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (cleanups.length) await cleanups.pop()?.();
});

async function gateway(env: Record<string, string>, deps?: Partial<Dependencies>) {
  const built = await makeGateway({ ...FAST, ...env }, deps);
  cleanups.push(() => built.deps.close());
  return built;
}

const sendRoi = (app: Express, userEmail: string) =>
  request(app).post(ROI).set('X-Forwarded-For', nextIp()).send(roiPayload({ userEmail }));
const messageId = (id: string) => `<${id}@outbox.alex>`;
const to = (smtp: TestSmtpServer, address: string) => smtp.received.filter((mail) => mail.to.includes(address));

async function settled(deps: Dependencies, drain: () => Promise<void>) {
  await drain();
  return { pending: await deps.outbox.store.pending(), dead: await deps.outbox.store.dead() };
}

describe('e-mails while the SMTP server is down', () => {
  it('are accepted, kept with their failed attempts, and each delivered exactly once when it is up', async () => {
    const port = await freePort();
    const { app, deps, drain } = await gateway({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_MAX_ATTEMPTS: '50' });
    const visitors = ['down.one@example.com', 'down.two@example.com', 'down.three@example.com'];
    for (const userEmail of visitors) {
      const response = await sendRoi(app, userEmail);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
    }

    await drain();
    const kept = await deps.outbox.store.pending();
    expect(kept.map((item) => (item.payload as { to: string }).to).sort()).toEqual([...visitors].sort());
    for (const item of kept) {
      expect(item.kind).toBe('email');
      expect(item.attempts).toBeGreaterThanOrEqual(1);
      expect(item.lastError).toMatch(/^SMTP: /);
    }

    const smtp = await startSmtpServer({ port });
    cleanups.push(() => smtp.close());
    await vi.waitFor(() => expect(smtp.received).toHaveLength(3), WAIT);
    await vi.waitFor(async () => expect((await settled(deps, drain)).pending).toEqual([]), WAIT);

    expect(smtp.received).toHaveLength(3);
    expect([...countBy(smtp.received, (mail) => mail.messageId).values()]).toEqual([1, 1, 1]);
    expect(smtp.received.map((mail) => mail.outboxId).sort()).toEqual(kept.map((item) => item.id).sort());
    for (const mail of smtp.received) expect(mail.messageId).toBe(messageId(mail.outboxId));
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...visitors].sort());
    expect(await deps.outbox.store.dead()).toEqual([]);
  });
});

describe('an SMTP server that defers or refuses', () => {
  let smtp: TestSmtpServer;
  /** The admin test's recipient is refused until the provider is "back". */
  let refusing = true;

  beforeAll(async () => {
    smtp = await startSmtpServer({
      refuse(address, attempt) {
        if (address.startsWith('deferred-twice')) return attempt <= 2 ? 451 : undefined;
        if (address.startsWith('always-deferred')) return 451;
        if (address.startsWith('refused-until-fixed')) return refusing ? 550 : undefined;
        if (address.startsWith('refused')) return 550;
        return undefined;
      },
    });
  });
  afterAll(() => smtp.close());

  const smtpEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

  it('delivers once after two 451 answers (temporary)', async () => {
    const address = 'deferred-twice@example.com';
    const { app, deps, drain } = await gateway(smtpEnv());
    await sendRoi(app, address).expect(200);

    await vi.waitFor(() => expect(to(smtp, address)).toHaveLength(1), WAIT);
    const { pending, dead } = await settled(deps, drain);
    expect(pending).toEqual([]);
    expect(dead).toEqual([]);
    expect(smtp.attempts.get(address)).toBe(3);
    const [mail] = to(smtp, address);
    expect(mail?.messageId).toBe(messageId(mail?.outboxId ?? ''));
    expect(to(smtp, address)).toHaveLength(1);
  });

  it('makes an e-mail a dead letter after one 550 answer (permanent), with the reason', async () => {
    const address = 'refused@example.com';
    const { app, deps, drain } = await gateway(smtpEnv());
    await sendRoi(app, address).expect(200);

    await vi.waitFor(async () => expect((await settled(deps, drain)).dead).toHaveLength(1), WAIT);
    const { pending, dead } = await settled(deps, drain);
    expect(pending).toEqual([]);
    expect(dead[0]).toMatchObject({ kind: 'email', attempts: 1, lastError: expect.stringMatching(/^SMTP: .*550/) });
    expect(smtp.attempts.get(address)).toBe(1);
    expect(to(smtp, address)).toEqual([]);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS=3 temporary failures: a dead letter, no longer pending', async () => {
    const address = 'always-deferred@example.com';
    const { app, deps, drain } = await gateway({ ...smtpEnv(), OUTBOX_MAX_ATTEMPTS: '3' });
    await sendRoi(app, address).expect(200);

    await vi.waitFor(async () => expect((await settled(deps, drain)).dead).toHaveLength(1), WAIT);
    const { pending, dead } = await settled(deps, drain);
    expect(pending).toEqual([]);
    expect(dead[0]).toMatchObject({ kind: 'email', attempts: 3, lastError: expect.stringMatching(/451/) });
    expect(smtp.attempts.get(address)).toBe(3);
    expect(to(smtp, address)).toEqual([]);
  });

  describe('the operator view', () => {
    const TOKEN = 'operator-token-0123456789-abcdefghij';

    it('does not exist without ADMIN_TOKEN', async () => {
      const { app } = await gateway(smtpEnv());
      const response = await request(app).get(ADMIN).set('Authorization', `Bearer ${TOKEN}`);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    });

    it('shows pending items and dead letters to the token holder only, revives a dead letter, never logs the token', async () => {
      const logged: unknown[] = [];
      for (const method of ['error', 'warn', 'log', 'info'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          logged.push(...args);
        });
      }
      const { app, deps, drain } = await gateway(
        { ...smtpEnv(), ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'error', OUTBOX_MAX_ATTEMPTS: '50' },
        { log: (error) => logged.push(error) },
      );
      const refused = 'refused-until-fixed@example.com';
      const deferred = 'always-deferred-admin@example.com';
      await sendRoi(app, refused).expect(200);
      await sendRoi(app, deferred).expect(200);
      await vi.waitFor(async () => expect((await settled(deps, drain)).dead).toHaveLength(1), WAIT);
      const [deadLetter] = (await deps.outbox.store.dead()) as [OutboxItem];

      const anonymous = await request(app).get(ADMIN);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['www-authenticate']).toMatch(/^Basic realm="Alex outbox"/);
      expect(anonymous.body.error.code).toBe('UNAUTHORIZED');
      const wrong = await request(app).get(ADMIN).set('Authorization', `Bearer ${TOKEN}x`);
      expect(wrong.status).toBe(401);
      const wrongBasic = await request(app)
        .get(ADMIN)
        .set('Authorization', `Basic ${Buffer.from('admin:not-the-token').toString('base64')}`);
      expect(wrongBasic.status).toBe(401);

      const view = await request(app).get(ADMIN).set('Authorization', `Bearer ${TOKEN}`);
      expect(view.status).toBe(200);
      expect(view.headers['content-type']).toMatch(/^application\/json/);
      expect(view.headers['cache-control']).toBe('no-store');
      expect(view.body.pending).toEqual([
        expect.objectContaining({
          kind: 'email',
          summary: expect.stringMatching(new RegExp(`^${deferred}: Your ROI`)),
        }),
      ]);
      expect(view.body.dead).toEqual([
        {
          id: deadLetter.id,
          kind: 'email',
          summary: expect.stringMatching(new RegExp(`^${refused}: Your ROI simulation with Alex`)),
          createdAt: new Date(deadLetter.createdAt).toISOString(),
          attempts: 1,
          nextAttemptAt: expect.any(String),
          lastError: expect.stringMatching(/^SMTP: .*550/),
        },
      ]);

      const page = await request(app)
        .get(ADMIN)
        .set('Authorization', `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}`)
        .set('Accept', 'text/html');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(page.text).toContain('<h2>Dead letters (1)</h2>');
      expect(page.text).toContain(`<code>${deadLetter.id}</code>`);
      expect(page.text).toContain(refused);
      expect(page.text).toMatch(/<td class="error">SMTP: [^<]*550/);

      const bearer = { Authorization: `Bearer ${TOKEN}` };
      expect((await request(app).post(`${ADMIN}/dead/${deadLetter.id}/retry`)).status).toBe(401);
      const unknown = await request(app).post(`${ADMIN}/dead/00000000-0000-0000-0000-000000000000/retry`).set(bearer);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('NOT_FOUND');

      refusing = false;
      const revived = await request(app).post(`${ADMIN}/dead/${deadLetter.id}/retry`).set(bearer);
      expect(revived.status).toBe(200);
      expect(revived.body).toEqual({ revived: deadLetter.id });
      await vi.waitFor(() => expect(to(smtp, refused)).toHaveLength(1), WAIT);
      await drain();
      const after = await request(app).get(ADMIN).set(bearer);
      expect(after.body.dead).toEqual([]);
      expect(after.body.pending.map((item: { id: string }) => item.id)).not.toContain(deadLetter.id);
      expect(to(smtp, refused)[0]?.messageId).toBe(messageId(deadLetter.id));
      // A second retry of the same id finds no dead letter.
      expect((await request(app).post(`${ADMIN}/dead/${deadLetter.id}/retry`).set(bearer)).status).toBe(404);
      expect(to(smtp, refused)).toHaveLength(1);

      // Something was logged (the dead letter), and the token is in none of it.
      expect(logged.length).toBeGreaterThan(0);
      for (const item of logged) {
        const text = [
          String(item),
          JSON.stringify(item) ?? '',
          item instanceof Error ? `${item.stack} ${String(item.cause)}` : '',
        ].join(' ');
        expect(text).not.toContain(TOKEN);
      }
    });

    it('takes changes with the bearer token only, deletes a dead letter, sends all dead letters again', async () => {
      const { app, deps, drain } = await gateway({ ...smtpEnv(), ADMIN_TOKEN: TOKEN });
      for (const address of ['refused-a@example.com', 'refused-b@example.com', 'refused-c@example.com']) {
        await sendRoi(app, address).expect(200);
      }
      await vi.waitFor(async () => expect((await settled(deps, drain)).dead).toHaveLength(3), WAIT);
      const [first, ...others] = await deps.outbox.store.dead();
      const basic = { Authorization: `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}` };
      const bearer = { Authorization: `Bearer ${TOKEN}` };

      // A browser sends a remembered password along with other pages' requests: it reads, it never changes.
      expect((await request(app).delete(`${ADMIN}/dead/${first?.id}`).set(basic)).status).toBe(401);
      expect((await request(app).post(`${ADMIN}/dead/retry`).set(basic)).status).toBe(401);

      const deleted = await request(app).delete(`${ADMIN}/dead/${first?.id}`).set(bearer);
      expect(deleted.body).toEqual({ discarded: first?.id });
      expect((await request(app).delete(`${ADMIN}/dead/${first?.id}`).set(bearer)).status).toBe(404);
      expect((await deps.outbox.store.dead()).map((item) => item.id)).toEqual(others.map((item) => item.id));

      const all = await request(app).post(`${ADMIN}/dead/retry`).set(bearer);
      expect(all.status).toBe(200);
      expect([...all.body.revived].sort()).toEqual(others.map((item) => item.id).sort());
      // Refused again (the server still answers 550): dead letters again, each tried once more.
      await vi.waitFor(async () => {
        const dead = (await settled(deps, drain)).dead;
        expect(dead).toHaveLength(2);
        for (const item of dead) expect(item.attempts).toBe(1);
      }, WAIT);
    });
  });
});

describe('leads to HubSpot', () => {
  const TOKEN = 'pat-eu1-00000000-1111-2222-3333-444444444444';
  let hubspot: FakeHubSpot;

  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
  });
  afterAll(() => hubspot.close());
  afterEach(() => {
    hubspot.requests.length = 0;
  });

  const lead = (email: string) => ({
    firstName: 'Ann',
    lastName: 'Martin',
    company: 'Entrepôts du Rhône',
    email,
    phone: '+33612345678',
    selectedPersona: 'structured',
    inputType: 'paste',
    language: 'fr',
    marketingOptIn: true,
  });

  async function postLead(env: Record<string, string>, email: string) {
    const built = await gateway({ ...DEMO_ENV, ...env });
    const visitor = new Visitor(built.app);
    await visitor.solve();
    const response = await visitor.post('/api/hubspot', lead(email));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, hubspotId: null });
    return built;
  }

  it('is upserted by e-mail once HubSpot takes it, after a 429 (Retry-After honoured) and a 500', async () => {
    hubspot.answer({ status: 429, headers: { 'Retry-After': '1' } }, { status: 500 });
    const email = 'lead.retried@example.com';
    const { deps, drain } = await postLead({ HUBSPOT_TOKEN: TOKEN, HUBSPOT_API_URL: hubspot.url }, email);

    await vi.waitFor(async () => expect((await settled(deps, drain)).pending).toEqual([]), WAIT);
    expect(await deps.outbox.store.dead()).toEqual([]);
    expect(hubspot.requests).toHaveLength(3);
    for (const sent of hubspot.requests) {
      expect(sent.method).toBe('POST');
      expect(sent.path).toBe('/crm/v3/objects/contacts/batch/upsert');
      expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(sent.body).toEqual({
        inputs: [
          {
            id: email,
            idProperty: 'email',
            properties: {
              email,
              firstname: 'Ann',
              lastname: 'Martin',
              company: 'Entrepôts du Rhône',
              phone: '+33612345678',
              hs_language: 'fr',
              message: expect.stringContaining('structured'),
              // The optional box the visitor ticked, as the CRM's custom checkbox property.
              alex_marketing_opt_in: 'true',
            },
          },
        ],
      });
    }
    const [limited, failed] = hubspot.requests as [RecordedRequest, RecordedRequest];
    expect(failed.at - limited.at).toBeGreaterThanOrEqual(950);
  });

  it('becomes a dead letter after one 400 answer, without the HubSpot token in the reason', async () => {
    hubspot.answer({ status: 400 });
    const { deps, drain } = await postLead(
      { HUBSPOT_TOKEN: TOKEN, HUBSPOT_API_URL: hubspot.url },
      'lead.refused@example.com',
    );

    await vi.waitFor(async () => expect((await settled(deps, drain)).dead).toHaveLength(1), WAIT);
    const { pending, dead } = await settled(deps, drain);
    expect(pending).toEqual([]);
    expect(dead[0]).toMatchObject({ kind: 'lead', attempts: 1, lastError: expect.stringMatching(/^HubSpot 400/) });
    expect(dead[0]?.lastError).not.toContain(TOKEN);
    expect(hubspot.requests).toHaveLength(1);
  });

  // HubSpot's batch upsert answers 207 Multi-Status when inputs failed (the client returns it, it does not throw):
  // the lead is then not in the CRM and must stay in the outbox (pending or a dead letter), not count as delivered.
  it('stays in the outbox when HubSpot answers 207 with the lead among the errors', async () => {
    const at = new Date().toISOString();
    hubspot.answer({
      status: 207,
      body: {
        status: 'COMPLETE',
        results: [],
        numErrors: 1,
        errors: [
          {
            status: 'error',
            category: 'VALIDATION_ERROR',
            message: 'Property values were not valid',
            context: {},
            links: {},
            errors: [],
          },
        ],
        startedAt: at,
        completedAt: at,
      },
    });
    const { deps, drain } = await postLead(
      { HUBSPOT_TOKEN: TOKEN, HUBSPOT_API_URL: hubspot.url },
      'lead.multistatus@example.com',
    );

    await vi.waitFor(() => expect(hubspot.requests).toHaveLength(1), WAIT);
    const { pending, dead } = await settled(deps, drain);
    expect([...pending, ...dead].map((item) => (item.payload as { email: string }).email)).toEqual([
      'lead.multistatus@example.com',
    ]);
  });

  it('is a JSON file in DATA_DIR/leads without HUBSPOT_TOKEN', async () => {
    const email = 'lead.local@example.com';
    const { config, deps, drain } = await postLead({}, email);
    await drain();
    const dir = path.join(config.dataDir, 'leads');
    const files = (await readdir(dir)).filter((file) => file.endsWith('.json'));
    expect(files).toHaveLength(1);
    const saved = JSON.parse(await readFile(path.join(dir, files[0] as string), 'utf8'));
    expect(saved).toEqual({ receivedAt: expect.any(String), ...lead(email) });
    expect(await deps.outbox.store.pending()).toEqual([]);
    expect(hubspot.requests).toEqual([]);
  });
});
