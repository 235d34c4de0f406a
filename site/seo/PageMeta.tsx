/**
 * Keeps the document's head (title, description, canonical, alternates, Open Graph) in step with the page and
 * language, and counts the page view.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../analytics';
import { usePageT, useShownLanguage } from '../i18n';
import { applyMeta, pageMeta } from './meta';

export function PageMeta() {
  const { pathname, search } = useLocation();
  const language = useShownLanguage();
  const t = usePageT('seo');
  useEffect(() => {
    const region = new URLSearchParams(search).get('region') ?? undefined;
    applyMeta(document, pageMeta({ pathname, language, t, origin: location.origin, region }));
  }, [pathname, search, language, t]);
  // One page view per page shown (spec section 7, navigation), with its language.
  useEffect(() => {
    track('page_viewed', { path: pathname, language: document.documentElement.lang });
  }, [pathname]);
  return null;
}
