/**
 * The site's entry: hydrates the prerendered page in the language it was rendered in (its copy and the
 * page's code loaded first), then starts analytics. The page's CSS is inlined, so the twind runtime only
 * styles what changes afterwards (site/styles.ts).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { baseLanguage, DEFAULT_LANGUAGE } from '../shared/languages';
import { App } from './App';
import { startAnalytics } from './analytics';
import { loadSiteLanguage } from './i18n';
import { loadPageFor } from './routes';
import { startSiteStyles } from './styles';

// A promise chain, not a top-level await: the bundler merges shared chunks into this entry only in a module
// graph without one (each merged chunk is one request less on every page).
void Promise.all([
  loadPageFor(location.pathname),
  loadSiteLanguage(baseLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE),
]).then(start);

function start(): void {
  const root = document.getElementById('root') as HTMLElement;
  startSiteStyles({ prerendered: root.firstElementChild !== null });
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // As a transition, hydration works in slices and lets the browser answer the visitor in between.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  startAnalytics();
}
