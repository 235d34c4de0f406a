/** Translations in widgets: the language a widget shows, and `t` as a hook (the instance: shared/i18n.ts). */
import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import type { TranslationNamespace as Namespace } from '../../locales/english';
import { i18nFor } from '../../shared/i18n';
import { baseLanguage, type Language, pickLanguage } from '../../shared/languages';

export { addTranslations } from '../../shared/i18n';

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

/** `t` for a namespace in a language; its keys are those of the English file (locales/english.ts). */
export function useFixedT<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
  return useMemo(() => i18nFor(language, namespace), [language, namespace]);
}
