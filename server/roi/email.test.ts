import { describe, expect, it } from 'vitest';
import { type Entry, frenchSpacing, numbers, spanishRegister } from '../../locales/copy-lint';
import { LANGUAGES } from '../../shared/languages';
import { DEFAULT_BOOKING_LINKS } from '../../shared/links';
import { computeRoi, formatAmount } from '../../shared/roi';
import { roiPayload } from '../../tests/fixtures/roi';
import { serverT } from '../mail/i18n';
import { renderRoiEmail } from './email';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the ROI e-mail', () => {
  for (const language of LANGUAGES) {
    it(`names the monthly savings once in the HTML and once in the text (${language})`, () => {
      const request = roiPayload({ language });
      const mail = renderRoiEmail(request, DEFAULT_BOOKING_LINKS);
      const label = serverT(language, 'roi')('results.savings');
      const yearly = serverT(language, 'roi')('results.yearlySavings');
      const amount = formatAmount(computeRoi(request).savings, language);
      const colon = language === 'fr' ? '\u00a0:' : ':';
      expect(count(mail.html, label)).toBe(1);
      expect(count(mail.text, label)).toBe(1);
      // The monthly figure sits beside its label in both; the yearly figure is still listed.
      expect(mail.html).toContain(amount);
      expect(mail.text).toContain(`- ${label}${colon} ${amount}`);
      expect(count(mail.html, yearly)).toBe(1);
      expect(count(mail.text, yearly)).toBe(1);
    });
  }

  it.each([
    ['en', 'Your ROI simulation with Alex: €44,250 saved every month', '- Monthly savings: €44,250', '- ROI: '],
    [
      'fr',
      'Votre simulation de ROI avec Alex\u00a0: 44\u202f250\u00a0€ économisés chaque mois',
      '- Économies mensuelles\u00a0: 44\u202f250\u00a0€',
      '- ROI\u00a0: ',
    ],
    ['es', 'Su simulación de ROI con Alex: 44.250\u00a0€ de ahorro cada mes', ': 44.250\u00a0€', '- ROI: '],
  ] as const)('writes amounts and separators as %s does', (language, subject, savingsLine, roiLine) => {
    const mail = renderRoiEmail(roiPayload({ language }), DEFAULT_BOOKING_LINKS);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(savingsLine);
    expect(mail.text).toContain(roiLine);
    // The multiple takes the language's decimal mark.
    const multiple = mail.text.split(roiLine)[1]?.split('\n')[0] ?? '';
    expect(multiple).toMatch(language === 'en' ? /^\d+\.\dx$/ : /^\d+,\dx$/);
    // No hard-coded colon without the French no-break space.
    if (language === 'fr') expect(mail.text).not.toMatch(/[^\u00a0\u202f]:(?!\/\/)/);
  });

  // The copy lint's rules (locales/copy-lint.ts) on the e-mail as sent: its figures and separators are code's.
  it.each(LANGUAGES)('the ROI e-mail in %s follows the same rules', (language) => {
    const mail = renderRoiEmail(roiPayload({ language }), DEFAULT_BOOKING_LINKS);
    const sent: Entry[] = [
      { where: `${language} ROI e-mail:subject`, key: 'subject', text: mail.subject },
      ...mail.text
        .split('\n')
        .map((line, n) => ({ where: `${language} ROI e-mail:text line ${n + 1}`, key: '', text: line })),
    ];
    const findings = [
      ...numbers(language, sent),
      ...(language === 'fr' ? frenchSpacing(sent) : []),
      ...(language === 'es' ? spanishRegister(sent) : []),
    ];
    expect(findings).toEqual([]);
  });
});
