/**
 * The captcha's endpoints, used by the demo wizard and by the ROI calculator for a further e-mail: the
 * challenge (the provider's configuration, with ALTCHA the proof of work to solve), and the verify step that
 * turns a solution into a captcha token. A token names the visitor's demo session; which session that is, the
 * demo decides ({@link CaptchaRouteDependencies.sessionAfterCaptcha}).
 */
import { type Request, Router } from 'express';
import { CAPTCHA_MESSAGES, type CaptchaVerifyResponse } from '../../shared/captcha';
import { captchaVerifyRequest } from '../../shared/captcha-schemas';
import { HttpError, parseBody } from '../errors';
import { visitorNetwork } from './network';
import type { CaptchaProvider } from './providers';
import type { TokenSigner } from './tokens';

/** The endpoints' paths under /api; they keep the /demo prefix the wizard and partners already call. */
export const CAPTCHA_PATHS = {
  challenge: '/demo/security/captcha/challenge',
  verify: '/demo/security/captcha/verify',
} as const;

export interface CaptchaRouteDependencies {
  provider: CaptchaProvider;
  signer: TokenSigner;
  tokenTtlMs: number;
  /** A strike against a visitor whose solution was refused; the blacklist blocks one who collects enough. */
  strike: (ip: string) => void;
  /**
   * The demo session the visitor goes on with once it solved, as the value it keeps from now on (kept, moved
   * to the visitor's new network, or new); the token is issued to it.
   */
  sessionAfterCaptcha: (req: Request, now: number) => Promise<{ value: string; id: string }>;
  now?: () => number;
}

export function captchaRoutes(deps: CaptchaRouteDependencies): Router {
  const now = deps.now ?? Date.now;
  const router = Router();

  router.post(CAPTCHA_PATHS.challenge, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await deps.provider.challenge());
  });

  router.post(CAPTCHA_PATHS.verify, async (req, res) => {
    const { token } = parseBody(captchaVerifyRequest, req.body);
    const verdict = await deps.provider.verify(token, req.ip ?? '');
    if (verdict === 'unavailable') {
      // The provider could not be asked: not the visitor's fault, so no strike.
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The security check is briefly unavailable. Please try again.');
    }
    if (verdict !== 'solved') {
      deps.strike(req.ip ?? 'unknown');
      throw new HttpError(403, 'CAPTCHA_INVALID', CAPTCHA_MESSAGES.invalid);
    }
    // A visitor solving again (after the contact, after expiry, or on a new network with its token) keeps its
    // session and what it created; token and session are bound to the network it solved from.
    const session = await deps.sessionAfterCaptcha(req, now());
    const issued = deps.signer.issueCaptchaToken(session.id, deps.tokenTtlMs, visitorNetwork(req.ip));
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      token: issued.token,
      expiresAt: new Date(issued.claims.exp).toISOString(),
      session: session.value,
    } satisfies CaptchaVerifyResponse);
  });

  return router;
}
