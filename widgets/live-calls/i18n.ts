/** The translations the live calls shows, registered once when its element module loads. */
import en from '../../locales/en/live-calls.json';
import es from '../../locales/es/live-calls.json';
import fr from '../../locales/fr/live-calls.json';
import { addTranslations } from '../../shared/i18n';

addTranslations('live-calls', { en, fr, es });
