/**
 * The site's copy: its namespaces on the page's shared i18next instance. A page loads only the language it
 * shows, and of it the core (one chunk) and its own page copy; switching language loads the other before the
 * words change.
 */
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { create } from 'zustand';
import { addTranslation, i18nFor } from '../shared/i18n';
import type { Language } from '../shared/languages';
import { siteRoute } from '../shared/site-routes';
import { useLanguage } from './language';
import {
  CORE_NAMESPACES,
  PAGE_COPY,
  type PageNamespace,
  routeCopy,
  type SiteCopy,
  type SiteNamespace,
} from './page-copy';

export {
  type PageNamespace,
  routeCopy,
  type SiteCopy,
  type SiteNamespace,
} from './page-copy';

const CORE: Record<Language, () => Promise<{ default: SiteCopy }>> = {
  en: () => import('./copy/en'),
  fr: () => import('./copy/fr'),
  es: () => import('./copy/es'),
};

/** What is registered: a language's core (`fr`) and its page copy (`fr:blog`). */
const useLoaded = create<{ parts: ReadonlySet<string> }>()(() => ({ parts: new Set() }));
const loading = new Map<string, Promise<void>>();

function loadPart(part: string, load: () => Promise<void>): Promise<void> {
  let pending = loading.get(part);
  if (!pending) {
    pending = load().then(() => useLoaded.setState((s) => ({ parts: new Set([...s.parts, part]) })));
    loading.set(part, pending);
    pending.catch(() => loading.delete(part));
  }
  return pending;
}

/** Registers a language's core copy and the page copy named (once each); resolves when `t` can read them. */
export function loadSiteLanguage(language: Language, pages: readonly PageNamespace[] = []): Promise<void> {
  const core = loadPart(language, () =>
    CORE[language]().then(({ default: copy }) => {
      for (const namespace of CORE_NAMESPACES) addTranslation(language, namespace, copy[namespace]);
    }),
  );
  const pageCopy = pages.map((namespace) =>
    loadPart(`${language}:${namespace}`, () =>
      PAGE_COPY[namespace][language]().then(({ default: words }) => addTranslation(language, namespace, words)),
    ),
  );
  return Promise.all([core, ...pageCopy]).then(() => undefined);
}

/**
 * The language whose words the site shows: the chosen one once its copy for the page on screen is in, the
 * previous one meanwhile (so a switch never flashes keys or another language's fallback).
 */
export function useShownLanguage(): Language {
  const language = useLanguage((s) => s.language);
  // The page on screen (read as it renders: a navigation changes the address before it renders the page).
  const pages = routeCopy(typeof location === 'undefined' ? undefined : siteRoute(location.pathname));
  const ready = useLoaded((s) => s.parts.has(language) && pages.every((page) => s.parts.has(`${language}:${page}`)));
  const [shown, setShown] = useState(language);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (ready && shown !== language) setShown(language);
  useEffect(() => {
    if (!ready) void loadSiteLanguage(language, pages);
  }, [language, ready, pages]);
  return ready ? language : shown;
}

/** `t` for one of the site's namespaces in the language the site shows now. */
export function usePageT<N extends SiteNamespace = 'site'>(namespace: N = 'site' as N): TFunction<N> {
  const language = useShownLanguage();
  return useMemo(() => i18nFor(language, namespace), [language, namespace]);
}

/** The layout's copy (top bar, footer, errors). */
export const useSiteT = (): TFunction<'site'> => usePageT('site');
