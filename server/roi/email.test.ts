import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages';
import { computeRoi, formatAmount } from '../../shared/roi';
import { roiPayload } from '../../tests/fixtures/roi';
import { serverT } from '../i18n';
import { renderRoiEmail } from './email';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the ROI e-mail', () => {
  for (const language of LANGUAGES) {
    it(`names the monthly savings once in the HTML and once in the text (${language})`, () => {
      const request = roiPayload({ language });
      const mail = renderRoiEmail(request);
      const label = serverT(language, 'roi')('results.savings');
      const yearly = serverT(language, 'roi')('results.yearlySavings');
      const amount = formatAmount(computeRoi(request).savings);
      expect(count(mail.html, label)).toBe(1);
      expect(count(mail.text, label)).toBe(1);
      // The monthly figure sits beside its label in both; the yearly figure is still listed.
      expect(mail.html).toContain(amount);
      expect(mail.text).toContain(`- ${label}: ${amount}`);
      expect(count(mail.html, yearly)).toBe(1);
      expect(count(mail.text, yearly)).toBe(1);
    });
  }
});
