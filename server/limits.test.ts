import { EventEmitter } from 'node:events';
import express, { type Request, type Response } from 'express';
import { type ClientRateLimitInfo, MemoryStore, type Options, type Store } from 'express-rate-limit';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLimiter, earlyCounting, VisitorCounts } from './limits';

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

describe('a limiter counting early', () => {
  const rule = { limit: 1, windowMs: 60_000 };
  const fakeRequest = () => ({ ip: '203.0.113.9' }) as Request;

  it('gives the count back when the response closes before the limiter ran (refused, or the visitor left)', async () => {
    const inner = countingStore();
    const limiter = createLimiter({ name: 'demo-x', rule, message: 'Too many.', store: inner.store });
    const res = new EventEmitter() as unknown as Response;
    limiter.countEarly(fakeRequest(), res);
    expect(inner.hits.get('demo-x:203.0.113.9')).toBe(1);
    res.emit('close');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inner.hits.get('demo-x:203.0.113.9')).toBe(0);
  });

  it('logs a count it could not give back', async () => {
    const inner = countingStore();
    inner.store.decrement = async () => {
      throw new Error('store down');
    };
    const logged: unknown[] = [];
    const limiter = createLimiter({
      name: 'demo-x',
      rule,
      message: 'Too many.',
      store: inner.store,
      log: (error) => logged.push(error),
    });
    const res = new EventEmitter() as unknown as Response;
    limiter.countEarly(fakeRequest(), res);
    res.emit('close');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toHaveLength(1);
  });
});

describe('VisitorCounts', () => {
  const WINDOW_MS = 60_000;
  afterEach(() => {
    vi.useRealTimers();
  });

  type Step = ['+' | '-' | 'get' | 'reset', string] | ['wait', number];
  /** What a store answers to each step of a script: counts and window ends, relative to the start. */
  async function play(store: Store, steps: Step[], start: number): Promise<unknown[]> {
    const seen = (answer: ClientRateLimitInfo | undefined) =>
      answer && { hits: answer.totalHits, resetsAfter: (answer.resetTime?.getTime() ?? 0) - start };
    const answers: unknown[] = [];
    for (const [op, arg] of steps) {
      if (op === 'wait') vi.advanceTimersByTime(arg);
      else if (op === '+') answers.push(seen(await store.increment(arg)));
      else if (op === '-') answers.push(await store.decrement(arg));
      else if (op === 'get') answers.push(seen(await store.get?.(arg)));
      else answers.push(await store.resetKey(arg));
    }
    return answers;
  }

  it.each<[string, Step[]]>([
    [
      'counts a visitor within its window',
      [
        ['+', 'a'],
        ['wait', 1000],
        ['+', 'a'],
        ['get', 'a'],
      ],
    ],
    [
      'keeps the window its first request started',
      [
        ['+', 'a'],
        ['wait', 59_999],
        ['+', 'a'],
      ],
    ],
    [
      // Between two sweeps, so that what is measured is the count's own window.
      'starts a new window once the last one has passed',
      [
        ['wait', 1000],
        ['+', 'a'],
        ['+', 'a'],
        ['wait', WINDOW_MS],
        ['+', 'a'],
      ],
    ],
    [
      'knows nothing of a visitor whose window has passed',
      [
        ['wait', 1000],
        ['+', 'a'],
        ['wait', WINDOW_MS],
        ['get', 'a'],
      ],
    ],
    [
      'counts each visitor apart',
      [
        ['+', 'a'],
        ['wait', 1000],
        ['+', 'b'],
        ['+', 'a'],
        ['get', 'b'],
      ],
    ],
    [
      'gives a count back, never below nothing',
      [
        ['+', 'a'],
        ['+', 'a'],
        ['-', 'a'],
        ['get', 'a'],
        ['-', 'a'],
        ['-', 'a'],
        ['get', 'a'],
        ['+', 'a'],
      ],
    ],
    [
      'forgets a visitor reset',
      [
        ['+', 'a'],
        ['+', 'a'],
        ['reset', 'a'],
        ['get', 'a'],
        ['wait', 1000],
        ['+', 'a'],
      ],
    ],
    [
      'remembers a visitor across many windows of others',
      [
        ['+', 'a'],
        ['wait', 2.5 * WINDOW_MS],
        ['+', 'b'],
        ['+', 'a'],
        ['wait', 1000],
        ['get', 'a'],
      ],
    ],
  ])('%s, as MemoryStore does', async (_name, steps) => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const start = Date.now();
    const memory = new MemoryStore();
    memory.init({ windowMs: WINDOW_MS } as Options);
    const expected = await play(memory, steps, start);
    memory.shutdown();

    vi.setSystemTime(start);
    const counts = new VisitorCounts({ now: () => Date.now() });
    counts.init({ windowMs: WINDOW_MS });
    expect(await play(counts, steps, start)).toEqual(expected);
    counts.shutdown();
  });

  it('answers each count with its own object, which later counts leave as it was', async () => {
    const counts = new VisitorCounts();
    counts.init({ windowMs: WINDOW_MS });
    const first = await counts.increment('a');
    await counts.increment('a');
    expect(first.totalHits).toBe(1);
    counts.shutdown();
  });

  it('forgets the least recently seen visitor beyond its bound, and remembers no more than the bound', async () => {
    const counts = new VisitorCounts({ maxEntries: 3 });
    counts.init({ windowMs: WINDOW_MS });
    for (const visitor of ['a', 'b', 'c', 'a', 'd']) await counts.increment(visitor);
    expect(counts.size).toBe(3);
    expect(await counts.get('b')).toBeUndefined();
    expect((await counts.get('a'))?.totalHits).toBe(2);
    for (let i = 0; i < 1000; i++) await counts.increment(`flood-${i}`);
    expect(counts.size).toBe(3);
    counts.shutdown();
  });

  it('lets go of visitors whose window has passed, so an idle gateway gives a flood back', async () => {
    vi.useFakeTimers();
    const counts = new VisitorCounts({ now: () => Date.now() });
    counts.init({ windowMs: WINDOW_MS });
    for (let i = 0; i < 100; i++) await counts.increment(`visitor-${i}`);
    vi.advanceTimersByTime(WINDOW_MS / 2);
    await counts.increment('late');
    vi.advanceTimersByTime(WINDOW_MS / 2);
    expect(counts.size).toBe(1);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(counts.size).toBe(0);
    counts.shutdown();
  });
});

