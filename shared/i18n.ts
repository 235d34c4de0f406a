/**
 * The page's translations: one i18next instance that the widgets and the site both register their namespaces
 * in (a page with the site and its widgets holds each namespace once), and `t` for a namespace in a language.
 * No DOM and no React here: the prerenderer and tests read it as it is; the hooks are in widgets/runtime/i18n.ts.
 */
import { createInstance, type TFunction } from 'i18next';
import type { TranslationNamespace } from '../locales/english';
import { LANGUAGES, type Language } from './languages';

const i18n = createInstance();
void i18n.init({
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Registers a namespace in every language (a widget brings all three). */
export function addTranslations(namespace: TranslationNamespace, byLanguage: Record<Language, object>): void {
  for (const language of LANGUAGES) addTranslation(language, namespace, byLanguage[language]);
}

/** Registers one language of a namespace (the site loads only the language a page shows). */
export function addTranslation(language: Language, namespace: TranslationNamespace, resources: object): void {
  if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, resources, true, false);
}

/** `t` for a namespace in a language; its keys are those of the English file (locales/english.ts). */
export const i18nFor = <N extends TranslationNamespace>(language: Language, namespace: N): TFunction<N> =>
  i18n.getFixedT(language, namespace);
