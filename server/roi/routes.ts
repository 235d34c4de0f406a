/**
 * POST /api/send-roi-metrics (mounted at that path): validates with the shared schema, limits per visitor,
 * e-mails the results (the contract's `sendRoiMetrics`). A visitor's first e-mail in a while goes out as asked; each further one in that while
 * needs a captcha token (the calculator solves the invisible proof of work for it), used once. A mailbox gets
 * at most ROI_RECIPIENT_LIMIT e-mails a day, whoever asks. Once the outbox has accepted the e-mail, the
 * visitor is told it was sent, whatever fails after.
 */
import { createHash } from 'node:crypto';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { RequestOf } from '../../shared/api/endpoint';
import { sendRoiMetrics } from '../../shared/api/roi';
import { CAPTCHA_HEADER, CAPTCHA_MESSAGES } from '../../shared/captcha';
import type { Language } from '../../shared/languages';
import { visitorKey } from '../abuse/limits';
import { visitorNetwork } from '../captcha/network';
import type { TokenSigner } from '../captcha/tokens';
import { HttpError } from '../http/errors';
import { operationId } from '../http/idempotency';
import { route } from '../http/route';
import type { Mailer } from '../mail/mailer';
import type { Attribution } from '../partners';
import type { KeyValueStore } from '../state/store';
import { renderRoiEmail } from './email';
import { type RecipientCap, ROI_RECIPIENT_LIMIT, ROI_RECIPIENT_MESSAGE } from './recipient-cap';

export interface RoiDependencies {
  /** Replays a success to the retries of the same request (its Idempotency-Key), per endpoint. */
  idempotent?: (scope: string) => RequestHandler;
  mailer: Mailer;
  /** Checks the partner and campaign an e-mail request carries, and counts it per partner; none without it. */
  attribution?: Attribution;
  limiter: RequestHandler;
  /** Marks of who sent an e-mail lately (shared in the scale-out mode). */
  store: KeyValueStore;
  /** Marks of the captcha tokens spent on an e-mail: kept until the token expires, never forgotten for a flood. */
  spentTokens: KeyValueStore;
  signer: TokenSigner;
  recipients: RecipientCap;
  /** How long after an e-mail the visitor's next one needs a captcha token: the per-visitor limit's window. */
  windowMs: number;
  /** The booking page of each language, the e-mail's call to action (BOOKING_URL_*). */
  booking: Record<Language, string>;
  log: (error: unknown) => void;
  now?: () => number;
}

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A visitor's free first e-mail, claimed for this request: kept once the e-mail is accepted, else given back. */
interface FreeClaim {
  accepted(): void;
  giveBack(): Promise<void>;
}

/** The free e-mail claimed: until the outbox accepts the e-mail, any refusal gives it back (the retry is still free). */
function freeClaim(giveBack: () => Promise<void>): FreeClaim {
  let settled = false;
  return {
    accepted() {
      settled = true;
    },
    async giveBack() {
      if (settled) return;
      settled = true;
      await giveBack();
    },
  };
}

/** Marks a visitor (by its limits' key) who had an e-mail sent lately. */
const sentKey = (req: Request) => `roi-sent:${visitorKey(req.ip)}`;

export function roiRoutes({
  mailer,
  limiter,
  store,
  spentTokens,
  signer,
  recipients,
  windowMs,
  booking,
  log,
  idempotent,
  attribution,
  now = Date.now,
}: RoiDependencies) {
  const router = Router();

  /**
   * A visitor's first e-mail in a while is free: claimed here, atomically, before anything is sent, so that of
   * simultaneous first requests exactly one goes without a token. A further e-mail needs a fresh captcha token,
   * which it spends. Checked before the visitor's limit, so that the calculator's retry with a token does not
   * cost the visitor a second e-mail of its allowance.
   */
  const provenWork = async (req: Request, res: Response): Promise<FreeClaim | undefined> => {
    const key = sentKey(req);
    // The mark names the keyed request that claimed it: its retry (after a crash cut the first answer off)
    // finds its own claim, and is still free.
    const operation = operationId(req);
    if (
      (await store.setIfAbsent(key, operation ?? '1', windowMs)) ||
      (operation !== undefined && (await store.get(key)) === operation)
    ) {
      const claim = freeClaim(() => store.delete(key).catch((error: unknown) => log(error)));
      // A refusal answered before the handler (a bad body, the visitor's limit) gives it back once answered.
      res.once('finish', () => void claim.giveBack());
      return claim;
    }
    const token = req.get(CAPTCHA_HEADER);
    if (!token) throw new HttpError(403, 'CAPTCHA_REQUIRED', CAPTCHA_MESSAGES.required);
    const check = signer.checkCaptchaToken(token, visitorNetwork(req.ip));
    const unused =
      check.ok &&
      (await spentTokens.setIfAbsent(`roi-token:${tokenDigest(token)}`, '1', Math.max(1, check.claims.exp - now())));
    if (!unused) throw new HttpError(403, 'CAPTCHA_INVALID', CAPTCHA_MESSAGES.invalid);
    return undefined;
  };

  const send = async (
    request: RequestOf<typeof sendRoiMetrics>['body'],
    claim: FreeClaim | undefined,
    req: Request,
    res: Response,
  ) => {
    const source = attribution?.source(request.attribution, req.get('origin'));
    try {
      if (!(await recipients.take(request.userEmail))) {
        res.setHeader('Retry-After', String(ROI_RECIPIENT_LIMIT.windowMs / 1000));
        throw new HttpError(429, 'RECIPIENT_LIMIT_EXCEEDED', ROI_RECIPIENT_MESSAGE, {
          retryAfter: ROI_RECIPIENT_LIMIT.windowMs / 1000,
        });
      }
      try {
        const message = renderRoiEmail(request, booking);
        await mailer.send(source ? { ...message, source } : message, operationId(req));
      } catch (error) {
        log(error);
        throw new HttpError(502, 'EMAIL_DELIVERY_FAILED', 'Failed to send email');
      }
    } catch (error) {
      // Nothing was sent: the free e-mail is given back before the visitor hears of the refusal.
      await claim?.giveBack();
      throw error;
    }
    // The outbox holds the e-mail: from here on the visitor is told it was sent, whatever fails.
    attribution?.count('roi-email', source);
    if (claim) claim.accepted();
    else {
      // A further e-mail: the visitor's next one needs a token for another while from now.
      await store.set(sentKey(req), '1', windowMs).catch((error: unknown) => log(error));
    }
    return { success: true } as const;
  };

  route(
    router,
    sendRoiMetrics,
    { visitor: provenWork, limit: limiter, handle: ({ body }, claim, req, res) => send(body, claim, req, res) },
    { mount: sendRoiMetrics.path, before: idempotent ? [idempotent(sendRoiMetrics.id)] : [] },
  );
  return router;
}
