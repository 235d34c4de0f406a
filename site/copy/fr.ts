/** The site's core copy in this language (site/i18n.ts), one chunk loaded only by pages shown in it. */
import faq from '../../locales/fr/faq.json';
import home from '../../locales/fr/home.json';
import integrations from '../../locales/fr/integrations.json';
import seo from '../../locales/fr/seo.json';
import site from '../../locales/fr/site.json';
import type { SiteCopy } from '../i18n';

export default {
  site,
  seo,
  home,
  integrations,
  faq,
} satisfies SiteCopy;
