/** The site's copy in this language, one chunk loaded only by pages shown in it. */
import blog from '../../locales/en/blog.json';
import demoLanding from '../../locales/en/demo-landing.json';
import faq from '../../locales/en/faq.json';
import home from '../../locales/en/home.json';
import integrations from '../../locales/en/integrations.json';
import seo from '../../locales/en/seo.json';
import site from '../../locales/en/site.json';
import useCases from '../../locales/en/use-cases.json';
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
