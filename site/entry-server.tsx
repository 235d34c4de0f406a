/** Renders one page of the site to HTML in one language, with the CSS its classes need (used by the prerenderer). */
import { extract, twind, virtual } from '@twind/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { i18nFor } from '../shared/i18n';
import type { Language } from '../shared/languages';
import { siteRoute } from '../shared/site-routes';
import { twindConfig } from '../shared/twind';
import { prerenderWidgets } from '../widgets/server';
import { loadSiteLanguage } from './i18n';
import { useLanguage } from './language';
import { type BlogSnapshot, primeBlog, snapshotScript } from './pages/blog/data';
import { postMeta } from './pages/blog/meta';
import { TYPING_CLASSES } from './pages/home/TypedText';
import { loadPageFor, SiteRoutes } from './routes';
import { headTags, pageMeta } from './seo/meta';
import { pageStructuredData } from './seo/structured-data';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Every rule the markup's classes use, preflight included, with twind's resume data. */
  css: string;
  /** The head's metadata tags (title, description, canonical, alternates, Open Graph). */
  head: string;
}

/** `blog`: the data a blog page is rendered with, carried in the page for its hydration. */
export async function render(
  pathname: string,
  language: Language,
  origin: string,
  blog?: BlogSnapshot,
): Promise<RenderedPage> {
  await loadSiteLanguage(language);
  primeBlog(blog);
  // While rendering on the server, zustand hooks read a store's initial state (React's server snapshot):
  // the page's language has to be that state, not only the current one.
  Object.assign(useLanguage.getInitialState(), { language });
  useLanguage.setState({ language });
  await loadPageFor(pathname);
  const markup = renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <SiteRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  // With resume data: the browser's twind picks these rules up instead of generating them again.
  const tw = twind(twindConfig, virtual(true));
  tw(TYPING_CLASSES);
  const { html: page, css } = extract(markup, tw);
  // Each widget's first view in its own shadow root, with its own styles (after the page's CSS is taken).
  const html = await prerenderWidgets(page, { language, origin });
  const t = i18nFor(language, 'seo');
  const override = blog?.post !== undefined ? postMeta(blog.post, t) : undefined;
  const meta = pageMeta({ pathname, language, t, origin, override });
  const structured = pageStructuredData({
    route: siteRoute(pathname),
    language,
    origin,
    canonical: meta.canonical,
    t,
    faqT: i18nFor(language, 'faq'),
    post: blog?.post,
  });
  const head = `${headTags(meta)}\n    ${structured}`;
  return { html, css, head: blog ? `${head}\n    ${snapshotScript(blog)}` : head };
}
