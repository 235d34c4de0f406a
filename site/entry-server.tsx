/** Renders one page of the site to HTML in one language, with the CSS its classes need (used by the prerenderer). */
import { extract, twind, virtual } from '@twind/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../shared/languages';
import { i18nFor } from '../widgets/runtime/i18n';
import { twindConfig } from '../widgets/runtime/styles';
import { loadSiteLanguage } from './i18n';
import { useLanguage } from './language';
import { routes } from './routes';
import { headTags, pageMeta } from './seo/meta';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Every rule the markup's classes use, preflight included. */
  css: string;
  /** The head's metadata tags (title, description, canonical, alternates, Open Graph). */
  head: string;
  status: number;
}

export async function render(pathname: string, language: Language, origin: string): Promise<RenderedPage> {
  await loadSiteLanguage(language);
  // While rendering on the server, zustand hooks read a store's initial state (React's server snapshot):
  // the page's language has to be that state, not only the current one.
  Object.assign(useLanguage.getInitialState(), { language });
  useLanguage.setState({ language });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answers a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const { html, css } = extract(markup, twind(twindConfig, virtual()));
  const t = i18nFor(language, 'seo');
  return { html, css, head: headTags(pageMeta({ pathname, language, t, origin })), status: context.statusCode };
}
