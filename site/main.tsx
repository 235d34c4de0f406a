/**
 * The site's entry: hydrates the prerendered page in the language it was rendered in (its copy and the
 * page's code loaded first), then starts the styles runtime and analytics. The page's first paint needs neither: its CSS is
 * inlined, so the twind runtime only styles what changes afterwards.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { baseLanguage, DEFAULT_LANGUAGE } from '../shared/languages';
import { App, createSiteRouter } from './App';
import { startAnalytics } from './analytics';
import { loadSiteLanguage } from './i18n';

const [router] = await Promise.all([
  createSiteRouter(),
  loadSiteLanguage(baseLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE),
]);
const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
void import('../widgets/runtime/styles').then(({ styleDocument }) => styleDocument());
startAnalytics();
