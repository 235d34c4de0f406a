/**
 * Translations in widgets: each widget's copy loaded per language, the language a widget shows, and `t` as a
 * hook (the instance: shared/i18n.ts).
 */
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { TranslationNamespace as Namespace } from '../../locales/english';
import { addTranslation, i18nFor } from '../../shared/i18n';
import { baseLanguage, DEFAULT_LANGUAGE, LANGUAGES, type Language, pickLanguage } from '../../shared/languages';

export { addTranslations } from '../../shared/i18n';

/** A widget's copy: per language, a module whose default export holds its namespaces in that language. */
export type WidgetCopy = Record<Language, () => Promise<{ default: Partial<Record<Namespace, object>> }>>;

/** The copy of a widget with one namespace, from its translation file per language. */
export function namespaceCopy(namespace: Namespace, files: Record<Language, () => Promise<{ default: object }>>) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      () => files[language]().then((file) => ({ default: { [namespace]: file.default } })),
    ]),
  ) as WidgetCopy;
}

const loads = new Map<WidgetCopy[Language], Promise<void>>();
const loaded = new Set<WidgetCopy[Language]>();
const loadListeners = new Set<() => void>();

/** Registers a widget's copy in a language (once per page); a download that failed is tried again next time. */
export function loadCopy(copy: WidgetCopy, language: Language): Promise<void> {
  const load = copy[language];
  let pending = loads.get(load);
  if (!pending) {
    pending = load().then(({ default: namespaces }) => {
      for (const [namespace, words] of Object.entries(namespaces))
        addTranslation(language, namespace as Namespace, words);
      loaded.add(load);
      for (const listener of loadListeners) listener();
    });
    loads.set(load, pending);
    pending.catch(() => loads.delete(load));
  }
  return pending;
}

const copyLoaded = (copy: WidgetCopy, language: Language) => loaded.has(copy[language]);

const subscribeLoads = (listener: () => void) => {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
};

/**
 * The language whose words a widget shows: the one asked for once its copy is in, the one shown before meanwhile
 * (a switch never flashes keys or another language's fallback).
 */
export function useShownLanguage(copy: WidgetCopy, requested: Language): Language {
  const ready = useSyncExternalStore(
    subscribeLoads,
    () => copyLoaded(copy, requested),
    () => true,
  );
  const [shown, setShown] = useState(requested);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (ready && shown !== requested) setShown(requested);
  useEffect(() => {
    if (!ready) void loadCopy(copy, requested).catch(() => undefined);
  }, [copy, requested, ready]);
  return ready ? requested : shown;
}

// `lang="auto"` follows the page: <html lang>, then the browser's languages. It re-reads when <html lang> changes.
const pageListeners = new Set<() => void>();
let htmlObserver: MutationObserver | undefined;

export const readPageLanguage = (): Language =>
  pickLanguage([document.documentElement.lang, ...(navigator.languages ?? []), navigator.language]);

const serverPageLanguage = (): Language => (typeof document === 'undefined' ? DEFAULT_LANGUAGE : readPageLanguage());

function subscribePageLanguage(listener: () => void): () => void {
  pageListeners.add(listener);
  htmlObserver ??= new MutationObserver(() => {
    for (const notify of pageListeners) notify();
  });
  htmlObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => {
    pageListeners.delete(listener);
    if (pageListeners.size === 0) {
      htmlObserver?.disconnect();
      htmlObserver = undefined;
    }
  };
}

/** The language a widget asks for: its `lang` attribute, else the page's (see useWidgetLanguage). */
export const attributeLanguage = (attribute: string | undefined): Language | undefined =>
  (attribute && attribute !== 'auto' && baseLanguage(attribute)) || undefined;

/** The language a widget shows: its `lang` attribute, or the page's when it is `auto`, missing or unknown. */
export function useWidgetLanguage(attribute: string | undefined): Language {
  // A view rendered ahead was drawn in the page's language: hydration reads the same (a server has no page).
  const pageLanguage = useSyncExternalStore(subscribePageLanguage, readPageLanguage, serverPageLanguage);
  return attributeLanguage(attribute) ?? pageLanguage;
}

/** `t` for a namespace in a language; its keys are those of the English file (locales/english.ts). */
export function useFixedT<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
  return useMemo(() => i18nFor(language, namespace), [language, namespace]);
}
