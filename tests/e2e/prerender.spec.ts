/**
 * Widgets prerendered into the site's pages: each widget's first view arrives inside a declarative shadow root,
 * is seen without JavaScript, and is taken over (hydrated, the same nodes) once the widget's code runs.
 */
import { expect, test } from '@playwright/test';
import { computeRoi, DEFAULT_ROI_INPUTS, formatAmount } from '../../shared/roi';
import { type Language, text, waitReady, wizard } from './wizard-helpers';

const LANGUAGES: Language[] = ['en', 'fr', 'es'];
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');

for (const language of LANGUAGES) {
  test(`the served pages hold the widgets' first views in ${language}`, async ({ request }) => {
    const demo = text(language, 'demo');
    const recruiter = await (await request.get(`/demo/recruiter?lang=${language}`)).text();
    expect(recruiter).toMatch(/<alex-demo-wizard [^>]*><template shadowrootmode="open"><style data-alex-prerender>/);
    expect(recruiter).toContain(escapeHtml(demo.steps['1'].title));

    const home = await (await request.get(`/?lang=${language}`)).text();
    expect(home).toMatch(/<alex-roi-calculator [^>]*><template shadowrootmode="open">/);
    expect(home).toMatch(/<alex-live-calls [^>]*><template shadowrootmode="open">/);
    expect(home).toContain(escapeHtml(text(language, 'roi').title));
    expect(home).toContain(formatAmount(computeRoi(DEFAULT_ROI_INPUTS).savings, language));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the wizard's step 1 and the calculator's figures are on screen", async ({ page }) => {
    await page.goto('/demo/recruiter?lang=fr');
    const host = wizard(page);
    await expect(host.getByRole('heading', { level: 3, name: text('fr', 'demo').steps['1'].title })).toBeVisible();
    await expect(host.locator('textarea')).toBeVisible();

    await page.goto('/?lang=es');
    const calculator = page.locator('alex-roi-calculator');
    await calculator.scrollIntoViewIfNeeded();
    const savings = calculator.locator('[data-result="savings"]');
    await expect(savings).toBeVisible();
    await expect(savings).toHaveText(formatAmount(computeRoi(DEFAULT_ROI_INPUTS).savings, 'es'));
    // The live calls stand still as a list to scroll: each card once.
    await expect(page.locator('alex-live-calls').locator('[part="card"]')).toHaveCount(18);
  });
});

test('the wizard takes its prerendered view over: the same nodes, no second drawing, then it works', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // Keeps the prerendered step heading as the parser made it, before any of the page's code runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('alex-demo-wizard')?.shadowRoot?.querySelector('[data-step-heading]');
      (window as unknown as { prerendered?: Element | null }).prerendered = heading ?? null;
    });
  });
  await page.goto('/demo/recruiter?lang=es');
  const host = wizard(page);
  await waitReady(host);
  const same = await host.evaluate((element) => {
    const prerendered = (window as unknown as { prerendered?: Element | null }).prerendered;
    const root = element.shadowRoot as ShadowRoot;
    return {
      kept: prerendered !== null && prerendered === root.querySelector('[data-step-heading]'),
      styles: root.querySelectorAll('style').length,
      sheets: root.adoptedStyleSheets.length,
      sections: root.querySelectorAll('section[part="container"]').length,
    };
  });
  expect(same).toEqual({ kept: true, styles: 0, sheets: 2, sections: 1 });

  // Hydrated: typing counts the characters, the language menu switches the wizard.
  const textarea = host.locator('textarea');
  await textarea.fill('Camarero');
  await expect(host.getByText(text('es', 'demo').job.counter_other.replace('{{count}}', '8'))).toBeVisible();
  await host.getByRole('combobox').selectOption('en');
  await expect(host.getByRole('heading', { level: 3, name: text('en', 'demo').steps['1'].title })).toBeVisible();
  expect(warnings.filter((warning) => /prerendered|hydrat|Content Security Policy/i.test(warning))).toEqual([]);
});

test('the calculator and the live calls are taken over as the visitor scrolls to them', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/?lang=fr');
  const calculator = page.locator('alex-roi-calculator');
  await calculator.scrollIntoViewIfNeeded();
  await waitReady(calculator);
  const slider = calculator.getByRole('slider').first();
  await slider.focus();
  await slider.press('ArrowRight');
  await expect(calculator.locator('[data-result="savings"]')).not.toHaveText(
    formatAmount(computeRoi(DEFAULT_ROI_INPUTS).savings, 'fr'),
  );
  const calls = page.locator('alex-live-calls');
  await calls.scrollIntoViewIfNeeded();
  await waitReady(calls);
  // Moving once its code runs (unless the visitor asks for reduced motion): each row holds its cards twice.
  await expect(calls.locator('[part="card"]')).toHaveCount(36);
  expect(warnings.filter((warning) => /prerendered|hydrat|Content Security Policy/i.test(warning))).toEqual([]);
});
