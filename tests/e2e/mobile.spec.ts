/**
 * Narrow screens (the `mobile` project runs the tests tagged @mobile at 390 px; `desktop` runs them at 1280 px):
 * no horizontal scrolling, the e-mail flow, and screenshots for humans in tests/.tmp/screenshots/.
 */
import path from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { E2E } from './env';
import {
  expectedFor,
  expectResults,
  ownVisitor,
  RESULT_KEYS,
  roi,
  send,
  sentText,
  uniqueAddress,
  waitForMail,
  waitReady,
} from './roi-helpers';

const SCREENSHOTS = path.resolve(E2E.dataDir, '../screenshots');

const screenshotPath = (info: TestInfo, name: string) => path.join(SCREENSHOTS, `${name}-${info.project.name}.png`);

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: (document.scrollingElement as Element).scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page ${scrollWidth}px wide in a ${innerWidth}px viewport`).toBeLessThanOrEqual(innerWidth);
}

async function expectInsideViewport(page: Page, selector: string) {
  const width = await page.evaluate(() => window.innerWidth);
  const box = await page.locator(selector).boundingBox();
  expect(box, `${selector} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${selector} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${selector} right edge`).toBeLessThanOrEqual(width + 0.5);
}

test.describe('mobile', () => {
  test('the campaign landing page shows the calculator without horizontal scrolling and sends the e-mail @mobile', async ({
    page,
  }, testInfo) => {
    await ownVisitor(page);
    await page.goto('/sandbox/landing.html');
    const calculator = roi(page);
    await waitReady(calculator);
    if (testInfo.project.name === 'mobile') {
      expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    }
    await expect(calculator.title).toHaveText('Calculez votre ROI');
    await expectNoHorizontalScroll(page);
    await expectInsideViewport(page, 'alex-roi-calculator');
    for (const key of RESULT_KEYS) {
      await expect(calculator.result(key)).toBeVisible();
      await expectInsideViewport(page, `alex-roi-calculator dd[data-result="${key}"]`);
    }
    await expectInsideViewport(page, 'alex-roi-calculator button[type="submit"]');
    await page.screenshot({ path: screenshotPath(testInfo, 'landing'), fullPage: true });

    // The e-mail flow, in French.
    await calculator.industry.selectOption('interim-staffing');
    const inputs = {
      industry: 'interim-staffing' as const,
      monthlyRecruitments: 50,
      currentTimeToHire: 5,
      costPerDay: 320,
    };
    await expectResults(calculator, expectedFor(inputs, 'fr'));
    await send(calculator, 'sans-arobase');
    await expect(calculator.sendError).toHaveText(/Merci de saisir une adresse e-mail valide/);
    const address = uniqueAddress('mia');
    await send(calculator, address);
    await expect(calculator.sent).toHaveText(sentText(address, 'fr'));
    await expectInsideViewport(page, 'alex-roi-calculator [data-send-status="sent"]');
    await expect(calculator.email).toHaveValue('');
    await expectNoHorizontalScroll(page);
    const mail = await waitForMail(address);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(expectedFor(inputs, 'fr').savings);
    expect(mail.html).toContain('Intérim et cabinets de recrutement');
  });

  test('the largest figures still fit the width @mobile', async ({ page }, testInfo) => {
    await page.goto('/sandbox/landing.html');
    const calculator = roi(page);
    await waitReady(calculator);
    for (const name of ['monthlyRecruitments', 'currentTimeToHire', 'costPerDay'] as const) {
      await calculator.slider(name).press('End');
    }
    await expect(calculator.result('yearlySavings')).toHaveText('647\u202f076\u202f000\u00a0€');
    await page.screenshot({ path: screenshotPath(testInfo, 'landing-largest-figures'), fullPage: true });
    await expectNoHorizontalScroll(page);
    for (const key of RESULT_KEYS) {
      await expectInsideViewport(page, `alex-roi-calculator dd[data-result="${key}"]`);
    }
  });

  // The largest results (French '647 076 000 €') do not wrap, so the tiles must leave them room at 390 px.
  test('the largest figures fit inside their result tiles @mobile', async ({ page }) => {
    await page.goto('/sandbox/landing.html');
    const calculator = roi(page);
    await waitReady(calculator);
    for (const name of ['monthlyRecruitments', 'currentTimeToHire', 'costPerDay'] as const) {
      await calculator.slider(name).press('End');
    }
    await expect(calculator.result('yearlySavings')).toHaveText('647\u202f076\u202f000\u00a0€');
    const overflowing = await calculator.host.evaluate((host) =>
      [...(host.shadowRoot as ShadowRoot).querySelectorAll('dd[data-result]')]
        .filter((dd) => dd.scrollWidth > dd.clientWidth)
        .map((dd) => `${dd.getAttribute('data-result')}: ${dd.scrollWidth}px in ${dd.clientWidth}px`),
    );
    expect(overflowing).toEqual([]);
  });

  test('the site home shows the calculator without horizontal scrolling @mobile', async ({ page }, testInfo) => {
    await page.goto('/');
    const calculator = roi(page, '#roi alex-roi-calculator');
    await waitReady(calculator);
    await expectNoHorizontalScroll(page);
    await expectInsideViewport(page, '#roi alex-roi-calculator');
    await page.screenshot({ path: screenshotPath(testInfo, 'site-home'), fullPage: true });
    await calculator.host.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(testInfo, 'site-calculator') });
    await calculator.slider('currentTimeToHire').fill('20');
    await expect(calculator.industry).toHaveValue('custom');
    await expect(calculator.result('timeReduction')).toHaveText('850 days');
    await expectNoHorizontalScroll(page);
  });
});
