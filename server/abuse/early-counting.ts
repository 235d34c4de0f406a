/**
 * The scale-out mode's head start on a demo request (Redis only: the embedded mode neither loads nor calls this
 * module). Before the API limit counts a request, its block check is read and, for a request that creates
 * something, its own action's count is started, so that the three commands travel to Redis together instead of
 * one round trip after another. A request refused before it reaches its action's limit (captcha, body, block),
 * or whose visitor left, gets that count back.
 */
import type { Request, RequestHandler } from 'express';
import type { ClientRateLimitInfo, Store } from 'express-rate-limit';
import type { Blacklist } from './blacklist';
import { limiterKey } from './limits';

/**
 * A store whose counts can be started ahead of the limiter that asks for them; only a shared store's are, which
 * have a round trip to save.
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

interface HeadStartOptions {
  blacklist: Blacklist;
  /** The limiter a request will reach after the API limit, if it counts against one of its own. */
  limiterOf: (req: Request) => string | undefined;
  /** Told when a count started early could not be given back (the store failing). */
  log: (error: unknown) => void;
}

/** The steps mounted before the API limit. */
interface HeadStart {
  /** Starts reading the visitor's block state (mounted on the paths that check it). */
  readBlock: RequestHandler;
  /** Starts the count of the action the request will reach, given back if it never gets there. */
  startCount: RequestHandler;
}

export interface EarlyCounts {
  /** Each limiter's shared store, able to take the count this module started for it. */
  limiterStore(name: string): Store;
  headStart(options: HeadStartOptions): HeadStart;
}

/** Early counting over the limiters' shared stores (`limiterStore`, Redis's). */
export function earlyCounts(limiterStore: (name: string) => Store): EarlyCounts {
  const counters = new Map<string, ReturnType<typeof earlyCounting>>();
  return {
    limiterStore(name) {
      const counting = earlyCounting(limiterStore(name));
      counters.set(name, counting);
      return counting.store;
    },
    headStart({ blacklist, limiterOf, log }) {
      return {
        readBlock(req, _res, next) {
          // The read is shared with the block check that follows; a failure reaches that check, not this step.
          blacklist.isBlocked(req.ip ?? 'unknown').catch(() => {});
          next();
        },
        startCount(req, res, next) {
          const name = limiterOf(req);
          const giveBack = name === undefined ? undefined : counters.get(name)?.start(limiterKey(name, req.ip));
          if (giveBack) {
            res.once('close', () => {
              giveBack().catch(log);
            });
          }
          next();
        },
      };
    },
  };
}
