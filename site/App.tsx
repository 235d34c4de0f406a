/** The site in the browser: the routes in a browser router, inside the page-wide error screen. */
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorScreen } from './pages/errors/ErrorScreens';
import { loadRoutesFor, routes } from './routes';

/** The router, once the code of the page the URL shows is loaded (hydration needs it in place). */
export async function createSiteRouter(): Promise<ReturnType<typeof createBrowserRouter>> {
  await loadRoutesFor(location.pathname);
  return createBrowserRouter(routes);
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <ErrorScreen>
      <RouterProvider router={router} />
    </ErrorScreen>
  );
}
