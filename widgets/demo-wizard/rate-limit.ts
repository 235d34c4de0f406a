/**
 * What the rate-limit dialog needs from a refusal (spec sections 3 and 8): which action hit its limit and when
 * the visitor may try again.
 */
import { DEMO_ACTIONS, type DemoAction } from '../../shared/demo';
import type { ApiError } from '../runtime/api-error';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type RateLimitAction = DemoAction | 'generic';

/** What the rate-limit dialog shows (spec section 3, rate-limit state). */
export interface RateLimitState {
  message: string;
  action: RateLimitAction;
  /** Seconds until the visitor may try again, when the gateway said. */
  retryAfter: number | null;
  /** The day's call of this phone number or e-mail address is spent (not a limit of this visitor's pace). */
  alreadyCalled?: boolean;
}

const isDemoAction = (value: unknown): value is DemoAction =>
  typeof value === 'string' && (DEMO_ACTIONS as readonly string[]).includes(value);

export function rateLimitState(error: ApiError): RateLimitState {
  const details = isObject(error.details) ? error.details : {};
  const retryAfter =
    typeof details.retryAfter === 'number' && Number.isFinite(details.retryAfter) && details.retryAfter > 0
      ? details.retryAfter
      : null;
  // The gateway names the action in the details; its message is for people and is never read.
  const action = isDemoAction(details.action) ? details.action : 'generic';
  return { message: error.message, action, retryAfter };
}

export interface RetryText {
  unit: 'minutes' | 'hours';
  count: number;
}

/**
 * When to try again, in the unit the dialog shows: minutes (seconds / 60 rounded up), or hours once that is
 * 60 minutes or more, also rounded up so the visitor is never told to come back too early. Null when unknown.
 */
export function retryText(retryAfterSeconds: number | null | undefined): RetryText | null {
  if (typeof retryAfterSeconds !== 'number' || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return null;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes >= 60 ? { unit: 'hours', count: Math.ceil(minutes / 60) } : { unit: 'minutes', count: minutes };
}
