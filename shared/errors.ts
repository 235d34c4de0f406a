/** The gateway's error codes and the JSON shape every error response has. */

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'RATE_LIMIT_EXCEEDED',
  'DEMO_RATE_LIMIT_EXCEEDED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'BLACKLISTED',
  'INVALID_PHONE',
  'HUBSPOT_ERROR',
  'EMAIL_DELIVERY_FAILED',
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
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One field at fault in a rejected request. */
export interface FieldIssue {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: {
      fields?: FieldIssue[];
      retryAfter?: number;
      action?: string;
      /** ORIGIN_NOT_ALLOWED: the page origin the gateway refused, for the widget's console message. */
      origin?: string;
    };
  };
}
