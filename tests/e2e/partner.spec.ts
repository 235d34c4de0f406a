/**
 * The partner page (another origin, hostile CSS, strict CSP, its own React 18): two independent calculators,
 * no style leaking in or out, no console error or CSP violation, and the partner's React keeps working.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_ROI_INPUTS } from '../../shared/roi';
import { E2E } from './env';
import { expectedFor, expectInputs, expectResults, roi, send, waitReady } from './roi-helpers';

test.use({ baseURL: E2E.partner });

/** Records console errors, page errors, failed widget requests and CSP violations from the start of the page. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium asks every page for /favicon.ico; the sandbox pages have none. Not the widgets' doing.
    if (message.location().url.endsWith('/favicon.ico')) return;
    problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return {
    problems,
    csp: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

async function openPartner(page: Page) {
  await page.goto('/');
  const react = roi(page, '#react-calculator');
  const fixed = roi(page, '#static-calculator');
  await waitReady(react);
  await waitReady(fixed);
  return { react, fixed };
}

test.describe('partner page', () => {
  test('its two calculators are independent and each shows its own language', async ({ page }) => {
    const { react, fixed } = await openPartner(page);
    await expect(react.title).toHaveText('Calculate your ROI');
    await expect(fixed.title).toHaveText('Calculez votre ROI');
    await expect(react.host.getByRole('combobox', { name: 'Industry' })).toBeVisible();
    await expect(fixed.host.getByRole('combobox', { name: 'Secteur' })).toBeVisible();
    await expect(react.submit).toHaveText('Send');
    await expect(fixed.submit).toHaveText('Envoyer');
    await expect(fixed.result('vacancyReduction')).toHaveText('80 %');
    await expect(react.result('vacancyReduction')).toHaveText('80%');

    // Changing the React-rendered one leaves the static one as it was.
    await react.industry.selectOption('healthcare');
    await react.slider('monthlyRecruitments').press('End');
    const reactInputs = {
      industry: 'custom' as const,
      monthlyRecruitments: 1000,
      currentTimeToHire: 5,
      costPerDay: 400,
    };
    await expectInputs(react, reactInputs);
    await expectResults(react, expectedFor(reactInputs));
    await expectInputs(
      fixed,
      { industry: 'custom', monthlyRecruitments: 50, currentTimeToHire: 15, costPerDay: 500 },
      'fr',
    );
    await expectResults(
      fixed,
      expectedFor({ industry: 'custom', monthlyRecruitments: 50, currentTimeToHire: 15, costPerDay: 500 }, 'fr'),
    );

    // And the other way round.
    await fixed.industry.selectOption('retail');
    await fixed.slider('costPerDay').fill('900');
    const fixedInputs = { industry: 'custom' as const, monthlyRecruitments: 50, currentTimeToHire: 8, costPerDay: 900 };
    await expectInputs(fixed, fixedInputs, 'fr');
    await expectResults(fixed, expectedFor(fixedInputs, 'fr'));
    await expectInputs(react, reactInputs);
    await expectResults(react, expectedFor(reactInputs));

    // The e-mail field and what it says are per calculator too.
    await fixed.email.fill('pas-une-adresse');
    await expect(react.email).toHaveValue('');
    await expect(react.submit).toBeDisabled();
    await fixed.submit.click();
    await expect(fixed.sendError).toHaveText(/Merci de saisir une adresse e-mail valide/);
    await expect(react.sendError).toBeEmpty();
  });

  test('the calculators look as on the clean landing page and nothing leaks in or out', async ({ page, browser }) => {
    const watch = await watchProblems(page);

    // The partner's own elements as the partner styled them, with the widget script blocked.
    const bare = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await bare.route(`${E2E.gateway}/widgets/**`, (route) => route.abort());
    await bare.goto(`${E2E.partner}/`);
    await expect(bare.locator('#partner-counter')).toHaveText('Clicked 0 times');
    const partnerBefore = await partnerStyles(bare);
    await bare.close();
    expect(partnerBefore['#partner-paragraph']).toMatchObject({ 'font-size': '30px', color: 'rgb(255, 0, 0)' });
    expect(partnerBefore['#partner-button']).toMatchObject({ 'font-size': '30px', color: 'rgb(255, 0, 0)' });

    // The same widget on the clean campaign landing page (French), as the reference.
    const clean = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await clean.goto(`${E2E.gateway}/sandbox/landing.html`);
    const landing = roi(clean, 'alex-roi-calculator');
    await waitReady(landing);
    await expect(landing.title).toHaveText('Calculez votre ROI');
    const reference = await widgetStyles(clean, 'alex-roi-calculator');
    await clean.close();
    // Sanity: the reference is the widget's own look, not the browser's defaults nor the partner's.
    expect(reference.h2?.['font-size']).toBe('24px');
    expect(reference.h2?.color).not.toBe('rgb(255, 0, 0)');
    expect(reference['dd[data-result="savings"]']?.['font-size']).toBe('30px');
    expect(reference['dd[data-result="roi"]']?.['font-size']).toBe('18px');

    const { react, fixed } = await openPartner(page);
    for (const selector of ['#static-calculator', '#react-calculator']) {
      const styles = await widgetStyles(page, selector);
      for (const part of Object.keys(reference)) {
        expect(styles[part], `${selector} ${part}`).toEqual(reference[part]);
      }
    }
    // The partner hides every range input of its own; the widget's stay visible and usable.
    for (const calculator of [react, fixed]) {
      for (const name of ['monthlyRecruitments', 'currentTimeToHire', 'costPerDay'] as const) {
        await expect(calculator.slider(name)).toBeVisible();
      }
    }
    await expect(page.locator('#partner-paragraph')).toBeVisible();

    // Nothing leaks out: the partner's elements keep exactly the partner's styles.
    expect(await partnerStyles(page)).toEqual(partnerBefore);

    // No <style> element in the document, and the only sheet the widgets add to the document is the loader's,
    // whose rules are about the widget elements only.
    const documentStyles = await page.evaluate(() => ({
      styleElements: document.querySelectorAll('style').length,
      linked: [...document.styleSheets].map((sheet) => sheet.href),
      adoptedSelectors: document.adoptedStyleSheets.flatMap((sheet) => {
        const selectors: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
            else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
          }
        };
        walk(sheet.cssRules);
        return selectors;
      }),
    }));
    expect(documentStyles.styleElements).toBe(0);
    expect(documentStyles.linked).toEqual([`${E2E.partner}/partner.css`]);
    for (const selector of documentStyles.adoptedSelectors) {
      expect(selector).toMatch(/^:where\(alex-[a-z-]+(:not\(\[data-alex-ready\]\)(:lang\((fr|es)\))?)?\)$/);
    }

    // Interact a little so that lazily loaded code runs too, then check for errors and CSP violations.
    await react.industry.selectOption('logistics');
    await fixed.email.fill('x');
    // The fixed calculator is the French one: its amounts are written the French way.
    await expect(fixed.result('savings')).toHaveText(expectedFor(DEFAULT_ROI_INPUTS, 'fr').savings);
    await fixed.submit.click();
    await expect(fixed.sendError).toBeVisible();
    expect(await watch.csp()).toEqual([]);
    expect(watch.problems).toEqual([]);
  });

  test('the partner’s React 18 keeps working next to the widgets', async ({ page }) => {
    const watch = await watchProblems(page);
    const { react, fixed } = await openPartner(page);
    expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe(
      '18.3.1',
    );
    await expect(page.locator('header.partner-header strong')).toHaveText('Partner app on React 18.3.1');

    const counter = page.locator('#partner-counter');
    await expect(counter).toHaveText('Clicked 0 times');
    await counter.click();
    await counter.click();
    await expect(counter).toHaveText('Clicked 2 times');

    // The widgets keep working after the partner's re-renders, and the counter after the widgets' renders.
    await react.slider('monthlyRecruitments').press('ArrowRight');
    await expect(react.result('timeReduction')).toHaveText('612 days');
    await fixed.industry.selectOption('healthcare');
    await expect(fixed.result('savings')).toHaveText('54\u202f250\u00a0€');
    await counter.click();
    await expect(counter).toHaveText('Clicked 3 times');
    expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe(
      '18.3.1',
    );
    expect(await watch.csp()).toEqual([]);
    expect(watch.problems).toEqual([]);
  });

  test('a page whose origin the gateway refuses is told once which origin CORS_ORIGINS must include', async ({
    page,
  }) => {
    // The partner page under another name of this machine: an origin the gateway was not told about.
    const refused = `http://refused.localhost:${E2E.partnerPort}`;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${refused}/`);
    const calculator = roi(page, '#react-calculator');
    await waitReady(calculator);
    for (let i = 0; i < 2; i++) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/send-roi-metrics'));
      await send(calculator, 'ann.martin@example.com');
      const response = await answered;
      expect(response.status()).toBe(403);
      // Readable by the page: the widget can tell this refusal from the gateway being down.
      expect(response.headers()['access-control-allow-origin']).toBe(refused);
    }
    await expect(calculator.submit).toBeEnabled();
    const advice = () => errors.filter((text) => text.includes('CORS_ORIGINS'));
    await expect.poll(() => advice().length).toBe(1);
    expect(advice()[0]).toContain(`CORS_ORIGINS setting must include ${refused}`);
  });
});

test.describe('pages of the gateway', () => {
  for (const [name, url] of [
    ['site home', `${E2E.gateway}/`],
    ['campaign landing page', `${E2E.gateway}/sandbox/landing.html`],
  ] as const) {
    test(`the ${name} runs the calculator without console errors or CSP violations`, async ({ page }) => {
      const watch = await watchProblems(page);
      await page.goto(url);
      const calculator = roi(page, 'alex-roi-calculator');
      await waitReady(calculator);
      await calculator.industry.selectOption('security');
      await calculator.email.fill('x');
      await calculator.submit.click();
      await expect(calculator.sendError).toBeVisible();
      expect(await watch.csp()).toEqual([]);
      expect(watch.problems).toEqual([]);
    });
  }
});

const WIDGET_PARTS = [
  'h2',
  'header p',
  'label',
  'select',
  'input[type="range"]',
  'output',
  'dt',
  'dd[data-result="savings"]',
  'dd[data-result="roi"]',
  'input[type="email"]',
  'button[type="submit"]',
];
const WIDGET_PROPERTIES = [
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'color',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-left',
  'border-top-style',
  'border-top-width',
  'border-top-color',
  'background-color',
  'display',
  'visibility',
];
/** Heights the widget fixes itself (h-12, h-6): they must not follow the page. */
const FIXED_HEIGHTS = ['select', 'input[type="range"]', 'input[type="email"]', 'button[type="submit"]'];

