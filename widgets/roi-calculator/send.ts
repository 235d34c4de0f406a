/**
 * Sends the calculator's results by e-mail through the gateway; loaded only when the visitor gets to the e-mail
 * field. A visitor's further e-mail needs a captcha token (the gateway says CAPTCHA_REQUIRED): the calculator
 * then solves the invisible proof of work, as the demo wizard does, and sends again with the token.
 */
import type { TFunction } from 'i18next';
import type { KyInstance } from 'ky';
import type {
  CaptchaChallengeResponse,
  CAPTCHA_HEADER as CaptchaHeader,
  CaptchaVerifyResponse,
} from '../../shared/captcha';
import { computeRoi } from '../../shared/roi';
import { roiMetricsRequest } from '../../shared/roi-email';
import type { WidgetContextValue } from '../runtime/define';
import { maskAddress } from './status';
import type { RoiStore } from './store';

const SEND = 'api/send-roi-metrics';
// The gateway's header, typed to shared/captcha's constant: importing the module itself would give the site's
// wizard and calculator one more shared chunk (a request on the wizard's page) for one string.
const CAPTCHA_HEADER: typeof CaptchaHeader = 'X-Captcha-Token';

/** The gateway's error code of a refused request (ky's HTTPError, told apart by shape), or null. */
async function refusalCode(error: unknown): Promise<string | null> {
  const response = (error as { name?: string; response?: Response }).response;
  if ((error as { name?: string }).name !== 'HTTPError' || !response) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === 'string' ? body.error.code : null;
}

/** A fresh captcha token from the gateway's proof of work, solved off the main thread where the page allows. */
async function provenWork(api: KyInstance): Promise<string> {
  const captcha = await api.post('api/demo/security/captcha/challenge').json<CaptchaChallengeResponse>();
  // An interactive captcha (Turnstile) needs the visitor; the calculator has no place for it.
  if (captcha.provider !== 'altcha') throw new Error('The gateway asks for an interactive captcha.');
  const { solveChallenge } = await import('../runtime/captcha/solve');
  const token = await solveChallenge(captcha.challenge);
  return (await api.post('api/demo/security/captcha/verify', { json: { token } }).json<CaptchaVerifyResponse>()).token;
}

/** Posts the e-mail request; asked for a captcha token, solves one and posts again once. */
async function postRequest(api: KyInstance, json: unknown): Promise<{ success?: unknown }> {
  try {
    return await api.post(SEND, { json }).json();
  } catch (error) {
    if ((await refusalCode(error)) !== 'CAPTCHA_REQUIRED') throw error;
  }
  const token = await provenWork(api);
  return api.post(SEND, { json, headers: { [CAPTCHA_HEADER]: token } }).json();
}

export async function sendRoiEmail(store: RoiStore, widget: WidgetContextValue, t: TFunction<'roi'>): Promise<void> {
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
    state.report({ kind: 'error', reason: 'invalid' });
    widget.emit('alex-roi-email-error', { industry, reason: 'invalid-email' });
    return;
  }

  widget.emit('alex-roi-email-request', { industry });
  state.startSending();
  try {
    const body = await postRequest(await widget.api(), request.data);
    if (body?.success !== true) throw new Error('Failed to send email');
    store.getState().report({ kind: 'sent', address: maskAddress(request.data.userEmail) }, true);
    widget.emit('alex-roi-email-success', { industry });
  } catch (error) {
    // An address that had its e-mails for the day is told so; anything else reads as the spec's failure.
    const full = (await refusalCode(error)) === 'RECIPIENT_LIMIT_EXCEEDED';
    store.getState().report({ kind: 'error', reason: full ? 'recipientLimit' : 'failure' });
    widget.emit('alex-roi-email-error', { industry, reason: 'request-failed' });
  }
}
