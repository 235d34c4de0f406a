import { describe, expect, it } from 'vitest';
import {
  applyPreset,
  computeRoi,
  DEFAULT_ROI_INPUTS,
  formatAmount,
  formatNumber,
  formatRoiMultiple,
  ROI_INDUSTRY_KEYS,
  ROI_PRESETS,
  ROI_SLIDERS,
  type RoiIndustryKey,
  sliderInputStep,
  snapSliderValue,
} from './roi';

describe('ROI presets (section 9)', () => {
  it.each([
    ['quick-service', 325, 8, 3],
    ['hospitality', 250, 11, 3],
    ['retail', 200, 8, 3],
    ['logistics', 230, 6, 2],
    ['collective-catering', 280, 10, 3],
    ['interim-staffing', 320, 5, 2],
    ['security', 275, 9, 3],
    ['healthcare', 400, 5, 2],
    ['call-center', 200, 7, 2],
    ['on-demand', 140, 2, 0.5],
    ['custom', 500, 15, 3],
  ] as const)('%s costs %d a vacant day, %d days today, %d with Alex', (key, cost, days, alexDays) => {
    expect(ROI_PRESETS[key]).toMatchObject({ costPerDay: cost, currentDays: days, alexDays });
  });

  it('has the eleven industries of the spec', () => {
    expect(ROI_INDUSTRY_KEYS).toHaveLength(11);
    expect(Object.keys(ROI_PRESETS).sort()).toEqual([...ROI_INDUSTRY_KEYS].sort());
  });

  it('sliders have the spec bounds and defaults', () => {
    expect(ROI_SLIDERS).toEqual({
      monthlyRecruitments: { min: 10, max: 1000, step: 1, defaultValue: 50 },
      currentTimeToHire: { min: 2, max: 30, step: 1, defaultValue: 15 },
      costPerDay: { min: 100, max: 2000, step: 50, defaultValue: 500 },
    });
  });
});

describe('computeRoi', () => {
  // 50 recruitments a month, each industry's preset applied.
  it.each([
    ['custom', 375000, 80750, 294250, 600, 5117.3913, 80, 3531000],
    ['quick-service', 130000, 54500, 75500, 250, 1313.0435, 62.5, 906000],
    ['hospitality', 137500, 43250, 94250, 400, 1639.1304, 72.7273, 1131000],
    ['retail', 80000, 35750, 44250, 250, 769.5652, 62.5, 531000],
    ['logistics', 69000, 28750, 40250, 200, 700, 66.6667, 483000],
    ['collective-catering', 140000, 47750, 92250, 350, 1604.3478, 70, 1107000],
    ['interim-staffing', 80000, 37750, 42250, 150, 734.7826, 60, 507000],
    ['security', 123750, 47000, 76750, 300, 1334.7826, 66.6667, 921000],
    ['healthcare', 100000, 45750, 54250, 150, 943.4783, 60, 651000],
    ['call-center', 70000, 25750, 44250, 250, 769.5652, 71.4286, 531000],
    ['on-demand', 14000, 9250, 4750, 75, 82.6087, 75, 57000],
  ] as const)('%s with 50 hires a month', (industry, current, withAlex, savings, days, roi, vacancy, yearly) => {
    const r = computeRoi(applyPreset(DEFAULT_ROI_INPUTS, industry as RoiIndustryKey));
    expect(r.currentCost).toBe(current);
    expect(r.withAlexCost).toBe(withAlex);
    expect(r.savings).toBe(savings);
    expect(r.timeReduction).toBe(days);
    expect(r.roiPercentage).toBeCloseTo(roi, 3);
    expect(r.vacancyReduction).toBeCloseTo(vacancy, 3);
    expect(r.yearlySavings).toBe(yearly);
  });

  it.each([
    {
      name: 'every slider at its minimum floors savings, days saved, ROI and vacancy reduction at 0',
      inputs: { monthlyRecruitments: 10, currentTimeToHire: 2, costPerDay: 100 },
      expected: {
        currentCost: 2000,
        withAlexCost: 5750,
        savings: 0,
        timeReduction: 0,
        roiPercentage: 0,
        vacancyReduction: 0,
        yearlySavings: 0,
      },
    },
    {
      name: 'every slider at its maximum',
      inputs: { monthlyRecruitments: 1000, currentTimeToHire: 30, costPerDay: 2000 },
      expected: {
        currentCost: 60_000_000,
        withAlexCost: 6_077_000,
        savings: 53_923_000,
        timeReduction: 27_000,
        roiPercentage: (53_923_000 / 77_000) * 100,
        vacancyReduction: 90,
        yearlySavings: 647_076_000,
      },
    },
    {
      name: 'three days to hire today saves no days but costs the fee',
      inputs: { monthlyRecruitments: 10, currentTimeToHire: 3, costPerDay: 2000 },
      expected: {
        currentCost: 60_000,
        withAlexCost: 62_750,
        savings: 0,
        timeReduction: 0,
        roiPercentage: 0,
        vacancyReduction: 0,
        yearlySavings: 0,
      },
    },
  ])('$name', ({ inputs, expected }) => {
    expect(computeRoi({ industry: 'custom', ...inputs })).toEqual(expected);
  });
});

