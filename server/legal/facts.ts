/**
 * The deployment's facts in the prerendered pages (shared/site-facts.ts): which ones this gateway has, and each
 * page with its tokens replaced by their text in the page's language.
 */
import { resources } from '../../locales/index';
import type { Language } from '../../shared/languages';
import { FACT_TOKEN, factText, isFactName, type LegalText, type SiteFacts } from '../../shared/site-facts';
import type { Config } from '../config';

/** A legal string by its dotted key, the same the site's pages read. */
const legalText =
  (language: Language): LegalText =>
  (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[language].legal);
    return typeof value === 'string' ? value : '';
  };

export const siteFacts = (config: Config): SiteFacts => ({
  company: config.company,
  booking: config.booking,
  analytics: config.site.analyticsScript !== undefined,
  geoLookup: config.geo.lookupUrls.length > 0,
});

/** Text as it may stand in an element or in a quoted attribute. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A prerendered page with every fact token replaced by its text; an unknown token is left as it is. */
export function fillFacts(html: string, facts: SiteFacts, language: Language): string {
  const legal = legalText(language);
  return html.replace(FACT_TOKEN, (token, name: string) =>
    isFactName(name) ? escapeHtml(factText(name, facts, language, legal)) : token,
  );
}
