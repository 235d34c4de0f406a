/**
 * The ROI section's headline figures ('€500K', '95 %', '500.000 €'): the number inside the translated text, and the value a
 * counter shows while it runs from 0 to that number. The copy keeps the whole figure, so the prerendered page
 * and screen readers get the final text as written.
 */

/** Spec section 9: counters run for 500 ms by default. */
export const COUNTER_MS = 500;

export interface Figure {
  before: string;
  value: number;
  /** Digits after the decimal mark in the copy, kept while counting. */
  decimals: number;
  /** The decimal mark the copy uses ('.' or ','). */
  mark: string;
  /** The thousands separator of a grouped whole number ('500.000 €', '12,000'), kept while counting. */
  group?: string;
  after: string;
}

/** The first number in a figure's text and what surrounds it; undefined when the text holds no number. */
export function parseFigure(text: string): Figure | undefined {
  // A whole number grouped by thousands, as Spanish ('500.000 €') or English ('12,000') write one.
  const grouped = /\d{1,3}([.,\u00a0\u202f])\d{3}(?:\1\d{3})*(?![\d.,])/.exec(text);
  if (grouped && !/\d/.test(text.slice(0, grouped.index))) {
    const [whole, group = ''] = grouped;
    return {
      before: text.slice(0, grouped.index),
      value: Number(whole.split(group).join('')),
      decimals: 0,
      mark: '.',
      group,
      after: text.slice(grouped.index + whole.length),
    };
  }
  const match = /(\d+)(?:([.,])(\d+))?/.exec(text);
  if (!match) return undefined;
  const [whole, integer, mark = '.', fraction = ''] = match;
  return {
    before: text.slice(0, match.index),
    value: Number(`${integer}.${fraction || '0'}`),
    decimals: fraction.length,
    mark,
    after: text.slice(match.index + whole.length),
  };
}

/** The figure's text with another value in place of its number. */
export function formatFigure(figure: Figure, value: number): string {
  const fixed = value.toFixed(figure.decimals);
  const number = figure.group ? fixed.replace(/\B(?=(\d{3})+(?!\d))/g, figure.group) : fixed.replace('.', figure.mark);
  return `${figure.before}${number}${figure.after}`;
}

/** The value a counter shows `elapsed` ms after it started: fast at first, settling on the target (ease-out). */
export function countAt(target: number, elapsed: number, duration = COUNTER_MS): number {
  if (duration <= 0 || elapsed >= duration) return target;
  const t = Math.max(0, elapsed) / duration;
  return target * (1 - (1 - t) ** 3);
}
