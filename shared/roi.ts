/** ROI calculator rules: industry presets, slider bounds, formulas and euro formatting (spec section 9). */

import type { Language } from './languages';

export const ROI_INDUSTRY_KEYS = [
  'custom',
  'quick-service',
  'hospitality',
  'retail',
  'logistics',
  'collective-catering',
  'interim-staffing',
  'security',
  'healthcare',
  'call-center',
  'on-demand',
] as const;

export type RoiIndustryKey = (typeof ROI_INDUSTRY_KEYS)[number];

export interface RoiIndustryPreset {
  key: RoiIndustryKey;
  /** i18n key of the industry's label, in the `roi` namespace. */
  labelKey: `industries.${RoiIndustryKey}`;
  costPerDay: number;
  currentDays: number;
  /** Days to hire with Alex; `undefined` falls back to {@link DEFAULT_ALEX_DAYS}. */
  alexDays?: number;
  icon: string;
}

/** Days to hire with Alex when a preset gives none. */
const DEFAULT_ALEX_DAYS = 3;

const preset = (
  key: RoiIndustryKey,
  costPerDay: number,
  currentDays: number,
  alexDays: number,
  icon: string,
): RoiIndustryPreset => ({ key, labelKey: `industries.${key}`, costPerDay, currentDays, alexDays, icon });

/** Cost per vacant day / current days to hire / days with Alex, as section 9 lists them. */
export const ROI_PRESETS: Record<RoiIndustryKey, RoiIndustryPreset> = {
  custom: preset('custom', 500, 15, 3, '⚙️'),
  'quick-service': preset('quick-service', 325, 8, 3, '🍔'),
  hospitality: preset('hospitality', 250, 11, 3, '🏨'),
  retail: preset('retail', 200, 8, 3, '🛍️'),
  logistics: preset('logistics', 230, 6, 2, '📦'),
  'collective-catering': preset('collective-catering', 280, 10, 3, '🍽️'),
  'interim-staffing': preset('interim-staffing', 320, 5, 2, '🤝'),
  security: preset('security', 275, 9, 3, '🛡️'),
  healthcare: preset('healthcare', 400, 5, 2, '🩺'),
  'call-center': preset('call-center', 200, 7, 2, '🎧'),
  'on-demand': preset('on-demand', 140, 2, 0.5, '📱'),
};

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

export const ROI_SLIDERS = {
  monthlyRecruitments: { min: 10, max: 1000, step: 1, defaultValue: 50 },
  currentTimeToHire: { min: 2, max: 30, step: 1, defaultValue: 15 },
  costPerDay: { min: 100, max: 2000, step: 50, defaultValue: 500 },
} as const satisfies Record<string, SliderBounds>;

export type RoiSlider = keyof typeof ROI_SLIDERS;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const presetValues = (slider: RoiSlider): number[] =>
  Object.values(ROI_PRESETS).map((p) =>
    slider === 'costPerDay' ? p.costPerDay : slider === 'currentTimeToHire' ? p.currentDays : ROI_SLIDERS[slider].min,
  );

/**
 * The step the range input itself uses. Some presets sit between the visitor's steps (325 € on a 50 € grid), and a
 * browser snaps a range thumb to its step, so the input's grid is fine enough to hold every preset value while
 * {@link snapSliderValue} keeps the visitor's own moves on the spec's step.
 */
export function sliderInputStep(slider: RoiSlider): number {
  const { min, step } = ROI_SLIDERS[slider];
  return presetValues(slider).reduce((acc, value) => gcd(acc, Math.abs(Math.round(value - min))), step);
}

/**
 * Where a visitor's move lands on the spec's grid (multiples of `step` from `min`). A pointer lands on the nearest
 * grid value; a single nudge (arrow key, assistive technology increment) goes to the next grid value in its
 * direction, so it never stays stuck on an off-grid preset value nor rounds back to where it started.
 */
