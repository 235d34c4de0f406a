/** POST /api/send-roi-metrics (mounted at that path): validates with the shared schema, limits per visitor, e-mails the results. */
import { type RequestHandler, Router } from 'express';
import { type RoiMetricsResponse, roiMetricsRequest } from '../../shared/roi-email';
import { HttpError, parseBody } from '../errors';
import type { Mailer } from '../mailer';
import { renderRoiEmail } from './email';

export function roiRoutes({
  mailer,
  limiter,
  log,
}: {
  mailer: Mailer;
  limiter: RequestHandler;
  log: (error: unknown) => void;
}) {
  const router = Router();
  router.post('/', limiter, async (req, res) => {
    const request = parseBody(roiMetricsRequest, req.body);
    try {
      await mailer.send(renderRoiEmail(request));
    } catch (error) {
      log(error);
      throw new HttpError(502, 'EMAIL_DELIVERY_FAILED', 'Failed to send email');
    }
    res.json({ success: true } satisfies RoiMetricsResponse);
  });
  return router;
}
