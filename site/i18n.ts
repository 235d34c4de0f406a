/**
 * The site's copy: its namespaces on the page's shared i18next instance. A page loads only the language it
 * shows (one chunk per language); switching language loads the other before the words change.
 */
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { create } from 'zustand';
import { addTranslation, i18nFor } from '../shared/i18n';
import type { Language } from '../shared/languages';
import { useLanguage } from './language';

/** The namespaces the site's own pages read (widgets register theirs when they load). */
export const SITE_NAMESPACES = [
  'site',
  'seo',
  'home',
  'use-cases',
  'integrations',
  'faq',
  'blog',
  'demo-landing',
] as const;
export type SiteNamespace = (typeof SITE_NAMESPACES)[number];
export type SiteCopy = Record<SiteNamespace, object>;

const COPY: Record<Language, () => Promise<{ default: SiteCopy }>> = {
  en: () => import('./copy/en'),
  fr: () => import('./copy/fr'),
  es: () => import('./copy/es'),
};

/** The languages whose copy is registered. */
const useLoaded = create<{ languages: ReadonlySet<Language> }>()(() => ({ languages: new Set() }));
const loading = new Map<Language, Promise<void>>();

/** Registers a language's copy (once); resolves when `t` can read it. */
export function loadSiteLanguage(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = COPY[language]().then(({ default: copy }) => {
      for (const namespace of SITE_NAMESPACES) addTranslation(language, namespace, copy[namespace]);
      useLoaded.setState((s) => ({ languages: new Set([...s.languages, language]) }));
    });
    loading.set(language, pending);
    pending.catch(() => loading.delete(language));
  }
  return pending;
}

/**
 * The language whose words the site shows: the chosen one once its copy is in, the previous one meanwhile
 * (so a switch never flashes keys or another language's fallback).
 */
export function useShownLanguage(): Language {
  const language = useLanguage((s) => s.language);
  const ready = useLoaded((s) => s.languages.has(language));
  const [shown, setShown] = useState(language);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (ready && shown !== language) setShown(language);
  useEffect(() => {
    if (!ready) void loadSiteLanguage(language);
  }, [language, ready]);
  return ready ? language : shown;
}

/** `t` for one of the site's namespaces in the language the site shows now. */
export function usePageT<N extends SiteNamespace = 'site'>(namespace: N = 'site' as N): TFunction<N> {
  const language = useShownLanguage();
  return useMemo(() => i18nFor(language, namespace), [language, namespace]);
}

/** The layout's copy (top bar, footer, errors). */
export const useSiteT = (): TFunction<'site'> => usePageT('site');
