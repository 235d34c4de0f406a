/**
 * One item per operation in every outbox store: a request retried with its Idempotency-Key (after a crash, on
 * another instance, or fifty times at once) enqueues its e-mail again under the same operation, and the e-mail
 * is kept and delivered once, before and after the first one was delivered. Items without an operation are
 * each their own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalOutbox } from '../../server/outbox/journal';
import { redisOutbox } from '../../server/outbox/redis-store';
import { memoryOutbox, type OutboxItem, type OutboxStore } from '../../server/outbox/store';
import { createOutbox, type Outbox } from '../../server/outbox/worker';
import { type RedisServer, startRedisServer } from './redis-server';

let redis: RedisServer;
let client: RedisClientType;
const dirs: string[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  client = createClient({ url: redis.url });
  await client.connect();
});

afterAll(async () => {
  await client?.quit();
  await redis?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Two outboxes on one store, as two instances have in the scale-out mode (one store, one process otherwise). */
function pair(store: OutboxStore): { outboxes: Outbox[]; delivered: OutboxItem[] } {
  const delivered: OutboxItem[] = [];
  const deliver = async (item: OutboxItem) => {
    delivered.push(item);
  };
  const outboxes = [0, 1].map(() =>
    createOutbox({
      store,
      deliver: { email: deliver, lead: deliver, 'demo-report': deliver },
      policy: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 10 },
      log: (error) => {
        throw error;
      },
    }),
  );
  return { outboxes, delivered };
}

const stores: [string, () => Promise<OutboxStore>][] = [
  ['memory', async () => memoryOutbox()],
  [
    'journal',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'alex-once-'));
      dirs.push(dir);
      return journalOutbox(dir, () => {});
    },
  ],
  ['Redis', async () => redisOutbox(client, `once-${Math.random().toString(36).slice(2)}:`)],
];

describe.each(stores)('the %s outbox store', (_name, open) => {
  it('keeps and delivers an operation once, however often and wherever it is enqueued', async () => {
    const store = await open();
    const { outboxes, delivered } = pair(store);
    const [a, b] = outboxes as [Outbox, Outbox];

    // Fifty retries at once, on both instances.
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).enqueue('email', { to: 'x@example.com' }, 'op-1')),
    );
    expect((await store.pending()).map((item) => item.id)).toEqual(['email-op-1']);
    await a.drain();
    expect(delivered.map((item) => item.id)).toEqual(['email-op-1']);

    // Delivered and gone from the queue: a retry afterwards still adds nothing.
    await b.enqueue('email', { to: 'x@example.com' }, 'op-1');
    await b.drain();
    expect(await store.pending()).toEqual([]);
    expect(delivered).toHaveLength(1);

    // Another operation, the same operation for another kind, and items without one are each their own.
    await a.enqueue('email', { to: 'x@example.com' }, 'op-2');
    await a.enqueue('lead', { email: 'x@example.com' }, 'op-1');
    await a.enqueue('email', { to: 'x@example.com' });
    await a.enqueue('email', { to: 'x@example.com' });
    await a.drain();
    expect(delivered).toHaveLength(5);
    await store.close();
  });
});

describe('the journal after a restart', () => {
  it('still knows the operations it kept, delivered or not', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'alex-once-'));
    dirs.push(dir);
    const first = pair(await journalOutbox(dir, () => {}));
    const [a] = first.outboxes as [Outbox];
    await a.enqueue('email', { to: 'x@example.com' }, 'op-delivered');
    await a.drain();
    await a.enqueue('email', { to: 'x@example.com' }, 'op-pending');
    await a.store.close();

    const again = pair(await journalOutbox(dir, () => {}));
    const [b] = again.outboxes as [Outbox];
    await b.enqueue('email', { to: 'x@example.com' }, 'op-delivered');
    await b.enqueue('email', { to: 'x@example.com' }, 'op-pending');
    await b.drain();
    expect(again.delivered.map((item) => item.id)).toEqual(['email-op-pending']);
    await b.store.close();
  });
});
