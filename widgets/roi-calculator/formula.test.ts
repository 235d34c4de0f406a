import { describe, expect, it } from 'vitest';
import en from '../../locales/en/roi.json';
import es from '../../locales/es/roi.json';
import fr from '../../locales/fr/roi.json';
import { addTranslations, i18nFor } from '../../shared/i18n';
import type { Language } from '../../shared/languages';
import {
  applyPreset,
  computeRoi,
  DEFAULT_ROI_INPUTS,
  formatAmount,
  formatNumber,
  formatRoiMultiple,
  ROI_INDUSTRY_KEYS,
  type RoiInputs,
} from '../../shared/roi';
import { explainRoi, FORMULA_KEYS, type FormulaKey } from './formula';

addTranslations('roi', { en, fr, es });

/** What the disclosure shows: each line's figures as the visitor reads them, and the assumptions' keys. */
function shown(inputs: RoiInputs, language: Language) {
  const t = i18nFor(language, 'roi') as unknown as (key: string, values?: object) => string;
  const explanation = explainRoi(inputs, language, t(`industries.${inputs.industry}`));
  return {
    intro: t('formula.intro', explanation.intro),
    figures: Object.fromEntries(
      explanation.lines.map((line) => [
        line.key,
        t(`formula.lines.${line.key}.${line.floored ? 'floored' : 'figures'}`, line.figures),
      ]),
    ) as Record<FormulaKey, string>,
    words: Object.fromEntries(
      explanation.lines.map((line) => [line.key, t(`formula.lines.${line.key}.words`, line.figures)]),
    ) as Record<FormulaKey, string>,
    assumptions: explanation.assumptions.map((a) => t(`formula.assumptions.${a.key}`, a.figures)),
    assumptionKeys: explanation.assumptions.map((a) => a.key),
  };
}

const NB = '\u00a0';
const NNB = '\u202f';

