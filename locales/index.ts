/**
 * Every namespace of every language, for code that needs all of them (the server's e-mails, tests).
 * Generated from the files of locales/<language>/ by locales/generate.ts (`npm run locales`): do not edit.
 */
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
import enLegal from './en/legal.json';
import enLiveCalls from './en/live-calls.json';
import enRoi from './en/roi.json';
import enSeo from './en/seo.json';
import enSite from './en/site.json';
import enUseCases from './en/use-cases.json';
import type { TranslationNamespace } from './english';
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
import esLegal from './es/legal.json';
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
import frLegal from './fr/legal.json';
import frLiveCalls from './fr/live-calls.json';
import frRoi from './fr/roi.json';
import frSeo from './fr/seo.json';
import frSite from './fr/site.json';
import frUseCases from './fr/use-cases.json';

export const NAMESPACES = [
  'audio-player',
  'blog',
  'common',
  'demo',
  'demo-captcha',
  'demo-dialogs',
  'demo-errors',
  'demo-landing',
  'demo-phone',
  'email',
  'faq',
  'home',
  'integrations',
  'legal',
  'live-calls',
  'roi',
  'seo',
  'site',
  'use-cases',
] as const satisfies readonly TranslationNamespace[];
type Namespace = (typeof NAMESPACES)[number];

/** English is the source of truth; the other languages are checked against it by locales.test.ts. */
export type Resources = Record<Namespace, object>;

export const resources: Record<'en' | 'fr' | 'es', Resources> = {
  en: {
    'audio-player': enAudioPlayer,
    blog: enBlog,
    common: enCommon,
    demo: enDemo,
    'demo-captcha': enDemoCaptcha,
    'demo-dialogs': enDemoDialogs,
    'demo-errors': enDemoErrors,
    'demo-landing': enDemoLanding,
    'demo-phone': enDemoPhone,
    email: enEmail,
    faq: enFaq,
    home: enHome,
    integrations: enIntegrations,
    legal: enLegal,
    'live-calls': enLiveCalls,
    roi: enRoi,
    seo: enSeo,
    site: enSite,
    'use-cases': enUseCases,
  },
  fr: {
    'audio-player': frAudioPlayer,
    blog: frBlog,
    common: frCommon,
    demo: frDemo,
    'demo-captcha': frDemoCaptcha,
    'demo-dialogs': frDemoDialogs,
    'demo-errors': frDemoErrors,
    'demo-landing': frDemoLanding,
    'demo-phone': frDemoPhone,
    email: frEmail,
    faq: frFaq,
    home: frHome,
    integrations: frIntegrations,
    legal: frLegal,
    'live-calls': frLiveCalls,
    roi: frRoi,
    seo: frSeo,
    site: frSite,
    'use-cases': frUseCases,
  },
  es: {
    'audio-player': esAudioPlayer,
    blog: esBlog,
    common: esCommon,
    demo: esDemo,
    'demo-captcha': esDemoCaptcha,
    'demo-dialogs': esDemoDialogs,
    'demo-errors': esDemoErrors,
    'demo-landing': esDemoLanding,
    'demo-phone': esDemoPhone,
    email: esEmail,
    faq: esFaq,
    home: esHome,
    integrations: esIntegrations,
    legal: esLegal,
    'live-calls': esLiveCalls,
    roi: esRoi,
    seo: esSeo,
    site: esSite,
    'use-cases': esUseCases,
  },
};
