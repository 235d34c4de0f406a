/** The widgets this package builds: tag, entry module and the space each reserves before it renders. */

export interface WidgetEntry {
  tag: `alex-${string}`;
  /** Output name of the module (`roi-calculator` -> /widgets/roi-calculator-<hash>.js). */
  name: string;
  /** Entry file, relative to the repository root. */
  entry: string;
  /**
   * Height held for the element from the moment embed.js runs until it renders, so the page does not jump:
   * the widget's measured height per language, in one column (a 390 px phone, 358 px of content) and in
   * two (viewports of 720 px and more, 1068 px of content). Texts wrap differently in each language.
   */
  reserve: WidgetReserve;
}

type WidgetReserve = Record<'narrow' | 'wide', Record<'en' | 'fr' | 'es', number>>;

export const WIDGETS: WidgetEntry[] = [
  {
    tag: 'alex-roi-calculator',
    name: 'roi-calculator',
    entry: 'widgets/roi-calculator/element.ts',
    reserve: { narrow: { en: 1103, fr: 1163, es: 1167 }, wide: { en: 743, fr: 743, es: 743 } },
  },
  {
    tag: 'alex-demo-wizard',
    name: 'demo-wizard',
    entry: 'widgets/demo-wizard/element.ts',
    reserve: { narrow: { en: 1322, fr: 1386, es: 1382 }, wide: { en: 1078, fr: 1078, es: 1098 } },
  },
  {
    tag: 'alex-live-calls',
    name: 'live-calls',
    entry: 'widgets/live-calls/element.ts',
    reserve: { narrow: { en: 1030, fr: 1054, es: 1050 }, wide: { en: 974, fr: 998, es: 974 } },
  },
  {
    tag: 'alex-audio-player',
    name: 'audio-player',
    entry: 'widgets/audio-player/element.ts',
    reserve: { narrow: { en: 190, fr: 190, es: 190 }, wide: { en: 118, fr: 118, es: 118 } },
  },
];
