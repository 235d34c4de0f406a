/** The site's copy in this language, one chunk loaded only by pages shown in it. */
import blog from '../../locales/fr/blog.json';
import demoLanding from '../../locales/fr/demo-landing.json';
import faq from '../../locales/fr/faq.json';
import home from '../../locales/fr/home.json';
import integrations from '../../locales/fr/integrations.json';
import seo from '../../locales/fr/seo.json';
import site from '../../locales/fr/site.json';
import useCases from '../../locales/fr/use-cases.json';
import type { SiteCopy } from '../i18n';

export default {
  site,
  seo,
  home,
  'use-cases': useCases,
  integrations,
  faq,
  blog,
  'demo-landing': demoLanding,
} satisfies SiteCopy;
