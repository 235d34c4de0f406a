/** The page's structured data (JSON-LD) describes the page shown: taken out once the visitor moves on in the page. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type enSite from '../../locales/en/site.json';
import { gotoSite } from './site-helpers';

const SITE = JSON.parse(readFileSync(new URL('../../locales/en/site.json', import.meta.url), 'utf8')) as typeof enSite;

const types = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
      (JSON.parse(script.textContent ?? '{}') as { '@graph': { '@type': string }[] })['@graph'].map((n) => n['@type']),
    ),
  );

test('the FAQ page describes its questions, and stops once the visitor opens the blog', async ({ page }) => {
  await gotoSite(page, '/faq');
  expect(await types(page)).toEqual(['Organization', 'WebSite', 'FAQPage']);
  await page
    .getByRole('navigation', { name: SITE.nav.main })
    .getByRole('link', { name: SITE.nav.blog, exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => types(page)).toEqual([]);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/feed\/en\.xml$/,
  );
});
