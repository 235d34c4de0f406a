import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../state/store';
import { createBlacklist } from './blacklist';
import { earlyCounting, earlyCounts } from './early-counting';
import { createLimiter, limiterKey } from './limits';

/** A store that counts as a shared one would, and records the calls it gets. */
function countingStore(fail = false) {
  const hits = new Map<string, number>();
  const calls: string[] = [];
  const store: Store = {
    async increment(key) {
      calls.push(`+${key}`);
      if (fail) throw new Error('store down');
      const n = (hits.get(key) ?? 0) + 1;
      hits.set(key, n);
      return { totalHits: n, resetTime: new Date(Date.now() + 60_000) };
    },
    async decrement(key) {
      calls.push(`-${key}`);
      hits.set(key, (hits.get(key) ?? 0) - 1);
    },
    async resetKey(key) {
      hits.delete(key);
    },
  };
  return { store, hits, calls };
}

/** earlyCounting over a shared store: every start gives a give-back. */
function sharedCounting(inner: Store) {
  const { store, start } = earlyCounting(inner);
  return {
    store,
    start(key: string) {
      const giveBack = start(key);
      if (!giveBack) throw new Error('a shared store starts its counts early');
      return giveBack;
    },
  };
}

describe('earlyCounting', () => {
  it('counts a request once, whether its count was started early or not', async () => {
    const inner = countingStore();
    const { store, start } = sharedCounting(inner.store);
    start('v');
    expect(inner.calls).toEqual(['+v']);
    expect((await store.increment('v')).totalHits).toBe(1);
    expect(inner.calls).toEqual(['+v']);
    expect((await store.increment('v')).totalHits).toBe(2);
    expect(inner.calls).toEqual(['+v', '+v']);
  });

  it('gives back a count nobody took, and nothing once it was taken', async () => {
    const inner = countingStore();
    const { store, start } = sharedCounting(inner.store);
    const refused = start('v');
    await refused();
    expect(inner.hits.get('v')).toBe(0);
    await refused();
    expect(inner.hits.get('v')).toBe(0);

    const served = start('v');
    await store.increment('v');
    await served();
    expect(inner.hits.get('v')).toBe(1);
  });

  it('keeps as many counts as requests that reached the limiter, however they interleave', async () => {
    const cases: { starts: number; reached: number; order: 'release-first' | 'take-first' }[] = [
      { starts: 3, reached: 1, order: 'take-first' },
      { starts: 3, reached: 1, order: 'release-first' },
      { starts: 2, reached: 2, order: 'take-first' },
      { starts: 1, reached: 3, order: 'release-first' },
      { starts: 4, reached: 0, order: 'take-first' },
    ];
    for (const { starts, reached, order } of cases) {
      const inner = countingStore();
      const { store, start } = sharedCounting(inner.store);
      const giveBacks = Array.from({ length: starts }, () => start('v'));
      const take = async () => {
        for (let i = 0; i < reached; i++) await store.increment('v');
      };
      if (order === 'take-first') await take();
      await Promise.all(giveBacks.map((giveBack) => giveBack()));
      if (order === 'release-first') await take();
      expect(inner.hits.get('v') ?? 0, JSON.stringify({ starts, reached, order })).toBe(reached);
    }
  });

  it('starts nothing early with a store in this process: it counts when the limiter asks', async () => {
    const memory = new MemoryStore();
    memory.init({ windowMs: 60_000 } as Options);
    const { store, start } = earlyCounting(memory);
    expect(start('v')).toBeUndefined();
    expect(await memory.get('v')).toBeUndefined();
    expect((await store.increment('v')).totalHits).toBe(1);
    expect((await store.increment('v')).totalHits).toBe(2);
    memory.shutdown();
  });

  it('keeps visitors apart', async () => {
    const inner = countingStore();
    const { store, start } = sharedCounting(inner.store);
    start('a');
    expect((await store.increment('b')).totalHits).toBe(1);
    expect(inner.hits.get('a')).toBe(1);
    expect(inner.hits.get('b')).toBe(1);
  });

  it('passes a failed count to the limiter that takes it, and has nothing to give back for it', async () => {
    const inner = countingStore(true);
    const { store, start } = sharedCounting(inner.store);
    start('v');
    await expect(store.increment('v')).rejects.toThrow('store down');
    const unclaimed = start('v');
    // Not taken by anyone: no unhandled rejection, and no decrement of a count that never happened.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await unclaimed();
    expect(inner.calls).toEqual(['+v', '+v']);
  });
});

