import { describe, expect, it } from 'vitest';
import { ROTATION, ROTATION_START, type RotationState, rotationStep, typedSplit, typingDelay } from './typing';

describe('typedSplit', () => {
  it.each([
    ['Alex calls', 0, '', 'Alex calls'],
    ['Alex calls', 4, 'Alex', ' calls'],
    ['Alex calls', 10, 'Alex calls', ''],
    ['Alex calls', 99, 'Alex calls', ''],
    ['Alex calls', -3, '', 'Alex calls'],
    ['Alex calls', 2.7, 'Al', 'ex calls'],
    // An accented letter is one character, so a typed copy never shows half of it.
    ['Sécurité', 2, 'Sé', 'curité'],
    ['24/7 ✅ ok', 6, '24/7 ✅', ' ok'],
  ])('%j with %d characters typed shows %j then %j', (text, count, typed, rest) => {
    expect(typedSplit(text, count)).toEqual([typed, rest]);
  });
});

describe('typingDelay', () => {
  it('stays between 80 and 100 ms and varies', () => {
    const delays = Array.from({ length: 50 }, (_, i) => typingDelay(i));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(ROTATION.typeMinMs);
    expect(Math.max(...delays)).toBeLessThanOrEqual(ROTATION.typeMaxMs);
    expect(new Set(delays).size).toBeGreaterThan(5);
  });
});

describe('rotationStep', () => {
  const lengths = [3, 2];
  it.each<[string, RotationState, RotationState, number | 'typing']>([
    [
      'the first word, shown in full, waits 2 s then starts deleting',
      ROTATION_START,
      { word: 0, chars: 3, phase: 'deleting' },
      2000,
    ],
    [
      'deleting removes one character at 45 ms',
      { word: 0, chars: 3, phase: 'deleting' },
      { word: 0, chars: 2, phase: 'deleting' },
      45,
    ],
    [
      'an empty word gives way to the next one',
      { word: 0, chars: 0, phase: 'deleting' },
      { word: 1, chars: 0, phase: 'typing' },
      45,
    ],
    [
      'typing adds one character at 80-100 ms',
      { word: 1, chars: 0, phase: 'typing' },
      { word: 1, chars: 1, phase: 'typing' },
      'typing',
    ],
    ['a complete word holds', { word: 1, chars: 2, phase: 'typing' }, { word: 1, chars: 2, phase: 'holding' }, 0],
    [
      'after the last word comes the first again',
      { word: 1, chars: 0, phase: 'deleting' },
      { word: 0, chars: 0, phase: 'typing' },
      45,
    ],
  ])('%s', (_, state, next, delay) => {
    const step = rotationStep(state, lengths);
    expect(step.next).toEqual(next);
    if (delay === 'typing') {
      expect(step.delay).toBeGreaterThanOrEqual(80);
      expect(step.delay).toBeLessThanOrEqual(100);
    } else {
      expect(step.delay).toBe(delay);
    }
  });

  it('cycles through every word and back, each typed in full', () => {
    const words = [5, 8, 4];
    let state = ROTATION_START;
    const shown: number[] = [];
    for (let i = 0; i < 200 && shown.length < 4; i++) {
      state = rotationStep(state, words).next;
      if (state.phase === 'holding') shown.push(state.word);
      if (state.phase === 'holding') expect(state.chars).toBe(words[state.word]);
    }
    expect(shown).toEqual([1, 2, 0, 1]);
  });
});
