/** Routes of the site inside the shared layout (top bar, footer). */
import { useEffect } from 'react';
import { createBrowserRouter, Outlet, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useSiteT } from './i18n';
import { useLanguage } from './language';
import { Footer } from './layout/Footer';
import { TopBar } from './layout/TopBar';
import { Home } from './pages/Home';
import { NotFound } from './pages/NotFound';

/** Every route change starts at the top, except on the home page when a hash names a section. */
function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (pathname === '/' && hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}

/** Keeps <html lang>, the title and the description in the visitor's language. */
function DocumentLanguage() {
  const language = useLanguage((s) => s.language);
  const t = useSiteT();
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t('meta.title');
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('meta.description'));
  }, [language, t]);
  return null;
}

function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <ScrollManager />
      <DocumentLanguage />
      <TopBar />
      <main id="content" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
