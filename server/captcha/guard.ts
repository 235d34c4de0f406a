/**
 * The captcha gate of the gateway's routes: a request passes with a valid captcha token in X-Captcha-Token,
 * issued to the network the request comes from. What the token says (its demo session, when and on which
 * network it was solved) is left for the guards and the handler after it ({@link captchaClaims}).
 */
import type { RequestHandler, Response } from 'express';
import { CAPTCHA_HEADER, CAPTCHA_MESSAGES } from '../../shared/captcha';
import { HttpError } from '../errors';
import { visitorNetwork } from './network';
import type { CaptchaClaims, TokenSigner } from './tokens';

export interface CaptchaGuardDependencies {
  signer: TokenSigner;
  /** A strike against a visitor who sent a forged or broken token; the blacklist blocks one who collects enough. */
  strike: (ip: string) => void;
}

/** The claims of the request's captcha token, once the guard has passed. */
export const captchaClaims = (res: Response) => res.locals.captcha as CaptchaClaims;

/** Refuses a request without a captcha token (CAPTCHA_REQUIRED) or with one that is not valid here (CAPTCHA_INVALID). */
export function captchaGuard({ signer, strike }: CaptchaGuardDependencies): RequestHandler {
  return (req, res, next) => {
    const header = req.get(CAPTCHA_HEADER);
    if (!header) throw new HttpError(403, 'CAPTCHA_REQUIRED', CAPTCHA_MESSAGES.required);
    const check = signer.checkCaptchaToken(header, visitorNetwork(req.ip));
    if (!check.ok) {
      // An expired token or one from the visitor's previous network is no forgery.
      if (check.reason !== 'expired' && check.reason !== 'other-network') strike(req.ip ?? 'unknown');
      throw new HttpError(403, 'CAPTCHA_INVALID', CAPTCHA_MESSAGES.invalid);
    }
    res.locals.captcha = check.claims;
    next();
  };
}
