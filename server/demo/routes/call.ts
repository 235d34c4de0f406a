/**
 * Step 4: the call, now or later today, to a contact of the session given on its current network; what step 4
 * asks before it (may the visitor call now?) and after it (the call's state, its cancellation).
 */
import { allowance, cancelCall, createCall, getCall } from '../../../shared/api/demo';
import type { RequestOf } from '../../../shared/api/endpoint';
import { DEMO_MESSAGES, demoLimitMessage } from '../../../shared/demo';
import type { DemoAllowance } from '../../../shared/demo-schemas';
import { clearRefusal, HttpError } from '../../http/errors';
import { operationId } from '../../http/idempotency';
import { requestLanguage } from '../../pages/geo';
import { type CaptchaVisitor, notFound, pathId } from '../guards';
import type { Call } from '../recruiter';
import { reportEmailItem } from '../report-email';
import { upstream } from '../upstream';
import type { DemoContext } from './context';

/** The refusal the call route gives when the day's call of this phone number or e-mail address is spent. */
const alreadyCalled = () =>
  ({
    code: 'DEMO_RATE_LIMIT_EXCEEDED',
    message: DEMO_MESSAGES.alreadyCalled,
    details: { retryAfter: 24 * 60 * 60, action: 'call-creation', reason: 'already_called' },
  }) as const;

/** The call form: the session's contact (given on its current network) and interview, now or later today. */
async function callInput(
  { sessions, guards, now }: DemoContext,
  form: RequestOf<typeof createCall>['body'],
  visitor: CaptchaVisitor,
) {
  await guards.owned(visitor.sid, 'contact', form.contact).catch(() => {
    throw new HttpError(400, 'VALIDATION_ERROR', `Contact ${form.contact} not found`);
  });
  // Only a contact given on the network the session is on now: a session carried elsewhere calls nobody.
  if ((await sessions.contactNetwork(visitor.sid, form.contact)) !== visitor.net) {
    throw new HttpError(400, 'VALIDATION_ERROR', `Contact ${form.contact} was given on another network`, {
      fields: [{ field: 'contact', issue: 'invalid', message: 'Given on another network' }],
    });
  }
  await guards.owned(visitor.sid, 'interview', form.interview).catch(() => {
    throw new HttpError(400, 'VALIDATION_ERROR', `Interview ${form.interview} not found`);
  });
  // A call for now is placed at the gateway's time: a visitor's clock may be off.
  const date = form.status === 'waiting' ? new Date(now()).toISOString() : form.date;
  const at = Date.parse(date);
  if (form.status === 'scheduled' && (at <= now() - 5 * 60_000 || at > now() + 24 * 60 * 60_000)) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'A scheduled call must be later today.');
  }
  return { ...form, date };
}

export function callRoutes(context: DemoContext): void {
  const { deps, sessions, guards, route, now } = context;
  const { captcha, session, solvedAfterContact, owned, limit, refund, visitorSession } = guards;

  const once = deps.idempotent ? [deps.idempotent(createCall.id)] : [];
  route(
    createCall,
    {
      visitor: async (req) => {
        const visitor = captcha(req);
        await solvedAfterContact(visitor);
        return visitor;
      },
      check: (request, visitor) => callInput(context, request.body, visitor),
      limit: limit('call-creation'),
      refund: refund('call-creation'),
      handle: async (form, visitor, req, res) => {
        // The interview's language is the report's (and the wizard's); asked for the report e-mail only, so a
        // backend that fails to answer it costs the e-mail its language, never the call.
        const [contact, interview] = await Promise.all([
          upstream(deps.recruiter.getContact(form.contact)),
          deps.reportEmails ? deps.recruiter.getInterview(form.interview).catch(() => undefined) : undefined,
        ]);
        const who = { phone: contact.phone_number, email: contact.email };
        if (!(await deps.callGuard.claim(who, visitor.sid))) {
          const refusal = alreadyCalled();
          res.setHeader('Retry-After', String(refusal.details.retryAfter));
          throw new HttpError(429, refusal.code, refusal.message, { ...refusal.details });
        }
        let call: Call;
        try {
          call = await upstream(deps.recruiter.createCall(form));
        } catch (error) {
          if (clearRefusal(error)) await deps.callGuard.release(who).catch(deps.log);
          throw error;
        }
        await sessions.own(visitor.sid, 'call', call.id);
        // The report e-mail the consent promises, kept before the visitor is answered. The call is placed
        // whatever happens here: a store that fails is logged, and the report still shows on the page.
        if (deps.reportEmails) {
          const language = interview?.language ?? requestLanguage(req, undefined, { remembered: true }).language;
          const to = { language, name: contact.name, email: contact.email };
          await deps.reportEmails.promise(reportEmailItem(call, to, now()), operationId(req)).catch(deps.log);
        }
        return call;
      },
    },
    { before: once },
  );

  /**
   * Whether the visitor may place a call now, read without spending anything: the call limit, and with a
   * contact of its session, whether this session already had the day's call of it. Asked when step 4 opens, so
   * a refusal shows before the preparation rather than after it. The refusal is the one the call route would
   * give. Of someone else's history it says nothing: a call of that number or address by another session is
   * refused only by the call route.
   */
  route(allowance, {
    handle: async ({ query: { contact } }, _visitor, req, res): Promise<DemoAllowance> => {
      res.setHeader('Cache-Control', 'no-store');
      const retryAfter = await limit('call-creation').peek(req);
      if (retryAfter !== null) {
        return {
          allowed: false,
          refusal: {
            code: 'DEMO_RATE_LIMIT_EXCEEDED',
            message: demoLimitMessage('call-creation'),
            details: { retryAfter, action: 'call-creation' },
          },
        };
      }
      if (contact !== undefined) {
        const sessionId = await visitorSession(req);
        if (!sessionId || !(await sessions.owns(sessionId, 'contact', contact))) throw notFound();
        const found = await upstream(deps.recruiter.getContact(contact));
        if (await deps.callGuard.isClaimedBy({ phone: found.phone_number, email: found.email }, sessionId)) {
          return { allowed: false, refusal: alreadyCalled() };
        }
      }
      return { allowed: true };
    },
  });

  route(getCall, {
    visitor: session,
    handle: async ({ params }, visitor) => {
      const call = await upstream(deps.recruiter.getCall(await owned(visitor.sid, 'call', pathId(params))));
      if (call.report !== null) await sessions.own(visitor.sid, 'report', call.report);
      return call;
    },
  });

  route(cancelCall, {
    visitor: session,
    handle: async ({ params }, visitor) =>
      upstream(deps.recruiter.cancelCall(await owned(visitor.sid, 'call', pathId(params)))),
  });
}
