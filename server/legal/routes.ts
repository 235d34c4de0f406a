/** GET /api/company: the facts a widget's consent and notice name, as the gateway was configured with them. */
import { Router } from 'express';
import { company as companyEndpoint } from '../../shared/api/company';
import type { Config } from '../config';
import { route } from '../http/route';

export function companyRoutes(config: Pick<Config, 'company' | 'booking'>): Router {
  const answer = {
    controller: config.company.facts.legalName,
    privacyEmail: config.company.facts.privacyEmail,
    retention: config.company.retention,
    booking: config.booking,
  };
  const router = Router();
  route(router, companyEndpoint, {
    handle: async (_input, _visitor, _req, res) => {
      // The same for everyone until the next deployment: widgets on any page may reuse it for five minutes.
      res.set('Cache-Control', 'public, max-age=300');
      return answer;
    },
  });
  return router;
}
