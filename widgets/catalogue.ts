/** The widgets this package builds: tag, entry module and the space each reserves before it renders. */

export interface WidgetEntry {
  tag: `alex-${string}`;
  /** Output name of the module (`roi-calculator` -> /widgets/roi-calculator-<hash>.js). */
  name: string;
  /** Entry file, relative to the repository root. */
  entry: string;
  /**
   * Height held for the element from the moment embed.js runs until it renders, so the page does not jump:
   * the widget's measured height in one column (narrow screens) and in two (viewports of 720 px and more).
   */
  reserve: { narrow: number; wide: number };
}

export const WIDGETS: WidgetEntry[] = [
  {
    tag: 'alex-roi-calculator',
    name: 'roi-calculator',
    entry: 'widgets/roi-calculator/element.ts',
    reserve: { narrow: 1002, wide: 626 },
  },
];
