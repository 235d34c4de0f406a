/** Per-visitor request limits: visitors are keyed by address (IPv6 by /56), each limiter with its own store prefix. */
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
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
  /**
   * Count only requests that succeed: a typo, a refused phone number or a backend failure does not use up
   * the visitor's allowance (the demo's limits are small: one call per five minutes).
   */
  countSuccessOnly?: boolean;
}

export function createLimiter({
  name,
  rule,
  message,
  store,
  code = 'RATE_LIMIT_EXCEEDED',
  action,
  onLimit,
  countSuccessOnly = false,
}: LimiterOptions): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    skipFailedRequests: countSuccessOnly,
    keyGenerator: (req) => `${name}:${ipKeyGenerator(req.ip ?? 'unknown', IPV6_SUBNET)}`,
    ...(store ? { store } : {}),
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
}
