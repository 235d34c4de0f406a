/** The site's routes: the router renders them and the gateway answers 200 for them (404 for anything else). */

export const SITE_ROUTES = ['/'] as const;

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
