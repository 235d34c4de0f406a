/** The site's routes: the router renders them, the prerenderer writes them per language, the gateway answers 200 for them. */

export const SITE_ROUTES = ['/', '/use-cases', '/integrations', '/faq', '/demo', '/demo/recruiter'] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Whether a path is a page of the site; `:name` segments match any single segment. */
export function isSiteRoute(pathname: string, routes: readonly string[] = SITE_ROUTES): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return routes.some((route) => {
    const pattern = route.replace(/\/+$/, '').split('/');
    return (
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}

/** The route a path is, ignoring a trailing slash; undefined for a path the site does not have. */
export function siteRoute(pathname: string): SiteRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SITE_ROUTES.find((route) => route === normalized);
}
