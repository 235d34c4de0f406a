/**
 * The checks the demo's routes run before their handlers: the visitor is not blocked, sends a valid captcha
 * token or reads within its demo session, asks only for ids its session owns, and stays within its action's
 * limit. Each is an Express middleware (plain async ones: Express 5 sends a rejection to the error handler).
 * What a guard learns for the handler (the session, the parsed body, the id) travels in `res.locals`.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Store } from 'express-rate-limit';
import { CAPTCHA_HEADER, SESSION_HEADER } from '../../shared/captcha';
import { DEMO_LIMITS, DEMO_MESSAGES, type DemoAction, demoLimitMessage } from '../../shared/demo';
import type { Blacklist } from '../abuse/blacklist';
import { captchaClaims, captchaGuard } from '../captcha/guard';
import { visitorNetwork } from '../captcha/network';
import type { SessionClaims, TokenSigner } from '../captcha/tokens';
import { HttpError, parseBody } from '../errors';
import { createLimiter, type Limiter } from '../limits';
import type { DemoSessions } from './sessions';

type Locals = { sid?: string; tokenIssuedAt?: number; net?: string; input?: unknown; id?: number };

/** What the guards found out about the request, for the guards and the handler after them. */
export const locals = (res: Response) => res.locals as Locals;

/** The visitor's demo session, once `captcha` or `session` has passed. */
export const sid = (res: Response) => locals(res).sid as string;

/** The digest of the network the request's captcha token was solved on (and the request comes from), once `captcha` has passed. */
export const tokenNetwork = (res: Response) => locals(res).net as string;

/** The request's input as a validating guard left it. */
export const input = <T>(res: Response): T => locals(res).input as T;

/** The id in the path, once `owns` has passed. */
export const pathId = (res: Response) => locals(res).id as number;

export const notFound = () => new HttpError(404, 'NOT_FOUND', 'Not found.');

/** The numeric id in the path; anything else is a 404. */
export const idParam = (req: Request): number => {
  const value = String(req.params.id ?? '');
  if (!/^\d{1,15}$/.test(value)) throw new HttpError(404, 'NOT_FOUND', 'Not found.');
  return Number(value);
};

/** A failure that says for sure nothing was done: the request was refused (4xx), not lost on the way. */
export const clearRefusal = (error: unknown): boolean => error instanceof HttpError && error.status < 500;

/** A route's handler: it answers, or throws what the error handler answers. */
export type Handler = (req: Request, res: Response) => Promise<void>;

export type Owned = Parameters<DemoSessions['own']>[1];

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
  const captcha: RequestHandler = (req, res, next) =>
    captchaToken(req, res, () => {
      const claims = captchaClaims(res);
      locals(res).sid = claims.sid;
      locals(res).tokenIssuedAt = claims.iat;
      locals(res).net = claims.net;
      next();
    });

  /** The visitor's demo session for reads (see visitorSession). */
  const session: RequestHandler = async (req, res, next) => {
    const found = await visitorSession(req);
    // Without a session nothing is the visitor's, so every id is unknown to it.
    if (!found) throw notFound();
    locals(res).sid = found;
    next();
  };

  /** The post-contact gate: the call needs a captcha solved after the contact was created. */
  const solvedAfterContact: RequestHandler = async (_req, res, next) => {
    const contactAt = await sessions.contactCreatedAt(sid(res));
    const issuedAt = locals(res).tokenIssuedAt ?? 0;
    if (contactAt === undefined || issuedAt <= contactAt) {
      throw new HttpError(403, 'CAPTCHA_REQUIRED', DEMO_MESSAGES.captchaRequired);
    }
    next();
  };

  /** Whether the session created the `kind` with this id; a 404 otherwise, as if it did not exist. */
  const owned = async (res: Response, kind: Owned, id: number) => {
    if (!(await sessions.owns(sid(res), kind, id))) throw notFound();
  };

  /** The id in the path names a `kind` the session created; anything else is a 404. */
  const owns =
    (kind: Owned): RequestHandler =>
    async (req, res, next) => {
      const id = idParam(req);
      await owned(res, kind, id);
      locals(res).id = id;
      next();
    };

  /** Parses the body with a shared schema before anything is counted; the handler reads `input(res)`. */
  const valid =
    <S extends Parameters<typeof parseBody>[0]>(schema: S): RequestHandler =>
    (req, res, next) => {
      locals(res).input = parseBody(schema, req.body);
      next();
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
   * The route's handler; a request the backend clearly refused (4xx: nothing was made) is not counted. A
   * time-out, a 5xx or a lost connection keeps the count: the backend may have done the work, and a backend
   * that fails every request must not become a way to send it unlimited work.
   */
  const refunding =
    (action: DemoAction, handler: Handler): RequestHandler =>
    async (req, res) => {
      try {
        await handler(req, res);
      } catch (error) {
        if (clearRefusal(error)) await limit(action).refund(req).catch(log);
        throw error;
      }
    };

  return {
    strike,
    visitorSession,
    sessionAfterCaptcha,
    notBlocked,
    captcha,
    session,
    solvedAfterContact,
    owned,
    owns,
    valid,
    limit,
    leadLimit,
    refunding,
  };
}
