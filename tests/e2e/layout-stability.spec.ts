/**
 * The brand typeface and the widgets arrive after the first paint; neither may move what the visitor already
 * sees. Each page is opened with the heading font and the widgets' code held back, so the fallback face and
 * the pages' placeholders are on screen first and are then replaced; the layout shifts Chromium reports
 * meanwhile must add up to (practically) nothing.
 */
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './env';

/** How long the font and the widget modules are held back: well past the first paint. */
const HOLD_MS = 800;
/** Lighthouse's "good" is 0.1; a page that moves nothing scores 0. */
const MAX_SHIFT = 0.01;

interface Shift {
  value: number;
  sources: string[];
}

async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element
              ? `${source.node.localName}.${source.node.className}`
              : (source.node?.nodeName ?? '?'),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function holdBack(page: Page, pattern: RegExp): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
}

const PAGES = [
  { path: '/demo/recruiter', widget: 'alex-demo-wizard' },
  { path: '/demo?lang=fr', widget: 'alex-audio-player' },
  { path: '/', widget: undefined },
  { path: '/use-cases?lang=es', widget: undefined },
  { path: '/faq', widget: undefined },
  { path: '/blog', widget: undefined },
];

for (const { path, widget } of PAGES) {
  test(`${path}: the heading font and the widgets load without moving the page @mobile`, async ({ page }) => {
    await recordShifts(page);
    await holdBack(page, /\.woff2$/);
    await holdBack(page, /\/assets\/element-[^/]+\.js$/);
    const font = page.waitForResponse(/\/assets\/plus-jakarta-sans-[^/]+\.woff2$/);
    await page.goto(`${E2E.gateway}${path}`);
    // Painted in the fallback face first; then the brand face is the one headings use.
    expect((await font).headers()['content-type']).toBe('font/woff2');
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 32px "Plus Jakarta Sans"'))).toBe(true);
    const family = await page
      .locator('main h1')
      .first()
      .evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(family).toMatch(/^"Plus Jakarta Sans", "Plus Jakarta Sans Fallback"/);
    if (widget) await expect(page.locator(widget).first()).toHaveAttribute('data-alex-ready', '');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(MAX_SHIFT);
  });
}

test('the heading font is one immutable file, cached for a year', async ({ request }) => {
  const html = await (await request.get(`${E2E.gateway}/`)).text();
  const url = /url\((\/assets\/plus-jakarta-sans-[\w-]+\.woff2)\)/.exec(html)?.[1];
  expect(url).toBeDefined();
  const response = await request.get(`${E2E.gateway}${url}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Cut to the three languages' characters: a few kilobytes, not the family's full 27 KB.
  expect((await response.body()).byteLength).toBeLessThan(10_000);
});
