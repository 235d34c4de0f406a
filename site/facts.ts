/**
 * A deployment fact as a page shows it (shared/site-facts.ts): while prerendering, the token the gateway replaces;
 * in the browser, the same text computed from the facts the gateway put in the page.
 */
import { DEFAULT_SITE_FACTS, type FactName, factText, factToken, type LegalText } from '../shared/site-facts';
import { siteConfig } from './config';
import { useShownLanguage } from './i18n';

/** Facts that read no legal copy (the footer's holder, the booking page) need no `legal`. */
const noLegalCopy: LegalText = () => '';

export function useFact(name: FactName, legal: LegalText = noLegalCopy): string {
  const language = useShownLanguage();
  if (typeof document === 'undefined') return factToken(name);
  return factText(name, siteConfig().facts ?? DEFAULT_SITE_FACTS, language, legal);
}
