/** The translations the roi calculator shows, registered once when its element module loads. */
import en from '../../locales/en/roi.json';
import es from '../../locales/es/roi.json';
import fr from '../../locales/fr/roi.json';
import { addTranslations } from '../../shared/i18n';

addTranslations('roi', { en, fr, es });
