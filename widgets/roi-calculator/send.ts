/**
 * Sends the calculator's results by e-mail through the gateway; loaded only when the visitor gets to the e-mail
 * field. A visitor's further e-mail needs a captcha token (the gateway says CAPTCHA_REQUIRED): the calculator
 * then solves the invisible proof of work, as the demo wizard does, and sends again with the token.
 */
import type { TFunction } from 'i18next';
import { sendRoiMetrics } from '../../shared/api/roi';
import { pageAttribution } from '../../shared/attribution';
import { computeRoi } from '../../shared/roi';
import type { RoiMetricsRequest } from '../../shared/roi-email';
import { roiMetricsRequest } from '../../shared/roi-email';
import { actionKey, type Gateway } from '../runtime/api';
import { isApiError } from '../runtime/api-error';
import type { WidgetContextValue } from '../runtime/define';
import { maskAddress } from './status';
import type { RoiStore } from './store';

/** The gateway's code of a refused request, or null. */
const refusalCode = (error: unknown): string | null => (isApiError(error) ? error.code : null);

/** Posts the e-mail request; asked for a captcha token, solves the invisible proof of work and posts again once. */
async function postRequest(api: Gateway, body: RoiMetricsRequest) {
  // One key for the visitor's one press, whichever try sends the e-mail: it goes once, however often retried.
  const idempotencyKey = actionKey();
  try {
    return await api.send(sendRoiMetrics, { body, idempotencyKey });
  } catch (error) {
    if (refusalCode(error) !== 'CAPTCHA_REQUIRED') throw error;
  }
  return api.send(sendRoiMetrics, { body, idempotencyKey, captcha: (await api.captchaToken()).token });
}

export async function sendRoiEmail(store: RoiStore, widget: WidgetContextValue, t: TFunction<'roi'>): Promise<void> {
  const state = store.getState();
  if (state.sending) return;
  const { industry, monthlyRecruitments, currentTimeToHire, costPerDay } = state;
  const inputs = { industry, monthlyRecruitments, currentTimeToHire, costPerDay };
  const { currentCost, withAlexCost, savings, timeReduction, roiPercentage } = computeRoi(inputs);

  // The partner whose page this is and the page's campaign, as they are when the visitor sends.
  const attribution = pageAttribution(widget.host.getAttribute('partner'), window.location.search);
  const request = roiMetricsRequest.safeParse({
    ...inputs,
    ...(attribution ? { attribution } : {}),
    userEmail: state.email.trim(),
    industryName: t(`industries.${industry}`),
    results: { currentCost, withAlexCost, savings, timeReduction, roiPercentage },
    language: widget.language,
  });
  if (!request.success) {
    state.report({ kind: 'error', reason: 'invalid' });
    widget.emit('alex-roi-email-error', { industry, reason: 'invalid-email' });
    return;
  }

  widget.emit('alex-roi-email-request', { industry });
  state.startSending();
  try {
    await postRequest(await widget.api(), request.data);
    store.getState().report({ kind: 'sent', address: maskAddress(request.data.userEmail) }, true);
    widget.emit('alex-roi-email-success', { industry });
  } catch (error) {
    // An address that had its e-mails for the day is told so; anything else reads as the spec's failure.
    const full = refusalCode(error) === 'RECIPIENT_LIMIT_EXCEEDED';
    store.getState().report({ kind: 'error', reason: full ? 'recipientLimit' : 'failure' });
    widget.emit('alex-roi-email-error', { industry, reason: 'request-failed' });
  }
}
