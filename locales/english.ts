/**
 * The English resources as types: every namespace and its keys. English is the source of truth (locales.test.ts
 * holds French and Spanish to it); the widgets and the site name their namespaces with these names.
 * Generated from the files of locales/<language>/ by locales/generate.ts (`npm run locales`): do not edit.
 */
import type audioPlayer from './en/audio-player.json';
import type blog from './en/blog.json';
import type common from './en/common.json';
import type demo from './en/demo.json';
import type demoCaptcha from './en/demo-captcha.json';
import type demoDialogs from './en/demo-dialogs.json';
import type demoErrors from './en/demo-errors.json';
import type demoLanding from './en/demo-landing.json';
import type demoPhone from './en/demo-phone.json';
import type email from './en/email.json';
import type faq from './en/faq.json';
import type home from './en/home.json';
import type integrations from './en/integrations.json';
import type legal from './en/legal.json';
import type liveCalls from './en/live-calls.json';
import type roi from './en/roi.json';
import type seo from './en/seo.json';
import type site from './en/site.json';
import type useCases from './en/use-cases.json';

export interface EnglishResources {
  'audio-player': typeof audioPlayer;
  blog: typeof blog;
  common: typeof common;
  demo: typeof demo;
  'demo-captcha': typeof demoCaptcha;
  'demo-dialogs': typeof demoDialogs;
  'demo-errors': typeof demoErrors;
  'demo-landing': typeof demoLanding;
  'demo-phone': typeof demoPhone;
  email: typeof email;
  faq: typeof faq;
  home: typeof home;
  integrations: typeof integrations;
  legal: typeof legal;
  'live-calls': typeof liveCalls;
  roi: typeof roi;
  seo: typeof seo;
  site: typeof site;
  'use-cases': typeof useCases;
}

/** A namespace of the translations: one file per language in locales/<language>/. */
export type TranslationNamespace = keyof EnglishResources;
