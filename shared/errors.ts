/** The gateway's error codes and the JSON shape every error response has. */

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'RATE_LIMIT_EXCEEDED',
  'DEMO_RATE_LIMIT_EXCEEDED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'BLACKLISTED',
  'INVALID_PHONE',
  'EMAIL_DELIVERY_FAILED',
  'RECIPIENT_LIMIT_EXCEEDED',
  'ORIGIN_NOT_ALLOWED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'UPSTREAM_ERROR',
  'INVALID_URL',
  'URL_NOT_ALLOWED',
  'URL_NOT_JOB_POSTING',
  'URL_INSUFFICIENT',
  'URL_FETCH_FAILED',
  'UPSTREAM_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_ERROR',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What is wrong with a field, for a program to act on: `required` (absent or empty), `length` (outside its
 * bounds), `invalid` (not of its form or not one of its values), `not_found` (names a job, contact or interview
 * that does not exist, or no longer does), `unknown` (not a field of this request).
 */
export const FIELD_ISSUES = ['required', 'length', 'invalid', 'not_found', 'unknown'] as const;
export type FieldIssueKind = (typeof FIELD_ISSUES)[number];

/** One field at fault in a rejected request: its name in the request, what is wrong, and that in words. */
export interface FieldIssue {
  field: string;
  issue: FieldIssueKind;
  message: string;
}

/**
 * Refusals that share a code but call for another answer, named in `details.reason`:
 * `already_called` is the DEMO_RATE_LIMIT_EXCEEDED of the one demo call a phone number or e-mail has a day.
 */
type ErrorReason = 'already_called';

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: {
      fields?: FieldIssue[];
      reason?: ErrorReason;
      retryAfter?: number;
      action?: string;
      /** ORIGIN_NOT_ALLOWED: the page origin the gateway refused, for the widget's console message. */
      origin?: string;
    };
  };
}
