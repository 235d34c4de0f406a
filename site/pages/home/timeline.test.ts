import { describe, expect, it } from 'vitest';
import { ctaDotsShown, ctaHighlighted, stepReached, timelineProgress } from './timeline';

describe('timelineProgress', () => {
  // A 1000 px viewport: the reading line sits at 600 px.
  it.each([
    ['below the fold', { top: 900, height: 800 }, 0],
    ['top just reaching the reading line', { top: 600, height: 800 }, 0],
    ['a quarter read', { top: 400, height: 800 }, 0.25],
    ['half read', { top: 200, height: 800 }, 0.5],
    ['bottom on the reading line', { top: -200, height: 800 }, 1],
    ['scrolled far past', { top: -3000, height: 800 }, 1],
    ['an empty box above the line', { top: 100, height: 0 }, 1],
    ['an empty box below the line', { top: 700, height: 0 }, 0],
  ])('%s gives %d', (_, box, progress) => {
    expect(timelineProgress(box, 1000)).toBeCloseTo(progress);
  });
});

describe('the call-to-action thresholds', () => {
  it.each([
    [0, false, false],
    [0.8, false, false],
    [0.81, true, false],
    [0.85, true, false],
    [0.86, true, true],
    [1, true, true],
  ])('at %d: highlighted %s, dots %s', (progress, highlighted, dots) => {
    expect(ctaHighlighted(progress)).toBe(highlighted);
    expect(ctaDotsShown(progress)).toBe(dots);
  });
});

describe('stepReached', () => {
  it.each([
    [0, [false, false, false, false]],
    [0.01, [true, false, false, false]],
    [0.25, [true, false, false, false]],
    [0.26, [true, true, false, false]],
    [0.6, [true, true, true, false]],
    [1, [true, true, true, true]],
  ])('at %d the four steps read %j', (progress, reached) => {
    expect([0, 1, 2, 3].map((index) => stepReached(progress, index, 4))).toEqual(reached);
  });
});
