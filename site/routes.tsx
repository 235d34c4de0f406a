/** The site's routes (spec section 2) inside the shared layout; the browser router and the prerenderer both use them. */
import { useEffect } from 'react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { SITE_ROUTES } from '../shared/site-routes';
import { useSiteT } from './i18n';
import { Footer } from './layout/Footer';
import { TopBar } from './layout/TopBar';
import { DemoLanding } from './pages/demo/DemoLanding';
import { DemoRecruiter } from './pages/demo/DemoRecruiter';
import { RouteError } from './pages/errors/ErrorScreens';
import { Faq } from './pages/faq/Faq';
import { Home } from './pages/home/Home';
import { Integrations } from './pages/integrations/Integrations';
import { NotFound } from './pages/NotFound';
import { UseCases } from './pages/use-cases/UseCases';
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

const PAGES: Record<(typeof SITE_ROUTES)[number], () => React.ReactNode> = {
  '/': () => <Home />,
  '/use-cases': () => <UseCases />,
  '/integrations': () => <Integrations />,
  '/faq': () => <Faq />,
  '/demo': () => <DemoLanding />,
  '/demo/recruiter': () => <DemoRecruiter />,
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      ...SITE_ROUTES.map((path) =>
        path === '/' ? { index: true, element: PAGES[path]() } : { path, element: PAGES[path]() },
      ),
      { path: '*', element: <NotFound /> },
    ],
  },
];
