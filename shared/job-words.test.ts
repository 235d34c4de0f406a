import { describe, expect, it } from 'vitest';
import { countWords, JOB_WORDS, jobLength, MIN_JOB_CHARACTERS } from './job-words';

describe('countWords', () => {
  it.each([
    ['an empty text', '', 0],
    ['blanks only', ' \n\t ', 0],
    ['one word', 'Warehouse', 1],
    ['words between spaces and line breaks', 'Warehouse  operator\n\nfull\ttime', 4],
    ['a hyphen splits', 'full-time', 2],
    ['an apostrophe splits', "l'équipe", 2],
    ['a typographic apostrophe splits', 'l’équipe', 2],
    ['figures are not words', '25 kg, £12.50, 40 h/week', 3],
    ['punctuation around words', '¡Únete! (H/F) — «Vos missions» ?', 5],
    ['a precomposed accent', 'Café', 1],
    ['a combining accent stays in its word', 'Cafe\u0301 nin\u0303o', 2],
    ['the spec sentence', "L'équipe full-time, 40 h/semaine — ¡Únete!", 7],
    ['Greek and Cyrillic', 'Αποθήκη склад рабочий', 3],
    ['Arabic', 'مطلوب عامل مستودع', 3],
    ['Korean, spaced', '창고 작업자 모집', 3],
    ['Chinese: each character', '招聘仓库操作员', 7],
    ['Japanese: kana and kanji each', '倉庫スタッフ募集', 8],
    ['Latin next to Chinese', 'DHL仓库', 3],
    ['emoji are not words', '🎯 ⚖️ 😊 Warehouse', 1],
  ])('%s', (_name, text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts a text the same in its composed and decomposed forms', () => {
    const text = 'Préparateur de commandes à Lyon, équipe de nuit';
    expect(countWords(text.normalize('NFD'))).toBe(countWords(text.normalize('NFC')));
    expect(countWords(text)).toBe(8);
  });
});

describe('the thresholds', () => {
  it('are the spec and the gateway’s', () => {
    expect(MIN_JOB_CHARACTERS).toBe(20);
    expect(JOB_WORDS).toEqual({ min: 60, target: 100, max: 3000 });
  });

  it.each([
    [0, 'short'],
    [45, 'short'],
    [59, 'short'],
    [60, 'enough'],
    [99, 'enough'],
    [100, 'target'],
    [3000, 'target'],
    [3001, 'long'],
  ] as const)('%d words are %s', (words, length) => {
    expect(jobLength(words)).toBe(length);
  });
});
