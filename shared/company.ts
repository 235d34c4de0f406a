/**
 * Who publishes the site and controls the personal data it collects: the company's identity, as the legal
 * notice, the privacy policy and the demo's consent text name it. The operator fills in `company.json` (beside
 * this file) before going live; it is read at build time (the pages are prerendered and the wizard carries it).
 *
 * A value left `null` is shown as "not provided yet" on the pages, never invented: a legal page that says what is
 * missing can be completed; one that makes up a registration number misleads.
 *
 * | field                 | what it is                                                                       |
 * | --------------------- | -------------------------------------------------------------------------------- |
 * | `tradingName`         | the brand the site speaks as                                                     |
 * | `legalName`           | the company's registered name (the data controller)                              |
 * | `legalForm`           | e.g. "SAS", "S.L.", "Ltd"                                                          |
 * | `address`             | registered office, one line                                                      |
 * | `registration`        | registry and number, e.g. "RCS Paris 123 456 789"                                |
 * | `vatNumber`           | intra-EU VAT number                                                              |
 * | `shareCapital`        | e.g. "10 000 €" (French legal notices state it)                                  |
 * | `publicationDirector` | the person responsible for the site's content (France: directeur de publication) |
 * | `contactEmail`        | general contact address                                                          |
 * | `privacyEmail`        | where visitors exercise their data-protection rights                             |
 * | `dpo`                 | the data protection officer's name or address, if one is appointed              |
 * | `host`                | who hosts the site: name and address, one line                                   |
 * | `retention.demoMonths`| months a demo's contact details, call recording and report are kept              |
 * | `retention.leadMonths`| months a demo request is kept in the CRM without further contact                 |
 */
import data from './company.json' with { type: 'json' };

export interface Company {
  tradingName: string;
  legalName: string | null;
  legalForm: string | null;
  address: string | null;
  registration: string | null;
  vatNumber: string | null;
  shareCapital: string | null;
  publicationDirector: string | null;
  contactEmail: string | null;
  privacyEmail: string | null;
  dpo: string | null;
  host: string | null;
  retention: { demoMonths: number | null; leadMonths: number | null };
}

export const COMPANY: Company = data;

/** The fields a legal page lists, in its order; `retention` is told in the privacy policy's own words. */
export type CompanyField = Exclude<keyof Company, 'retention'>;

/** The controller's name as a sentence can use it: the registered name, else the brand's. */
export const controllerName = (company: Company = COMPANY): string => company.legalName ?? company.tradingName;
