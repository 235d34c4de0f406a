/** The roi calculator's translations, one file per language, loaded for the language it shows before it shows it. */
import { namespaceCopy } from '../runtime/i18n';

export const copy = namespaceCopy('roi', {
  en: () => import('../../locales/en/roi.json'),
  fr: () => import('../../locales/fr/roi.json'),
  es: () => import('../../locales/es/roi.json'),
});
