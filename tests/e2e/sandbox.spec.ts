/**
 * The sandbox playground (/sandbox/playground.html): a panel per widget of custom-elements.json with the live
 * element, attributes to edit, an event log and a snippet to copy; linked from the sandbox's index.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from './env';

interface Manifest {
  modules: { declarations: { tagName: string; customElement?: boolean; attributes: { name: string }[] }[] }[];
}
const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as Manifest;
const ELEMENTS = manifest.modules.flatMap((module) => module.declarations).filter((d) => d.customElement);

const EMBED = `<script src="${E2E.gateway}/widgets/embed.js" async blocking="render"></script>`;

/** The React snippet of an element: `<alex-roi-calculator>` is `AlexRoiCalculator` of `@alex/widgets/roi-calculator`. */
function reactSnippet(tag: string, props = '') {
  const component = tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
  return [
    '// npm install @alex/widgets',
    `import { ${component} } from '@alex/widgets/${tag.replace(/^alex-/, '')}';`,
    '',
    `<${component} apiBase="${new URL(E2E.gateway).origin}"${props} />`,
  ].join('\n');
}

function panelOf(page: Page, tag: string) {
  const panel = page.locator(`section#panel-${tag}`);
  return {
    panel,
    element: panel.locator(`[data-preview] > ${tag}`),
    attribute: (name: string) => panel.locator(`[data-fields] [name="${name}"]`),
    log: panel.locator('[data-log] > li'),
    snippet: panel.locator('[data-snippet]'),
    react: panel.locator('[data-react-snippet]'),
    copy: panel.getByRole('button', { name: `Copy the embed snippet of <${tag}>` }),
  };
}

const shownLanguage = (element: Locator) =>
  element.evaluate((node) => node.shadowRoot?.querySelector('[lang]')?.getAttribute('lang') ?? null);
const shadowText = (element: Locator) => element.evaluate((node) => node.shadowRoot?.textContent ?? '');