describe('applyPreset', () => {
  it('sets time to hire and cost per day and keeps the recruitment count', () => {
    expect(applyPreset({ ...DEFAULT_ROI_INPUTS, monthlyRecruitments: 120 }, 'healthcare')).toEqual({
      industry: 'healthcare',
      monthlyRecruitments: 120,
      currentTimeToHire: 5,
      costPerDay: 400,
    });
  });

  it('choosing custom keeps the sliders where they are', () => {
    const moved = { industry: 'retail' as const, monthlyRecruitments: 70, currentTimeToHire: 9, costPerDay: 650 };
    expect(applyPreset(moved, 'custom')).toEqual({ ...moved, industry: 'custom' });
  });
});

describe('formatting', () => {
  // French groups with a narrow no-break space and puts a no-break space before the euro sign; Spain groups from
  // five digits (Intl's es-ES, as the RAE recommends).
  const NNBSP = '\u202f';
  const NBSP = '\u00a0';
  it.each([
    [0, 'en', '€0'],
    [999, 'en', '€999'],
    [1000, 'en', '€1,000'],
    [12345, 'en', '€12,345'],
    [294250, 'en', '€294,250'],
    [3531000, 'en', '€3,531,000'],
    [647076000.4, 'en', '€647,076,000'],
    [1234.5, 'en', '€1,235'],
    [-1500, 'en', '-€1,500'],
    [-0.4, 'en', '€0'],
    [0, 'fr', `0${NBSP}€`],
    [12345, 'fr', `12${NNBSP}345${NBSP}€`],
    [3531000, 'fr', `3${NNBSP}531${NNBSP}000${NBSP}€`],
    [-1500, 'fr', `-1${NNBSP}500${NBSP}€`],
    [500, 'es', `500${NBSP}€`],
    [1234, 'es', `1234${NBSP}€`],
    [12345, 'es', `12.345${NBSP}€`],
    [3531000, 'es', `3.531.000${NBSP}€`],
  ] as const)('formatAmount(%d, %s) is "%s"', (value, language, text) => {
    expect(formatAmount(value, language)).toBe(text);
  });

  it.each([
    [600, 'en', '600'],
    [5000, 'en', '5,000'],
    [5000, 'fr', `5${NNBSP}000`],
    [5000, 'es', '5000'],
    [15000, 'es', '15.000'],
    [79.6, 'fr', '80'],
  ] as const)('formatNumber(%d, %s) is "%s"', (value, language, text) => {
    expect(formatNumber(value, language)).toBe(text);
  });

  it.each([
    [5117.3913, 'en', '51.2x'],
    [0, 'en', '0.0x'],
    [82.6087, 'en', '0.8x'],
    [5117.3913, 'fr', '51,2x'],
    [941.3, 'es', '9,4x'],
  ] as const)('formatRoiMultiple(%d, %s) is "%s"', (value, language, text) => {
    expect(formatRoiMultiple(value, language)).toBe(text);
  });
});

describe('slider steps', () => {
  it('the inputs are fine enough to hold every preset value', () => {
    expect(sliderInputStep('costPerDay')).toBe(5);
    expect(sliderInputStep('currentTimeToHire')).toBe(1);
    expect(sliderInputStep('monthlyRecruitments')).toBe(1);
    for (const preset of Object.values(ROI_PRESETS)) {
      expect((preset.costPerDay - ROI_SLIDERS.costPerDay.min) % sliderInputStep('costPerDay')).toBe(0);
    }
  });

  it.each([
    // next, previous, nudge, expected
    [330, 325, true, 350],
    [320, 325, true, 300],
    [305, 300, true, 350],
    [295, 300, true, 250],
    [145, 140, true, 150],
    [135, 140, true, 100],
    [105, 100, true, 150],
    [95, 100, true, 100],
    [2000, 1950, true, 2000],
    [490, 300, true, 500],
    [312, 300, false, 300],
    [330, 300, false, 350],
    [2100, 1950, false, 2000],
    [325, 500, false, 350],
  ])('cost %d from %d (nudge %s) lands on %d', (next, previous, nudge, expected) => {
    expect(snapSliderValue('costPerDay', next, previous, nudge)).toBe(expected);
  });

  it('steps of one are left as they are', () => {
    expect(snapSliderValue('monthlyRecruitments', 51, 50, true)).toBe(51);
    expect(snapSliderValue('currentTimeToHire', 7, 8, false)).toBe(7);
  });
});