describe('the head start of a demo request', () => {
  const rule = { limit: 1, windowMs: 60_000 };
  const fakeRequest = () => ({ ip: '203.0.113.9', path: '/recruiter-demo/parse-job' }) as Request;
  const blacklist = createBlacklist({ entries: [], store: memoryStore() });
  const next = () => {};

  /** A limiter named demo-x over a shared store, and the head start that counts for it. */
  function setup(inner: Store, log: (error: unknown) => void = () => {}) {
    const early = earlyCounts(() => inner);
    const limiter = createLimiter({ name: 'demo-x', rule, message: 'Too many.', store: early.limiterStore('demo-x') });
    const step = early.headStart({ blacklist, limiterOf: () => limiter.limiterName, log });
    return { limiter, step };
  }

  it('starts the count of the limiter the request will reach, under that limiter’s key', async () => {
    const inner = countingStore();
    const { step } = setup(inner.store);
    step.startCount(fakeRequest(), new EventEmitter() as unknown as Response, next);
    expect(inner.calls).toEqual([`+${limiterKey('demo-x', '203.0.113.9')}`]);
  });

  it('gives the count back when the response closes before the limiter ran (refused, or the visitor left)', async () => {
    const inner = countingStore();
    const { step } = setup(inner.store);
    const res = new EventEmitter() as unknown as Response;
    step.startCount(fakeRequest(), res, next);
    expect(inner.hits.get(limiterKey('demo-x', '203.0.113.9'))).toBe(1);
    res.emit('close');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inner.hits.get(limiterKey('demo-x', '203.0.113.9'))).toBe(0);
  });

  it('logs a count it could not give back', async () => {
    const inner = countingStore();
    inner.store.decrement = async () => {
      throw new Error('store down');
    };
    const logged: unknown[] = [];
    const { step } = setup(inner.store, (error) => logged.push(error));
    const res = new EventEmitter() as unknown as Response;
    step.startCount(fakeRequest(), res, next);
    res.emit('close');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toHaveLength(1);
  });

  it('starts nothing for a request that counts against no limiter of its own', () => {
    const inner = countingStore();
    const early = earlyCounts(() => inner.store);
    early.limiterStore('demo-x');
    const step = early.headStart({ blacklist, limiterOf: () => undefined, log: () => {} });
    step.startCount(fakeRequest(), new EventEmitter() as unknown as Response, next);
    expect(inner.calls).toEqual([]);
  });

  /** A blacklist over a store whose reads are counted, remembering what it read as in the scale-out mode. */
  function countedReads(get?: () => Promise<string | null>) {
    const store = memoryStore();
    let reads = 0;
    const counted = {
      ...store,
      get: (key: string) => {
        reads++;
        return get ? get() : store.get(key);
      },
    };
    return { blacklist: createBlacklist({ entries: [], store: counted, rememberMs: 1000 }), reads: () => reads };
  }

  it('reads the block state once for the early read and the block check that follows', async () => {
    const { blacklist, reads } = countedReads();
    const step = earlyCounts(() => countingStore().store).headStart({
      blacklist,
      limiterOf: () => undefined,
      log: () => {},
    });
    step.readBlock(fakeRequest(), new EventEmitter() as unknown as Response, next);
    expect(await blacklist.isBlocked('203.0.113.9')).toBe(false);
    expect(reads()).toBe(1);
  });

  it('lets a failed early read reach the block check, not the process', async () => {
    const { blacklist } = countedReads(() => Promise.reject(new Error('Redis is down')));
    const step = earlyCounts(() => countingStore().store).headStart({
      blacklist,
      limiterOf: () => undefined,
      log: () => {},
    });
    step.readBlock(fakeRequest(), new EventEmitter() as unknown as Response, next);
    await expect(blacklist.isBlocked('203.0.113.9')).rejects.toThrow('Redis is down');
  });
});
