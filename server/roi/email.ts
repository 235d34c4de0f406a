/** The ROI e-mail: the visitor's inputs and results, recomputed here, in their language, as HTML and plain text. */
import type { Language } from '../../shared/languages';
import { computeRoi, formatAmount, formatNumber, formatRoiMultiple } from '../../shared/roi';
import type { RoiMetricsRequest } from '../../shared/roi-email';
import { emailHtml, escapeHtml, labelColon } from '../mail/email-layout';
import { serverT } from '../mail/i18n';
import type { MailMessage } from '../mail/mailer';

type Row = [label: string, value: string];

const rowsHtml = (rows: Row[]) =>
  rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:10px 0;border-bottom:1px solid #e2e8f0;color:#475569;font-size:14px">${escapeHtml(label)}</td>` +
        `<td style="padding:10px 0;border-bottom:1px solid #e2e8f0;color:#0f172a;font-size:15px;font-weight:700;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');

/**
 * Figures come from the shared formulas applied to the validated inputs, and the industry label from our
 * own translations: nothing the browser sent as free text (results, industryName) is put in the e-mail.
 */
export function renderRoiEmail(request: RoiMetricsRequest, booking: Record<Language, string>): MailMessage {
  const t = serverT(request.language, 'email');
  const roi = serverT(request.language, 'roi');
  const r = computeRoi(request);
  const { language } = request;
  const euros = (value: number) => roi('results.amount', { amount: formatAmount(value, language) });
  const count = (value: number) => formatNumber(value, language);

  const inputs: Row[] = [
    [roi('industry.label'), roi(`industries.${request.industry}`)],
    [
      roi('sliders.monthlyRecruitments'),
      roi('sliders.monthlyRecruitmentsValue', { value: count(request.monthlyRecruitments) }),
    ],
    [
      roi('sliders.currentTimeToHire'),
      roi('sliders.currentTimeToHireValue', { value: count(request.currentTimeToHire) }),
    ],
    [roi('sliders.costPerDay'), roi('sliders.costPerDayValue', { amount: formatAmount(request.costPerDay, language) })],
  ];
  const savings: Row = [roi('results.savings'), euros(r.savings)];
  // The HTML shows the monthly savings once, in the highlighted box above the table; the table lists the rest.
  const results: Row[] = [
    [roi('results.yearlySavings'), euros(r.yearlySavings)],
    [roi('results.timeReduction'), roi('results.timeReductionValue', { value: count(r.timeReduction) })],
    [roi('results.roi'), formatRoiMultiple(r.roiPercentage, language)],
    [roi('results.currentCost'), euros(r.currentCost)],
    [roi('results.withAlexCost'), euros(r.withAlexCost)],
    [roi('results.vacancyReduction'), roi('results.vacancyReductionValue', { value: count(r.vacancyReduction) })],
  ];
  const link = booking[request.language];
  const subject = t('roi.subject', { amount: formatAmount(r.savings, language) });

  const html = emailHtml({
    language: request.language,
    subject,
    preheader: t('roi.preheader'),
    footer: t('roi.footer'),
    content: `<h1 style="margin:0 0 8px;color:#0f172a;font-size:24px">${escapeHtml(t('roi.heading'))}</h1>
<p style="margin:0 0 24px;color:#475569;font-size:15px">${escapeHtml(t('roi.intro'))}</p>
<div style="background:#4338ca;border-radius:12px;padding:20px;color:#ffffff;margin-bottom:24px">
<div style="font-size:14px;opacity:.9">${escapeHtml(savings[0])}</div>
<div style="font-size:32px;font-weight:800">${escapeHtml(savings[1])}</div>
<div style="font-size:12px;opacity:.8">${escapeHtml(roi('results.perMonth'))}</div>
</div>
<h2 style="margin:0 0 4px;color:#0f172a;font-size:16px">${escapeHtml(t('roi.resultsHeading'))}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:24px">${rowsHtml(results)}</table>
<h2 style="margin:0 0 4px;color:#0f172a;font-size:16px">${escapeHtml(t('roi.inputsHeading'))}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:24px">${rowsHtml(inputs)}</table>
<p style="margin:0 0 16px;color:#475569;font-size:15px">${escapeHtml(t('roi.ctaIntro'))}</p>
<a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:10px">${escapeHtml(t('roi.cta'))}</a>`,
  });

  const colon = labelColon(language);
  const text = [
    t('roi.heading'),
    '',
    t('roi.intro'),
    '',
    `${t('roi.resultsHeading')}${colon}`,
    ...[savings, ...results].map(([label, value]) => `- ${label}${colon} ${value}`),
    '',
    `${t('roi.inputsHeading')}${colon}`,
    ...inputs.map(([label, value]) => `- ${label}${colon} ${value}`),
    '',
    t('roi.ctaIntro'),
    `${t('roi.cta')}${colon} ${link}`,
    '',
    t('roi.footer'),
  ].join('\n');

  return { to: request.userEmail, subject, html, text };
}
