/** What the rate-limit dialog says (spec sections 2 and 8): the message for the limited action and when to retry. */
import { DEMO_ACTIONS, type DemoAction } from '../../../shared/demo';
import type { Language } from '../../../shared/languages';

/** How long to wait, in the unit the dialog names. */
export interface RetryWait {
  unit: 'minutes' | 'hours';
  count: number;
}

/**
 * Minutes are the seconds over 60 rounded up; from 60 minutes on the wait is told in hours, rounded up too
 * (spec section 8). Null when the gateway gave no usable wait, and the dialog then names no time.
 */
export function retryWait(retryAfterSeconds: number | null | undefined): RetryWait | null {
  if (retryAfterSeconds == null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return null;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes < 60 ? { unit: 'minutes', count: minutes } : { unit: 'hours', count: Math.ceil(minutes / 60) };
}

/** A key of the demo-dialogs namespace, or the gateway's own words when no translation fits. */
export type RateLimitText =
  | { key: 'rateLimit.alreadyCalled' | `rateLimit.messages.${DemoAction | 'generic'}` }
  | { text: string };

const isDemoAction = (action: string): action is DemoAction => (DEMO_ACTIONS as readonly string[]).includes(action);

/**
 * The message for the limited action in the visitor's language. For an action the wizard has no text for, an
 * English-speaking visitor reads the gateway's message (it may be more precise than ours); everyone else
 * reads the generic limit message in their own language.
 */
export function rateLimitText(
  state: { message: string; action: string; alreadyCalled?: boolean },
  language: Language,
): RateLimitText {
  if (state.alreadyCalled) return { key: 'rateLimit.alreadyCalled' };
  if (isDemoAction(state.action)) return { key: `rateLimit.messages.${state.action}` };
  if (language === 'en' && state.message.trim() !== '') return { text: state.message.trim() };
  return { key: 'rateLimit.messages.generic' };
}
