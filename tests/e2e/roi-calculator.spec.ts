/**
 * ROI calculator: presets, sliders, formulas, floors, "How we calculate", its fit at 390 px and the DOM events,
 * on the site and on a partner page.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  applyPreset,
  computeRoi,
  DEFAULT_ROI_INPUTS,
  formatAmount,
  ROI_INDUSTRY_KEYS,
  ROI_PRESETS,
} from '../../shared/roi';
import { E2E } from './env';
import {
  alexEvents,
  DEFAULT_RESULTS_EN,
  expectedFor,
  expectInputs,
  expectResults,
  HEALTHCARE_RESULTS_EN,
  type RecordedEvent,
  type Roi,
  recordAlexEvents,
  roi,
  send,
  waitReady,
} from './roi-helpers';

/** The formulas with the default figures, as the spec's defaults give them (written out, not computed). */
const DEFAULT_FORMULAS_EN = {
  currentCost: '50 × 15 × €500 = €375,000',
  alexFee: '€2,000 + €75 × 50 = €5,750',
  withAlexCost: '50 × 3 × €500 + €5,750 = €80,750',
  savings: '€375,000 − €80,750 = €294,250',
  yearlySavings: '12 × €294,250 = €3,531,000',
  timeReduction: '50 × (15 − 3) = 600 days',
  vacancyReduction: '(15 − 3) ÷ 15 = 80%',
  roi: '€294,250 ÷ €5,750 = 51.2x',
};

const PLACES = [
  { place: 'site home', url: `${E2E.gateway}/`, selector: '#roi alex-roi-calculator', target: 'alex-roi-calculator' },
  {
    place: 'partner page',
    url: `${E2E.partner}/`,
    selector: '#react-calculator',
    target: 'alex-roi-calculator#react-calculator',
  },
] as const;

