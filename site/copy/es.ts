/** The site's core copy in this language (site/i18n.ts), one chunk loaded only by pages shown in it. */
import faq from '../../locales/es/faq.json';
import home from '../../locales/es/home.json';
import integrations from '../../locales/es/integrations.json';
import seo from '../../locales/es/seo.json';
import site from '../../locales/es/site.json';
import type { SiteCopy } from '../i18n';

export default {
  site,
  seo,
  home,
  integrations,
  faq,
} satisfies SiteCopy;
