/** Keyboard only: Tab order through the calculator, a visible focus indicator on each stop, and a full send. */
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './env';
import {
  expectedFor,
  expectResults,
  ownVisitor,
  roi,
  sentText,
  uniqueAddress,
  waitForMail,
  waitReady,
} from './roi-helpers';

interface Focused {
  /** The focused element inside the calculator's shadow root, e.g. `input[name=costPerDay]`; '' if none. */
  part: string;
  /** The host element holding focus from the document's point of view. */
  host: string;
  outline: string;
  boxShadow: string;
  /** Whether the outline or the box-shadow draws something visible. */
  indicator: boolean;
}

/** Describes the deepest focused element and whether its focus indicator is visible. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const visibleColor = (color: string) => {
      const alpha = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(/[,/ ]+/)[3];
      return alpha === undefined || Number(alpha) > 0;
    };
    const label = (element: Element | null): string => {
      if (!element) return '';
      const name = element.getAttribute('name');
      const type = element.getAttribute('type');
      return `${element.localName}${name ? `[name=${name}]` : type ? `[type=${type}]` : ''}`;
    };
    const outer = document.activeElement;
    let inner: Element | null = outer;
    while (inner?.shadowRoot?.activeElement) inner = inner.shadowRoot.activeElement;
    if (!inner || inner === outer) {
      return { part: '', host: label(outer), outline: '', boxShadow: '', indicator: false };
    }
    const style = getComputedStyle(inner);
    const outline =
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && visibleColor(style.outlineColor);
    // Each shadow: a colour and lengths; it shows when the colour is not transparent and it spreads or blurs.
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const shadow = shadows.some((s) => {
      const color = /rgba?\([^)]+\)/.exec(s)?.[0] ?? 'rgb(0, 0, 0)';
      const lengths = s
        .replace(/rgba?\([^)]+\)/, '')
        .trim()
        .split(/\s+/)
        .map(Number.parseFloat);
      return visibleColor(color) && ((lengths[2] ?? 0) > 0 || (lengths[3] ?? 0) > 0);
    });
    return {
      part: label(inner),
      host: `${outer?.localName}${outer?.id ? `#${outer.id}` : ''}`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      indicator: outline || shadow,
    };
  });
}

/** Computed outline and box-shadow of a calculator part while it is not focused. */
function restingStyle(page: Page, host: string, part: string) {
  return page.evaluate(
    ({ host, part }) => {
      const element = document.querySelector(host)?.shadowRoot?.querySelector(part);
      if (!element) throw new Error(`no ${part} in ${host}`);
      const style = getComputedStyle(element);
      return {
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        boxShadow: style.boxShadow,
      };
    },
    { host, part },
  );
}

const STOPS = [
  ['select', 'select'],
  ['input[name=monthlyRecruitments]', 'input[name="monthlyRecruitments"]'],
  ['input[name=currentTimeToHire]', 'input[name="currentTimeToHire"]'],
  ['input[name=costPerDay]', 'input[name="costPerDay"]'],
  ['input[name=email]', 'input[name="email"]'],
  ['button[type=submit]', 'button[type="submit"]'],
  // "How we calculate", a native disclosure: Enter or Space opens it.
  ['summary', 'details > summary'],
] as const;

const PLACES = [
  {
    place: 'campaign landing page',
    url: `${E2E.gateway}/sandbox/landing.html`,
    host: 'alex-roi-calculator',
    // Nothing else on the page: the first Tab enters the calculator.
    start: async (_page: Page) => {},
    lang: 'fr' as const,
  },
  {
    place: 'site home',
    url: `${E2E.gateway}/`,
    host: 'alex-roi-calculator',
    // The ROI section's toggle comes right before the calculator.
    start: (page: Page) => page.locator('#roi').getByRole('button', { name: 'Hide the calculator' }).focus(),
    lang: 'en' as const,
  },
  {
    place: 'partner page',
    url: `${E2E.partner}/`,
    host: 'alex-roi-calculator#react-calculator',
    start: (page: Page) => page.locator('#partner-button').focus(),
    lang: 'en' as const,
  },
];

for (const { place, url, host, start, lang } of PLACES) {
  test(`keyboard only on the ${place}: Tab order, visible focus and a full send`, async ({ page }) => {
    await ownVisitor(page);
    await page.goto(url);
    const calculator = roi(page, host);
    // Focus on the control before the calculator first: on the site's home page that brings the calculator's
    // section near the screen, which is when it loads.
    await start(page);
    await waitReady(calculator);

    const address = uniqueAddress('kim');
    const seen: Focused[] = [];
    for (const [part] of STOPS) {
      // The button is disabled (so not focusable) until there is an address: type it on the field's stop.
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.host, `the calculator holds focus at ${part}`).toBe(host);
      expect(now.part, 'Tab order').toBe(part);
      expect(
        now.indicator,
        `${part} shows a focus indicator (outline ${now.outline}, box-shadow ${now.boxShadow})`,
      ).toBe(true);
      seen.push(now);
      if (part === 'input[name=email]') await page.keyboard.type(address);
    }

    // The indicator belongs to focus: each part looks different once focus has moved on.
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).part).toBe('button[type=submit]');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).part).toBe('input[name=email]');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).part).toBe('select');
    await page.keyboard.press('Tab');
    for (const [index, [part, selector]] of STOPS.entries()) {
      if (part === 'input[name=monthlyRecruitments]') continue;
      const resting = await restingStyle(page, host, selector);
      const active = seen[index] as Focused;
      expect(
        resting.outline !== active.outline || resting.boxShadow !== active.boxShadow,
        `${part} looks different when focused`,
      ).toBe(true);
    }

    // Operate it: keys on the sliders, then back to the select and pick an industry with the arrows.
    expect((await focused(page)).part).toBe('input[name=monthlyRecruitments]');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const inputs = { industry: 'custom' as const, monthlyRecruitments: 1000, currentTimeToHire: 13, costPerDay: 500 };
    await expectResults(calculator, expectedFor(inputs, lang));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).part).toBe('select');
    await page.keyboard.press('ArrowDown');
    await expect(calculator.industry).toHaveValue('quick-service');
    await expectResults(
      calculator,
      expectedFor({ ...inputs, industry: 'quick-service', currentTimeToHire: 8, costPerDay: 325 }, lang),
    );

    // Enter in the e-mail field sends.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).part).toBe('input[name=email]');
    await expect(calculator.email).toHaveValue(address);
    await page.keyboard.press('Enter');
    await expect(calculator.sent).toHaveText(sentText(address, lang));
    await expect(calculator.email).toHaveValue('');
    const mail = await waitForMail(address);
    expect(mail.html).toContain(
      expectedFor({ ...inputs, industry: 'quick-service', currentTimeToHire: 8, costPerDay: 325 }, lang).savings,
    );
  });
}
