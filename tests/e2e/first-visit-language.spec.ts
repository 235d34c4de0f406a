/**
 * A first visit from a French or Spanish browser on a phone (4x slower CPU, slow 4G) reads its language from the
 * first paint: the gateway answers the page in it, and the site keeps it. Sampled on every DOM change and every
 * frame from the first paint to 3 s later (tests/bench/first-visit-language.ts).
 */
import { expect, test } from '@playwright/test';
import { FIRST_VISIT_LOCALES, HOME_TITLES, throttleLikeAPhone, watchFirstVisit } from '../bench/first-visit-language';

for (const { locale, language } of FIRST_VISIT_LOCALES) {
  test.describe(`a first visit from a ${locale} browser on a phone`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    test(`shows the home page in ${language}, never English, from the first paint to 3 s`, async ({ page }) => {
      test.setTimeout(60_000);
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/');
      await throttleLikeAPhone(page);
      const visit = await watchFirstVisit(page, '/');
      const headers = (await answer).headers();
      expect(headers['content-language']).toBe(language);
      expect(visit.firstPaintMs).not.toBeNull();
      expect(visit.langs).toEqual([language]);
      expect(visit.headings).toEqual([HOME_TITLES[language]]);
      expect(visit.english).toBe(false);
      // The detection that runs once the page is interactive changes nothing either.
      await expect(page.locator('header[data-interactive]')).toBeAttached({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'alex_lang')).toBeUndefined();
    });
  });
}
