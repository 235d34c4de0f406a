/** The site's routes (spec section 2) inside the shared layout; the browser router and the prerenderer both use them. */
import { type ComponentType, useEffect } from 'react';
import { matchRoutes, Outlet, type RouteObject, useLocation } from 'react-router';
import { SITE_ROUTES, type SiteRoute } from '../shared/site-routes';
import { useSiteT } from './i18n';
import { Footer } from './layout/Footer';
import { TopBar } from './layout/TopBar';
import { RouteError } from './pages/errors/ErrorScreens';
import { NotFound } from './pages/NotFound';
import { PageMeta } from './seo/PageMeta';

/** The top bar's anchor `contact` names the section `cta-2`. */
export const sectionId = (hash: string): string => {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id === 'contact' ? 'cta-2' : id;
};

/** Every route change starts at the top, except on the home page when a hash names a section (smooth scroll to it). */
function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (pathname === '/' && hash) {
      document.getElementById(sectionId(hash))?.scrollIntoView({ behavior: 'smooth' });
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}

function Layout() {
  const t = useSiteT();
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
        <Outlet />
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
  '/faq': () => import('./pages/faq/Faq').then((m) => m.Faq),
  '/demo': () => import('./pages/demo/DemoLanding').then((m) => m.DemoLanding),
  '/demo/recruiter': () => import('./pages/demo/DemoRecruiter').then((m) => m.DemoRecruiter),
};

const lazyPage = (path: SiteRoute): RouteObject => ({
  ...(path === '/' ? { index: true } : { path }),
  lazy: async () => ({ Component: await PAGES[path]() }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [...SITE_ROUTES.map(lazyPage), { path: '*', element: <NotFound /> }],
  },
];

/**
 * Loads the code of the pages a URL shows, so that hydrating a prerendered page finds it in place (a lazy
 * route still loading would render nothing and throw the server's HTML away).
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
