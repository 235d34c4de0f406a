/**
 * Names a screen reader announces for the blog's cards and the demo wizard's side notes, and the contrast of the
 * separator on /integrations.
 */
import { expect, test } from '@playwright/test';
import { gotoSite } from './site-helpers';
import { describeJob, heading, newVisitor, text, waitReady, wizard } from './wizard-helpers';

test.describe('blog cards', () => {
  for (const language of ['en', 'fr', 'es'] as const) {
    test(`${language}: each card is an article named by its post's title @mobile`, async ({ page }) => {
      await gotoSite(page, `/blog?lang=${language}`);
      const cards = page.locator('main article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        const title = (await card.getByRole('heading').first().innerText()).trim();
        expect(title.length).toBeGreaterThan(0);
        await expect(card).toHaveAccessibleName(title);
        await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(1);
        // The link that opens the post says the same.
        await expect(card.getByRole('link', { name: title, exact: true })).toHaveCount(1);
      }
    });
  }
});

test.describe('the demo wizard’s side notes', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`${language}: the job tip and the privacy note are named complementary landmarks`, async ({ page }) => {
      test.setTimeout(60_000);
      const demo = text(language, 'demo');
      await newVisitor(page);
      await page.goto('/sandbox/wizard.html');
      const host = wizard(page);
      await host.evaluate((element, lang) => element.setAttribute('lang', lang), language);
      await waitReady(host);
      await expect(host.getByRole('complementary', { name: demo.job.tipTitle, exact: true })).toBeVisible();
      await expect(host.getByRole('complementary')).toHaveCount(1);

      await describeJob(host, language);
      await host.getByRole('radio').first().check();
      await host.getByRole('button', { name: demo.nav.continue }).click();
      await expect(heading(host, demo.steps['3'].title)).toBeFocused({ timeout: 15_000 });
      await expect(host.getByRole('complementary', { name: demo.contact.privacyTitle, exact: true })).toBeVisible();
      await expect(host.getByRole('complementary')).toHaveCount(1);
    });
  }
});

test('the dot between the integrations count and its scope reads at 4.5:1 or more', async ({ page }) => {
  await gotoSite(page, '/integrations');
  const ratio = await page.getByTestId('integrations-count').evaluate((count) => {
    const dot = count.nextElementSibling as HTMLElement;
    const rgb = (color: string) => color.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The first opaque background behind the dot.
    let background = 'rgb(255, 255, 255)';
    for (let element: Element | null = dot; element; element = element.parentElement) {
      const color = getComputedStyle(element).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color;
        break;
      }
    }
    const [light, dark] = [luminance(background), luminance(getComputedStyle(dot).color)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    return { text: dot.textContent?.trim(), ratio: (light + 0.05) / (dark + 0.05) };
  });
  expect(ratio.text).toBe('·');
  expect(ratio.ratio).toBeGreaterThanOrEqual(4.5);
});
