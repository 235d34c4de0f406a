/**
 * A partner's page with campaign parameters in its address: the calculator sends its `partner` attribute and the
 * page's utm_* values, cleaned, with the e-mail request (README, "Partners and campaigns"); without them it sends
 * no attribution at all.
 */
import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { ownVisitor, roi, send, sentText, uniqueAddress, waitReady } from './roi-helpers';

test.describe('partner attribution', () => {
  test.beforeEach(({ page }) => ownVisitor(page));

  test('the calculator on a partner’s page sends its partner and the page’s campaign with the e-mail', async ({
    page,
  }) => {
    await page.goto(`${E2E.partner}/?utm_source=acme-newsletter&utm_medium=email&utm_campaign=%20spring%0A2026&x=1`);
    const calculator = roi(page, '#static-calculator');
    await waitReady(calculator);
    await calculator.host.evaluate((element) => element.setAttribute('partner', 'acme'));

    const address = uniqueAddress('pia');
    const responded = page.waitForResponse(
      (r) => r.url().endsWith('/api/send-roi-metrics') && r.request().method() === 'POST',
    );
    await send(calculator, address);
    const response = await responded;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON().attribution).toEqual({
      partner: 'acme',
      utm_source: 'acme-newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring 2026',
    });
    await expect(calculator.sent).toHaveText(sentText(address, 'fr'));
  });

  test('a page with neither sends no attribution', async ({ page }) => {
    await page.goto(`${E2E.partner}/`);
    const calculator = roi(page, '#static-calculator');
    await waitReady(calculator);
    const responded = page.waitForResponse(
      (r) => r.url().endsWith('/api/send-roi-metrics') && r.request().method() === 'POST',
    );
    await send(calculator, uniqueAddress('pib'));
    const response = await responded;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).not.toHaveProperty('attribution');
  });
});
