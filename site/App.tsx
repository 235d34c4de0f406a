/** The site in the browser: the routes in a browser router, inside the page-wide error screen. */
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorScreen } from './pages/errors/ErrorScreens';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ErrorScreen>
      <RouterProvider router={router} />
    </ErrorScreen>
  );
}
