import { describe, expect, it } from 'vitest';
import { isSiteRoute } from './site-routes';

describe('isSiteRoute', () => {
  const routes = ['/', '/faq', '/blog/:id'];
  it.each([
    ['/', true],
    ['/faq', true],
    ['/faq/', true],
    ['/blog/hiring-at-scale', true],
    ['/blog', false],
    ['/blog/a/b', false],
    ['/nope', false],
    ['/FAQ', false],
  ])('%s is a page: %s', (path, expected) => {
    expect(isSiteRoute(path, routes)).toBe(expected);
  });
});
