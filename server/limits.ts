/** Per-visitor request limits: visitors are keyed by address (IPv6 by /56), each limiter with its own store prefix. */
import type { Request, RequestHandler, Response } from 'express';
import { type ClientRateLimitInfo, ipKeyGenerator, type Options, rateLimit, type Store } from 'express-rate-limit';
import type { LRUCache } from 'lru-cache';
import type { ErrorCode } from '../shared/errors';
import type { RateLimitRule } from '../shared/limits';
import { sendError } from './errors';
import { boundedMap, DEFAULT_MAX_ENTRIES } from './store';

export const IPV6_SUBNET = 56;

/** The key a visitor's requests are counted under. */
export const visitorKey = (ip: string | undefined): string => ipKeyGenerator(ip ?? 'unknown', IPV6_SUBNET);

export interface LimiterOptions {
  /** Distinguishes this limiter's counters from every other's in a shared store. */
  name: string;
  rule: RateLimitRule;
  message: string;
  /** A shared store (Redis) in the scale-out mode; memory otherwise. */
  store?: Store;
  /** Without a shared store: the most visitors the limit remembers (see {@link VisitorCounts}). */
  maxEntries?: number;
  /** The error code of a refusal; RATE_LIMIT_EXCEEDED unless the limit is one of the demo's. */
  code?: ErrorCode;
  /** Named in the refusal's details so a client can tell which action hit its limit. */
  action?: string;
  /** Told about every refusal (the blacklist counts them). */
  onLimit?: (ip: string) => void;
  /** Told when a count started early could not be given back (the store failing). */
  log?: (error: unknown) => void;
}

export type Limiter = RequestHandler & {
  /** Gives a request back: one that failed for reasons not the visitor's does not count. */
  refund(req: Request): Promise<void>;
  /**
   * Starts counting the request now, for a limiter it reaches later: with a shared store the count travels
   * with the commands sent before it (the API limit, the block check) instead of a round trip of its own.
   * If the request ends without reaching the limiter (refused before it, or the visitor left), the count is
   * given back.
   */
  countEarly(req: Request, res: Response): void;
  /**
   * Reads, without counting anything, whether the visitor's next request would pass: null when it would, the
   * seconds until it would otherwise (the Retry-After its refusal would carry).
   */
  peek(req: Request): Promise<number | null>;
};

interface Count {
  hits: number;
  resetAt: number;
}

/**
 * A limit's store in this process. It counts as express-rate-limit's MemoryStore does: a visitor's window starts
 * with its first request and lasts windowMs, and the next request after it starts a new one. Unlike
 * MemoryStore, it remembers at most `maxEntries` visitors (default {@link DEFAULT_MAX_ENTRIES}), the least
 * recently seen forgotten first, so that a flood from many addresses takes bounded memory (about 200 bytes a
 * visitor; see README, "Memory per visitor").
 * A forgotten visitor's next request starts a fresh window, so its limit can be exceeded: only when more than
 * `maxEntries` other visitors came after its last request and within its window, which is a flood and not
 * the site's traffic, and the operator sets the number.
 */
export class VisitorCounts implements Store {
  /** Tells express-rate-limit and {@link earlyCounting} that counts are kept here, not shared. */
  readonly localKeys = true;
  private readonly counts: LRUCache<string, Count>;
  private readonly now: () => number;
  private windowMs = 60_000;
  private sweep: NodeJS.Timeout | undefined;

  constructor({ maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now }: { maxEntries?: number; now?: () => number } = {}) {
    this.counts = boundedMap<Count>(maxEntries);
    this.now = now;
  }

  init(options: Pick<Options, 'windowMs'>): void {
    this.windowMs = options.windowMs;
    clearInterval(this.sweep);
    // Every window, the visitors whose window has passed go (so an idle gateway lets a flood's memory go):
    // a visitor is held for at most two windows after its last request, as in MemoryStore.
    this.sweep = setInterval(() => this.forgetPassed(), Math.min(this.windowMs, 2 ** 31 - 1));
    this.sweep.unref();
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const count = this.counts.get(key);
    return count && count.resetAt > this.now() ? info(count) : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const t = this.now();
    let count = this.counts.get(key);
    if (!count || count.resetAt <= t) {
      count = { hits: 0, resetAt: t + this.windowMs };
      this.counts.set(key, count);
    }
    count.hits += 1;
    return info(count);
  }

  async decrement(key: string): Promise<void> {
    const count = this.counts.get(key);
    if (count && count.hits > 0) count.hits -= 1;
  }

  async resetKey(key: string): Promise<void> {
    this.counts.delete(key);
  }

  async resetAll(): Promise<void> {
    this.counts.clear();
  }

  shutdown(): void {
    clearInterval(this.sweep);
    this.counts.clear();
  }

  /** How many visitors are remembered. */
  get size(): number {
    return this.counts.size;
  }

