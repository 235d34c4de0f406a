import { describe, expect, it } from 'vitest';
import { DEMO_ACTIONS, demoLimitMessage } from '../../shared/demo';
import type { ApiError } from '../runtime/api-error';
import { rateLimitState, retryText } from './rate-limit';

const ENDPOINT = '/api/recruiter-demo/parse-job';

const limited = (message: string, details: unknown = null): ApiError => ({
  kind: 'http',
  message,
  status: 429,
  endpoint: ENDPOINT,
  code: 'DEMO_RATE_LIMIT_EXCEEDED',
  details,
  raw: null,
});

describe('the rate-limit state (spec section 3)', () => {
  it.each(DEMO_ACTIONS.map((action) => ({ action, message: demoLimitMessage(action) })))(
    'the limit of $action is named by its details, never by its words',
    ({ action, message }) => {
      expect(rateLimitState(limited(message, { action }))).toEqual({ message, action, retryAfter: null });
      expect(rateLimitState(limited(message))).toEqual({ message, action: 'generic', retryAfter: null });
    },
  );

  it.each([
    {
      name: 'details.action wins over the wording',
      error: limited(demoLimitMessage('job-parsing'), { action: 'call-creation', retryAfter: 90 }),
      expected: { action: 'call-creation', retryAfter: 90 },
    },
    {
      name: 'an action the wizard does not know is the generic limit',
      error: limited(demoLimitMessage('url-processing'), { action: 'teleportation' }),
      expected: { action: 'generic', retryAfter: null },
    },
    {
      name: 'the generic limit message',
      error: limited('Demo rate limit exceeded. Please try again later or contact us for full access.'),
      expected: { action: 'generic', retryAfter: null },
    },
    {
      name: "the API-wide limit's message",
      error: limited('Too many requests. Please wait a moment.', { retryAfter: 30 }),
      expected: { action: 'generic', retryAfter: 30 },
    },
    {
      name: 'a retryAfter that is not a positive number is unknown',
      error: limited('Too many requests.', { retryAfter: '60' }),
      expected: { action: 'generic', retryAfter: null },
    },
    {
      name: 'a zero retryAfter is unknown',
      error: limited('Too many requests.', { retryAfter: 0 }),
      expected: { action: 'generic', retryAfter: null },
    },
  ])('$name', ({ error, expected }) => {
    expect(rateLimitState(error)).toEqual({ message: error.message, ...expected });
  });
});

describe('when to try again (spec section 8: minutes rounded up, hours from 60 minutes)', () => {
  it.each([
    [1, { unit: 'minutes', count: 1 }],
    [59, { unit: 'minutes', count: 1 }],
    [60, { unit: 'minutes', count: 1 }],
    [61, { unit: 'minutes', count: 2 }],
    [300, { unit: 'minutes', count: 5 }],
    [3540, { unit: 'minutes', count: 59 }],
    [3541, { unit: 'hours', count: 1 }],
    [3600, { unit: 'hours', count: 1 }],
    [3601, { unit: 'hours', count: 2 }],
    [86_400, { unit: 'hours', count: 24 }],
  ])('%s seconds -> %o', (seconds, expected) => {
    expect(retryText(seconds)).toEqual(expected);
  });

  it.each([[null], [undefined], [0], [-5], [Number.NaN], [Number.POSITIVE_INFINITY]])('%s is unknown', (seconds) => {
    expect(retryText(seconds)).toBeNull();
  });
});