describe('a limiter in this process', () => {
  /** An app whose every request from the address in X-Forwarded-For counts against `limit` per minute. */
  function limitedApp(limit: number, maxEntries?: number) {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(
      createLimiter({
        name: 'test',
        rule: { limit, windowMs: 60_000 },
        message: 'Too many.',
        ...(maxEntries === undefined ? {} : { maxEntries }),
      }),
    );
    app.get('/', (_req, res) => {
      res.json({ ok: true });
    });
    return (from: string) => request(app).get('/').set('X-Forwarded-For', from);
  }

  it.each([
    ['two IPv4 addresses', '203.0.113.10', '203.0.113.11', true],
    ['two IPv4-mapped IPv6 addresses', '::ffff:203.0.113.20', '::ffff:203.0.113.21', true],
    ['two IPv6 addresses of different /56', '2001:db8:0:100::1', '2001:db8:0:200::1', true],
    ['two IPv6 addresses of one /56', '2001:db8:0:100::1', '2001:db8:0:1ff::2', false],
    ['an IPv4 address and its IPv4-mapped form', '203.0.113.30', '::ffff:203.0.113.30', false],
  ])('%s: separate limits = %s', async (_name, ip, other, separate) => {
    const visit = limitedApp(1);
    await visit(ip).expect(200);
    await visit(ip).expect(429);
    await visit(other).expect(separate ? 200 : 429);
  });

  it('serves again a visitor it forgot for more recent ones, beyond its bound', async () => {
    const visit = limitedApp(1, 2);
    await visit('203.0.113.1').expect(200);
    await visit('203.0.113.1').expect(429);
    await visit('203.0.113.2').expect(200);
    await visit('203.0.113.1').expect(429); // seen again: the most recent
    await visit('203.0.113.3').expect(200);
    await visit('203.0.113.4').expect(200);
    await visit('203.0.113.1').expect(200);
  });
});
