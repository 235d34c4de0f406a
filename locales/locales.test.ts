import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../shared/languages';
import { NAMESPACES, resources } from './index';

/** Flattens nested resources into "a.b.c" -> text. */
function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
    else throw new Error(`${path} is neither text nor a group`);
  }
  return out;
}

/** i18next plural forms (`count_one`, `count_many`…) differ by language: they count as one key, `count`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * A `_female` context (`jobs.waiter_female`) is the feminine form of a text in the languages whose words agree
 * with a person's gender; i18next falls back to the base key elsewhere, so it counts as the base key too.
 */
const CONTEXT = /_female$/;
const baseKey = (key: string) => key.replace(PLURAL, '').replace(CONTEXT, '');

const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  const flat = new Map(LANGUAGES.map((language) => [language, flatten(resources[language][namespace])]));
  /** The text of a key, or of its plural's `_other` form when the key is a plural's base. */
  const textOf = (language: Language, key: string) => texts(language).get(key) ?? texts(language).get(`${key}_other`);
  const texts = (language: Language) => flat.get(language) ?? new Map<string, string>();
  const allKeys = [...new Set(LANGUAGES.flatMap((language) => [...texts(language).keys()].map(baseKey)))].sort();

  it.each(LANGUAGES)('%s has every key another language has', (language) => {
    const missing = allKeys.filter((key) => textOf(language, key) === undefined);
    expect(missing, `${language}/${namespace}.json lacks these keys`).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', (language) => {
    const empty = [...texts(language)].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('every key has the same placeholders in every language', () => {
    const mismatches = allKeys.flatMap((key) => {
      const expected = placeholders(textOf('en', key) ?? '');
      return LANGUAGES.filter((language) => {
        const text = textOf(language, key);
        return text !== undefined && placeholders(text).join() !== expected.join();
      }).map((language) => `${language}:${namespace}.${key}`);
    });
    expect(mismatches).toEqual([]);
  });
});

describe('the ROI industries', () => {
  it.each(LANGUAGES)('%s labels all eleven industries', (language) => {
    expect(Object.keys((resources[language].roi as { industries: object }).industries)).toHaveLength(11);
  });
});
