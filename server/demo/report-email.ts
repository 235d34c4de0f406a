/**
 * The report e-mail the demo's consent promises ("you receive the interview report by e-mail right after the
 * call"). When the gateway creates a call it keeps, in the outbox, an item naming the call and whom to tell
 * (what `reportEmailItem` writes). The item's delivery asks the recruiter backend how the call stands: a call
 * still ahead or under way makes the item wait (no attempt counted), one that ended without an interview
 * (no answer, cancelled, gone) ends the item without an e-mail, and a report is rendered (HTML and text, in
 * the visitor's language) and sent through the e-mail delivery, under the item's id: however often the item
 * is tried, the visitor gets one e-mail. A call that has no report hours after its time is given up on (a
 * dead letter an operator sees).
 */
import * as z from 'zod/mini';
import { REPORT_SCORES } from '../../shared/demo-responses';
import { LANGUAGES, type Language } from '../../shared/languages';
import { emailHtml, escapeHtml, labelColon } from '../mail/email-layout';
import { serverT } from '../mail/i18n';
import type { MailMessage } from '../mail/mailer';
import type { OutboxItem } from '../outbox/store';
import {
  type Deliver,
  DeliveryDeferred,
  DeliveryError,
  type DeliverySkipped,
  type RetryPolicy,
} from '../outbox/worker';
import { type Call, type RecruiterApi, RecruiterError, type Report } from './recruiter';

/** How long after its time a call may still bring its report; past it the e-mail is given up on. */
export const REPORT_EMAIL_WINDOW_MS = 6 * 60 * 60_000;
/** The longest wait between two looks at a call under way: the e-mail follows the report within it. */
const REPORT_EMAIL_MAX_WAIT_MS = 60_000;

/** What the outbox keeps for a report e-mail: the call, and the visitor's language, name and address. */
const reportEmailPayload = z.object({
  call: z.number().check(z.int(), z.positive()),
  language: z.enum(LANGUAGES),
  name: z.string().check(z.maxLength(200)),
  email: z.string().check(z.maxLength(254)),
  /** Epoch ms after which no report is waited for any more. */
  notAfter: z.number(),
});
export type ReportEmailPayload = z.infer<typeof reportEmailPayload>;

/** The item the call route keeps for a new call, placed at `call.date`. */
export function reportEmailItem(
  call: Pick<Call, 'id' | 'date'>,
  to: { language: Language; name: string; email: string },
  now: number,
): ReportEmailPayload {
  const at = Date.parse(call.date);
  return {
    call: call.id,
    language: to.language,
    name: to.name,
    email: to.email,
    notAfter: Math.max(Number.isFinite(at) ? at : now, now) + REPORT_EMAIL_WINDOW_MS,
  };
}

const clampScore = (score: number) => Math.max(0, Math.min(100, Math.round(score)));

/**
 * The report as an e-mail in the visitor's language: the summary, each score with its reason, the questions
 * with the answer excerpts, and the booking link. Everything the backend wrote is escaped; the labels and
 * sentences around it are our own translations.
 */
