/**
 * Each prerendered page names the chunks it will import (`<link rel="modulepreload">`): the browser fetches
 * them side by side from the first bytes of the page, and none is discovered later one import at a time.
 */
import { expect, test } from '@playwright/test';
import { E2E } from './env';

const PAGES = [
  // The home page's widgets load as the visitor scrolls to them: not part of its start.
  { path: '/', ready: 'main h1' },
  { path: '/faq?lang=fr', ready: 'main h1' },
  { path: '/blog?lang=es', ready: 'main h1' },
  // The wizard shows at once on its page: its module is named too.
  { path: '/demo/recruiter', ready: 'alex-demo-wizard' },
];

for (const { path, ready } of PAGES) {
  test(`${path} names every chunk its start imports, and each of them is used`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === E2E.gateway && request.resourceType() === 'script') scripts.push(url.pathname);
    });
    const response = await page.goto(`${E2E.gateway}${path}`);
    const html = (await response?.text()) ?? '';
    const named = [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(named.length).toBeGreaterThan(3);
    await expect(page.locator(ready).first()).toBeVisible();
    // Hydrated: the page's code has run (the language switcher answers), and the network is quiet.
    await page.waitForLoadState('networkidle');
    const started = scripts.filter((script) => !/\/assets\/boot-[\w-]+\.js$/.test(script));
    expect(started.filter((script) => !named.includes(script))).toEqual([]);
    expect(named.filter((chunk) => !started.includes(chunk as string))).toEqual([]);
    if (path === '/demo/recruiter') {
      await expect(page.locator('alex-demo-wizard')).toHaveJSProperty('isConnected', true);
      expect(await page.evaluate(() => customElements.get('alex-demo-wizard') !== undefined)).toBe(true);
    }
  });
}
