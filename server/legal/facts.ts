/**
 * The deployment's facts in the prerendered pages (shared/site-facts.ts): which ones this gateway has, and each
 * page with its tokens replaced by their text in the page's language.
 */
import type { Language } from '../../shared/languages';
import { FACT_TOKEN, factText, isFactName, type LegalText, type SiteFacts } from '../../shared/site-facts';
import type { Config } from '../config';
import { serverT } from '../mail/i18n';

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
  const t = serverT(language, 'legal');
  const legal: LegalText = (key) => t(key);
  return html.replace(FACT_TOKEN, (token, name: string) =>
    isFactName(name) ? escapeHtml(factText(name, facts, language, legal)) : token,
  );
}
