/**
 * The demo's API: the recruiter backend behind a fixed list of routes, and the lead form, one file per step of
 * the wizard. Every route that creates something needs a captcha token (server/captcha/) and counts against the
 * visitor's limit for its action; every read is scoped to the demo session that created the thing. Nothing else
 * is forwarded. Each route is an endpoint of the API contract (shared/api-contract.ts), registered with
 * server/http/route.ts.
 */
import { type Request, Router } from 'express';
import { CAPTCHA_HEADER } from '../../../shared/captcha';
import { type DemoGuards, demoGuards } from '../guards';
import { type DemoSessions, demoSessions } from '../sessions';
import { callRoutes } from './call';
import { contactRoutes } from './contact';
import { countedRoutes, type DemoDependencies } from './context';
import { interviewRoutes } from './interview';
import { jobRoutes } from './job';
import { leadRoutes } from './lead';
import { reportRoutes } from './reports';

export type { DemoDependencies } from './context';

/** The paths whose requests are refused to a blocked visitor (the lead's deprecated alias included). */
export const DEMO_PATHS = ['/demo', '/recruiter-demo', '/hubspot'];

/** The demo's routes, and which limiter each counted one reaches (the scale-out mode starts its count early). */
export type DemoRouter = Router & {
  /**
   * The name of the limiter a request to a counted route will reach: only one with a captcha token (any other
   * is refused before its limit).
   */
  countedLimiter(req: Request): string | undefined;
  /** The demo session a visitor goes on with once it solved a captcha, for the captcha's verify route. */
  sessionAfterCaptcha: DemoGuards['sessionAfterCaptcha'];
};

export function demoRoutes(deps: DemoDependencies): DemoRouter {
  const now = deps.now ?? Date.now;
  const sessions: DemoSessions = demoSessions(deps.store, now, deps.backend);
  const router = Router();
  const guards = demoGuards({ ...deps, sessions });
  const { route, limiterAt } = countedRoutes(router);

  router.use(DEMO_PATHS, guards.notBlocked);
  const context = { deps, sessions, guards, now, route };
  jobRoutes(context);
  interviewRoutes(context);
  contactRoutes(context);
  callRoutes(context);
  reportRoutes(context);
  leadRoutes(context);

  return Object.assign(router, {
    sessionAfterCaptcha: guards.sessionAfterCaptcha,
    countedLimiter(req: Request) {
      if (req.method !== 'POST' || !req.get(CAPTCHA_HEADER)) return undefined;
      return limiterAt(req.path);
    },
  });
}
