/** The translations the audio player shows, registered once when its element module loads. */
import en from '../../locales/en/audio-player.json';
import es from '../../locales/es/audio-player.json';
import fr from '../../locales/fr/audio-player.json';
import { addTranslations } from '../../shared/i18n';

addTranslations('audio-player', { en, fr, es });
