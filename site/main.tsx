/** The site's entry: shared styles, then the router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { styleDocument } from '../widgets/runtime/styles';
import { App } from './App';

styleDocument();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
