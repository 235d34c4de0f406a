/**
 * The company's facts as settings (shared/company.ts names them): read from the environment with the other
 * settings, validated, and held to the rule a public site must follow, that it names its publisher.
 */
import * as z from 'zod';
import {
  BOOKING_VARIABLES,
  COMPANY_VARIABLES,
  type Company,
  type CompanyField,
  isAgentName,
  NO_DPO,
  REQUIRED_FOR_PUBLIC,
  RETENTION_VARIABLES,
  type RetentionKind,
} from '../../shared/company';
import { LANGUAGES, type Language } from '../../shared/languages';
import { DEFAULT_BOOKING_LINKS } from '../../shared/links';

/** One line of text a page shows as it is: no line breaks, no markup characters, 300 characters at most. */
const fact = z
  .string()
  .trim()
  .min(1)
  .max(300, 'must be 300 characters at most')
  .regex(/^[^\r\n<>]*$/, 'must be one line without < or >');

const email = z.email('must be an e-mail address such as privacy@example.com');
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{6,25}$/, 'must be a telephone number such as +33 1 23 45 67 89');

const FIELD_SCHEMAS: Record<CompanyField, z.ZodType<string>> = {
  legalName: fact.refine((name) => !isAgentName(name), "must be the company's registered name, not the AI agent's"),
  legalForm: fact,
  shareCapital: fact,
  address: fact,
  registration: fact,
  vatNumber: fact,
  phone,
  publicationDirector: fact,
  contactEmail: email,
  privacyEmail: email,
  // `none`, in any case, says no DPO is appointed.
  dpo: fact.transform((value) => (value.toLowerCase() === NO_DPO ? NO_DPO : value)),
  hostName: fact,
  hostAddress: fact,
  hostPhone: phone,
};

const months = z.coerce.number().int().min(1, 'must be at least 1 month').max(120, 'must be 120 months at most');

/** The variables' schemas, for the settings' own (server/config.ts). */
export const companyEnvironment = {
  ...Object.fromEntries(
    (Object.keys(COMPANY_VARIABLES) as CompanyField[]).map((field) => [
      COMPANY_VARIABLES[field],
      FIELD_SCHEMAS[field].optional(),
    ]),
  ),
  ...Object.fromEntries(Object.values(RETENTION_VARIABLES).map((name) => [name, months.optional()])),
  ...Object.fromEntries(
    Object.values(BOOKING_VARIABLES).map((name) => [name, z.url({ protocol: /^https?$/ }).optional()]),
  ),
} as Record<string, z.ZodType<unknown>>;

type Parsed = Record<string, unknown>;

export function companyFrom(values: Parsed): Company {
  const text = (name: string) => (values[name] as string | undefined) ?? null;
  return {
    facts: Object.fromEntries(
      (Object.keys(COMPANY_VARIABLES) as CompanyField[]).map((field) => [field, text(COMPANY_VARIABLES[field])]),
    ) as Company['facts'],
    retention: Object.fromEntries(
      (Object.keys(RETENTION_VARIABLES) as RetentionKind[]).map((kind) => [
        kind,
        (values[RETENTION_VARIABLES[kind]] as number | undefined) ?? null,
      ]),
    ) as Company['retention'],
  };
}

export function bookingFrom(values: Parsed): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      (values[BOOKING_VARIABLES[language]] as string | undefined) ?? DEFAULT_BOOKING_LINKS[language],
    ]),
  ) as Record<Language, string>;
}

const LOOPBACK = /^(localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** A production gateway whose public address is not this machine's: one the public reaches. */
export const isPublicDeployment = (env: string, publicUrl: string | undefined): boolean =>
  env === 'production' && publicUrl !== undefined && !LOOPBACK.test(new URL(publicUrl).hostname.replace(/\.$/, ''));

/** The variables a public deployment lacks to name its publisher, empty when it names it. */
export const missingForPublic = (company: Company): string[] =>
  REQUIRED_FOR_PUBLIC.filter((field) => company.facts[field] === null).map((field) => COMPANY_VARIABLES[field]);