/** Computed styles of parts of a widget's shadow tree: part -> property -> value (plus a few heights). */
function widgetStyles(page: Page, host: string) {
  return page.evaluate(
    ({ host, parts, properties, heights }) => {
      const root = document.querySelector(host)?.shadowRoot;
      if (!root) throw new Error(`${host} has no shadow root`);
      const out: Record<string, Record<string, string>> = {};
      for (const part of parts) {
        const element = root.querySelector(part);
        if (!element) throw new Error(`${host} has no ${part}`);
        const style = getComputedStyle(element);
        out[part] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
        if (heights.includes(part)) out[part].height = `${element.getBoundingClientRect().height}px`;
      }
      return out;
    },
    { host, parts: WIDGET_PARTS, properties: WIDGET_PROPERTIES, heights: FIXED_HEIGHTS },
  );
}

/** Computed styles of the partner's own elements. */
function partnerStyles(page: Page) {
  return page.evaluate(() => {
    const out: Record<string, Record<string, string>> = {};
    for (const selector of ['#partner-paragraph', '#partner-button', '#partner-counter', 'h1', 'body', 'html']) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      const style = getComputedStyle(element);
      out[selector] = Object.fromEntries(
        [
          'font-size',
          'font-family',
          'color',
          'line-height',
          'letter-spacing',
          'text-transform',
          'text-align',
          'padding-top',
          'margin-top',
          'border-top-style',
          'background-color',
          'display',
        ].map((p) => [p, style.getPropertyValue(p)]),
      );
    }
    return out;
  });
}
