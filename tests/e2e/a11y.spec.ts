/** Accessibility: axe-core finds no serious or critical violation on the pages that show the calculator. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './env';

// Evaluated through the DevTools protocol: the pages' strict CSP would block an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function seriousViolations(page: Page) {
  await page.evaluate(axeSource);
  // On the site the calculator loads as its section nears the viewport.
  await page.locator('alex-roi-calculator').first().scrollIntoViewIfNeeded();
  await expect(page.locator('alex-roi-calculator[data-alex-ready]').first()).toBeVisible();
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  return violations;
}

for (const [name, url] of [
  ['site home (en)', '/'],
  ['site home (fr)', '/?lang=fr'],
  ['campaign landing page', '/sandbox/landing.html'],
] as const) {
  test(`${name} has no serious accessibility violation @mobile`, async ({ page }) => {
    await page.goto(url);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the not-found page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/nope');
  await page.evaluate(axeSource);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: { id: string; impact: string }[] }> } }
    ).axe;
    return (await axe.run(document)).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
  });
  expect(violations).toEqual([]);
});

test.describe('partner page', () => {
  test.use({ baseURL: E2E.partner });
  test('keeps the widgets accessible next to hostile CSS', async ({ page }) => {
    await page.goto('/');
    const found = await seriousViolations(page);
    // The partner's own red-on-yellow text is theirs; only violations inside the widgets count here.
    expect(found.filter((v) => v.includes('alex-roi-calculator'))).toEqual([]);
  });
});
