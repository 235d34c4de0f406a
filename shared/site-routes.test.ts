import { describe, expect, it } from 'vitest';
import { siteRoute } from './site-routes';

describe('siteRoute', () => {
  const routes = ['/', '/faq', '/blog/:id'];
  it.each([
    ['/', '/'],
    ['/faq', '/faq'],
    ['/faq/', '/faq'],
    ['/blog/hiring-at-scale', '/blog/:id'],
    ['/blog', undefined],
    ['/blog/a/b', undefined],
    ['/nope', undefined],
    ['/FAQ', undefined],
  ])('%s is the route %s', (path, expected) => {
    expect(siteRoute(path, routes)).toBe(expected);
  });

  it('knows the site routes by default', () => {
    expect(siteRoute('/demo/recruiter/')).toBe('/demo/recruiter');
    expect(siteRoute('/jobs')).toBeUndefined();
  });
});
