/**
 * The captcha's endpoints, used by the demo wizard and by the ROI calculator for a further e-mail: the
 * challenge (the provider's configuration, with ALTCHA the proof of work to solve), and the verify step that
 * turns a solution into a captcha token. A token names the visitor's demo session; which session that is, the
 * demo decides ({@link CaptchaRouteDependencies.sessionAfterCaptcha}).
 */
import { type Request, Router } from 'express';
import { captchaChallenge, captchaVerify } from '../../shared/api/captcha';
import { CAPTCHA_MESSAGES } from '../../shared/captcha';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { visitorNetwork } from './network';
import type { CaptchaProvider } from './providers';
import type { TokenSigner } from './tokens';

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

  // Under /api/demo, the paths the wizard and partners already call.
  route(router, captchaChallenge, {
    handle: async (_input, _visitor, _req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      return deps.provider.challenge();
    },
  });

  route(router, captchaVerify, {
    handle: async ({ body: { token } }, _visitor, req, res) => {
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
      return { token: issued.token, expiresAt: new Date(issued.claims.exp).toISOString(), session: session.value };
    },
  });

  return router;
}
