/**
 * The deployment's facts in the site's pages: the company's identity, its retention periods, the booking page,
 * and the optional services a privacy policy must mention when they are switched on. The prerenderer writes a
 * token for each (the fact's name between two private-use characters, which no copy or post contains); the gateway
 * replaces every token with its text in the page's
 * language when it loads the pages, and the browser computes the same text from the same facts (in the page's
 * `<meta name="alex-config">`), so hydration finds what it renders.
 */
import {
  AGENT_NAME,
  COMPANY_VARIABLES,
  type Company,
  type CompanyField,
  formatMonths,
  NO_DPO,
  RETENTION_VARIABLES,
  type RetentionKind,
  UNSET_COMPANY,
} from './company';
import type { Language } from './languages';
import { DEFAULT_BOOKING_LINKS } from './links';

export interface SiteFacts {
  company: Company;
  booking: Record<Language, string>;
  /** An analytics script is loaded on the pages. */
  analytics: boolean;
  /** The gateway asks lookup services for the visitor's country, sending them the visitor's IP address. */
  geoLookup: boolean;
}

/** A machine's facts when nothing is configured. */
export const DEFAULT_SITE_FACTS: SiteFacts = {
  company: UNSET_COMPANY,
  booking: DEFAULT_BOOKING_LINKS,
  analytics: false,
  geoLookup: false,
};

export type FactName =
  | `company.${CompanyField}`
  | `retention.${RetentionKind}`
  | 'holder'
  | 'booking'
  | 'privacy.analytics'
  | 'privacy.geoLookup';

/** Every fact a page can show: the gateway replaces exactly these tokens. */
const FACT_NAMES: readonly FactName[] = [
  ...(Object.keys(COMPANY_VARIABLES) as CompanyField[]).map((field) => `company.${field}` as const),
  ...(Object.keys(RETENTION_VARIABLES) as RetentionKind[]).map((kind) => `retention.${kind}` as const),
  'holder',
  'booking',
  'privacy.analytics',
  'privacy.geoLookup',
];

const NAMES = new Set<string>(FACT_NAMES);
export const isFactName = (name: string): name is FactName => NAMES.has(name);

/** What the prerendered page carries in the fact's place: U+E000, the name, U+E001. */
export const factToken = (name: FactName): string => `\u{E000}${name}\u{E001}`;
/** Finds the tokens in a prerendered page. */
export const FACT_TOKEN = /\u{E000}([a-zA-Z.]+)\u{E001}/gu;

/** The legal copy a fact's text may need: `notSet`, `dpoNone`, `privacy.optional.analytics`, `…geoLookup`. */
export type LegalText = (
  key: 'notSet' | 'dpoNone' | 'privacy.optional.analytics' | 'privacy.optional.geoLookup',
) => string;

/** A fact's text in a language: the value, "not provided yet" when unset, or nothing for a service switched off. */
export function factText(name: FactName, facts: SiteFacts, language: Language, legal: LegalText): string {
  if (name === 'holder') return facts.company.facts.legalName ?? AGENT_NAME;
  if (name === 'booking') return facts.booking[language];
  if (name === 'privacy.analytics') return facts.analytics ? legal('privacy.optional.analytics') : '';
  if (name === 'privacy.geoLookup') return facts.geoLookup ? legal('privacy.optional.geoLookup') : '';
  if (name.startsWith('retention.')) {
    const months = facts.company.retention[name.slice('retention.'.length) as RetentionKind];
    return months === null ? legal('notSet') : formatMonths(language, months);
  }
  const value = facts.company.facts[name.slice('company.'.length) as CompanyField];
  if (value === null) return legal('notSet');
  return name === 'company.dpo' && value === NO_DPO ? legal('dpoNone') : value;
}
