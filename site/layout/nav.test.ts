import { describe, expect, it } from 'vitest';
import { countryName, currentMark, NAV_ITEMS } from './nav';

describe('currentMark', () => {
  it.each([
    ['/faq', '/faq', 'page'],
    ['/faq/', '/faq', 'page'],
    ['/blog/42', '/blog', 'true'],
    ['/blog', '/blog', 'page'],
    ['/blogger', '/blog', undefined],
    ['/', '/faq', undefined],
    ['/use-cases', '/faq', undefined],
  ])('%s against %s -> %s', (pathname, path, mark) => {
    expect(currentMark(pathname, path)).toBe(mark);
  });
});

describe('NAV_ITEMS', () => {
  it('lists the spec top-bar links in order', () => {
    expect(NAV_ITEMS.map((item) => item.id)).toEqual(['meetAlex', 'useCases', 'roi', 'blog', 'faq']);
  });
});

describe('countryName', () => {
  it.each([
    ['FR', 'en', 'France'],
    ['ES', 'fr', 'Espagne'],
    ['DE', 'es', 'Alemania'],
    [undefined, 'en', undefined],
  ] as const)('%s in %s -> %s', (country, language, name) => {
    expect(countryName(country, language)).toBe(name);
  });
});
