/** The site's routes: the router renders them, the prerenderer writes them per language, the gateway answers 200 for them. */

export const SITE_ROUTES = [
  '/',
  '/use-cases',
  '/integrations',
  '/blog',
  '/blog/:id',
  '/faq',
  '/demo',
  '/demo/recruiter',
  '/privacy',
  '/legal',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Whether a path matches a route pattern, ignoring a trailing slash; `:name` segments match any one segment. */
const matches = (pattern: string, pathname: string): boolean => {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const parts = pattern.replace(/\/+$/, '').split('/');
  return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
};

/** The route a path is (its pattern); undefined for a path the site does not have. */
export function siteRoute<R extends string = SiteRoute>(
  pathname: string,
  routes: readonly R[] = SITE_ROUTES as unknown as readonly R[],
): R | undefined {
  return routes.find((route) => matches(route, pathname));
}