test('the sandbox index links to the playground', async ({ page }) => {
  await page.goto('/sandbox/');
  await page.getByRole('link', { name: 'Widget playground' }).click();
  await expect(page).toHaveURL(/\/sandbox\/playground\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Widget playground' })).toBeVisible();
});

test('the sandbox index links to the partner page on the port it listens on', async ({ page }) => {
  await page.goto('/sandbox/');
  await expect(page.getByRole('link', { name: 'Demo wizard on the partner page' })).toHaveAttribute(
    'href',
    `${E2E.partner}/wizard`,
  );
  const partner = page.getByRole('link', { name: 'Partner page on another origin' });
  await expect(partner).toHaveAttribute('href', `${E2E.partner}/`);
  await partner.click();
  await expect(page).toHaveURL(`${E2E.partner}/`);
  await expect(page.locator('alex-roi-calculator').first()).toHaveAttribute('data-alex-ready', '');
});

test('shows one panel per widget of custom-elements.json, each with its element rendered', async ({ page }) => {
  await page.goto('/sandbox/playground.html');
  await expect(page.locator('#playground-status')).toHaveText(`${ELEMENTS.length} widgets, from custom-elements.json.`);
  await expect(page.locator('section.panel')).toHaveCount(ELEMENTS.length);
  for (const { tagName, attributes } of ELEMENTS) {
    const { panel, element, attribute, snippet } = panelOf(page, tagName);
    await expect(panel.locator('[data-heading]')).toHaveText(`<${tagName}>`);
    await expect(element).toHaveAttribute('data-alex-ready', '');
    for (const { name } of attributes) await expect(attribute(name), `${tagName} ${name}`).toBeVisible();
    await expect(snippet).toHaveText(`${EMBED}\n<${tagName}></${tagName}>`);
    await expect(
      page.getByRole('navigation', { name: 'Widgets' }).getByRole('link', { name: `<${tagName}>` }),
    ).toBeVisible();
  }
});

for (const { tagName } of ELEMENTS) {
  test(`<${tagName}>: editing lang changes its language and the snippet`, async ({ page }) => {
    await page.goto('/sandbox/playground.html');
    const { element, attribute, snippet, react } = panelOf(page, tagName);
    await expect(element).toHaveAttribute('data-alex-ready', '');
    await expect(react).toHaveText(reactSnippet(tagName));
    await expect(attribute('lang')).toHaveValue('auto');
    await expect.poll(() => shownLanguage(element)).toBe('en');
    const english = await shadowText(element);

    await attribute('lang').selectOption('fr');
    await expect(element).toHaveAttribute('lang', 'fr');
    await expect.poll(() => shownLanguage(element)).toBe('fr');
    await expect.poll(() => shadowText(element)).not.toBe(english);
    await expect(snippet).toHaveText(`${EMBED}\n<${tagName} lang="fr"></${tagName}>`);
    await expect(react).toHaveText(reactSnippet(tagName, ' lang="fr"'));

    // `auto` is the same as no attribute: the element drops it and follows the page again.
    await attribute('lang').selectOption('auto');
    await expect(element).not.toHaveAttribute('lang');
    await expect.poll(() => shownLanguage(element)).toBe('en');
    await expect(snippet).toHaveText(`${EMBED}\n<${tagName}></${tagName}>`);
  });
}

test('the ROI calculator speaks French when its lang is set to fr', async ({ page }) => {
  await page.goto('/sandbox/playground.html');
  const { element, attribute } = panelOf(page, 'alex-roi-calculator');
  await expect(element.locator('h2')).toHaveText('Calculate your ROI');
  await attribute('lang').selectOption('fr');
  await expect(element.locator('h2')).toHaveText('Calculez votre ROI');
});

test("the ROI calculator's event log fills when an industry is chosen", async ({ page }) => {
  await page.goto('/sandbox/playground.html');
  const { panel, element, log } = panelOf(page, 'alex-roi-calculator');
  await expect(panel.locator('[data-log-empty]')).toContainText('alex-roi-industry-change');
  await expect(log).toHaveCount(0);

  await element.locator('select').selectOption('healthcare');
  await expect(log).toHaveCount(1);
  await expect(log.first().locator('.event-name')).toHaveText('alex-roi-industry-change');
  await expect(log.first().locator('time')).toHaveText(/^\d{2}:\d{2}:\d{2}\.\d{3}$/);
  expect(JSON.parse((await log.first().locator('pre').textContent()) ?? '')).toEqual({ industry: 'healthcare' });
  await expect(panel.getByRole('heading', { name: 'Events (1)' })).toBeVisible();

  await element.locator('select').selectOption('retail');
  await expect(log).toHaveCount(2);
  expect(JSON.parse((await log.nth(1).locator('pre').textContent()) ?? '')).toEqual({ industry: 'retail' });

  await panel.getByRole('button', { name: 'Clear the events of <alex-roi-calculator>' }).click();
  await expect(log).toHaveCount(0);
  // Events of one widget stay in its own panel.
  await expect(panelOf(page, 'alex-demo-wizard').log).toHaveCount(0);
});

test('a text attribute is set when the field is committed, and removed when emptied', async ({ page }) => {
  await page.goto('/sandbox/playground.html');
  const { element, attribute, snippet } = panelOf(page, 'alex-demo-wizard');
  await expect(element).toHaveAttribute('data-alex-ready', '');
  await attribute('home-url').fill('https://partner.example/?a=1&b="2"');
  await attribute('home-url').press('Enter');
  await expect(element).toHaveAttribute('home-url', 'https://partner.example/?a=1&b="2"');
  await expect(snippet).toHaveText(
    `${EMBED}\n<alex-demo-wizard home-url="https://partner.example/?a=1&amp;b=&quot;2&quot;"></alex-demo-wizard>`,
  );
  await attribute('home-url').fill('');
  await attribute('home-url').press('Enter');
  await expect(element).not.toHaveAttribute('home-url');
});

test('the copy button puts the snippet on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.gateway });
  await page.goto('/sandbox/playground.html');
  const { panel, element, attribute, copy } = panelOf(page, 'alex-roi-calculator');
  await expect(element).toHaveAttribute('data-alex-ready', '');
  await attribute('lang').selectOption('es');
  await attribute('theme').selectOption('dark');
  await copy.click();
  await expect(panel.locator('[data-embed] [data-copy-status]')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${EMBED}\n<alex-roi-calculator lang="es" theme="dark"></alex-roi-calculator>`,
  );
  await panel.getByRole('button', { name: 'Copy the React snippet of <alex-roi-calculator>' }).click();
  await expect(panel.locator('[data-react] [data-copy-status]')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    reactSnippet('alex-roi-calculator', ' lang="es" theme="dark"'),
  );
});

// Evaluated through the DevTools protocol: the page's strict CSP would block an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('the playground fits a phone and has no serious accessibility violation @mobile', async ({ page }) => {
  await page.goto('/sandbox/playground.html');
  for (const { tagName } of ELEMENTS)
    await expect(panelOf(page, tagName).element).toHaveAttribute('data-alex-ready', '');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document)).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  expect(violations).toEqual([]);
});
