/**
 * "How we calculate": each result's formula with the visitor's own figures, and what the calculator assumes.
 * Every figure comes from shared/roi.ts (the inputs, Alex's days and price, the results): nothing is computed
 * twice, so the lines always say what the tiles show. The words are in the `roi` namespace (`formula.*`).
 */
import type { Language } from '../../shared/languages';
import {
  alexDaysFor,
  alexMonthlyFee,
  computeRoi,
  formatAmount,
  formatNumber,
  formatRoiMultiple,
  ROI_PRESETS,
  type RoiInputs,
} from '../../shared/roi';

/** The calculator's results, in the order the disclosure explains them, with Alex's price before its first use. */
export const FORMULA_KEYS = [
  'currentCost',
  'alexFee',
  'withAlexCost',
  'savings',
  'yearlySavings',
  'timeReduction',
  'vacancyReduction',
  'roi',
] as const;
export type FormulaKey = (typeof FORMULA_KEYS)[number];

interface FormulaLine {
  key: FormulaKey;
  /** The figures the line's template names (`formula.lines.<key>.figures`), written as the language writes them. */
  figures: Record<string, string>;
  /**
   * The result was floored at zero (Alex would cost more than it saves, or today's time to hire is already
   * shorter than Alex's): the line reads `formula.lines.<key>.floored`, since "=" would not hold.
   */
  floored: boolean;
}

type AssumptionKey = 'costPreset' | 'costCustom' | 'daysPreset' | 'daysCustom' | 'withAlex' | 'notCounted';

interface Assumption {
  key: AssumptionKey;
  figures: Record<string, string>;
}

export interface RoiExplanation {
  /** Figures of the introduction (`formula.intro`). */
  intro: Record<string, string>;
  lines: FormulaLine[];
  assumptions: Assumption[];
}

const dayFormats = new Map<Language, Intl.NumberFormat>();
/** Days as the language writes them, half days included (on-demand platforms hire in half a day with Alex). */
const formatDays = (days: number, language: Language): string => {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    dayFormats.set(language, format);
  }
  return format.format(days);
};

/**
 * The formulas and assumptions for the visitor's inputs, in their language. `industryName` is the chosen
 * industry's label as the select shows it.
 */
export function explainRoi(inputs: RoiInputs, language: Language, industryName: string): RoiExplanation {
  const results = computeRoi(inputs);
  const amount = (value: number) => formatAmount(value, language);
  const alexDays = alexDaysFor(inputs.industry);
  const fee = alexMonthlyFee(inputs.monthlyRecruitments);
  // Alex's price is a base plus an amount per hire: both read off the price function itself.
  const feeBase = alexMonthlyFee(0);
  const feePerHire = alexMonthlyFee(1) - feeBase;

  const hires = formatNumber(inputs.monthlyRecruitments, language);
  const days = formatDays(inputs.currentTimeToHire, language);
  const withAlexDays = formatDays(alexDays, language);
  const cost = amount(inputs.costPerDay);
  const current = amount(results.currentCost);
  const withAlex = amount(results.withAlexCost);
  const savings = amount(results.savings);
  const feeText = amount(fee);
  const fewerDays = inputs.currentTimeToHire < alexDays;

  const lines: FormulaLine[] = [
    { key: 'currentCost', figures: { hires, days, cost, result: current }, floored: false },
    {
      key: 'alexFee',
      figures: { base: amount(feeBase), perHire: amount(feePerHire), hires, result: feeText },
      floored: false,
    },
    {
      key: 'withAlexCost',
      figures: { hires, alexDays: withAlexDays, cost, fee: feeText, result: withAlex },
      floored: false,
    },
    {
      key: 'savings',
      figures: { current, withAlex, result: savings },
      floored: results.currentCost < results.withAlexCost,
    },
    { key: 'yearlySavings', figures: { savings, result: amount(results.yearlySavings) }, floored: false },
    {
      key: 'timeReduction',
      figures: { hires, days, alexDays: withAlexDays, result: formatNumber(results.timeReduction, language) },
      floored: fewerDays,
    },
    {
      key: 'vacancyReduction',
      figures: { days, alexDays: withAlexDays, result: formatNumber(results.vacancyReduction, language) },
      floored: fewerDays,
    },
    {
      key: 'roi',
      figures: { savings, fee: feeText, result: formatRoiMultiple(results.roiPercentage, language) },
      floored: false,
    },
  ];

  const preset = inputs.industry !== 'custom';
  const custom = ROI_PRESETS.custom;
  const assumptions: Assumption[] = [
    preset
      ? { key: 'costPreset', figures: { cost, industry: industryName } }
      : { key: 'costCustom', figures: { cost, startCost: amount(custom.costPerDay) } },
    preset
      ? { key: 'daysPreset', figures: { alexDays: withAlexDays, days, industry: industryName } }
      : {
          key: 'daysCustom',
          figures: { alexDays: withAlexDays, days, startDays: formatDays(custom.currentDays, language) },
        },
    { key: 'withAlex', figures: { base: amount(feeBase), perHire: amount(feePerHire) } },
    { key: 'notCounted', figures: {} },
  ];

  return { intro: { hires }, lines, assumptions };
}
