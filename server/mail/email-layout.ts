/**
 * The frame every e-mail of the gateway shares (the ROI results, the demo's report): the document, the preheader,
 * the white card on a grey page with the brand line, and the footer. Each e-mail writes what goes inside.
 */
import type { Language } from '../../shared/languages';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The colon of a label in the plain-text part: French sets a no-break space before it, English and Spanish none. */
export const labelColon = (language: Language) => (language === 'fr' ? '\u00a0:' : ':');

export interface EmailFrame {
  language: Language;
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  /** The card's content, already HTML (escape what it quotes). */
  content: string;
  footer: string;
}

export function emailHtml({ language, subject, preheader, content, footer }: EmailFrame): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 4px;color:#4338ca;font-weight:800;font-size:18px">Alex</p>
${content}
<p style="margin:32px 0 0;color:#94a3b8;font-size:12px">${escapeHtml(footer)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}