export function renderReportEmail(
  report: Report,
  to: { language: Language; name: string; email: string },
  booking: Record<Language, string>,
): MailMessage {
  const { language } = to;
  const t = serverT(language, 'email');
  const demo = serverT(language, 'demo');
  const job = report.job_name?.trim();
  const link = booking[language];
  const subject = job ? t('demoReport.subject', { job }) : t('demoReport.subjectNoJob');
  const greeting = to.name.trim() ? t('demoReport.greeting', { name: to.name.trim() }) : t('demoReport.greetingNoName');
  const intro = job ? t('demoReport.intro', { job }) : t('demoReport.introNoJob');
  const scores = REPORT_SCORES.map((key) => ({
    label: demo(`live.scores.${key}`),
    score: clampScore(report.scores[key]),
    reason: report.reasons?.[key]?.trim() ?? '',
  }));
  const questions = report.questions ?? [];
  // French sets a no-break space before the colon and inside its quotes; English and Spanish none.
  const colon = labelColon(language);
  const quoted = (words: string) =>
    language === 'en' ? `“${words}”` : language === 'fr' ? `«\u00a0${words}\u00a0»` : `«${words}»`;

  const scoreRows = scores
    .map(
      ({ label, score, reason }) =>
        `<tr><td style="padding:12px 0 0;color:#0f172a;font-size:14px;font-weight:600">${escapeHtml(label)}</td>` +
        `<td style="padding:12px 0 0;color:#0f172a;font-size:14px;font-weight:800;text-align:right;white-space:nowrap">${escapeHtml(t('demoReport.scoreValue', { score }))}</td></tr>` +
        `<tr><td colspan="2" style="padding:6px 0 0"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse"><tr>` +
        `${score > 0 ? `<td width="${score}%" style="background:#4338ca;height:8px;border-radius:4px;font-size:0;line-height:0">&nbsp;</td>` : ''}` +
        `${score < 100 ? `<td style="background:#e2e8f0;height:8px;border-radius:4px;font-size:0;line-height:0">&nbsp;</td>` : ''}` +
        `</tr></table></td></tr>` +
        (reason
          ? `<tr><td colspan="2" style="padding:6px 0 0;color:#475569;font-size:13px;line-height:1.5">${escapeHtml(reason)}</td></tr>`
          : ''),
    )
    .join('');
  const questionItems = questions
    .map(
      ({ text, excerpt }) =>
        `<li style="margin:0 0 16px;color:#0f172a;font-size:14px;line-height:1.5"><strong style="font-weight:600">${escapeHtml(text)}</strong>` +
        `<div style="margin:6px 0 0;padding:0 0 0 12px;border-left:3px solid #4338ca;color:#475569;font-style:italic">${escapeHtml(excerpt)}</div></li>`,
    )
    .join('');

  const html = emailHtml({
    language: language,
    subject,
    preheader: t('demoReport.preheader'),
    footer: t('demoReport.footer'),
    content: `<h1 style="margin:0 0 16px;color:#0f172a;font-size:24px">${escapeHtml(t('demoReport.heading'))}</h1>
<p style="margin:0 0 8px;color:#0f172a;font-size:15px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;color:#475569;font-size:15px">${escapeHtml(intro)}</p>
${report.simulated ? `<p style="margin:0 0 24px;padding:10px 12px;background:#f8fafc;border-radius:10px;color:#475569;font-size:13px">${escapeHtml(t('demoReport.simulated'))}</p>` : ''}
<h2 style="margin:0 0 4px;color:#0f172a;font-size:16px">${escapeHtml(t('demoReport.summaryHeading'))}</h2>
<p style="margin:0 0 24px;color:#0f172a;font-size:15px;line-height:1.5">${escapeHtml(report.summary)}</p>
<h2 style="margin:0;color:#0f172a;font-size:16px">${escapeHtml(t('demoReport.scoresHeading'))}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:24px">${scoreRows}</table>
${
  questions.length > 0
    ? `<h2 style="margin:0 0 12px;color:#0f172a;font-size:16px">${escapeHtml(t('demoReport.questionsHeading'))}</h2>\n<ol style="margin:0 0 24px;padding:0 0 0 20px">${questionItems}</ol>`
    : ''
}
<div style="background:#eef2ff;border-radius:12px;padding:20px;margin-bottom:8px">
<p style="margin:0 0 16px;color:#0f172a;font-size:15px">${escapeHtml(t('demoReport.ctaIntro'))}</p>
<a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:10px">${escapeHtml(t('demoReport.cta'))}</a>
</div>`,
  });

  const text = [
    t('demoReport.heading'),
    '',
    greeting,
    '',
    intro,
    ...(report.simulated ? ['', t('demoReport.simulated')] : []),
    '',
    `${t('demoReport.summaryHeading')}${colon}`,
    report.summary,
    '',
    `${t('demoReport.scoresHeading')}${colon}`,
    ...scores.map(
      ({ label, score, reason }) =>
        `- ${label}${colon} ${t('demoReport.scoreValue', { score })}${reason ? `\n  ${reason}` : ''}`,
    ),
    ...(questions.length > 0
      ? [
          '',
          `${t('demoReport.questionsHeading')}${colon}`,
          ...questions.map(({ text: question, excerpt }, index) => `${index + 1}. ${question}\n   ${quoted(excerpt)}`),
        ]
      : []),
    '',
    t('demoReport.ctaIntro'),
    `${t('demoReport.cta')}${colon} ${link}`,
    '',
    t('demoReport.footer'),
  ].join('\n');

  return { to: to.email, subject, html, text };
}

export interface ReportEmailDeliveryOptions {
  /** Where calls and reports are read: the recruiter backend the demo routes use. */
  recruiter: RecruiterApi;
  /** The e-mail delivery (SMTP or the local folder), handed the rendered message under the item's id. */
  send: Deliver;
  /** The outbox's retry settings: a call under way is looked at again after base delay, then less often. */
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>;
  /** The booking page of each language, the e-mail's call to action (BOOKING_URL_*). */
  booking: Record<Language, string>;
  now?: () => number;
}

/** The statuses after which a call brings no report. */
const NO_REPORT = new Set<Call['status']>(['no_answer', 'cancelled']);

export function reportEmailDelivery({
  recruiter,
  send,
  policy,
  booking,
  now = Date.now,
}: ReportEmailDeliveryOptions): Deliver {
  const longest = Math.min(policy.maxDelayMs, REPORT_EMAIL_MAX_WAIT_MS);
  const shortest = Math.min(policy.baseDelayMs, longest);

  /** A backend failure is a failed attempt (retried with the backoff); an unknown call has nothing to wait for. */
  const ask = async <T>(question: () => Promise<T>, what: string): Promise<T | 'gone'> => {
    try {
      return await question();
    } catch (error) {
      if (error instanceof RecruiterError && error.status === 404) return 'gone';
      throw new DeliveryError(`Recruiter backend: ${what} failed (${(error as Error).name})`, { cause: error });
    }
  };

  return async (item: OutboxItem): Promise<DeliverySkipped | undefined> => {
    const parsed = reportEmailPayload.safeParse(item.payload);
    if (!parsed.success) throw new DeliveryError('Not a report e-mail item', { permanent: true });
    const payload = parsed.data;
    const call = await ask(() => recruiter.getCall(payload.call), 'reading the call');
    if (call === 'gone') return { skipped: 'call_not_found' };
    if (NO_REPORT.has(call.status)) return { skipped: call.status };
    if (call.status === 'completed' && call.report !== null) {
      const report = await ask(() => recruiter.getReport(call.report as number), 'reading the report');
      if (report === 'gone') return { skipped: 'report_not_found' };
      await send({ ...item, kind: 'email', payload: renderReportEmail(report, payload, booking) });
      return undefined;
    }
    const time = now();
    if (time > payload.notAfter) {
      throw new DeliveryError(`No report for call ${payload.call} by ${new Date(payload.notAfter).toISOString()}`, {
        permanent: true,
      });
    }
    // Ahead: until its time. Under way: soon, then less often the longer it lasts (a quarter of its age so far).
    const at = Date.parse(call.date);
    const until =
      Number.isFinite(at) && at > time + shortest
        ? at
        : time + Math.max(shortest, Math.min(longest, Math.round((time - (Number.isFinite(at) ? at : time)) / 4)));
    throw new DeliveryDeferred(Math.min(until, payload.notAfter + 1), `call ${call.status}`);
  };
}
