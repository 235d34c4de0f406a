/**
 * Keeps the document's head (title, description, canonical, alternates, Open Graph) in step with the page and
 * language, and counts the page view.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { siteRoute } from '../../shared/site-routes';
import { track } from '../analytics';
import { usePageT, useShownLanguage } from '../i18n';
import { applyMeta, type MetaOverride, pageMeta } from './meta';

/**
 * The page and language the prerendered head describes: its structured data (JSON-LD) is about them, and is
 * taken out once the visitor moves to another page or language in the browser rather than left to describe
 * the wrong one.
 */
const prerendered =
  typeof document === 'undefined'
    ? undefined
    : { pathname: location.pathname, language: document.documentElement.lang };

/** Metadata a page sets from its own data (a blog post's title…), for the path it was set on. */
const useOverride = create<{ pathname?: string; override?: MetaOverride }>()(() => ({}));

/** A page's own metadata while it shows; `undefined` keeps its route's. */
export function useMetaOverride(override: MetaOverride | undefined): void {
  const { pathname } = useLocation();
  const key = JSON.stringify(override ?? null);
  useEffect(() => {
    const value = JSON.parse(key) as MetaOverride | null;
    useOverride.setState({ pathname, override: value ?? undefined });
    return () => useOverride.setState({ pathname: undefined, override: undefined });
  }, [pathname, key]);
}

export function PageMeta() {
  const { pathname, search } = useLocation();
  const language = useShownLanguage();
  const t = usePageT('seo');
  const override = useOverride((s) => (s.pathname === pathname ? s.override : undefined));
  // A post's page takes its metadata from the post: until the page has it, the head stays as it is (prerendered).
  const waiting = siteRoute(pathname) === '/blog/:id' && !override;
  useEffect(() => {
    if (waiting) return;
    const region = new URLSearchParams(search).get('region') ?? undefined;
    applyMeta(document, pageMeta({ pathname, language, t, origin: location.origin, region, override }));
    if (prerendered && (prerendered.pathname !== pathname || prerendered.language !== language)) {
      for (const data of document.head.querySelectorAll('script[type="application/ld+json"]')) data.remove();
    }
  }, [pathname, search, language, t, override, waiting]);
  // One page view per page shown (spec section 7, navigation), with its language.
  useEffect(() => {
    track('page_viewed', { path: pathname, language: document.documentElement.lang });
  }, [pathname]);
  return null;
}
