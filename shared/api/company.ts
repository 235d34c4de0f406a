/** The company the demo's consent names, as the gateway is configured (server/legal). */
import * as z from 'zod/mini';
import { LANGUAGES } from '../languages';
import type { Endpoint } from './endpoint';

const months = z.nullable(z.number().check(z.int(), z.positive()));
const companyResponse = z.object({
  controller: z.nullable(z.string()),
  privacyEmail: z.nullable(z.string()),
  retention: z.object({ demo: months, lead: months, marketing: months }),
  booking: z.record(z.enum(LANGUAGES), z.string()),
});

export const company = {
  id: 'company',
  method: 'get',
  path: '/api/company',
  tag: 'site',
  summary:
    'Who the consent names: the company that controls the data (null until the operator sets it), its privacy contact and retention periods in months, and the booking page of each language.',
  guard: 'public',
  ok: { status: 200, description: 'The company', schema: companyResponse },
} satisfies Endpoint;
