import { describe, expect, it } from 'vitest';
import {
  acceptedLanguageTags,
  baseLanguage,
  COUNTRY_LANGUAGES,
  countryCode,
  languageForCountry,
  pickLanguage,
  tagRegion,
} from './languages';

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

describe('languageForCountry', () => {
  it.each([
    // English-speaking countries.
    ['US', 'en'],
    ['GB', 'en'],
    ['IE', 'en'],
    ['AU', 'en'],
    // Canada is bilingual and gets English.
    ['CA', 'en'],
    // French-speaking countries.
    ['FR', 'fr'],
    ['BE', 'fr'],
    ['CH', 'fr'],
    ['LU', 'fr'],
    ['SN', 'fr'],
    ['CI', 'fr'],
    ['MA', 'fr'],
    ['RE', 'fr'],
    // Spanish-speaking countries.
    ['ES', 'es'],
    ['MX', 'es'],
    ['AR', 'es'],
    ['CO', 'es'],
    ['CL', 'es'],
    ['PE', 'es'],
    ['UY', 'es'],
    // Lower case is still a country.
    ['fr', 'fr'],
    // Other and unknown countries.
    ['DE', 'en'],
    ['JP', 'en'],
    ['XX', 'en'],
    ['T1', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['FRA', 'en'],
  ])('%s -> %s', (country, language) => {
    expect(languageForCountry(country)).toBe(language);
  });

  it('lists each country under one language only', () => {
    const all = Object.values(COUNTRY_LANGUAGES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((code) => countryCode(code) === code)).toBe(true);
  });
});

describe('countryCode', () => {
  it.each([
    ['FR', 'FR'],
    [' de ', 'DE'],
    ['us', 'US'],
    ['XX', undefined],
    ['ZZ', undefined],
    ['T1', undefined],
    ['France', undefined],
    ['F', undefined],
    ['', undefined],
    [42, undefined],
    [null, undefined],
  ])('%j -> %s', (value, code) => {
    expect(countryCode(value)).toBe(code);
  });
});

describe('acceptedLanguageTags', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', ['fr-CA', 'fr', 'en']],
    ['en;q=0.5, es-MX', ['es-MX', 'en']],
    ['de;q=0.7,it;q=0.7', ['de', 'it']],
    ['*', []],
    ['fr;q=0, en', ['en']],
    ['', []],
    [undefined, []],
    ['<script>,es', ['es']],
  ])('%j -> %j', (header, tags) => {
    expect(acceptedLanguageTags(header)).toEqual(tags);
  });
});

describe('tagRegion', () => {
  it.each([
    ['fr-CA', 'CA'],
    ['es_ar', 'AR'],
    ['zh-Hant-TW', 'TW'],
    ['es-419', undefined],
    ['fr', undefined],
    ['en-XX', undefined],
  ])('%s -> %s', (tag, region) => {
    expect(tagRegion(tag)).toBe(region);
  });
});
