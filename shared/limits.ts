/** Request limits per visitor that the gateway enforces and the widgets can explain. */

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

const minutes = (n: number) => n * 60_000;

/** ROI e-mails: enough to resend a few simulations, too few to use the gateway as a mail cannon. */
export const ROI_EMAIL_LIMIT: RateLimitRule = { limit: 5, windowMs: minutes(15) };

/** Any API route, as a backstop against floods. */
export const API_LIMIT: RateLimitRule = { limit: 300, windowMs: minutes(1) };
