/** Sends the calculator's results by e-mail through the gateway; loaded only when the visitor gets to the e-mail field. */
import type { TFunction } from 'i18next';
import { computeRoi } from '../../shared/roi';
import { roiMetricsRequest } from '../../shared/roi-email';
import type { WidgetContextValue } from '../runtime/define';
import type { RoiStore } from './store';

export async function sendRoiEmail(store: RoiStore, widget: WidgetContextValue, t: TFunction): Promise<void> {
  const state = store.getState();
  if (state.sending) return;
  const { industry, monthlyRecruitments, currentTimeToHire, costPerDay } = state;
  const inputs = { industry, monthlyRecruitments, currentTimeToHire, costPerDay };
  const { currentCost, withAlexCost, savings, timeReduction, roiPercentage } = computeRoi(inputs);

  const request = roiMetricsRequest.safeParse({
    ...inputs,
    userEmail: state.email.trim(),
    industryName: t(`industries.${industry}`),
    results: { currentCost, withAlexCost, savings, timeReduction, roiPercentage },
    language: widget.language,
  });
  if (!request.success) {
    state.notify(t('email.invalid'), 'destructive');
    widget.emit('alex-roi-email-error', { industry, reason: 'invalid-email' });
    return;
  }

  widget.emit('alex-roi-email-request', { industry });
  state.setSending(true);
  try {
    const api = await widget.api();
    const body = await api.post('api/send-roi-metrics', { json: request.data }).json<{ success?: unknown }>();
    if (body?.success !== true) throw new Error('Failed to send email');
    store.getState().notify(t('email.success'), 'success');
    store.getState().setEmail('');
    widget.emit('alex-roi-email-success', { industry });
  } catch {
    store.getState().notify(t('email.failure'), 'destructive');
    widget.emit('alex-roi-email-error', { industry, reason: 'request-failed' });
  } finally {
    store.getState().setSending(false);
  }
}
