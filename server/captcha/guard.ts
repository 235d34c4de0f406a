/**
 * The captcha gate of the gateway's routes: a request passes with a valid captcha token in X-Captcha-Token,
 * issued to the network the request comes from. The check gives what the token says (its demo session, when
 * and on which network it was solved) to the route's handler.
 */
import type { Request } from 'express';
import { CAPTCHA_HEADER, CAPTCHA_MESSAGES } from '../../shared/captcha';
import { HttpError } from '../http/errors';
import { visitorNetwork } from './network';
import type { CaptchaClaims, TokenSigner } from './tokens';

export interface CaptchaGuardDependencies {
  signer: TokenSigner;
  /** A strike against a visitor who sent a forged or broken token; the blacklist blocks one who collects enough. */
  strike: (ip: string) => void;
}

/**
 * The claims of the request's captcha token; a request without one is refused (CAPTCHA_REQUIRED), one with a
 * token that is not valid here too (CAPTCHA_INVALID).
 */
export function captchaGuard({ signer, strike }: CaptchaGuardDependencies): (req: Request) => CaptchaClaims {
  return (req) => {
    const header = req.get(CAPTCHA_HEADER);
    if (!header) throw new HttpError(403, 'CAPTCHA_REQUIRED', CAPTCHA_MESSAGES.required);
    const check = signer.checkCaptchaToken(header, visitorNetwork(req.ip));
    if (!check.ok) {
      // An expired token or one from the visitor's previous network is no forgery.
      if (check.reason !== 'expired' && check.reason !== 'other-network') strike(req.ip ?? 'unknown');
      throw new HttpError(403, 'CAPTCHA_INVALID', CAPTCHA_MESSAGES.invalid);
    }
    return check.claims;
  };
}
