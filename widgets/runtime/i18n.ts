/** Translations for widgets: one i18next instance per page, each widget adding its namespace. */
import { createInstance, type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import type { TranslationNamespace as Namespace } from '../../locales/english';
import { baseLanguage, LANGUAGES, type Language, pickLanguage } from '../../shared/languages';

const i18n = createInstance();
void i18n.init({
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Registers a widget's namespace in every language. */
export function addTranslations(namespace: Namespace, byLanguage: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, byLanguage[language], true, false);
    }
  }
}

/** Registers one language of a namespace (the site loads only the language a page shows). */
export function addTranslation(language: Language, namespace: Namespace, resources: object): void {
  if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, resources, true, false);
}

// `lang="auto"` follows the page: <html lang>, then the browser's languages. It re-reads when <html lang> changes.
const pageListeners = new Set<() => void>();
let htmlObserver: MutationObserver | undefined;

const readPageLanguage = (): Language =>
  pickLanguage([document.documentElement.lang, ...(navigator.languages ?? []), navigator.language]);

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

/** The language a widget shows: its `lang` attribute, or the page's when it is `auto`, missing or unknown. */
export function useWidgetLanguage(attribute: string | undefined): Language {
  const pageLanguage = useSyncExternalStore(subscribePageLanguage, readPageLanguage, () => 'en' as Language);
  return (attribute && attribute !== 'auto' && baseLanguage(attribute)) || pageLanguage;
}

/** `t` for a namespace in a language, outside React (the prerenderer). */
export const i18nFor = <N extends Namespace>(language: Language, namespace: N): TFunction<N> =>
  i18n.getFixedT(language, namespace);

/** `t` for a namespace in a language; its keys are those of the English file (locales/i18next.d.ts). */
export function useFixedT<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
  return useMemo(() => i18n.getFixedT(language, namespace), [language, namespace]);
}
