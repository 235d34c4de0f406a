import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/demo-dialogs.json';
import { DEMO_ACTIONS, demoLimitMessage } from '../../../shared/demo';
import { type RetryWait, rateLimitText, retryWait } from './retry';

describe('the wait before trying again', () => {
  it.each<[seconds: number | null | undefined, expected: RetryWait | null]>([
    [null, null],
    [undefined, null],
    [0, null],
    [-30, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1, { unit: 'minutes', count: 1 }],
    [59, { unit: 'minutes', count: 1 }],
    [60, { unit: 'minutes', count: 1 }],
    [61, { unit: 'minutes', count: 2 }],
    [299, { unit: 'minutes', count: 5 }],
    [300, { unit: 'minutes', count: 5 }],
    [900, { unit: 'minutes', count: 15 }],
    [3540, { unit: 'minutes', count: 59 }],
    // 59 min 1 s rounds up to 60 minutes, which is told as an hour.
    [3541, { unit: 'hours', count: 1 }],
    [3600, { unit: 'hours', count: 1 }],
    [3601, { unit: 'hours', count: 2 }],
    [7200, { unit: 'hours', count: 2 }],
    [86_400, { unit: 'hours', count: 24 }],
  ])('%s seconds reads as %j', (seconds, expected) => {
    expect(retryWait(seconds)).toEqual(expected);
  });
});

describe('the rate-limit message', () => {
  it.each(DEMO_ACTIONS)('the %s limit has its own translated message, in English the same as the gateway', (action) => {
    const text = rateLimitText({ message: demoLimitMessage(action), action }, 'fr');
    expect(text).toEqual({ key: `rateLimit.messages.${action}` });
    expect(en.rateLimit.messages[action]).toBe(demoLimitMessage(action));
  });

  it.each<[action: string, message: string, language: 'en' | 'fr' | 'es', expected: object]>([
    [
      'generic',
      'Demo rate limit exceeded for voice samples.',
      'en',
      { text: 'Demo rate limit exceeded for voice samples.' },
    ],
    ['voice-samples', '  Too many voice samples.  ', 'en', { text: 'Too many voice samples.' }],
    ['generic', 'Demo rate limit exceeded for voice samples.', 'fr', { key: 'rateLimit.messages.generic' }],
    ['generic', 'Demo rate limit exceeded for voice samples.', 'es', { key: 'rateLimit.messages.generic' }],
    ['generic', '', 'en', { key: 'rateLimit.messages.generic' }],
    ['generic', '   ', 'en', { key: 'rateLimit.messages.generic' }],
  ])('action %s with %j in %s gives %j', (action, message, language, expected) => {
    expect(rateLimitText({ message, action }, language)).toEqual(expected);
  });

  it.each(['en', 'fr', 'es'] as const)(
    "in %s, the day's call already spent is said as such, not as the call-creation limit",
    (language) => {
      const state = { message: 'anything', action: 'call-creation', alreadyCalled: true };
      expect(rateLimitText(state, language)).toEqual({ key: 'rateLimit.alreadyCalled' });
    },
  );
});
