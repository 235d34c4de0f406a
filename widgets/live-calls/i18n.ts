/** The live calls's translations, one file per language, loaded for the language it shows before it shows it. */
import { namespaceCopy } from '../runtime/i18n';

export const copy = namespaceCopy('live-calls', {
  en: () => import('../../locales/en/live-calls.json'),
  fr: () => import('../../locales/fr/live-calls.json'),
  es: () => import('../../locales/es/live-calls.json'),
});