describe('explainRoi: each formula with the visitor’s figures', () => {
  it.each([
    {
      name: 'the defaults (custom), in English',
      inputs: DEFAULT_ROI_INPUTS,
      language: 'en',
      figures: {
        currentCost: '50 × 15 × €500 = €375,000',
        alexFee: '€2,000 + €75 × 50 = €5,750',
        withAlexCost: '50 × 3 × €500 + €5,750 = €80,750',
        savings: '€375,000 − €80,750 = €294,250',
        yearlySavings: '12 × €294,250 = €3,531,000',
        timeReduction: '50 × (15 − 3) = 600 days',
        vacancyReduction: '(15 − 3) ÷ 15 = 80%',
        roi: '€294,250 ÷ €5,750 = 51.2x',
      },
      assumptions: ['costCustom', 'daysCustom', 'withAlex', 'notCounted'],
    },
    {
      name: 'healthcare, in French',
      inputs: applyPreset(DEFAULT_ROI_INPUTS, 'healthcare'),
      language: 'fr',
      figures: {
        currentCost: `50 × 5 × 400${NB}€ = 100${NNB}000${NB}€`,
        alexFee: `2${NNB}000${NB}€ + 75${NB}€ × 50 = 5${NNB}750${NB}€`,
        withAlexCost: `50 × 2 × 400${NB}€ + 5${NNB}750${NB}€ = 45${NNB}750${NB}€`,
        savings: `100${NNB}000${NB}€ − 45${NNB}750${NB}€ = 54${NNB}250${NB}€`,
        yearlySavings: `12 × 54${NNB}250${NB}€ = 651${NNB}000${NB}€`,
        timeReduction: '50 × (5 − 2) = 150 jours',
        vacancyReduction: `(5 − 2) ÷ 5 = 60${NB}%`,
        roi: `54${NNB}250${NB}€ ÷ 5${NNB}750${NB}€ = 9,4x`,
      },
      assumptions: ['costPreset', 'daysPreset', 'withAlex', 'notCounted'],
    },
    {
      name: 'on-demand platforms (half a day with Alex), in Spanish',
      inputs: applyPreset({ ...DEFAULT_ROI_INPUTS, monthlyRecruitments: 1000 }, 'on-demand'),
      language: 'es',
      figures: {
        currentCost: `1000 × 2 × 140${NB}€ = 280.000${NB}€`,
        alexFee: `2000${NB}€ + 75${NB}€ × 1000 = 77.000${NB}€`,
        withAlexCost: `1000 × 0,5 × 140${NB}€ + 77.000${NB}€ = 147.000${NB}€`,
        savings: `280.000${NB}€ − 147.000${NB}€ = 133.000${NB}€`,
        yearlySavings: `12 × 133.000${NB}€ = 1.596.000${NB}€`,
        timeReduction: '1000 × (2 − 0,5) = 1500 días',
        vacancyReduction: `(2 − 0,5) ÷ 2 = 75${NB}%`,
        roi: `133.000${NB}€ ÷ 77.000${NB}€ = 1,7x`,
      },
      assumptions: ['costPreset', 'daysPreset', 'withAlex', 'notCounted'],
    },
    {
      name: 'every slider at its minimum: the floored lines say so instead of a false "="',
      inputs: { industry: 'custom', monthlyRecruitments: 10, currentTimeToHire: 2, costPerDay: 100 },
      language: 'en',
      figures: {
        currentCost: '10 × 2 × €100 = €2,000',
        alexFee: '€2,000 + €75 × 10 = €2,750',
        withAlexCost: '10 × 3 × €100 + €2,750 = €5,750',
        savings: '€2,000 − €5,750 is below zero, so €0',
        yearlySavings: '12 × €0 = €0',
        timeReduction: '10 × (2 − 3) is below zero, so 0 days',
        vacancyReduction: '(2 − 3) ÷ 2 is below zero, so 0%',
        roi: '€0 ÷ €2,750 = 0.0x',
      },
      assumptions: ['costCustom', 'daysCustom', 'withAlex', 'notCounted'],
    },
  ] as const)('$name', ({ inputs, language, figures, assumptions }) => {
    const view = shown(inputs as RoiInputs, language);
    expect(view.figures).toEqual(figures);
    expect(view.assumptionKeys).toEqual(assumptions);
  });

  it.each([
    ['en', 'Per month, for your 50 hires. Change a figure above and these lines follow.'],
    ['fr', `Par mois, pour vos 50 recrutements. Modifiez une valeur ci-dessus${NB}: ces lignes suivent.`],
    ['es', 'Al mes, para sus 50 contrataciones. Si cambia una cifra arriba, estas líneas se actualizan.'],
  ] as const)('introduces the lines in %s', (language, intro) => {
    expect(shown(DEFAULT_ROI_INPUTS, language).intro).toBe(intro);
  });

  it.each([
    [
      'en',
      "Cost with Alex counts the vacant days left while Alex hires, plus Alex's price: €2,000 a month and €75 per hire.",
    ],
    [
      'fr',
      `Le coût avec Alex compte les jours de vacance qui restent pendant qu'Alex recrute, plus le prix d'Alex${NB}: 2${NNB}000${NB}€ par mois et 75${NB}€ par recrutement.`,
    ],
    [
      'es',
      'El coste con Alex incluye los días de vacante que quedan mientras Alex contrata, más el precio de Alex: 2000\u00a0€ al mes y 75\u00a0€ por contratación.',
    ],
  ] as const)('says what the cost with Alex includes, in %s', (language, text) => {
    expect(shown(DEFAULT_ROI_INPUTS, language).assumptions).toContain(text);
  });

  it.each([
    ['retail', 'en', '€200 is our estimate for the industry you chose (Retail)'],
    ['retail', 'fr', `200${NB}€, c'est notre estimation pour le secteur choisi (Commerce de détail)`],
    ['logistics', 'es', '230\u00a0€ es nuestra estimación para el sector elegido (Logística y almacenes)'],
    ['custom', 'en', 'It is the figure on the slider (the calculator starts at €500)'],
  ] as const)('names where the cost per day comes from: %s in %s', (industry, language, part) => {
    const view = shown(applyPreset(DEFAULT_ROI_INPUTS, industry), language);
    expect(view.assumptions[0]).toContain(part);
  });

  it('has a line for every result the calculator shows, and Alex’s price', () => {
    expect(explainRoi(DEFAULT_ROI_INPUTS, 'en', 'Custom').lines.map((l) => l.key)).toEqual([...FORMULA_KEYS]);
  });

  it('leaves no placeholder unfilled in any language, floored or not', () => {
    const cases: RoiInputs[] = [
      DEFAULT_ROI_INPUTS,
      applyPreset(DEFAULT_ROI_INPUTS, 'call-center'),
      { industry: 'custom', monthlyRecruitments: 10, currentTimeToHire: 2, costPerDay: 100 },
    ];
    for (const language of ['en', 'fr', 'es'] as const) {
      for (const inputs of cases) {
        const view = shown(inputs, language);
        for (const text of [
          view.intro,
          ...Object.values(view.figures),
          ...Object.values(view.words),
          ...view.assumptions,
        ])
          expect(text, `${language} ${inputs.industry}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });
});

describe('explainRoi: the shown formulas give the shown results', () => {
  // English figures read back as numbers: "€5,750" -> 5750, "0.5" -> 0.5 (NaN past the last, failing the check).
  type Figures = [number, number, number, number, number];
  const numbersIn = (text: string): Figures => {
    const found = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
    return [0, 1, 2, 3, 4].map((i) => found[i] ?? Number.NaN) as Figures;
  };
  const evaluate: Record<FormulaKey, (n: Figures) => [computed: number, shown: number]> = {
    currentCost: ([h, d, c, r]) => [h * d * c, r],
    alexFee: ([base, perHire, h, r]) => [base + perHire * h, r],
    withAlexCost: ([h, a, c, fee, r]) => [h * a * c + fee, r],
    savings: ([current, withAlex, r]) => [Math.max(0, current - withAlex), r],
    yearlySavings: ([twelve, s, r]) => [twelve * s, r],
    timeReduction: ([h, d, a, r]) => [Math.max(0, h * (d - a)), r],
    vacancyReduction: ([d, a, d2, r]) => [Math.max(0, ((d - a) / d2) * 100), r],
    roi: ([s, fee, r]) => [(s / fee) * 100, r * 100],
  };

  const inputsToTry: RoiInputs[] = ROI_INDUSTRY_KEYS.flatMap((industry) =>
    [10, 50, 333, 1000].map((monthlyRecruitments) =>
      applyPreset({ ...DEFAULT_ROI_INPUTS, monthlyRecruitments }, industry),
    ),
  );

  it.each(inputsToTry.map((inputs) => [`${inputs.industry}, ${inputs.monthlyRecruitments} hires`, inputs] as const))(
    '%s',
    (_name, inputs) => {
      const { figures } = shown(inputs, 'en');
      const results = computeRoi(inputs);
      for (const key of FORMULA_KEYS) {
        const [computed, result] = evaluate[key](numbersIn(figures[key]));
        // Each side is rounded as the calculator rounds it (euros, days and percent to the unit, ROI to 0.1x).
        expect(Math.abs(computed - result), `${key}: ${figures[key]}`).toBeLessThanOrEqual(
          key === 'roi' ? 5 : 0.5 + 1e-9,
        );
      }
      // And each line ends on the figure its tile shows.
      expect(figures.savings.endsWith(formatAmount(results.savings, 'en'))).toBe(true);
      expect(figures.yearlySavings.endsWith(formatAmount(results.yearlySavings, 'en'))).toBe(true);
      expect(figures.timeReduction.endsWith(`${formatNumber(results.timeReduction, 'en')} days`)).toBe(true);
      expect(figures.vacancyReduction.endsWith(`${formatNumber(results.vacancyReduction, 'en')}%`)).toBe(true);
      expect(figures.roi.endsWith(formatRoiMultiple(results.roiPercentage, 'en'))).toBe(true);
      expect(figures.currentCost.endsWith(formatAmount(results.currentCost, 'en'))).toBe(true);
      expect(figures.withAlexCost.endsWith(formatAmount(results.withAlexCost, 'en'))).toBe(true);
    },
  );
});
