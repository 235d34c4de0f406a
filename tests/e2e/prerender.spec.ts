/**
 * Widgets prerendered into the site's pages: each widget's first view arrives inside a declarative shadow root,
 * is seen without JavaScript, and is taken over (hydrated, the same nodes) once the widget's code runs.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { computeRoi, DEFAULT_ROI_INPUTS, formatAmount } from '../../shared/roi';
import { E2E } from './env';
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
    // "How we calculate" is in the first view too, closed, and the send status line is there, empty.
    expect(home).toContain(escapeHtml(text(language, 'roi').formula.summary));
    expect(home).toMatch(/<p role="status"[^>]*data-send-status="sent"[^>]*><\/p>/);
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
    // The rule is said from the first paint: the word meter and its count.
    await expect(host.getByRole('meter', { name: text('fr', 'demo').job.meter.label })).toBeVisible();
    await expect(host.locator('[data-word-count]')).toHaveText(
      text('fr', 'demo')
        .job.meter.count.replace('{{count}}', '0')
        .replace('{{min}}', '60')
        .replace('{{target}}', '100'),
    );

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
  // Its styles are sheets of the root now (the view's own at once, the shared one once the browser is idle).
  expect(same).toMatchObject({ kept: true, styles: 0, sections: 1 });
  expect(same.sheets).toBeGreaterThan(0);

  // Hydrated: typing counts the words, the page's language menu (the only one) switches the wizard.
  const textarea = host.locator('textarea');
  await textarea.fill('Camarero de sala');
  await expect(host.locator('[data-word-count]')).toHaveText(
    text('es', 'demo').job.meter.count.replace('{{count}}', '3').replace('{{min}}', '60').replace('{{target}}', '100'),
  );
  await expect(host.getByRole('combobox')).toHaveCount(0);
  await page.getByRole('combobox').filter({ visible: true }).first().selectOption('en');
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

test("a partner's server renders the wizard ahead, under a strict CSP that allows its style by nonce", async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') reports.push(message.text());
  });
  const nonce = 'cGFydG5lci1zdHlsZQ';
  // The partner's server, a Node process of its own.
  const element = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./render-ahead.ts', import.meta.url)),
      'alex-demo-wizard',
      'fr',
      E2E.gateway,
      nonce,
    ],
    { encoding: 'utf8' },
  );
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Partenaire</title>
<script src="${E2E.gateway}/widgets/embed.js" async></script></head>
<body><h1>Nos offres</h1>${element}</body></html>`;
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${E2E.gateway}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self' ${E2E.gateway}`,
    `img-src 'self' data: ${E2E.gateway}`,
    `media-src 'self' ${E2E.gateway}`,
  ].join('; ');
  // The partner's page, from a server on this machine (another origin than the gateway's, and not one it
  // knows: the captcha's calls are refused, which this test does not need).
  const partner = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
    response.end(html);
  });
  await new Promise<void>((resolve) => partner.listen(0, 'localhost', resolve));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.querySelector('alex-demo-wizard')?.shadowRoot;
      const heading = root?.querySelector('[data-step-heading]');
      Object.assign(window, {
        prerendered: heading ?? null,
        // Styled from the first paint: the view's own <style>, allowed by the page's nonce.
        prerenderedRadius: heading
          ? getComputedStyle(root?.querySelector('section') as Element).borderTopLeftRadius
          : '',
      });
    });
  });
  await page.goto(`http://localhost:${(partner.address() as AddressInfo).port}/`);
  const host = wizard(page);
  await waitReady(host);
  const check = await host.evaluate((element) => {
    const { prerendered, prerenderedRadius } = window as unknown as { prerendered: Element; prerenderedRadius: string };
    return {
      kept: prerendered === element.shadowRoot?.querySelector('[data-step-heading]'),
      prerenderedRadius,
      styles: element.shadowRoot?.querySelectorAll('style').length,
    };
  });
  expect(check).toEqual({ kept: true, prerenderedRadius: '24px', styles: 0 });
  await host.locator('textarea').fill('Serveur en salle');
  await expect(host.locator('[data-word-count]')).toHaveText(
    text('fr', 'demo').job.meter.count.replace('{{count}}', '3').replace('{{min}}', '60').replace('{{target}}', '100'),
  );
  expect(reports.filter((report) => /prerendered|Content Security Policy/i.test(report))).toEqual([]);
  partner.close();
});
