/** The site's entry: shared styles, then the router, hydrating the prerendered page (or rendering into an empty one). */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { styleDocument } from '../widgets/runtime/styles';
import { App } from './App';
import { startAnalytics } from './analytics';

styleDocument();
const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
startAnalytics();
