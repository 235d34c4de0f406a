/** Every namespace of every language, for code that needs all of them (the server's e-mails, tests). */

import enAudioPlayer from './en/audio-player.json';
import enBlog from './en/blog.json';
import enCommon from './en/common.json';
import enDemo from './en/demo.json';
import enDemoCaptcha from './en/demo-captcha.json';
import enDemoDialogs from './en/demo-dialogs.json';
import enDemoErrors from './en/demo-errors.json';
import enDemoLanding from './en/demo-landing.json';
import enDemoPhone from './en/demo-phone.json';
import enEmail from './en/email.json';
import enFaq from './en/faq.json';
import enHome from './en/home.json';
import enIntegrations from './en/integrations.json';
import enLiveCalls from './en/live-calls.json';
import enRoi from './en/roi.json';
import enSeo from './en/seo.json';
import enSite from './en/site.json';
import enUseCases from './en/use-cases.json';
import esAudioPlayer from './es/audio-player.json';
import esBlog from './es/blog.json';
import esCommon from './es/common.json';
import esDemo from './es/demo.json';
import esDemoCaptcha from './es/demo-captcha.json';
import esDemoDialogs from './es/demo-dialogs.json';
import esDemoErrors from './es/demo-errors.json';
import esDemoLanding from './es/demo-landing.json';
import esDemoPhone from './es/demo-phone.json';
import esEmail from './es/email.json';
import esFaq from './es/faq.json';
import esHome from './es/home.json';
import esIntegrations from './es/integrations.json';
import esLiveCalls from './es/live-calls.json';
import esRoi from './es/roi.json';
import esSeo from './es/seo.json';
import esSite from './es/site.json';
import esUseCases from './es/use-cases.json';
import frAudioPlayer from './fr/audio-player.json';
import frBlog from './fr/blog.json';
import frCommon from './fr/common.json';
import frDemo from './fr/demo.json';
import frDemoCaptcha from './fr/demo-captcha.json';
import frDemoDialogs from './fr/demo-dialogs.json';
import frDemoErrors from './fr/demo-errors.json';
import frDemoLanding from './fr/demo-landing.json';
import frDemoPhone from './fr/demo-phone.json';
import frEmail from './fr/email.json';
import frFaq from './fr/faq.json';
import frHome from './fr/home.json';
import frIntegrations from './fr/integrations.json';
import frLiveCalls from './fr/live-calls.json';
import frRoi from './fr/roi.json';
import frSeo from './fr/seo.json';
import frSite from './fr/site.json';
import frUseCases from './fr/use-cases.json';

export const NAMESPACES = [
  'common',
  'roi',
  'email',
  'site',
  'demo',
  'demo-errors',
  'demo-phone',
  'demo-captcha',
  'demo-dialogs',
  'live-calls',
  'audio-player',
  'home',
  'use-cases',
  'integrations',
  'faq',
  'blog',
  'demo-landing',
  'seo',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** English is the source of truth; the other languages are checked against it by locales.test.ts. */
export type Resources = Record<Namespace, object>;

export const resources: Record<'en' | 'fr' | 'es', Resources> = {
  en: {
    common: enCommon,
    roi: enRoi,
    email: enEmail,
    site: enSite,
    demo: enDemo,
    'demo-errors': enDemoErrors,
    'demo-phone': enDemoPhone,
    'demo-captcha': enDemoCaptcha,
    'demo-dialogs': enDemoDialogs,
    'live-calls': enLiveCalls,
    'audio-player': enAudioPlayer,
    home: enHome,
    'use-cases': enUseCases,
    integrations: enIntegrations,
    faq: enFaq,
    blog: enBlog,
    'demo-landing': enDemoLanding,
    seo: enSeo,
  },
  fr: {
    common: frCommon,
    roi: frRoi,
    email: frEmail,
    site: frSite,
    demo: frDemo,
    'demo-errors': frDemoErrors,
    'demo-phone': frDemoPhone,
    'demo-captcha': frDemoCaptcha,
    'demo-dialogs': frDemoDialogs,
    'live-calls': frLiveCalls,
    'audio-player': frAudioPlayer,
    home: frHome,
    'use-cases': frUseCases,
    integrations: frIntegrations,
    faq: frFaq,
    blog: frBlog,
    'demo-landing': frDemoLanding,
    seo: frSeo,
  },
  es: {
    common: esCommon,
    roi: esRoi,
    email: esEmail,
    site: esSite,
    demo: esDemo,
    'demo-errors': esDemoErrors,
    'demo-phone': esDemoPhone,
    'demo-captcha': esDemoCaptcha,
    'demo-dialogs': esDemoDialogs,
    'live-calls': esLiveCalls,
    'audio-player': esAudioPlayer,
    home: esHome,
    'use-cases': esUseCases,
    integrations: esIntegrations,
    faq: esFaq,
    blog: esBlog,
    'demo-landing': esDemoLanding,
    seo: esSeo,
  },
};
