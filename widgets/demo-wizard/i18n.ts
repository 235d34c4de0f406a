/**
 * Every namespace the demo wizard shows: the steps (demo), the error messages (demo-errors), the phone field
 * (demo-phone), the captcha gates (demo-captcha) and the dialogs (demo-dialogs), one module per language, loaded
 * for the language a wizard shows before it shows it. Components only read them.
 */
import type { WidgetCopy } from '../runtime/i18n';

export const copy: WidgetCopy = {
  en: () => import('./copy/en'),
  fr: () => import('./copy/fr'),
  es: () => import('./copy/es'),
};
