/** The site in the browser: the routes in a browser router, inside the page-wide error screen. */
import { BrowserRouter } from 'react-router';
import { ErrorScreen } from './pages/errors/ErrorScreens';
import { SiteRoutes } from './routes';

export function App() {
  return (
    <ErrorScreen>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </ErrorScreen>
  );
}
