import { describe, expect, it } from 'vitest';
import { countAt, formatFigure, parseFigure } from './figures';

describe('parseFigure', () => {
  it.each([
    ['500 K€', { before: '', value: 500, decimals: 0, mark: '.', after: ' K€' }],
    ['95%', { before: '', value: 95, decimals: 0, mark: '.', after: '%' }],
    ['43 %', { before: '', value: 43, decimals: 0, mark: '.', after: ' %' }],
    ['-43%', { before: '-', value: 43, decimals: 0, mark: '.', after: '%' }],
    ['4,3/5', { before: '', value: 4.3, decimals: 1, mark: ',', after: '/5' }],
    ['x2.5', { before: 'x', value: 2.5, decimals: 1, mark: '.', after: '' }],
    ['€500K', { before: '€', value: 500, decimals: 0, mark: '.', after: 'K' }],
    ['500.000\u00a0€', { before: '', value: 500000, decimals: 0, mark: '.', group: '.', after: '\u00a0€' }],
    ['€12,345,678', { before: '€', value: 12345678, decimals: 0, mark: '.', group: ',', after: '' }],
  ])('%j', (text, figure) => {
    expect(parseFigure(text)).toEqual(figure);
  });

  it('finds nothing in a text without a number', () => {
    expect(parseFigure('24/7'.replace(/\d/g, ''))).toBeUndefined();
  });

  it.each(['500 K€', '95 %', '4,3/5', '-43%', '€500K', '500.000\u00a0€', '500\u202f000\u00a0€'])(
    '%j formats back to itself at its own value',
    (text) => {
      const figure = parseFigure(text);
      expect(figure && formatFigure(figure, figure.value)).toBe(text);
    },
  );

  it.each([
    ['500 K€', 0, '0 K€'],
    ['500 K€', 123.6, '124 K€'],
    ['4,3/5', 2, '2,0/5'],
    ['500.000\u00a0€', 0, '0\u00a0€'],
    ['500.000\u00a0€', 123456.4, '123.456\u00a0€'],
    ['500.000\u00a0€', 999.6, '1.000\u00a0€'],
  ])('%j shows %d as %j', (text, value, shown) => {
    const figure = parseFigure(text);
    expect(figure && formatFigure(figure, value)).toBe(shown);
  });
});

describe('countAt', () => {
  it.each([
    [500, 0, 0],
    [500, -10, 0],
    [500, 500, 500],
    [500, 900, 500],
    [95, 250, 95 * (1 - 0.5 ** 3)],
  ])('%d after %d ms shows %d', (target, elapsed, value) => {
    expect(countAt(target, elapsed)).toBeCloseTo(value);
  });

  it('never goes back while it counts', () => {
    const values = Array.from({ length: 60 }, (_, i) => countAt(43, i * 10));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('shows the target at once when there is no duration', () => {
    expect(countAt(43, 0, 0)).toBe(43);
  });
});
