/**
 * The captcha's contract, shared by the gateway, the demo wizard and the ROI calculator: the headers a solved
 * captcha travels in, the spec's messages (section 8), and what the challenge and verify endpoints take and
 * answer. A captcha token names the visitor's demo session; the ROI calculator spends one on a further e-mail.
 * Constants and types only: the request's schema is in captcha-schemas.ts, which browser code does not load.
 */

/** The header a captcha token travels in. */
export const CAPTCHA_HEADER = 'X-Captcha-Token';
/** The header of the demo session a solved captcha gave, for reads within it. */
export const SESSION_HEADER = 'X-Demo-Session';

/** The spec's messages for a missing and for a refused captcha token (section 8). */
export const CAPTCHA_MESSAGES = {
  required: 'Please solve the captcha to continue.',
  invalid: 'Captcha expired. Please complete a new challenge.',
} as const;

/** The captcha's configuration as the challenge endpoint answers it. */
export interface CaptchaChallengeResponse {
  provider: 'altcha' | 'turnstile';
  mode: 'non-interactive' | 'invisible' | 'managed';
  siteKey: string | null;
  appearance: 'always' | 'execute' | 'interaction-only';
  theme: 'auto' | 'light' | 'dark';
  action: string;
  /** Seconds after which the widget should fetch a new challenge. */
  refreshInterval: number;
  /** The proof-of-work challenge (ALTCHA) to solve; absent with Turnstile. */
  challenge?: unknown;
}

export interface CaptchaVerifyResponse {
  token: string;
  /** ISO date-time after which the token is refused. */
  expiresAt: string;
  /** The demo session the token belongs to; send it back in X-Demo-Session to read what it created. */
  session: string;
}
