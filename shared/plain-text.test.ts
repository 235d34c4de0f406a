import { describe, expect, it } from 'vitest';
import { isSingleLineText } from './plain-text';

describe('one line of plain text', () => {
  it.each([
    ['a name', 'Ann'],
    ['accents and a ligature', 'Œuvre Hélène-Françoise'],
    ['an apostrophe and a hyphen', "O'Brien-Smith"],
    ['spaces', 'Entrepôts du Rhône SA'],
    ['an emoji (a surrogate pair)', 'Ann 😀'],
    ['a flag (two pairs)', 'Ann 🇫🇷'],
    ['Arabic (right-to-left letters, no override)', 'شركة النقل'],
    ['Hebrew', 'דנה'],
    ['Chinese', '王芳'],
    ['a zero-width joiner in an emoji', '👩‍💻'],
    ['an e-mail address', 'ann.martin@example.com'],
    ['nothing', ''],
  ])('keeps %s', (_name, text) => {
    expect(isSingleLineText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'Ann\u0000'],
    ['a line feed', 'Ann\nBcc: x@example.com'],
    ['a carriage return', 'Ann\rMartin'],
    ['CR LF', 'Ann\r\nMartin'],
    ['a tab', 'Ann\tMartin'],
    ['escape', 'Ann\u001b[31m'],
    ['DEL', 'Ann\u007f'],
    ['a C1 control (NEL)', 'Ann\u0085Martin'],
    ['the line separator', 'Ann\u2028Martin'],
    ['the paragraph separator', 'Ann\u2029Martin'],
    ['a lone high surrogate', 'Ann\ud83d'],
    ['a lone low surrogate', '\ude00Ann'],
    ['two high surrogates', '\ud83d\ud83d'],
    ['left-to-right embedding U+202A', 'Ann\u202aMartin'],
    ['right-to-left embedding U+202B', 'Ann\u202bMartin'],
    ['pop directional formatting U+202C', 'Ann\u202cMartin'],
    ['left-to-right override U+202D', 'Ann\u202dMartin'],
    ['right-to-left override U+202E', 'moc.elpmaxe@\u202enna'],
    ['left-to-right isolate U+2066', 'Ann\u2066Martin'],
    ['right-to-left isolate U+2067', 'Ann\u2067Martin'],
    ['first strong isolate U+2068', 'Ann\u2068Martin'],
    ['pop directional isolate U+2069', 'Ann\u2069Martin'],
  ])('refuses %s', (_name, text) => {
    expect(isSingleLineText(text)).toBe(false);
  });
});
