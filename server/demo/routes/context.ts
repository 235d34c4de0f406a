/** What the demo's routes share: their dependencies, the demo sessions, the guards, and one way to register a route. */
import type { RequestHandler, Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { Endpoint, RequestOf } from '../../../shared/api/endpoint';
import type { Blacklist } from '../../abuse/blacklist';
import type { Limiter } from '../../abuse/limits';
import type { CallGuard } from '../../abuse/once-a-day';
import type { TokenSigner } from '../../captcha/tokens';
import { type RouteSteps, route } from '../../http/route';
import type { Attribution } from '../../partners';
import type { KeyValueStore } from '../../state/store';
import type { DemoGuards } from '../guards';
import type { RecruiterApi } from '../recruiter';
import type { ContentService, LeadSink, ReportEmails } from '../services';
import type { DemoSessions } from '../sessions';

export interface DemoDependencies {
  recruiter: RecruiterApi;
  /** Whose ids the recruiter's are (`sandbox`, or the real backend's host): sessions own ids of one backend. */
  backend?: string;
  content: ContentService;
  store: KeyValueStore;
  signer: TokenSigner;
  blacklist: Blacklist;
  callGuard: CallGuard;
  leads: LeadSink;
  /** Checks the partner and campaign a lead or contact carries, and counts them per partner; none without it. */
  attribution?: Attribution;
  /** Replays a success to the retries of the same request (its Idempotency-Key), per endpoint. */
  idempotent?: (scope: string) => RequestHandler;
  /** The report e-mails the consent promises; none are sent without it. */
  reportEmails?: ReportEmails;
  /** A rate-limit store per limiter (Redis in the scale-out mode); memory when absent. */
  limiterStore?: (name: string) => Store;
  /** Without a shared store: the visitors each limit remembers at most (the least recent go first). */
  maxVisitors?: number;
  callableCountries: readonly string[];
  voiceSamplesDir: string;
  log: (error: unknown) => void;
  now?: () => number;
}

/** One step's routes get this; each registers its endpoints with `route`. */
export interface DemoContext {
  deps: DemoDependencies;
  sessions: DemoSessions;
  guards: DemoGuards;
  now: () => number;
  route<E extends Endpoint, V = undefined, I = RequestOf<E>>(
    endpoint: E,
    steps: RouteSteps<E, V, I>,
    options?: Parameters<typeof route>[3],
  ): void;
}

const isLimiter = (handler: RequestHandler): handler is Limiter => 'limiterName' in handler;

/** The limiter each counted route reaches, by path as the router matches it (any case, final slash or not). */
export function countedRoutes(router: Router) {
  const counted = new Map<string, string>();
  const routeKey = (path: string) => path.toLowerCase().replace(/\/+$/, '');
  return {
    route: ((endpoint, steps, options) => {
      const limiter = steps.limit && isLimiter(steps.limit) ? steps.limit.limiterName : undefined;
      if (limiter && endpoint.method === 'post') counted.set(routeKey(endpoint.path.slice('/api'.length)), limiter);
      route(router, endpoint, steps, options);
    }) as DemoContext['route'],
    limiterAt: (path: string) => counted.get(routeKey(path)),
  };
}
