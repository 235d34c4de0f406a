/** The demo-dialogs namespace (rate limit, blocked, schedule, time picker), registered by whichever shows first. */
import en from '../../../locales/en/demo-dialogs.json';
import es from '../../../locales/es/demo-dialogs.json';
import fr from '../../../locales/fr/demo-dialogs.json';
import { addTranslations } from '../../runtime/i18n';

export const DIALOGS_NAMESPACE = 'demo-dialogs';

addTranslations(DIALOGS_NAMESPACE, { en, fr, es });
