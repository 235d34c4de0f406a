/** Per-visitor request limits: visitors are keyed by address (IPv6 by /56), each limiter with its own store prefix. */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
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
}

/** A limiter that can give a request back: one that failed for reasons not the visitor's does not count. */
export type Limiter = RequestHandler & { refund(req: Request): Promise<void> };

export function createLimiter({
  name,
  rule,
  message,
  store,
  code = 'RATE_LIMIT_EXCEEDED',
  action,
  onLimit,
}: LimiterOptions): Limiter {
  const counters = store ?? new MemoryStore();
  const keyOf = (req: Request) => `${name}:${ipKeyGenerator(req.ip ?? 'unknown', IPV6_SUBNET)}`;
  const limiter = rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    keyGenerator: keyOf,
    store: counters,
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
      await counters.decrement(keyOf(req));
    },
  });
}
