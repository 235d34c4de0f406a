/** The site's core copy in this language (site/i18n.ts), one chunk loaded only by pages shown in it. */
import faq from '../../locales/en/faq.json';
import home from '../../locales/en/home.json';
import integrations from '../../locales/en/integrations.json';
import seo from '../../locales/en/seo.json';
import site from '../../locales/en/site.json';
import type { SiteCopy } from '../i18n';

export default {
  site,
  seo,
  home,
  integrations,
  faq,
} satisfies SiteCopy;
