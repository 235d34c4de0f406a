/** The audio player's translations, one file per language, loaded for the language it shows before it shows it. */
import { namespaceCopy } from '../runtime/i18n';

export const copy = namespaceCopy('audio-player', {
  en: () => import('../../locales/en/audio-player.json'),
  fr: () => import('../../locales/fr/audio-player.json'),
  es: () => import('../../locales/es/audio-player.json'),
});
