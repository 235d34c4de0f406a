/**
 * The site's styles after the first paint. A prerendered page carries the CSS of its own classes inline
 * (with twind's resume data); the twind runtime arrives when the browser is idle, takes those rules over and
 * styles whatever the page changes. On a page that was not prerendered (the development server's) it starts
 * at once, as that page has no CSS of its own.
 */
export function startSiteStyles({ prerendered }: { prerendered: boolean }): void {
  const start = () => void import('./document-styles').then(({ styleDocument }) => styleDocument());
  if (!prerendered) start();
  else if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}
