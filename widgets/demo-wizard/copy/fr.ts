/** The demo wizard's copy in this language, one module loaded only by pages whose wizards show it (../i18n.ts). */
import demo from '../../../locales/fr/demo.json';
import captcha from '../../../locales/fr/demo-captcha.json';
import dialogs from '../../../locales/fr/demo-dialogs.json';
import errors from '../../../locales/fr/demo-errors.json';
import phone from '../../../locales/fr/demo-phone.json';

export default { demo, 'demo-errors': errors, 'demo-phone': phone, 'demo-captcha': captcha, 'demo-dialogs': dialogs };
