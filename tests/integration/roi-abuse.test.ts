/**
 * The ROI e-mail against abuse, in the embedded and the Redis mode: one mailbox is one cap however it is
 * spelled, a crowd filling the counters leaves everyone else working, the free first e-mail goes once however
 * many requests race for it, and an e-mail the outbox accepted is never answered as a failure.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../server/state/store';
import { roiPayload } from '../fixtures/roi';
import { solvedPayload, VERIFY, Visitor } from './demo-helpers';
import { type Mode, modeGateways } from './mode-gateway';

const ENDPOINT = '/api/send-roi-metrics';

const gateway = modeGateways();

/** A mailbox no other test of this run writes to (the Redis server is shared by the file's tests). */
const mailbox = () => `victim${Math.random().toString(36).slice(2, 10)}`;

describe.each<Mode>(['memory', 'redis'])('the ROI e-mail in the %s mode', (mode) => {
  it('sends five spellings of one Gmail mailbox 3 e-mails in all, each to the address as typed', async () => {
    const { app, sent } = await gateway(mode);
    const name = mailbox();
    const dotted = `${name.slice(0, 3)}.${name.slice(3)}`;
    const spellings = [
      `${name}@gmail.com`,
      `${name}+1@gmail.com`,
      `${dotted}@gmail.com`,
      `${name.toUpperCase()}@googlemail.com`,
      `${dotted}+roi@googlemail.com`,
    ];
    const statuses: number[] = [];
    for (const userEmail of spellings) {
      const response = await new Visitor(app).post(ENDPOINT, roiPayload({ userEmail }), null);
      statuses.push(response.status);
      if (response.status === 429) expect(response.body.error.code).toBe('RECIPIENT_LIMIT_EXCEEDED');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await sent(/mail\.com$/i)).map((mail) => mail.to)).toEqual(spellings.slice(0, 3));
    // Another mailbox at Gmail, and the same local part elsewhere, are not affected.
    await new Visitor(app).post(ENDPOINT, roiPayload({ userEmail: `${name}x@gmail.com` }), null).expect(200);
    await new Visitor(app).post(ENDPOINT, roiPayload({ userEmail: `${name}@example.com` }), null).expect(200);
  });

  it("leaves a new visitor's captcha and e-mails working after 1,000 visitors each sent one", {
    timeout: 60_000,
  }, async () => {
    const { app, sent } = await gateway(mode, { env: { MEMORY_MAX_VISITORS: '1000' } });
    const statuses = new Map<number, number>();
    const crowd = Array.from({ length: 1000 }, (_, i) => i);
    for (let start = 0; start < crowd.length; start += 50) {
      const answers = await Promise.all(
        crowd.slice(start, start + 50).map((i) =>
          request(app)
            .post(ENDPOINT)
            .set('X-Forwarded-For', `10.${Math.floor(i / 250)}.${i % 250}.${mode === 'memory' ? 1 : 2}`)
            .send(roiPayload({ userEmail: `crowd.${i}.${mode}@example.com` })),
        ),
      );
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });

    const visitor = new Visitor(app);
    await visitor.post(ENDPOINT, roiPayload({ userEmail: `newcomer.${mode}@example.com` }), null).expect(200);
    const token = await visitor.solve();
    await visitor.post(ENDPOINT, roiPayload({ userEmail: `newcomer.2.${mode}@example.com` }), token).expect(200);
    expect(await sent(new RegExp(`^(crowd\\.\\d+|newcomer(\\.2)?)\\.${mode}@`))).toHaveLength(1002);
  });

  it('gives 50 simultaneous first e-mails of one visitor exactly one e-mail without a token', async () => {
    const { app, sent } = await gateway(mode);
    const visitor = new Visitor(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        visitor.post(ENDPOINT, roiPayload({ userEmail: `race.${i}.${mode}@example.com` }), null),
      ),
    );
    const codes = answers.map((answer) => (answer.status === 200 ? 'sent' : answer.body.error.code));
    expect(codes.filter((code) => code === 'sent')).toHaveLength(1);
    expect(codes.filter((code) => code === 'CAPTCHA_REQUIRED')).toHaveLength(49);
    expect(await sent(/^race\./)).toHaveLength(1);
    // The next one needs a token, as any further e-mail does.
    await visitor.post(ENDPOINT, roiPayload({ userEmail: `race.next.${mode}@example.com` }), null).expect(403);
  });

  it('gives the free first e-mail back when the outbox could not keep it, so the retry is free', async () => {
    const { app, deps, sent } = await gateway(mode);
    const add = deps.outbox.store.add.bind(deps.outbox.store);
    let failures = 1;
    deps.outbox.store.add = async (item) => {
      if (failures-- > 0) throw new Error('ENOSPC: no space left on device');
      return add(item);
    };
    const visitor = new Visitor(app);
    const payload = roiPayload({ userEmail: `retry.${mode}@example.com` });
    const failed = await visitor.post(ENDPOINT, payload, null).expect(502);
    expect(failed.body.error.code).toBe('EMAIL_DELIVERY_FAILED');
    await visitor.post(ENDPOINT, payload, null).expect(200);
    await visitor.post(ENDPOINT, payload, null).expect(403);
    expect(await sent(/^retry\./)).toHaveLength(1);
  });

  it('gives the free first e-mail back when the visitor is refused before anything is sent', async () => {
    const { app, sent } = await gateway(mode);
    const visitor = new Visitor(app);
    await visitor.post(ENDPOINT, { ...roiPayload(), userEmail: 'not an address' }, null).expect(400);
    await visitor.post(ENDPOINT, roiPayload({ userEmail: `refused.${mode}@example.com` }), null).expect(200);
    expect(await sent(/^refused\./)).toHaveLength(1);
  });

  it('never answers an e-mail the outbox accepted as a failure, whatever fails after', async () => {
    let failedWrites = 0;
    const failing = (store: KeyValueStore): KeyValueStore => ({
      ...store,
      async set() {
        failedWrites += 1;
        throw Object.assign(new Error('The demo is briefly unavailable.'), { status: 503 });
      },
    });
    const { app, sent } = await gateway(mode, { rooms: (rooms) => ({ ...rooms, roi: failing(rooms.roi) }) });
    const visitor = new Visitor(app);
    await visitor.post(ENDPOINT, roiPayload({ userEmail: `first.${mode}@example.com` }), null).expect(200);
    // A further e-mail: accepted, then the mark that starts the visitor's next while fails to be written.
    const token = await visitor.solve();
    const answer = await visitor.post(ENDPOINT, roiPayload({ userEmail: `second.${mode}@example.com` }), token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(failedWrites).toBe(1);
    expect((await sent(/^(first|second)\./)).map((mail) => mail.to)).toEqual([
      `first.${mode}@example.com`,
      `second.${mode}@example.com`,
    ]);
  });
});

