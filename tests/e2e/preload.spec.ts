/**
 * Each prerendered page names the chunks its start imports (its boot line adds them as
 * `<link rel="modulepreload">` on the first frame): the browser fetches them side by side, and none is
 * discovered later one import at a time.
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
      // The captcha's worker starts from a blob: URL of code already in a chunk: nothing to preload.
      if (url.protocol === 'blob:') return;
      if (url.origin === E2E.gateway && request.resourceType() === 'script') scripts.push(url.pathname);
    });
    const response = await page.goto(`${E2E.gateway}${path}`);
    const html = (await response?.text()) ?? '';
    const boot = /<script>(requestAnimationFrame[^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const named = JSON.parse(/for\(const h of (\[[^\]]*\])\)/.exec(boot)?.[1] ?? '[]') as string[];
    expect(named.length).toBeGreaterThan(3);
    await expect(page.locator(ready).first()).toBeVisible();
    // Hydrated: the page's code has run (the language switcher answers), and the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => !named.includes(script))).toEqual([]);
    expect(named.filter((chunk) => !scripts.includes(chunk))).toEqual([]);
    // Added as preloads, every one of them, before the entry imports anything.
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(named.filter((chunk) => !preloads.includes(chunk))).toEqual([]);
    if (path === '/demo/recruiter') {
      await expect(page.locator('alex-demo-wizard')).toHaveJSProperty('isConnected', true);
      expect(await page.evaluate(() => customElements.get('alex-demo-wizard') !== undefined)).toBe(true);
    }
  });
}
