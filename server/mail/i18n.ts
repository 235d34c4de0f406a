/** Server-side translations (e-mails), from the same locale files as the site and widgets. */
import { createInstance, type TFunction } from 'i18next';
import type { TranslationNamespace } from '../../locales/english';
import { resources } from '../../locales/index';
import { LANGUAGES, type Language } from '../../shared/languages';

const i18n = createInstance();
void i18n.init({
  resources,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const serverT = <N extends TranslationNamespace>(language: Language, namespace: N): TFunction<N> =>
  i18n.getFixedT(language, namespace);