describe('a full room of the embedded mode', () => {
  it('refuses only the requests that need a new key in it, counted and logged for the operator', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app, deps, sent } = await gateway('memory', { env: { MEMORY_MAX_VISITORS: '1000' }, lines });
    // A flood of solved captchas fills the room of spent solutions and tokens.
    for (let i = 0; i < 1000; i += 1) await deps.rooms.captcha.setIfAbsent(`captcha:solved:flood-${i}`, '1', 300_000);

    const visitor = new Visitor(app);
    for (let i = 0; i < 3; i += 1) {
      const verify = await request(app)
        .post(VERIFY)
        .set('X-Forwarded-For', visitor.ip)
        .send({ token: await solvedPayload(app, visitor.ip) });
      expect(verify.status).toBe(503);
      expect(verify.body.error.code).toBe('SERVICE_UNAVAILABLE');
    }
    // The free first e-mail needs no key there: it goes.
    await visitor.post(ENDPOINT, roiPayload({ userEmail: 'still.works@example.com' }), null).expect(200);
    expect(await sent(/^still\.works@/)).toHaveLength(1);

    const metrics = await deps.metrics.registry.metrics();
    expect(metrics).toMatch(/alex_store_full_refusals_total\{room="captcha"\} 3\b/);
    expect(metrics).toMatch(/alex_store_full_refusals_total\{room="calls"\} 0\b/);
    expect(metrics).toMatch(/alex_store_full_refusals_total\{room="blocks"\} 0\b/);
    expect(lines.filter((line) => line.event === 'store.full')).toEqual([
      expect.objectContaining({ level: 'warn', room: 'captcha', setting: 'MEMORY_MAX_VISITORS' }),
    ]);
  });
});
