/** The key-value contract, held by the memory store and by the Redis store against a real redis-server. */
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_TIMEOUT_MS, connectRedis, type RedisState } from '../../server/state/redis';
import { type KeyValueStore, memoryStore } from '../../server/state/store';
import { type RedisServer, startRedisServer } from './redis-server';

let redisServer: RedisServer;
let redis: RedisState;

beforeAll(async () => {
  redisServer = await startRedisServer();
  redis = await connectRedis(redisServer.url, `store-test-${Date.now()}:`);
});

afterAll(async () => {
  await redis?.close();
  await redisServer?.stop();
});

const stores: [name: string, make: () => KeyValueStore][] = [
  ['memory', () => memoryStore()],
  ['redis', () => redis.store],
];

describe.each(stores)('%s store', (_name, make) => {
  const unique = () => `k-${Math.random().toString(36).slice(2)}`;

  it('gets what it set, and nothing once it expired', async () => {
    const store = make();
    const key = unique();
    expect(await store.get(key)).toBeNull();
    await store.set(key, 'v', 60);
    expect(await store.get(key)).toBe('v');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.get(key)).toBeNull();
  });

  it('sets a key only once however many ask at the same moment', async () => {
    const store = make();
    const key = unique();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.setIfAbsent(key, '1', 10_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('counts concurrent increments exactly and keeps the first lifetime', async () => {
    const store = make();
    const key = unique();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment(key, 150)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await store.increment(key, 150)).toBe(1);
  });

  it("starts a count's lifetime with its first count, not its last", async () => {
    const store = make();
    const key = unique();
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    expect(await store.increment(key, 1000)).toBe(1);
    await wait(600);
    expect(await store.increment(key, 1000)).toBe(2);
    await wait(600); // past the first count's lifetime, within what a second count would have given
    expect(await store.increment(key, 1000)).toBe(1);
  });

  it('keeps sets of members', async () => {
    const store = make();
    const key = unique();
    await store.addToSet(key, '1', 10_000);
    await store.addToSet(key, '2', 10_000);
    await store.addToSet(key, '2', 10_000);
    expect(await store.isMember(key, '2')).toBe(true);
    expect(await store.isMember(key, '3')).toBe(false);
    expect((await store.members(key)).sort()).toEqual(['1', '2']);
    await store.delete(key);
    expect(await store.members(key)).toEqual([]);
  });

  it('gives a set a fresh lifetime with each member, and forgets it once that is over', async () => {
    const store = make();
    const key = unique();
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await store.addToSet(key, '1', 1000);
    await wait(600);
    await store.addToSet(key, '2', 1000);
    await wait(600); // past the first member's lifetime, within the second's
    expect((await store.members(key)).sort()).toEqual(['1', '2']);
    await wait(600);
    expect(await store.members(key)).toEqual([]);
  });
});

describe('redis rate-limit store', () => {
  it('keeps counting after Redis lost its scripts (restart, failover, SCRIPT FLUSH)', async () => {
    const limiter = redis.limiterStore(`flush-${Date.now()}`);
    await limiter.init?.({ windowMs: 60_000 } as Parameters<NonNullable<typeof limiter.init>>[0]);
    expect((await limiter.increment('visitor')).totalHits).toBe(1);
    const admin = createClient({ url: redisServer.url });
    await admin.connect();
    await admin.scriptFlush();
    await admin.close();
    expect((await limiter.increment('visitor')).totalHits).toBe(2);
  });
});

describe('redis store when Redis is gone', () => {
  it('refuses with 503 SERVICE_UNAVAILABLE instead of letting requests through', async () => {
    const server = await startRedisServer();
    const state = await connectRedis(server.url);
    await server.stop();
    await expect(state.store.setIfAbsent('x', '1', 1000)).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    await state.close().catch(() => undefined);
  });

  it('refuses with 503 when Redis stalls, once the command deadline has passed, and closes all the same', async () => {
    const server = await startRedisServer();
    const state = await connectRedis(server.url, `stall-${Date.now()}:`, { commandTimeoutMs: 300 });
    try {
      // The connection stays open and nothing answers, as behind a Redis stuck in a long script.
      server.process.kill('SIGSTOP');
      const started = performance.now();
      await expect(state.store.setIfAbsent('y', '1', 1000)).rejects.toMatchObject({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
      // The deadline asked for, not the default one.
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(COMMAND_TIMEOUT_MS);
      // Closing does not wait on a server that does not answer: a shutdown finishes.
      const refused = expect(state.store.get('z')).rejects.toMatchObject({ status: 503 });
      await state.close();
      await refused;
    } finally {
      server.process.kill('SIGCONT');
      await server.stop();
    }
  });
});
