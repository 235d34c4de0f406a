/** Every namespace of every language, for code that needs all of them (the server's e-mails, tests). */
import enCommon from './en/common.json';
import enEmail from './en/email.json';
import enRoi from './en/roi.json';
import enSite from './en/site.json';
import esCommon from './es/common.json';
import esEmail from './es/email.json';
import esRoi from './es/roi.json';
import esSite from './es/site.json';
import frCommon from './fr/common.json';
import frEmail from './fr/email.json';
import frRoi from './fr/roi.json';
import frSite from './fr/site.json';

export const NAMESPACES = ['common', 'roi', 'email', 'site'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** English is the source of truth; the other languages are checked against it by locales.test.ts. */
export type Resources = Record<Namespace, object>;

export const resources: Record<'en' | 'fr' | 'es', Resources> = {
  en: { common: enCommon, roi: enRoi, email: enEmail, site: enSite },
  fr: { common: frCommon, roi: frRoi, email: frEmail, site: frSite },
  es: { common: esCommon, roi: esRoi, email: esEmail, site: esSite },
};
