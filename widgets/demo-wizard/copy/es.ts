/** The demo wizard's copy in this language, one module loaded only by pages whose wizards show it (../i18n.ts). */
import demo from '../../../locales/es/demo.json';
import captcha from '../../../locales/es/demo-captcha.json';
import dialogs from '../../../locales/es/demo-dialogs.json';
import errors from '../../../locales/es/demo-errors.json';
import phone from '../../../locales/es/demo-phone.json';

export default { demo, 'demo-errors': errors, 'demo-phone': phone, 'demo-captcha': captcha, 'demo-dialogs': dialogs };
