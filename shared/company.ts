/**
 * Who publishes the site and controls the personal data it collects: the company's identity, as the legal
 * notice, the privacy policy, the footer and the demo's consent name it. The operator sets it with the
 * COMPANY_* variables (server/config.ts reads and validates them once at start-up); the gateway fills it into
 * the prerendered pages and answers it to the widgets (GET /api/company), so one build serves any deployment.
 *
 * A value left unset is shown as "not provided yet", never invented: a legal page that says what is missing can
 * be completed; one that makes up a registration number misleads. A public deployment refuses to start without
 * the legal name and a contact.
 */
import type { Language } from './languages';

/** The AI agent's name, which is also the brand: never the name of the company that calls or holds the data. */
export const AGENT_NAME = 'Alex';

/**
 * The company's facts, each with the variable that sets it. `dpo` is a contact, or the word `none` when no data
 * protection officer is appointed.
 */
export const COMPANY_VARIABLES = {
  legalName: 'COMPANY_LEGAL_NAME',
  legalForm: 'COMPANY_LEGAL_FORM',
  shareCapital: 'COMPANY_SHARE_CAPITAL',
  address: 'COMPANY_ADDRESS',
  registration: 'COMPANY_REGISTRATION',
  vatNumber: 'COMPANY_VAT_NUMBER',
  phone: 'COMPANY_PHONE',
  publicationDirector: 'COMPANY_PUBLICATION_DIRECTOR',
  contactEmail: 'COMPANY_CONTACT_EMAIL',
  privacyEmail: 'COMPANY_PRIVACY_EMAIL',
  dpo: 'COMPANY_DPO',
  hostName: 'HOSTING_PROVIDER_NAME',
  hostAddress: 'HOSTING_PROVIDER_ADDRESS',
  hostPhone: 'HOSTING_PROVIDER_PHONE',
} as const;

export type CompanyField = keyof typeof COMPANY_VARIABLES;

/** How long each kind of data is kept, in months, each with its variable. */
export const RETENTION_VARIABLES = {
  demo: 'RETENTION_DEMO_MONTHS',
  lead: 'RETENTION_LEAD_MONTHS',
  marketing: 'RETENTION_MARKETING_MONTHS',
} as const;

export type RetentionKind = keyof typeof RETENTION_VARIABLES;

/** The booking page of each language, each with its variable. */
export const BOOKING_VARIABLES: Record<Language, string> = {
  en: 'BOOKING_URL_EN',
  fr: 'BOOKING_URL_FR',
  es: 'BOOKING_URL_ES',
};

export interface Company {
  facts: Record<CompanyField, string | null>;
  retention: Record<RetentionKind, number | null>;
}

/** The value of COMPANY_DPO that says no data protection officer is appointed. */
export const NO_DPO = 'none';

/** A company none of whose facts is set: a fresh machine's. */
export const UNSET_COMPANY: Company = {
  facts: Object.fromEntries(Object.keys(COMPANY_VARIABLES).map((field) => [field, null])) as Company['facts'],
  retention: { demo: null, lead: null, marketing: null },
};

/** The facts a public deployment cannot start without. */
export const REQUIRED_FOR_PUBLIC: readonly CompanyField[] = ['legalName', 'contactEmail'];

/** Whether a name is the agent's (any case, spacing or accent), which no controller may be called. */
export const isAgentName = (name: string): boolean =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase() === AGENT_NAME.toLowerCase();

/** The variables of the facts and periods left unset, for the start-up's and the doctor's report. */
export function missingCompanyVariables(company: Company): string[] {
  const facts = (Object.keys(COMPANY_VARIABLES) as CompanyField[])
    .filter((field) => company.facts[field] === null)
    .map((field) => COMPANY_VARIABLES[field]);
  const periods = (Object.keys(RETENTION_VARIABLES) as RetentionKind[])
    .filter((kind) => company.retention[kind] === null)
    .map((kind) => RETENTION_VARIABLES[kind]);
  return [...facts, ...periods];
}

/** A number of months in words, the same in the gateway and in the browser: "12 months", "12 mois", "12 meses". */
export const formatMonths = (language: Language, months: number): string =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(months);
