/**
 * The checks the demo's routes run before their handlers: the visitor is not blocked, sends a valid captcha
 * token or reads within its demo session, asks only for ids its session owns, and stays within its action's
 * limit. The visitor checks are the routes' `visitor` step (server/http/route.ts): each gives the handler what it
 * found out (the session, the network the token was solved on) or throws the refusal.
 */
import type { Request, RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import { CAPTCHA_HEADER, SESSION_HEADER } from '../../shared/captcha';
import { DEMO_LIMITS, DEMO_MESSAGES, type DemoAction, demoLimitMessage } from '../../shared/demo';
import type { Blacklist } from '../abuse/blacklist';
import { createLimiter, type Limiter } from '../abuse/limits';
import { captchaGuard } from '../captcha/guard';
import { visitorNetwork } from '../captcha/network';
import type { SessionClaims, TokenSigner } from '../captcha/tokens';
import { HttpError } from '../http/errors';
import type { DemoSessions, Owned } from './sessions';

/** A visitor with a valid captcha token: its demo session, and when and on which network (its digest) it solved. */
export interface CaptchaVisitor {
  sid: string;
  net: string;
  solvedAt: number;
}

/** A visitor reading within its demo session. */
export interface SessionVisitor {
  sid: string;
}

export const notFound = () => new HttpError(404, 'NOT_FOUND', 'Not found.');

/** A path's numeric id (the contract's `{id}`, digits only once parsed). */
export const pathId = (params: { id: string }): number => Number(params.id);

export interface GuardDependencies {
  signer: TokenSigner;
  blacklist: Blacklist;
  sessions: DemoSessions;
  /** A rate-limit store per limiter (Redis in the scale-out mode); memory when absent. */
  limiterStore?: (name: string) => Store;
  /** Without a shared store: the visitors each limit remembers at most (the least recent go first). */
  maxVisitors?: number;
  log: (error: unknown) => void;
}

export type DemoGuards = ReturnType<typeof demoGuards>;

export function demoGuards({ signer, blacklist, sessions, limiterStore, maxVisitors, log }: GuardDependencies) {
  /** A strike against the visitor; the blacklist blocks one who collects enough. */
  const strike = (ip: string, reason: 'captcha' | 'rate-limit') => {
    blacklist.strike(ip, reason).catch(log);
  };

  /** Refuses a token or a session from another network than the one it was issued to: solve again here. */
  const otherNetwork = () => new HttpError(403, 'CAPTCHA_INVALID', DEMO_MESSAGES.captchaInvalid);

  /**
   * The X-Demo-Session value sent, when it is its session's current value (not expired, moved or revoked),
   * whichever network it is shown from; undefined for any other value, so that an expired value is refused
   * exactly as a forged one.
   */
  const shownSession = async (req: Request): Promise<SessionClaims | undefined> => {
    const value = signer.readSession(req.get(SESSION_HEADER));
    return value && (await sessions.isCurrent(value)) ? value : undefined;
  };

  /**
   * The visitor's demo session: from a captcha token if one is sent, else from X-Demo-Session; undefined when
   * neither names one. A session shown from another network than its own is refused (CAPTCHA_INVALID): the
   * visitor solves a captcha there, and the verify route says whether the session moves (see
   * {@link sessionAfterCaptcha}).
   */
  const visitorSession = async (req: Request): Promise<string | undefined> => {
    const network = visitorNetwork(req.ip);
    const token = signer.checkCaptchaToken(req.get(CAPTCHA_HEADER), network);
    if (token.ok) return token.claims.sid;
    const session = await shownSession(req);
    if (session && session.net !== signer.networkDigest(network)) throw otherNetwork();
    return session?.id;
  };

  /**
   * The session a visitor goes on with once it solved a captcha, as the value it keeps from now on:
   * - its current value shown from its own network: the same session, the same value (`kept`);
   * - shown from another network together with an unexpired captcha token the session was given on its own
   *   network (what the wizard holds when the visitor's network changes under it): the session moves to the
   *   new network, under a new value, and the earlier value is revoked (`moved`);
   * - anything else, a copy of the value carried elsewhere included: a new, empty session (`new`). Whoever
   *   holds a stolen value gets nothing of its session, and its owner keeps it.
   * The captcha's verify route calls it once the solution is accepted.
   */
  const sessionAfterCaptcha = async (
    req: Request,
    now: number,
  ): Promise<{ value: string; id: string; outcome: 'kept' | 'moved' | 'new' }> => {
    const net = signer.networkDigest(visitorNetwork(req.ip));
    const shown = await shownSession(req);
    if (shown?.net === net) return { value: signer.sessionValue(shown), id: shown.id, outcome: 'kept' };
    const proof = signer.readCaptchaToken(req.get(CAPTCHA_HEADER));
    const proven =
      shown !== undefined &&
      proof.ok &&
      proof.claims.sid === shown.id &&
      proof.claims.net === shown.net &&
      proof.claims.iat >= shown.iat;
    const next: SessionClaims = { id: proven ? shown.id : signer.newSessionId(), net, iat: now };
    await sessions.bind(next);
    return { value: signer.sessionValue(next), id: next.id, outcome: proven ? 'moved' : 'new' };
  };

  const notBlocked: RequestHandler = async (req, _res, next) => {
    if (await blacklist.isBlocked(req.ip ?? 'unknown')) {
      throw new HttpError(403, 'BLACKLISTED', DEMO_MESSAGES.blacklisted);
    }
    next();
  };

  const captchaToken = captchaGuard({ signer, strike: (ip) => strike(ip, 'captcha') });

  /** A valid captcha token in X-Captcha-Token (see captchaGuard); it names the visitor's demo session. */
  const captcha = (req: Request): CaptchaVisitor => {
    const claims = captchaToken(req);
    return { sid: claims.sid, net: claims.net, solvedAt: claims.iat };
  };

  /** The visitor's demo session for reads (see visitorSession); without one nothing is the visitor's (404). */
  const session = async (req: Request): Promise<SessionVisitor> => {
    const found = await visitorSession(req);
    if (!found) throw notFound();
    return { sid: found };
  };

  /** The post-contact gate: the call needs a captcha solved after the contact was created. */
  const solvedAfterContact = async (visitor: CaptchaVisitor): Promise<void> => {
    const contactAt = await sessions.contactCreatedAt(visitor.sid);
    if (contactAt === undefined || visitor.solvedAt <= contactAt) {
      throw new HttpError(403, 'CAPTCHA_REQUIRED', DEMO_MESSAGES.captchaRequired);
    }
  };

  /** Whether the session created the `kind` with this id; a 404 otherwise, as if it did not exist. */
  const owned = async (sid: string, kind: Owned, id: number): Promise<number> => {
    if (!(await sessions.owns(sid, kind, id))) throw notFound();
    return id;
  };

  const limiter = (name: string, action: DemoAction, onLimit?: (ip: string) => void): Limiter =>
    createLimiter({
      name,
      rule: DEMO_LIMITS[action],
      message: demoLimitMessage(action),
      code: 'DEMO_RATE_LIMIT_EXCEEDED',
      action,
      ...(onLimit ? { onLimit } : {}),
      ...(limiterStore ? { store: limiterStore(name) } : { maxEntries: maxVisitors }),
    });

  /**
   * One limiter per action, shared by every route of that action (both interview forms count together). It
   * stands after the request's validation, so a typo or a refused phone number does not use up the visitor's
   * allowance; {@link refunding} gives the allowance back when the backend then clearly refuses it.
   */
  const limiters = new Map<DemoAction, Limiter>();
  const limit = (action: DemoAction): Limiter => {
    let found = limiters.get(action);
    if (!found) {
      found = limiter(`demo-${action}`, action, (ip) => strike(ip, 'rate-limit'));
      limiters.set(action, found);
    }
    return found;
  };

  /** Leads to the sales team: as many as contacts, counted apart from them. */
  const leadLimit = limiter('demo-lead', 'contact-creation');

  /**
   * Gives back the action's count of a request the backend clearly refused (4xx: nothing was made). A time-out,
   * a 5xx or a lost connection keeps the count: the backend may have done the work, and a backend that fails
   * every request must not become a way to send it unlimited work.
   */
  const refund = (action: DemoAction) => (req: Request) => limit(action).refund(req).catch(log);

  return {
    strike,
    visitorSession,
    sessionAfterCaptcha,
    notBlocked,
    captcha,
    session,
    solvedAfterContact,
    owned,
    limit,
    leadLimit,
    refund,
  };
}
