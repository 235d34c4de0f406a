/**
 * Exactly-once side effects across retries (Idempotency-Key), in the embedded and the Redis mode: a retry gets
 * the first success again and nothing happens twice, a crowd of duplicates runs once, the same key with another
 * body is refused, a refusal frees its key, and a key seen by someone else replays them nothing. With Redis, a
 * retry that reaches the other instance is replayed there.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitorKey } from '../../server/abuse/limits';
import { sendRoiMetrics } from '../../shared/api/roi';
import { roiPayload } from '../fixtures/roi';
import { nextIp, Visitor } from './demo-helpers';
import { type Mode, modeGateways } from './mode-gateway';

const ENDPOINT = '/api/send-roi-metrics';
const KEY = 'Idempotency-Key';

const gateway = modeGateways();

const mailbox = () => `retry${Math.random().toString(36).slice(2, 10)}@example.com`;
/** The address alone, for the outbox's e-mails to it. */
const only = (address: string) => new RegExp(`^${address.replaceAll('.', '\\.')}$`);
const newKey = () => crypto.randomUUID();

describe.each<Mode>(['memory', 'redis'])('Idempotency-Key in the %s mode', (mode) => {
  it('replays the first success to a retry: one e-mail, the same answer, marked as replayed', async () => {
    const { app, sent } = await gateway(mode);
    const visitor = new Visitor(app);
    const body = roiPayload({ userEmail: mailbox() });
    const key = newKey();
    const first = await visitor.post(ENDPOINT, body, null).set(KEY, key).expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body in another key order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    for (const retry of [body, reordered]) {
      const again = await visitor.post(ENDPOINT, retry, null).set(KEY, key).expect(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    }
    expect(await sent(only(body.userEmail))).toHaveLength(1);
    // Without a key, the second e-mail is a new one, which needs a captcha token.
    expect((await visitor.post(ENDPOINT, body, null).expect(403)).body.error.code).toBe('CAPTCHA_REQUIRED');
  });

  it('runs 20 simultaneous duplicates once: every one gets the answer, one e-mail goes', async () => {
    const { app, sent } = await gateway(mode);
    const visitor = new Visitor(app);
    const body = roiPayload({ userEmail: mailbox() });
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => visitor.post(ENDPOINT, body, null).set(KEY, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await sent(only(body.userEmail))).toHaveLength(1);
  });

  it('refuses the same key with another body (422), and a key that is not one (400)', async () => {
    const { app } = await gateway(mode);
    const visitor = new Visitor(app);
    const key = newKey();
    await visitor
      .post(ENDPOINT, roiPayload({ userEmail: mailbox() }), null)
      .set(KEY, key)
      .expect(200);
    const other = await visitor
      .post(ENDPOINT, roiPayload({ userEmail: mailbox() }), null)
      .set(KEY, key)
      .expect(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    for (const bad of ['short', 'x'.repeat(256), 'has space inside']) {
      const refused = await visitor.post(ENDPOINT, roiPayload(), null).set(KEY, bad).expect(400);
      expect(refused.body.error.details.fields[0].field).toBe(KEY);
    }
  });

  it('frees the key of a refusal: the retry with a captcha token runs under the same key', async () => {
    const { app, sent } = await gateway(mode);
    const visitor = new Visitor(app);
    await visitor.post(ENDPOINT, roiPayload({ userEmail: mailbox() }), null).expect(200);
    const body = roiPayload({ userEmail: mailbox() });
    const key = newKey();
    const refused = await visitor.post(ENDPOINT, body, null).set(KEY, key).expect(403);
    expect(refused.body.error.code).toBe('CAPTCHA_REQUIRED');
    const token = await visitor.solve();
    const accepted = await visitor.post(ENDPOINT, body, token).set(KEY, key).expect(200);
    expect(accepted.headers['idempotent-replayed']).toBeUndefined();
    // Its retry (the token now spent) is replayed rather than refused.
    await visitor.post(ENDPOINT, body, token).set(KEY, key).expect(200);
    expect(await sent(only(body.userEmail))).toHaveLength(1);
  });

  it("replays nothing to another visitor who shows someone's key", async () => {
    const { app, sent } = await gateway(mode);
    const body = roiPayload({ userEmail: mailbox() });
    const key = newKey();
    await new Visitor(app).post(ENDPOINT, body, null).set(KEY, key).expect(200);
    const stranger = await new Visitor(app, nextIp()).post(ENDPOINT, body, null).set(KEY, key).expect(200);
    expect(stranger.headers['idempotent-replayed']).toBeUndefined();
    expect(await sent(only(body.userEmail))).toHaveLength(2);
  });
});

describe('Idempotency-Key across instances (Redis)', () => {
  it('replays on the other instance a success the first gave', async () => {
    const [a, b] = [await gateway('redis'), await gateway('redis')];
    const ip = nextIp();
    const body = roiPayload({ userEmail: mailbox() });
    const key = newKey();
    const post = (app: typeof a.app) =>
      request(app).post(ENDPOINT).set('X-Forwarded-For', ip).set(KEY, key).send(body).expect(200);
    await post(a.app);
    const replayed = await post(b.app);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await a.sent(only(body.userEmail))).toHaveLength(1);
  });

  it('runs on the other instance a request whose first instance died after keeping its e-mail: still free, sent once', async () => {
    const [a, b] = [await gateway('redis'), await gateway('redis')];
    const ip = nextIp();
    const body = roiPayload({ userEmail: mailbox() });
    const key = newKey();
    const post = (app: typeof a.app) => request(app).post(ENDPOINT).set('X-Forwarded-For', ip).set(KEY, key).send(body);
    await post(a.app).expect(200);
    // The instance died between keeping the e-mail (and the visitor's free e-mail) and keeping its answer.
    const entry = `idempotency:${sendRoiMetrics.id}:${visitorKey(ip)}:${createHash('sha256').update(key).digest('base64url')}`;
    expect(await a.deps.store.get(entry)).toContain('"done"');
    await a.deps.store.delete(entry);

    const retry = await post(b.app).expect(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await a.sent(only(body.userEmail))).toHaveLength(1);
    // Another e-mail from the visitor, under another key, is a further one: it needs a captcha token.
    const further = await request(b.app)
      .post(ENDPOINT)
      .set('X-Forwarded-For', ip)
      .set(KEY, newKey())
      .send(roiPayload({ userEmail: mailbox() }))
      .expect(403);
    expect(further.body.error.code).toBe('CAPTCHA_REQUIRED');
  });
});
