/** Step 3: the contact the demo calls, with a number it can call; answered masked. */
import { createContact, getContact } from '../../../shared/api/demo';
import { DEMO_MESSAGES } from '../../../shared/demo';
import { HttpError } from '../../http/errors';
import { pathId } from '../guards';
import { maskedContact } from '../mask';
import { validateDemoPhone } from '../phone';
import { upstream } from '../upstream';
import type { DemoContext } from './context';

/** A phone number the demo could call, in E.164; anything else is a 400 INVALID_PHONE naming `field`. */
export function callablePhone(number: string, field: string, callableCountries: readonly string[]): string {
  const phone = validateDemoPhone(number, { callableCountries });
  if (phone.ok) return phone.e164;
  const length = phone.reason === 'length';
  throw new HttpError(400, 'INVALID_PHONE', length ? DEMO_MESSAGES.phoneLength : DEMO_MESSAGES.invalidPhone, {
    fields: [
      { field, issue: length ? 'length' : 'invalid', message: `Not a number the demo can call (${phone.reason})` },
    ],
  });
}

export function contactRoutes({ deps, sessions, guards, route }: DemoContext): void {
  const { captcha, session, owned, limit, refund } = guards;

  route(createContact, {
    visitor: captcha,
    check: ({ body }) => ({
      ...body,
      phone_number: callablePhone(body.phone_number, 'phone_number', deps.callableCountries),
    }),
    limit: limit('contact-creation'),
    refund: refund('contact-creation'),
    handle: async ({ attribution, ...form }, visitor, req) => {
      // Marked first: from here on, only a captcha solved later opens the call, even while the contact is made.
      await sessions.markContactCreated(visitor.sid);
      const contact = await upstream(deps.recruiter.createContact(form));
      await sessions.markContactNetwork(visitor.sid, contact.id, visitor.net);
      await sessions.own(visitor.sid, 'contact', contact.id);
      // The backend never sees where the visitor came from; the metrics count the contact for its partner.
      deps.attribution?.count('demo-contact', deps.attribution.source(attribution, req.get('origin')));
      return maskedContact(contact);
    },
  });

  // The widget keeps what the visitor typed; a read gives no more than is needed to recognise it.
  route(getContact, {
    visitor: session,
    handle: async ({ params }, visitor) =>
      maskedContact(await upstream(deps.recruiter.getContact(await owned(visitor.sid, 'contact', pathId(params))))),
  });
}