export function snapSliderValue(slider: RoiSlider, next: number, previous: number, nudge: boolean): number {
  const { min, max, step } = ROI_SLIDERS[slider];
  const offset = (next - min) / step;
  let steps = Math.round(offset);
  if (nudge && next !== previous && Math.abs(next - previous) < step) {
    steps = next > previous ? Math.ceil(offset) : Math.floor(offset);
    if (min + steps * step === previous) steps += next > previous ? 1 : -1;
  }
  return Math.min(max, Math.max(min, min + steps * step));
}

export interface RoiInputs {
  industry: RoiIndustryKey;
  monthlyRecruitments: number;
  currentTimeToHire: number;
  costPerDay: number;
}

export interface RoiResults {
  currentCost: number;
  withAlexCost: number;
  /** Monthly savings in euros. */
  savings: number;
  /** Vacancy days saved per month across all recruitments. */
  timeReduction: number;
  roiPercentage: number;
  /** Share of time to hire removed, in percent. */
  vacancyReduction: number;
  yearlySavings: number;
}

/** Fixed monthly cost of the product for a number of monthly recruitments. */
export const alexMonthlyFee = (monthlyRecruitments: number): number => 2000 + 50 * monthlyRecruitments * 1.5;

export const alexDaysFor = (industry: RoiIndustryKey): number => ROI_PRESETS[industry].alexDays ?? DEFAULT_ALEX_DAYS;

export function computeRoi(inputs: RoiInputs): RoiResults {
  const { monthlyRecruitments: hires, currentTimeToHire: days, costPerDay } = inputs;
  const alexDays = alexDaysFor(inputs.industry);
  const fee = alexMonthlyFee(hires);
  const currentCost = hires * days * costPerDay;
  const withAlexCost = hires * alexDays * costPerDay + fee;
  const savings = Math.max(0, currentCost - withAlexCost);
  return {
    currentCost,
    withAlexCost,
    savings,
    timeReduction: Math.max(0, (days - alexDays) * hires),
    roiPercentage: Math.max(0, (savings / fee) * 100),
    vacancyReduction: Math.max(0, ((days - alexDays) / days) * 100),
    yearlySavings: savings * 12,
  };
}

/** The inputs an industry preset gives (the recruitment count is the visitor's own). */
export function applyPreset(inputs: RoiInputs, industry: RoiIndustryKey): RoiInputs {
  if (industry === 'custom') return { ...inputs, industry };
  const { costPerDay, currentDays } = ROI_PRESETS[industry];
  return { ...inputs, industry, costPerDay, currentTimeToHire: currentDays };
}

export const DEFAULT_ROI_INPUTS: RoiInputs = {
  industry: 'custom',
  monthlyRecruitments: ROI_SLIDERS.monthlyRecruitments.defaultValue,
  currentTimeToHire: ROI_SLIDERS.currentTimeToHire.defaultValue,
  costPerDay: ROI_SLIDERS.costPerDay.defaultValue,
};

const formatters = new Map<string, Intl.NumberFormat>();
const formatter = (language: Language, kind: 'money' | 'number' | 'multiple'): Intl.NumberFormat => {
  const key = `${language}:${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'money'
        ? { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }
        : kind === 'number'
          ? { maximumFractionDigits: 0 }
          : { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    format = new Intl.NumberFormat(language, options);
    formatters.set(key, format);
  }
  return format;
};

/** Rounded to the euro, as the language writes an amount: "€12,345" (en), "12 345 €" (fr), "12.345 €" (es). */
export const formatAmount = (value: number, language: Language): string =>
  formatter(language, 'money').format(Math.round(value) || 0);

/** A whole number (days, hires, percent) grouped as the language groups it: "5,000" (en), "5 000" (fr). */
export const formatNumber = (value: number, language: Language): string =>
  formatter(language, 'number').format(Math.round(value) || 0);

/** The ROI multiple shown on screen: the percentage over 100, one decimal in the language's mark, then 'x'. */
export const formatRoiMultiple = (roiPercentage: number, language: Language): string =>
  `${formatter(language, 'multiple').format(roiPercentage / 100)}x`;
