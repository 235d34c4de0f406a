/** Keeps the document's head (title, description, canonical, alternates, Open Graph) in step with the page and language. */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
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
  return null;
}
