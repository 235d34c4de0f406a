import { describe, expect, it } from 'vitest';
import { caseForKey, DEFAULT_USE_CASE, detailId, isUseCaseId, tabId, USE_CASE_IDS } from './use-cases';

describe('the use cases', () => {
  it('are pre-qualification, reactivation and no-show prevention, in that order, opening on pre-qualification', () => {
    expect(USE_CASE_IDS).toEqual(['pre', 'reactivation', 'nsr']);
    expect(DEFAULT_USE_CASE).toBe('pre');
  });

  it.each([
    ['pre', 'detail-pre'],
    ['reactivation', 'detail-reactivation'],
    ['nsr', 'detail-nsr'],
  ] as const)('%s has its detail block at #%s, labelled by its card', (id, expected) => {
    expect(detailId(id)).toBe(expected);
    expect(tabId(id)).toBe(`use-case-tab-${id}`);
  });

  it.each([
    ['pre', true],
    ['nsr', true],
    ['roi', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('%s is a use case: %s', (value, expected) => {
    expect(isUseCaseId(value)).toBe(expected);
  });
});

describe('moving between the case cards with the keyboard', () => {
  it.each([
    ['pre', 'ArrowRight', 'reactivation'],
    ['reactivation', 'ArrowRight', 'nsr'],
    ['nsr', 'ArrowRight', 'pre'],
    ['pre', 'ArrowDown', 'reactivation'],
    ['pre', 'ArrowLeft', 'nsr'],
    ['reactivation', 'ArrowLeft', 'pre'],
    ['nsr', 'ArrowUp', 'reactivation'],
    ['nsr', 'Home', 'pre'],
    ['pre', 'End', 'nsr'],
    ['reactivation', 'Enter', undefined],
    ['reactivation', 'Tab', undefined],
    ['pre', 'a', undefined],
  ] as const)('from %s, %s selects %s', (current, key, expected) => {
    expect(caseForKey(current, key)).toBe(expected);
  });
});
