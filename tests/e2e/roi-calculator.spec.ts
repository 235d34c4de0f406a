/** ROI calculator: presets, sliders, formulas, floors and the DOM events, on the site and on a partner page. */
import { expect, test } from '@playwright/test';
import { applyPreset, DEFAULT_ROI_INPUTS, ROI_INDUSTRY_KEYS, ROI_PRESETS } from '../../shared/roi';
import { E2E } from './env';
import {
  alexEvents,
  DEFAULT_RESULTS_EN,
  expectedFor,
  expectInputs,
  expectResults,
  HEALTHCARE_RESULTS_EN,
  type RecordedEvent,
  recordAlexEvents,
  roi,
  waitReady,
} from './roi-helpers';

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
