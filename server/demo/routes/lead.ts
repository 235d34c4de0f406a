/**
 * The wizard's lead for the sales team, at /api/demo/lead and at its former path, named after the CRM: the same
 * route under the same limit, saying on every answer that it is deprecated and where its successor is.
 */
import type { Request, RequestHandler } from 'express';
import { lead, leadDeprecated } from '../../../shared/api/demo';
import type { RequestOf } from '../../../shared/api/endpoint';
import { operationId } from '../../http/idempotency';
import { callablePhone } from './contact';
import type { DemoContext } from './context';

/** Marks a deprecated path's answers as such, with a link to the path that replaces it. */
const deprecatedFor =
  (successor: string): RequestHandler =>
  (_req, res, next) => {
    res.setHeader('Deprecation', 'true');
    res.setHeader('Link', `<${successor}>; rel="successor-version"`);
    next();
  };

export function leadRoutes({ deps, guards, route }: DemoContext): void {
  const steps = {
    visitor: guards.captcha,
    // The sales team calls the number the visitor gave for the demo: the same check, the same E.164 form.
    check: ({ body }: RequestOf<typeof lead>) => ({
      ...body,
      phone: callablePhone(body.phone, 'phone', deps.callableCountries),
    }),
    limit: guards.leadLimit,
    /** Takes the lead to the outbox; `hubspotId` is the CRM's id of the contact, null while it waits there. */
    handle: async ({ attribution, ...form }: RequestOf<typeof lead>['body'], _visitor: unknown, req: Request) => {
      const source = deps.attribution?.source(attribution, req.get('origin'));
      const { hubspotId } = await deps.leads.save(source ? { ...form, source } : form, operationId(req));
      deps.attribution?.count('lead', source);
      return { success: true, hubspotId } as const;
    },
  };
  // One scope for both paths: a retry replays the lead's answer whichever path it takes.
  const once = deps.idempotent ? [deps.idempotent(lead.id)] : [];
  route(lead, steps, { before: once });
  route(leadDeprecated, steps, { before: [deprecatedFor(lead.path), ...once] });
}
