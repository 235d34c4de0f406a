/** The site's copy in this language, one chunk loaded only by pages shown in it. */
import blog from '../../locales/es/blog.json';
import demoLanding from '../../locales/es/demo-landing.json';
import faq from '../../locales/es/faq.json';
import home from '../../locales/es/home.json';
import integrations from '../../locales/es/integrations.json';
import seo from '../../locales/es/seo.json';
import site from '../../locales/es/site.json';
import useCases from '../../locales/es/use-cases.json';
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
