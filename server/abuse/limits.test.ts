import express from 'express';
import { type ClientRateLimitInfo, MemoryStore, type Options, type Store } from 'express-rate-limit';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLimiter, limiterKey, shareVisitorKeys, VisitorCounts, visitorKey } from './limits';

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

describe('visitorKey', () => {
  it('is a digest of 22 characters that holds no part of the address', () => {
    for (const address of ['203.0.113.7', '2001:db8:abcd:1200::1', 'unknown']) {
      const key = visitorKey(address);
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      for (const part of address.split(/[.:]/).filter((p) => p.length > 1)) expect(key).not.toContain(part);
    }
    expect(limiterKey('api', '203.0.113.7')).toBe(`api:${visitorKey('203.0.113.7')}`);
  });

  it('names one visitor per IPv4 address and per IPv6 /56, an IPv4-mapped address as its IPv4 one', () => {
    expect(visitorKey('203.0.113.7')).toBe(visitorKey('::ffff:203.0.113.7'));
    expect(visitorKey('203.0.113.7')).not.toBe(visitorKey('203.0.113.8'));
    expect(visitorKey('2001:db8:abcd:1200::1')).toBe(visitorKey('2001:db8:abcd:12ff:1:2:3:4'));
    expect(visitorKey('2001:db8:abcd:1200::1')).not.toBe(visitorKey('2001:db8:abcd:1300::1'));
  });

  it('is the same on every instance given one secret, and another under another secret', () => {
    shareVisitorKeys('a-secret-every-instance-shares-0123456789');
    const first = visitorKey('203.0.113.7');
    shareVisitorKeys('another-secret-of-another-gateway-0123456');
    const other = visitorKey('203.0.113.7');
    shareVisitorKeys('a-secret-every-instance-shares-0123456789');
    expect(visitorKey('203.0.113.7')).toBe(first);
    expect(other).not.toBe(first);
  });
});