  private forgetPassed(): void {
    const t = this.now();
    const passed: string[] = [];
    this.counts.forEach((count, key) => {
      if (count.resetAt <= t) passed.push(key);
    });
    for (const key of passed) this.counts.delete(key);
  }
}

/** A fresh answer for each count: the limiter keeps it while later requests change the count. */
const info = ({ hits, resetAt }: Count): ClientRateLimitInfo => ({ totalHits: hits, resetTime: new Date(resetAt) });

/**
 * A store whose counts can be started ahead of the limiter that asks for them (see {@link Limiter.countEarly});
 * only a shared store's are, which have a round trip to save.
 * Counts started for one key are interchangeable: the limiter takes the oldest one still waiting, and a request
 * that ends gives back its own only if nobody took it. Every started count is thus either the count of exactly
 * one limiter's request or given back, and the store holds as many as the requests that reached the limiter.
 */
export function earlyCounting(inner: Store) {
  type Started = { hits: Promise<ClientRateLimitInfo> };
  const waiting = new Map<string, Started[]>();
  const take = (key: string): Started | undefined => {
    const queue = waiting.get(key);
    const started = queue?.shift();
    if (queue?.length === 0) waiting.delete(key);
    return started;
  };
  const store: Store = {
    init: (options) => inner.init?.(options),
    get: inner.get ? (key) => inner.get?.(key) : undefined,
    increment: (key) => take(key)?.hits ?? inner.increment(key),
    decrement: (key) => inner.decrement(key),
    resetKey: (key) => inner.resetKey(key),
    resetAll: inner.resetAll ? () => inner.resetAll?.() : undefined,
    shutdown: inner.shutdown ? () => inner.shutdown?.() : undefined,
    localKeys: inner.localKeys,
    prefix: inner.prefix,
  };
  return {
    store,
    /**
     * Starts a count for `key`; the returned function gives it back unless a limiter took it. Nothing is
     * started (undefined) with a store in this process.
     */
    start(key: string): (() => Promise<void>) | undefined {
      // A store in this process has no round trip to save: it counts when the limiter asks.
      if (inner.localKeys) return undefined;
      const started: Started = { hits: new Promise((resolve) => resolve(inner.increment(key))) };
      // Whoever takes it sees a failure; until then it must not count as unhandled.
      started.hits.catch(() => {});
      const queue = waiting.get(key);
      if (queue) queue.push(started);
      else waiting.set(key, [started]);
      return async () => {
        const queue = waiting.get(key);
        const at = queue?.indexOf(started) ?? -1;
        if (!queue || at < 0) return;
        queue.splice(at, 1);
        if (queue.length === 0) waiting.delete(key);
        // A count that failed to start has nothing to give back.
        const wasCounted = await started.hits.then(
          () => true,
          () => false,
        );
        if (wasCounted) await inner.decrement(key);
      };
    },
  };
}

export function createLimiter({
  name,
  rule,
  message,
  store,
  code = 'RATE_LIMIT_EXCEEDED',
  action,
  onLimit,
  log = () => {},
  maxEntries,
}: LimiterOptions): Limiter {
  const counters = earlyCounting(store ?? new VisitorCounts(maxEntries === undefined ? {} : { maxEntries }));
  // A store of this limiter's own needs no name in its keys, and each visitor it remembers is the shorter for it.
  const keyOf = store
    ? (req: Request) => `${name}:${ipKeyGenerator(req.ip ?? 'unknown', IPV6_SUBNET)}`
    : (req: Request) => ipKeyGenerator(req.ip ?? 'unknown', IPV6_SUBNET);
  const limiter = rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    keyGenerator: keyOf,
    store: counters.store,
    handler: (req, res) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfter = Math.max(
        1,
        Math.ceil(((resetTime?.getTime() ?? Date.now() + rule.windowMs) - Date.now()) / 1000),
      );
      res.setHeader('Retry-After', String(retryAfter));
      onLimit?.(req.ip ?? 'unknown');
      sendError(res, 429, { code, message, details: { retryAfter, ...(action ? { action } : {}) } });
    },
  });
  return Object.assign(limiter, {
    refund: async (req: Request) => {
      await counters.store.decrement(keyOf(req));
    },
    async peek(req: Request) {
      const count = await counters.store.get?.(keyOf(req));
      const now = Date.now();
      if (!count || count.totalHits < rule.limit) return null;
      const resetAt = count.resetTime?.getTime() ?? now + rule.windowMs;
      if (resetAt <= now) return null;
      return Math.max(1, Math.ceil((resetAt - now) / 1000));
    },
    countEarly(req: Request, res: Response) {
      const giveBack = counters.start(keyOf(req));
      if (!giveBack) return;
      res.once('close', () => {
        giveBack().catch(log);
      });
    },
  });
}
