/** The site's copy: the `site` namespace on the page's shared i18next instance. */
import en from '../locales/en/site.json';
import es from '../locales/es/site.json';
import fr from '../locales/fr/site.json';
import { addTranslations, useFixedT } from '../widgets/runtime/i18n';
import { useLanguage } from './language';

addTranslations('site', { en, fr, es });

export function useSiteT() {
  return useFixedT(
    useLanguage((s) => s.language),
    'site',
  );
}
