/**
 * The ROI section's headline figures ('500 K€', '95 %'): the number inside the translated text, and the value a
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
  after: string;
}

/** The first number in a figure's text and what surrounds it; undefined when the text holds no number. */
export function parseFigure(text: string): Figure | undefined {
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
  const number = value.toFixed(figure.decimals).replace('.', figure.mark);
  return `${figure.before}${number}${figure.after}`;
}

/** The value a counter shows `elapsed` ms after it started: fast at first, settling on the target (ease-out). */
export function countAt(target: number, elapsed: number, duration = COUNTER_MS): number {
  if (duration <= 0 || elapsed >= duration) return target;
  const t = Math.max(0, elapsed) / duration;
  return target * (1 - (1 - t) ** 3);
}
