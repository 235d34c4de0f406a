/** The site's routes (spec section 2) inside the shared layout; the browser router and the prerenderer both use them. */
import { Component, type ComponentType, type ReactNode, use, useEffect } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { SITE_ROUTES, type SiteRoute, siteRoute } from '../shared/site-routes';
import { loadSiteLanguage, routeCopy, useSiteT } from './i18n';
import { useLanguage } from './language';
import { Footer } from './layout/Footer';
import { landOnSection } from './layout/landing';
import { TopBar } from './layout/TopBar';
import { RouteError } from './pages/errors/ErrorScreens';
import { NotFound } from './pages/NotFound';
import { PageMeta } from './seo/PageMeta';

/** The top bar's anchor `contact` names the section `cta-2`. */
const sectionId = (hash: string): string => {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id === 'contact' ? 'cta-2' : id;
};

/** Every route change starts at the top, except on the home page when a hash names a section (smooth scroll to it). */
function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (pathname === '/' && hash) {
      landOnSection(sectionId(hash));
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}

/** A page that fails to render shows the router's error screen; the layout around it stays usable. */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError />;
  }
}

function Layout() {
  const t = useSiteT();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <ScrollManager />
      <PageMeta />
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar />
      <main id="content" className="flex-1">
        <RouteErrorBoundary key={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

/** Each page is its own chunk: a visitor downloads the code of the pages they open. */
const PAGES: Record<SiteRoute, () => Promise<ComponentType>> = {
  '/': () => import('./pages/home/Home').then((m) => m.Home),
  '/use-cases': () => import('./pages/use-cases/UseCases').then((m) => m.UseCases),
  '/integrations': () => import('./pages/integrations/Integrations').then((m) => m.Integrations),
  '/blog': () => import('./pages/blog/BlogList').then((m) => m.BlogList),
  '/blog/:id': () => import('./pages/blog/BlogPost').then((m) => m.BlogPost),
  '/faq': () => import('./pages/faq/Faq').then((m) => m.Faq),
  '/demo': () => import('./pages/demo/DemoLanding').then((m) => m.DemoLanding),
  '/demo/recruiter': () => import('./pages/demo/DemoRecruiter').then((m) => m.DemoRecruiter),
  '/privacy': () => import('./pages/legal/Privacy').then((m) => m.Privacy),
  '/legal': () => import('./pages/legal/LegalNotice').then((m) => m.LegalNotice),
};

const loaded = new Map<SiteRoute, ComponentType>();
const loading = new Map<SiteRoute, Promise<ComponentType>>();

/** A page's code, with its copy in the language chosen now (a later switch loads its own: site/i18n.ts). */
function loadPage(route: SiteRoute): Promise<ComponentType> {
  let pending = loading.get(route);
  if (!pending) {
    const copy = loadSiteLanguage(useLanguage.getState().language, routeCopy(route));
    pending = Promise.all([PAGES[route](), copy]).then(([page]) => {
      loaded.set(route, page);
      return page;
    });
    loading.set(route, pending);
    pending.catch(() => loading.delete(route));
  }
  return pending;
}

/**
 * Loads the code and the copy of the page a URL shows, so that rendering it (prerendering, or hydrating the
 * prerendered page) finds them in place instead of suspending.
 */
export async function loadPageFor(pathname: string): Promise<void> {
  const route = siteRoute(pathname);
  if (!route) return;
  await Promise.all([loadPage(route), loadSiteLanguage(useLanguage.getState().language, routeCopy(route))]);
}

/** A page, straight away when its code is in; otherwise React waits for it (navigations keep the last page). */
function Page({ route }: { route: SiteRoute }) {
  const Loaded = loaded.get(route) ?? use(loadPage(route));
  return <Loaded />;
}

export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {SITE_ROUTES.map((route) =>
          route === '/' ? (
            <Route key={route} index element={<Page route={route} />} />
          ) : (
            <Route key={route} path={route} element={<Page route={route} />} />
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
