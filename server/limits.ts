/** Per-visitor request limits: visitors are keyed by address (IPv6 by /56), each limiter with its own store prefix. */
import type { Request, RequestHandler, Response } from 'express';
import { type ClientRateLimitInfo, ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import type { ErrorCode } from '../shared/errors';
import type { RateLimitRule } from '../shared/limits';
import { sendError } from './errors';

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
};

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
      // A store in this process has no round trip to save (and MemoryStore answers every count of a key with
      // one object, which later counts change): it counts when the limiter asks.
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
}: LimiterOptions): Limiter {
  const counters = earlyCounting(store ?? new MemoryStore());
  const keyOf = (req: Request) => `${name}:${ipKeyGenerator(req.ip ?? 'unknown', IPV6_SUBNET)}`;
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
    countEarly(req: Request, res: Response) {
      const giveBack = counters.start(keyOf(req));
      if (!giveBack) return;
      res.once('close', () => {
        giveBack().catch(log);
      });
    },
  });
}
