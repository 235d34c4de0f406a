import { describe, expect, it } from 'vitest';
import { baseLanguage, pickLanguage } from './languages';

describe('baseLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['es_AR', 'es'],
    ['EN-gb', 'en'],
    [' es ', 'es'],
    ['de', undefined],
    ['auto', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (tag, language) => {
    expect(baseLanguage(tag)).toBe(language);
  });
});

describe('pickLanguage', () => {
  it.each([
    [['de-DE', 'fr-FR', 'en'], 'fr'],
    [['', 'es-MX'], 'es'],
    [['de', 'it'], 'en'],
    [[], 'en'],
  ])('%j -> %s', (tags, language) => {
    expect(pickLanguage(tags)).toBe(language);
  });
});
