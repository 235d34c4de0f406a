/**
 * Copy lint (issue 21) over every string of locales/<language>/<namespace>.json: French typography, the Spanish
 * usted register, nothing left in English, numbers grouped as each language does. A failure lists
 * `language/file.json:key` with the part of the text to fix.
 */

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/languages';
import { type Entry, entries, frenchSpacing, isBareValue, numbers, spanishRegister, untranslated } from './copy-lint';

// --- The table.

describe('copy lint', () => {
  it.each([
    ['French typography', 'fr', () => frenchSpacing(entries('fr'))],
    ['Spanish register (usted)', 'es', () => spanishRegister(entries('es'))],
    ['nothing left in English', 'fr', () => untranslated('fr')],
    ['nothing left in English', 'es', () => untranslated('es')],
    ...LANGUAGES.map(
      (language) =>
        ['numbers grouped as the language does', language, () => numbers(language, entries(language))] as const,
    ),
  ] as const)('%s (%s)', (_rule, _language, findings) => {
    expect(findings()).toEqual([]);
  });
});

// The rules themselves, on made-up strings, so a change to them cannot quietly stop them finding anything.
describe('the copy lint rules', () => {
  const one = (text: string): Entry[] => [{ where: 'x', key: 'x', text }];

  it.each([
    ['Pays détecté : France', 1],
    ['Pays détecté\u00a0: France', 0],
    ['Oups ! « Je ne suis pas un robot »', 3],
    ['Oups\u202f! «\u00a0Je ne suis pas un robot\u00a0»', 0],
    ['10 000 €', 1],
    ['75 %', 1],
    ['Voir https://example.com:8080/a?b', 0],
    ['{{value}}\u00a0%', 0],
    ['Prêt\u00a0?Oui', 0],
    ['Prêt?', 1],
  ])('French typography in %j: %d finding(s)', (text, count) => {
    expect(frenchSpacing(one(text))).toHaveLength(count);
  });

  it.each([
    ['Has alcanzado el límite', 1],
    ['Programa tu llamada', 1],
    ['Inténtalo de nuevo y avísanos', 2],
    ['Recibirás el informe', 1],
    ['Ha alcanzado el límite de su demo', 0],
    ['Alex escucha y elige la mejor pregunta; una prueba gratuita', 0],
    ['Detrás de cada llamada hay más candidatos; contratante, tesis', 0],
  ])('Spanish register in %j: %d finding(s)', (text, count) => {
    expect(spanishRegister(one(text))).toHaveLength(count);
  });

  it.each([
    ['fr', 'Plus de 85 000 entretiens et 10000 euros', 2],
    ['fr', 'Plus de 85\u202f000 entretiens, 10\u00a0000\u00a0€, 4,3/5, 2,5 points, en 2024', 0],
    ['fr', 'ISO 27001 et le Règlement (UE) 2024/1689', 0],
    ['es', 'Más de 85 000 entrevistas', 1],
    ['es', '85.000 entrevistas, 8000 perfiles, 10\u00a0000 €, 2,5 puntos', 0],
    ['es', '3200000 perfiles', 1],
    ['en', '85,000 interviews, 4.3 out of 5, €0.23, 1M+', 0],
    ['en', '85000 interviews and 85 000 calls', 2],
  ] as const)('numbers in %s %j: %d finding(s)', (language, text, count) => {
    expect(numbers(language, one(text))).toHaveLength(count);
  });

  it('finds French or Spanish left in English, but not names and codes', () => {
    expect(isBareValue('{{count}}')).toBe(true);
    expect(isBareValue('30 s')).toBe(true);
    expect(isBareValue('24/7')).toBe(true);
    expect(isBareValue('Play sample')).toBe(false);
  });
});