for (const { place, url, selector, target } of PLACES) {
  test.describe(`ROI calculator on the ${place}`, () => {
    test('shows the defaults, the healthcare preset and every other preset', async ({ page }) => {
      // Eleven presets, each with every input and result checked: a long walk on a shared two-core machine.
      test.slow();
      await page.goto(url);
      const calculator = roi(page, selector);
      await waitReady(calculator);
      await expect(calculator.title).toHaveText('Calculate your ROI');
      await expect(calculator.host.getByRole('combobox', { name: 'Industry' })).toHaveValue('custom');
      await expectInputs(calculator, {
        industry: 'custom',
        monthlyRecruitments: 50,
        currentTimeToHire: 15,
        costPerDay: 500,
      });
      await expectResults(calculator, DEFAULT_RESULTS_EN);

      await calculator.industry.selectOption('healthcare');
      await expectInputs(calculator, {
        industry: 'healthcare',
        monthlyRecruitments: 50,
        currentTimeToHire: 5,
        costPerDay: 400,
      });
      await expect(calculator.sliderValue('currentTimeToHire')).toHaveText('5 days');
      await expect(calculator.sliderValue('costPerDay')).toHaveText('€400');
      await expectResults(calculator, HEALTHCARE_RESULTS_EN);

      // Every preset loads its own time to hire and cost per day and uses its own days with Alex.
      let last = DEFAULT_ROI_INPUTS;
      for (const industry of ROI_INDUSTRY_KEYS.filter((key) => key !== 'custom')) {
        await calculator.industry.selectOption(industry);
        last = applyPreset(DEFAULT_ROI_INPUTS, industry);
        expect(last).toMatchObject({
          currentTimeToHire: ROI_PRESETS[industry].currentDays,
          costPerDay: ROI_PRESETS[industry].costPerDay,
        });
        await expectInputs(calculator, last);
        await expectResults(calculator, expectedFor(last));
      }
      // Custom keeps the figures in the sliders, with custom's 3 days with Alex.
      await calculator.industry.selectOption('custom');
      const custom = { ...last, industry: 'custom' as const };
      await expectInputs(calculator, custom);
      await expectResults(calculator, expectedFor(custom));
    });

    test('moving a slider switches back to custom and the results follow the formulas', async ({ page }) => {
      await page.goto(url);
      const calculator = roi(page, selector);
      await waitReady(calculator);
      await calculator.industry.selectOption('healthcare');
      await expectResults(calculator, HEALTHCARE_RESULTS_EN);

      // Keyboard on the focused range: one step right.
      await calculator.slider('monthlyRecruitments').press('ArrowRight');
      let inputs = { industry: 'custom' as const, monthlyRecruitments: 51, currentTimeToHire: 5, costPerDay: 400 };
      await expectInputs(calculator, inputs);
      await expect(calculator.sliderValue('monthlyRecruitments')).toHaveText('51 hires');
      // Back on custom, Alex's days are 3 (healthcare had 2): 51 x 5 x 400 - (51 x 3 x 400 + 2000 + 3825).
      await expectResults(calculator, expectedFor(inputs));
      await expect(calculator.result('savings')).toHaveText('€34,975');

      // A preset again, then a different slider: back to custom again.
      await calculator.industry.selectOption('logistics');
      await expectInputs(calculator, {
        industry: 'logistics',
        monthlyRecruitments: 51,
        currentTimeToHire: 6,
        costPerDay: 230,
      });
      await calculator.slider('currentTimeToHire').press('End');
      inputs = { industry: 'custom', monthlyRecruitments: 51, currentTimeToHire: 30, costPerDay: 230 };
      await expectInputs(calculator, inputs);
      await expect(calculator.sliderValue('currentTimeToHire')).toHaveText('30 days');
      await expectResults(calculator, expectedFor(inputs));

      // fill() on a range input, and arrow steps of 50 on the cost.
      await calculator.industry.selectOption('retail');
      await calculator.slider('costPerDay').fill('1250');
      inputs = { industry: 'custom', monthlyRecruitments: 51, currentTimeToHire: 8, costPerDay: 1250 };
      await expectInputs(calculator, inputs);
      await expect(calculator.sliderValue('costPerDay')).toHaveText('€1,250');
      await expectResults(calculator, expectedFor(inputs));
      await calculator.slider('costPerDay').press('ArrowLeft');
      inputs = { ...inputs, costPerDay: 1200 };
      await expectInputs(calculator, inputs);
      await expectResults(calculator, expectedFor(inputs));

      await calculator.slider('monthlyRecruitments').fill('640');
      inputs = { ...inputs, monthlyRecruitments: 640 };
      await expectInputs(calculator, inputs);
      await expect(calculator.sliderValue('monthlyRecruitments')).toHaveText('640 hires');
      await expectResults(calculator, expectedFor(inputs));
    });

    test('slider extremes: the lowest values floor the results at 0, the highest stay consistent', async ({ page }) => {
      await page.goto(url);
      const calculator = roi(page, selector);
      await waitReady(calculator);
      for (const name of ['monthlyRecruitments', 'currentTimeToHire', 'costPerDay'] as const) {
        await calculator.slider(name).press('Home');
      }
      await expectInputs(calculator, {
        industry: 'custom',
        monthlyRecruitments: 10,
        currentTimeToHire: 2,
        costPerDay: 100,
      });
      await expect(calculator.sliderValue('monthlyRecruitments')).toHaveText('10 hires');
      await expect(calculator.sliderValue('currentTimeToHire')).toHaveText('2 days');
      await expect(calculator.sliderValue('costPerDay')).toHaveText('€100');
      await expectResults(calculator, {
        savings: '€0',
        timeReduction: '0 days',
        roi: '0.0x',
        currentCost: '€2,000',
        withAlexCost: '€5,750',
        vacancyReduction: '0%',
        yearlySavings: '€0',
      });

      // The keyboard cannot go past the bounds.
      await calculator.slider('currentTimeToHire').press('ArrowLeft');
      await expect(calculator.slider('currentTimeToHire')).toHaveValue('2');

      for (const name of ['monthlyRecruitments', 'currentTimeToHire', 'costPerDay'] as const) {
        await calculator.slider(name).press('End');
      }
      const highest = {
        industry: 'custom' as const,
        monthlyRecruitments: 1000,
        currentTimeToHire: 30,
        costPerDay: 2000,
      };
      await expectInputs(calculator, highest);
      await calculator.slider('costPerDay').press('ArrowRight');
      await expect(calculator.slider('costPerDay')).toHaveValue('2000');
      await expectResults(calculator, expectedFor(highest));
      await expect(calculator.result('yearlySavings')).toHaveText('€647,076,000');

      // On-demand's preset (2 days now, 0.5 with Alex) after the visitor's 1000 hires.
      await calculator.industry.selectOption('on-demand');
      const onDemand = {
        industry: 'on-demand' as const,
        monthlyRecruitments: 1000,
        currentTimeToHire: 2,
        costPerDay: 140,
      };
      await expectInputs(calculator, onDemand);
      await expectResults(calculator, expectedFor(onDemand));
      // 1000 x 2 x 140 - (1000 x 0.5 x 140 + 2000 + 75 000): half a day with Alex counts.
      await expect(calculator.result('savings')).toHaveText('€133,000');
      await expect(calculator.result('timeReduction')).toHaveText('1,500 days');
      await expect(calculator.result('vacancyReduction')).toHaveText('75%');
    });

    test('"How we calculate" opens by keyboard, shows each formula with the figures on screen and follows a change', async ({
      page,
    }) => {
      await page.goto(url);
      const calculator = roi(page, selector);
      await waitReady(calculator);
      await expect(calculator.formula).not.toHaveAttribute('open');
      await expect(calculator.formulaFigures('savings')).toBeHidden();

      // From the e-mail field, Tab reaches it (Send is disabled while the field is empty); Enter opens it.
      await calculator.email.focus();
      await page.keyboard.press('Tab');
      await expect(calculator.formulaToggle).toBeFocused();
      await expect(calculator.formulaToggle).toHaveText('How we calculate');
      await page.keyboard.press('Enter');
      await expect(calculator.formula).toHaveAttribute('open', '');
      for (const [key, figures] of Object.entries(DEFAULT_FORMULAS_EN)) {
        await expect(calculator.formulaFigures(key), key).toHaveText(figures);
      }
      // Each line ends on the figure its result shows.
      await expect(calculator.result('savings')).toHaveText(DEFAULT_RESULTS_EN.savings);
      await expect(calculator.host.locator('[data-assumption="withAlex"]')).toContainText(
        '€2,000 a month and €75 per hire',
      );
      await expect(calculator.host.locator('[data-assumption="costCustom"]')).toContainText(
        'the calculator starts at €500',
      );

      // One more hire a month: the lines follow.
      await calculator.slider('monthlyRecruitments').press('ArrowRight');
      const inputs = { ...DEFAULT_ROI_INPUTS, monthlyRecruitments: 51 };
      const r = computeRoi(inputs);
      const euros = (value: number) => formatAmount(value, 'en');
      await expect(calculator.formulaFigures('currentCost')).toHaveText(`51 × 15 × €500 = ${euros(r.currentCost)}`);
      await expect(calculator.formulaFigures('alexFee')).toHaveText('€2,000 + €75 × 51 = €5,825');
      await expect(calculator.formulaFigures('savings')).toHaveText(
        `${euros(r.currentCost)} − ${euros(r.withAlexCost)} = ${euros(r.savings)}`,
      );
      await expect(calculator.result('savings')).toHaveText(euros(r.savings));

      // An industry: its own days with Alex, and the cost per day named as the industry's estimate.
      await calculator.industry.selectOption('healthcare');
      await expect(calculator.formulaFigures('withAlexCost')).toHaveText('51 × 2 × €400 + €5,825 = €46,625');
      await expect(calculator.host.locator('[data-assumption="costPreset"]')).toContainText(
        '€400 is our estimate for the industry you chose (Healthcare and childcare)',
      );

      // Space on the toggle closes it again.
      await calculator.formulaToggle.focus();
      await page.keyboard.press('Space');
      await expect(calculator.formula).not.toHaveAttribute('open');
    });

    test('dispatches bubbling, composed alex-roi-* events with their details', async ({ page }) => {
      await recordAlexEvents(page);
      await page.goto(url);
      const calculator = roi(page, selector);
      await waitReady(calculator);
      expect(await alexEvents(page)).toEqual([]);

      const event = (type: string, detail: unknown): RecordedEvent => ({
        type,
        detail,
        bubbles: true,
        composed: true,
        target,
      });
      const expected: RecordedEvent[] = [];

      await calculator.industry.selectOption('logistics');
      expected.push(event('alex-roi-industry-change', { industry: 'logistics' }));
      await expect.poll(() => alexEvents(page)).toEqual(expected);

      // One event per committed move: each key press is one change.
      await calculator.slider('currentTimeToHire').press('ArrowRight');
      expected.push(event('alex-roi-slider-change', { slider: 'currentTimeToHire', value: 7 }));
      await expect.poll(() => alexEvents(page)).toEqual(expected);
      await calculator.slider('costPerDay').press('End');
      expected.push(event('alex-roi-slider-change', { slider: 'costPerDay', value: 2000 }));
      await expect.poll(() => alexEvents(page)).toEqual(expected);
      await calculator.slider('monthlyRecruitments').fill('120');
      expected.push(event('alex-roi-slider-change', { slider: 'monthlyRecruitments', value: 120 }));
      await expect.poll(() => alexEvents(page)).toEqual(expected);
      await expectInputs(calculator, {
        industry: 'custom',
        monthlyRecruitments: 120,
        currentTimeToHire: 7,
        costPerDay: 2000,
      });

      // A pointer drag through many values is one move: a single event, on release, with the final value.
      const range = calculator.slider('currentTimeToHire');
      await range.scrollIntoViewIfNeeded();
      const box = await range.boundingBox();
      if (!box) throw new Error('the time-to-hire range has no box');
      const y = box.y + box.height / 2;
      // The thumb of 7 on 2..30.
      await page.mouse.move(box.x + 8 + ((box.width - 16) * (7 - 2)) / 28, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.5, y, { steps: 6 });
      await page.mouse.move(box.x + box.width * 0.75, y, { steps: 6 });
      await page.mouse.up();
      const dragged = Number(await range.inputValue());
      expect(dragged).toBeGreaterThan(15);
      expected.push(event('alex-roi-slider-change', { slider: 'currentTimeToHire', value: dragged }));
      await expect.poll(() => alexEvents(page)).toEqual(expected);
      await expect(calculator.sliderValue('currentTimeToHire')).toHaveText(`${dragged} days`);

      await calculator.industry.selectOption('custom');
      expected.push(event('alex-roi-industry-change', { industry: 'custom' }));
      await expect.poll(() => alexEvents(page)).toEqual(expected);
    });
  });
}

