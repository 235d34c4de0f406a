/** The ROI calculator's endpoint: its results by e-mail. */
import * as z from 'zod/mini';
import { roiMetricsRequest } from '../roi-email';
import type { Endpoint } from './endpoint';

const roiMetricsResponse = z.object({ success: z.literal(true) });

export const sendRoiMetrics = {
  id: 'sendRoiMetrics',
  method: 'post',
  path: '/api/send-roi-metrics',
  tag: 'roi',
  summary:
    "E-mails the calculator's results: a visitor's first e-mail in a while as asked, each further one with a captcha token; at most 3 a day to one mailbox.",
  guard: 'public',
  body: roiMetricsRequest,
  ok: { status: 200, description: 'Accepted for delivery', schema: roiMetricsResponse },
  errors: {
    400: ['VALIDATION_ERROR'],
    403: ['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID'],
    429: ['RECIPIENT_LIMIT_EXCEEDED'],
    502: ['EMAIL_DELIVERY_FAILED'],
    503: ['SERVICE_UNAVAILABLE'],
  },
  idempotent: true,
} satisfies Endpoint;
