/** The site's copy: its namespaces on the page's shared i18next instance, read in the site's current language. */
import type { TFunction } from 'i18next';
import enDemoLanding from '../locales/en/demo-landing.json';
import enFaq from '../locales/en/faq.json';
import enHome from '../locales/en/home.json';
import enIntegrations from '../locales/en/integrations.json';
import enSeo from '../locales/en/seo.json';
import enSite from '../locales/en/site.json';
import enUseCases from '../locales/en/use-cases.json';
import esDemoLanding from '../locales/es/demo-landing.json';
import esFaq from '../locales/es/faq.json';
import esHome from '../locales/es/home.json';
import esIntegrations from '../locales/es/integrations.json';
import esSeo from '../locales/es/seo.json';
import esSite from '../locales/es/site.json';
import esUseCases from '../locales/es/use-cases.json';
import frDemoLanding from '../locales/fr/demo-landing.json';
import frFaq from '../locales/fr/faq.json';
import frHome from '../locales/fr/home.json';
import frIntegrations from '../locales/fr/integrations.json';
import frSeo from '../locales/fr/seo.json';
import frSite from '../locales/fr/site.json';
import frUseCases from '../locales/fr/use-cases.json';
import type { Language } from '../shared/languages';
import { addTranslations, useFixedT } from '../widgets/runtime/i18n';
import { useLanguage } from './language';

/** The namespaces the site's own pages read (widgets register theirs when they load). */
export const SITE_NAMESPACES = ['site', 'seo', 'home', 'use-cases', 'integrations', 'faq', 'demo-landing'] as const;
export type SiteNamespace = (typeof SITE_NAMESPACES)[number];

const RESOURCES: Record<SiteNamespace, Record<Language, object>> = {
  site: { en: enSite, fr: frSite, es: esSite },
  seo: { en: enSeo, fr: frSeo, es: esSeo },
  home: { en: enHome, fr: frHome, es: esHome },
  'use-cases': { en: enUseCases, fr: frUseCases, es: esUseCases },
  integrations: { en: enIntegrations, fr: frIntegrations, es: esIntegrations },
  faq: { en: enFaq, fr: frFaq, es: esFaq },
  'demo-landing': { en: enDemoLanding, fr: frDemoLanding, es: esDemoLanding },
};

for (const namespace of SITE_NAMESPACES) addTranslations(namespace, RESOURCES[namespace]);

/** `t` for one of the site's namespaces in the language the site shows now. */
export function usePageT(namespace: SiteNamespace = 'site'): TFunction {
  return useFixedT(
    useLanguage((s) => s.language),
    namespace,
  );
}

/** The layout's copy (top bar, footer, errors). */
export const useSiteT = (): TFunction => usePageT('site');
