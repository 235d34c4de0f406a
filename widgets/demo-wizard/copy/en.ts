/** The demo wizard's copy in this language, one module loaded only by pages whose wizards show it (../i18n.ts). */
import demo from '../../../locales/en/demo.json';
import captcha from '../../../locales/en/demo-captcha.json';
import dialogs from '../../../locales/en/demo-dialogs.json';
import errors from '../../../locales/en/demo-errors.json';
import phone from '../../../locales/en/demo-phone.json';

export default { demo, 'demo-errors': errors, 'demo-phone': phone, 'demo-captcha': captcha, 'demo-dialogs': dialogs };
