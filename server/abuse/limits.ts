/**
 * Per-visitor request limits: visitors are keyed by address (IPv6 by /56), each limiter with its own store prefix.
 * The key is a keyed digest of that address, never the address itself: the stores (Redis's key names among them)
 * hold no visitor's address.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { type ClientRateLimitInfo, ipKeyGenerator, type Options, rateLimit, type Store } from 'express-rate-limit';
import type { LRUCache } from 'lru-cache';
import type { ErrorCode } from '../../shared/errors';
import type { RateLimitRule } from '../../shared/limits';
import { sendError } from '../http/errors';
import { boundedMap, DEFAULT_MAX_ENTRIES } from '../state/store';

const IPV6_SUBNET = 56;

/**
 * The key of the visitors' digests: this process's own in the embedded mode, where the keys never leave it;
 * derived from CAPTCHA_SECRET in the scale-out mode ({@link shareVisitorKeys}), so that every instance names a
 * visitor alike in the shared store.
 */
let digestKey: Buffer = randomBytes(32);
/** A visitor's key is asked for several times a request (each limit, the block, the strikes): each digest is kept a while. */
const digests = boundedMap<string>(4096);

/**
 * Keys visitors with a key derived from `secret`, the same on every instance given it; keys made before no
 * longer match. Called once, as the scale-out mode connects.
 */
export function shareVisitorKeys(secret: string): void {
  digestKey = createHmac('sha256', secret).update('alex visitor keys').digest();
  digests.clear();
}

/**
 * The key a visitor's requests are counted under: a digest of the address (IPv6 of its /56) keyed with a
 * secret, 22 characters (132 bits). Whoever reads the store cannot tell which address it stands for, nor test a
 * guess without the secret.
 */
export function visitorKey(ip: string | undefined): string {
  const network = ipKeyGenerator(ip ?? 'unknown', IPV6_SUBNET);
  let digest = digests.get(network);
  if (digest === undefined) {
    digest = createHmac('sha256', digestKey).update(network).digest('base64url').slice(0, 22);
    digests.set(network, digest);
  }
  return digest;
}

/** The key a visitor's requests are counted under in a shared store, where every limiter keeps its counts. */
export const limiterKey = (name: string, ip: string | undefined): string => `${name}:${visitorKey(ip)}`;

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
}

export type Limiter = RequestHandler & {
  /** The limiter's name (its counts' prefix in a shared store). */
  readonly limiterName: string;
  /** Gives a request back: one that failed for reasons not the visitor's does not count. */
  refund(req: Request): Promise<void>;
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
  /** Tells express-rate-limit (and the scale-out mode's early counting) that counts are kept here, not shared. */
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

export function createLimiter({
  name,
  rule,
  message,
  store,
  code = 'RATE_LIMIT_EXCEEDED',
  action,
  onLimit,
  maxEntries,
}: LimiterOptions): Limiter {
  const counts = store ?? new VisitorCounts(maxEntries === undefined ? {} : { maxEntries });
  // A store of this limiter's own needs no name in its keys, and each visitor it remembers is the shorter for it.
  const keyOf = store ? (req: Request) => limiterKey(name, req.ip) : (req: Request) => visitorKey(req.ip);
  const limiter = rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    keyGenerator: keyOf,
    // express-rate-limit reads a key generator's source and warns unless it sees ipKeyGenerator applied to
    // req.ip there: visitorKey applies it (IPv6 by /56) before taking the digest.
    validate: { keyGeneratorIpFallback: false },
    store: counts,
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
    limiterName: name,
    refund: async (req: Request) => {
      await counts.decrement(keyOf(req));
    },
    async peek(req: Request) {
      const count = await counts.get?.(keyOf(req));
      const now = Date.now();
      if (!count || count.totalHits < rule.limit) return null;
      const resetAt = count.resetTime?.getTime() ?? now + rule.windowMs;
      if (resetAt <= now) return null;
      return Math.max(1, Math.ceil((resetAt - now) / 1000));
    },
  });
}