test.describe('ROI calculator cost slider and off-grid presets', () => {
  // Six presets put the cost per day between two of the visitor's steps (min 100, step 50): quick-service 325,
  // logistics 230, collective-catering 280, interim-staffing 320, security 275, on-demand 140.
  test('a preset cost between two steps keeps the thumb on the preset and the arrows go to the next step', async ({
    page,
  }) => {
    await page.goto('/');
    const calculator = roi(page, '#roi alex-roi-calculator');
    await waitReady(calculator);
    await calculator.industry.selectOption('quick-service');
    await expect(calculator.sliderValue('costPerDay')).toHaveText('€325');
    const cost = calculator.slider('costPerDay');
    await expect(cost).toHaveValue('325');
    await cost.press('ArrowRight');
    await expect(cost).toHaveValue('350');
    await expect(calculator.sliderValue('costPerDay')).toHaveText('€350');
    await calculator.industry.selectOption('quick-service');
    await cost.press('ArrowLeft');
    await expect(cost).toHaveValue('300');
    await cost.press('ArrowLeft');
    await expect(cost).toHaveValue('250');
    await expect(calculator.industry).toHaveValue('custom');
  });

  test('dragging the cost thumb lands on a step of 50', async ({ page }) => {
    await page.goto('/');
    const calculator = roi(page, '#roi alex-roi-calculator');
    await waitReady(calculator);
    const cost = calculator.slider('costPerDay');
    await cost.scrollIntoViewIfNeeded();
    const box = await cost.boundingBox();
    if (!box) throw new Error('the cost range has no box');
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.37, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const value = Number(await cost.inputValue());
    expect(value).toBeGreaterThan(100);
    expect((value - 100) % 50).toBe(0);
    await expect(calculator.sliderValue('costPerDay')).toHaveText(`€${value}`);
  });

  test('the cost range steps by 50 between its bounds from an on-grid value', async ({ page }) => {
    await page.goto('/');
    const calculator = roi(page, '#roi alex-roi-calculator');
    await waitReady(calculator);
    const cost = calculator.slider('costPerDay');
    await expect(cost).toHaveAttribute('min', '100');
    await expect(cost).toHaveAttribute('max', '2000');
    await cost.press('ArrowRight');
    await expect(calculator.sliderValue('costPerDay')).toHaveText('€550');
    await cost.press('ArrowLeft');
    await cost.press('ArrowLeft');
    await expect(calculator.sliderValue('costPerDay')).toHaveText('€450');
    await expect(cost).toHaveValue('450');
    for (const [name, min, max, step] of [
      ['monthlyRecruitments', '10', '1000', '1'],
      ['currentTimeToHire', '2', '30', '1'],
    ] as const) {
      await expect(calculator.slider(name)).toHaveAttribute('min', min);
      await expect(calculator.slider(name)).toHaveAttribute('max', max);
      await expect(calculator.slider(name)).toHaveAttribute('step', step);
    }
  });
});

