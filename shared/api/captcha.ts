/** The captcha's endpoints: the challenge, and the verify step that turns a solution into a token and a session. */
import * as z from 'zod/mini';
import { captchaVerifyRequest } from '../captcha-schemas';
import type { Endpoint } from './endpoint';

const captchaChallengeResponse = z.object({
  provider: z.enum(['altcha', 'turnstile']),
  mode: z.enum(['non-interactive', 'invisible', 'managed']),
  siteKey: z.nullable(z.string()),
  appearance: z.enum(['always', 'execute', 'interaction-only']),
  theme: z.enum(['auto', 'light', 'dark']),
  action: z.string(),
  refreshInterval: z.number(),
  /** ALTCHA's proof-of-work challenge; absent with Turnstile. */
  challenge: z.optional(z.unknown()),
});

const captchaVerifyResponse = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  session: z.string(),
});

export const captchaChallenge = {
  id: 'captchaChallenge',
  method: 'post',
  path: '/api/demo/security/captcha/challenge',
  tag: 'captcha',
  summary: "The captcha's configuration and, with ALTCHA, a proof-of-work challenge to solve in the browser.",
  guard: 'public',
  ok: { status: 200, description: 'The challenge', schema: captchaChallengeResponse },
  errors: { 403: ['BLACKLISTED'] },
} satisfies Endpoint;

export const captchaVerify = {
  id: 'captchaVerify',
  method: 'post',
  path: '/api/demo/security/captcha/verify',
  tag: 'captcha',
  summary:
    'Exchanges a solution (accepted once) for a token and the demo session value; send the session and the last token to keep the session, and to move it to a new network.',
  guard: 'public',
  body: captchaVerifyRequest,
  ok: {
    status: 200,
    description: 'A token bound to the visitor’s network, and its session',
    schema: captchaVerifyResponse,
  },
  errors: { 400: ['VALIDATION_ERROR'], 403: ['CAPTCHA_INVALID', 'BLACKLISTED'], 503: ['SERVICE_UNAVAILABLE'] },
} satisfies Endpoint;
