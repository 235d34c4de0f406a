/**
 * The checks the demo's routes run before their handlers: the visitor is not blocked, sends a valid captcha
 * token or reads within its demo session, asks only for ids its session owns, and stays within its action's
 * limit. Each is an Express middleware (plain async ones: Express 5 sends a rejection to the error handler).
 * What a guard learns for the handler (the session, the parsed body, the id) travels in `res.locals`.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Store } from 'express-rate-limit';
import {
  CAPTCHA_HEADER,
  DEMO_LIMITS,
  DEMO_MESSAGES,
  type DemoAction,
  demoLimitMessage,
  SESSION_HEADER,
} from '../../shared/demo';
import type { Blacklist } from '../abuse/blacklist';
import { visitorNetwork } from '../captcha/network';
import type { TokenSigner } from '../captcha/tokens';
import { HttpError, parseBody } from '../errors';
import { createLimiter, type Limiter } from '../limits';
import type { DemoSessions } from './sessions';

type Locals = { sid?: string; tokenIssuedAt?: number; input?: unknown; id?: number };

/** What the guards found out about the request, for the guards and the handler after them. */
export const locals = (res: Response) => res.locals as Locals;

/** The visitor's demo session, once `captcha` or `session` has passed. */
export const sid = (res: Response) => locals(res).sid as string;

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
   * The visitor's demo session: from a captcha token if one is sent, else from X-Demo-Session; undefined when
   * neither names one. A session shown from another network is refused (CAPTCHA_INVALID): once the visitor
   * solves a captcha there, the verify route binds the same session to it, and nothing it made is lost.
   */
  const visitorSession = (req: Request): string | undefined => {
    const network = visitorNetwork(req.ip);
    const token = signer.checkCaptchaToken(req.get(CAPTCHA_HEADER), network);
    if (token.ok) return token.claims.sid;
    const session = signer.checkSession(req.get(SESSION_HEADER), network);
    if (session && !session.sameNetwork) throw otherNetwork();
    return session?.id;
  };

  /** The session a visitor solving a captcha already has, on whichever network it was issued: it keeps it. */
  const claimedSession = (req: Request): string | undefined => {
    const network = visitorNetwork(req.ip);
    const token = signer.checkCaptchaToken(req.get(CAPTCHA_HEADER), network);
    return token.ok ? token.claims.sid : signer.checkSession(req.get(SESSION_HEADER), network)?.id;
  };

  const notBlocked: RequestHandler = async (req, _res, next) => {
    if (await blacklist.isBlocked(req.ip ?? 'unknown')) {
      throw new HttpError(403, 'BLACKLISTED', DEMO_MESSAGES.blacklisted);
    }
    next();
  };

  /** A valid captcha token in X-Captcha-Token; it names the visitor's demo session. */
  const captcha: RequestHandler = (req, res, next) => {
    const header = req.get(CAPTCHA_HEADER);
    if (!header) throw new HttpError(403, 'CAPTCHA_REQUIRED', DEMO_MESSAGES.captchaRequired);
    const check = signer.checkCaptchaToken(header, visitorNetwork(req.ip));
    if (!check.ok) {
      // An expired token or one from the visitor's previous network is no forgery.
      if (check.reason !== 'expired' && check.reason !== 'other-network') strike(req.ip ?? 'unknown', 'captcha');
      throw new HttpError(403, 'CAPTCHA_INVALID', DEMO_MESSAGES.captchaInvalid);
    }
    locals(res).sid = check.claims.sid;
    locals(res).tokenIssuedAt = check.claims.iat;
    next();
  };

  /** The visitor's demo session for reads (see visitorSession). */
  const session: RequestHandler = (req, res, next) => {
    const found = visitorSession(req);
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
    claimedSession,
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
