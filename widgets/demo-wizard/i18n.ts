/**
 * Every namespace the demo wizard shows, registered once when its element module loads: the steps (demo), the
 * error messages (demo-errors), the phone field (demo-phone), the captcha gates (demo-captcha) and the dialogs
 * (demo-dialogs). Components only read them.
 */

import en from '../../locales/en/demo.json';
import captchaEn from '../../locales/en/demo-captcha.json';
import dialogsEn from '../../locales/en/demo-dialogs.json';
import errorsEn from '../../locales/en/demo-errors.json';
import phoneEn from '../../locales/en/demo-phone.json';
import es from '../../locales/es/demo.json';
import captchaEs from '../../locales/es/demo-captcha.json';
import dialogsEs from '../../locales/es/demo-dialogs.json';
import errorsEs from '../../locales/es/demo-errors.json';
import phoneEs from '../../locales/es/demo-phone.json';
import fr from '../../locales/fr/demo.json';
import captchaFr from '../../locales/fr/demo-captcha.json';
import dialogsFr from '../../locales/fr/demo-dialogs.json';
import errorsFr from '../../locales/fr/demo-errors.json';
import phoneFr from '../../locales/fr/demo-phone.json';
import { addTranslations } from '../../shared/i18n';

addTranslations('demo', { en, fr, es });
addTranslations('demo-errors', { en: errorsEn, fr: errorsFr, es: errorsEs });
addTranslations('demo-phone', { en: phoneEn, fr: phoneFr, es: phoneEs });
addTranslations('demo-captcha', { en: captchaEn, fr: captchaFr, es: captchaEs });
addTranslations('demo-dialogs', { en: dialogsEn, fr: dialogsFr, es: dialogsEs });