/** Parts of a calculator that stick out of its card, or whose content is wider than their box. */
function overflowing(calculator: Roi): Promise<string[]> {
  return calculator.host.evaluate((host) => {
    const root = host.shadowRoot as ShadowRoot;
    const card = (root.querySelector('section[part="container"]') as Element).getBoundingClientRect();
    const name = (element: Element) =>
      `${element.localName}${element.getAttribute('part') ? `[part=${element.getAttribute('part')}]` : ''}${
        element.getAttribute('data-result') ? `[data-result=${element.getAttribute('data-result')}]` : ''
      } "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const element of root.querySelectorAll('section[part="container"] *')) {
      // What the visitor cannot see (the inside of a closed disclosure) takes no room.
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < card.left - 0.5 || box.right > card.right + 0.5 || box.bottom > card.bottom + 0.5)
        found.push(`${name(element)} leaves the card`);
      if (element instanceof HTMLElement && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        found.push(
          `${name(element)} is wider inside (${element.scrollWidth} px) than its box (${element.clientWidth} px)`,
        );
    }
    return found;
  });
}

/** How wide the e-mail placeholder is, and the room the field gives it. */
const placeholderFit = (calculator: Roi) =>
  calculator.email.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: input.placeholder,
      text: Math.ceil(context.measureText(input.placeholder).width),
      room: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
    };
  });

async function expectEverythingInside(page: Page, calculator: Roi, what: string): Promise<void> {
  // Closed, then "How we calculate" open, then with an error under the e-mail row.
  expect(await overflowing(calculator), `${what}, closed`).toEqual([]);
  const fit = await placeholderFit(calculator);
  expect(fit.text, `${what}: the placeholder "${fit.placeholder}" fits its field`).toBeLessThanOrEqual(fit.room);
  await calculator.formulaToggle.click();
  await expect(calculator.formula).toHaveAttribute('open', '');
  expect(await overflowing(calculator), `${what}, "How we calculate" open`).toEqual([]);
  await send(calculator, 'no-at-sign');
  await expect(calculator.sendError).not.toBeEmpty();
  expect(await overflowing(calculator), `${what}, with an error`).toEqual([]);
  await page.screenshot({ path: `tests/.tmp/screenshots/roi-fit-${what.replace(/\W+/g, '-')}.png`, fullPage: true });
}

test.describe('ROI calculator fit', () => {
  for (const lang of ['en', 'fr', 'es'] as const) {
    test(`nothing in the calculator leaves its card, in ${lang}, open, closed or with a message @mobile`, async ({
      page,
    }, testInfo) => {
      await page.goto(`/?lang=${lang}`);
      const calculator = roi(page, '#roi alex-roi-calculator');
      await waitReady(calculator);
      await expectEverythingInside(page, calculator, `site ${lang} ${testInfo.project.name}`);
    });
  }

  test('nothing leaves the cards of the partner page’s calculators, in English and French @mobile', async ({
    page,
  }, testInfo) => {
    await page.goto(`${E2E.partner}/`);
    for (const selector of ['#react-calculator', '#static-calculator']) {
      const calculator = roi(page, selector);
      await waitReady(calculator);
      await expectEverythingInside(page, calculator, `partner ${selector} ${testInfo.project.name}`);
    }
  });

  test('the industry select lists the industries by name, with no emoji for icons', async ({ page }) => {
    await page.goto('/?lang=fr');
    const calculator = roi(page, '#roi alex-roi-calculator');
    await waitReady(calculator);
    const options = await calculator.industry.locator('option').allTextContents();
    expect(options).toHaveLength(ROI_INDUSTRY_KEYS.length);
    expect(options[0]).toBe('Personnalisé');
    for (const option of options) expect(option).toMatch(/^[\p{L}]/u);
    expect(options.join(' ')).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
