/**
 * The partners whose pages embed the widgets (PARTNERS) and the source of what their visitors send: the partner
 * id a page names is trusted only when it is a configured partner's and the request's Origin is one of that
 * partner's origins; anything else is kept as unverified, and never counted as the partner's.
 */
import {
  ATTRIBUTION_VALUE_MAX,
  type AttributionRequest,
  cleanAttributionValue,
  type Source,
  UTM_KEYS,
} from '../shared/attribution';
import type { AttributedKind, Metrics } from './observability/metrics';

/** A partner's id and the origins its pages are served from. */
export interface Partner {
  id: string;
  origins: string[];
}

/** A partner id: lower-case letters, digits, hyphens and underscores, 1 to 40 characters, starting with a letter or digit. */
const PARTNER_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** The metrics' label for everything that is not a verified partner: the site itself, unknown or unverified ids. */
const OTHER_PARTNER = 'other';

/** An origin as a browser sends it (scheme, host, optional port), or undefined when `text` is not one. */
function asOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== text.replace(/\/$/, '')) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * PARTNERS: `id=origin|origin,id=origin` (`acme=https://acme.example|https://www.acme.example,globex=https://globex.example`).
 * Throws an Error whose message is one line naming what is wrong.
 */
export function parsePartners(text: string): Partner[] {
  const partners: Partner[] = [];
  for (const entry of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const equals = entry.indexOf('=');
    const id = equals < 0 ? entry : entry.slice(0, equals).trim();
    if (equals < 0 || !PARTNER_ID.test(id)) {
      throw new Error(
        `each entry must be id=origin|origin with an id of lower-case letters, digits, - and _ (acme=https://acme.example), got "${entry}"`,
      );
    }
    if (id === OTHER_PARTNER) throw new Error(`"${OTHER_PARTNER}" is kept for requests of no known partner`);
    if (partners.some((partner) => partner.id === id)) throw new Error(`partner "${id}" is listed twice`);
    const origins = entry
      .slice(equals + 1)
      .split('|')
      .map((item) => item.trim())
      .filter(Boolean);
    if (origins.length === 0) throw new Error(`partner "${id}" has no origin`);
    const bad = origins.find((item) => asOrigin(item) === undefined);
    if (bad !== undefined) {
      throw new Error(
        `partner "${id}": "${bad}" is not an origin such as https://partner.example (scheme, host and optional port, no path)`,
      );
    }
    partners.push({ id, origins: [...new Set(origins.map((item) => asOrigin(item) as string))] });
  }
  return partners;
}

/** Whether `id` names a configured partner and `origin` (the request's Origin header) is one of its own. */
export function verifyPartner(partners: readonly Partner[], id: string, origin: string | undefined): boolean {
  if (origin === undefined) return false;
  const partner = partners.find((candidate) => candidate.id === id);
  return partner?.origins.includes(origin) === true;
}

/**
 * The source kept with an item: the cleaned campaign parameters, and the partner id (lower case) with whether
 * it was verified against the request's Origin. Undefined when the request carried nothing.
 */
export function sourceOf(
  partners: readonly Partner[],
  attribution: AttributionRequest | undefined,
  origin: string | undefined,
): Source | undefined {
  if (!attribution) return undefined;
  const source: Source = {};
  const partner = cleanAttributionValue(attribution.partner, ATTRIBUTION_VALUE_MAX)?.toLowerCase();
  if (partner !== undefined) {
    source.partner = partner;
    source.partnerVerified = verifyPartner(partners, partner, origin);
  }
  for (const key of UTM_KEYS) {
    const value = cleanAttributionValue(attribution[key]);
    if (value !== undefined) source[key] = value;
  }
  return Object.keys(source).length > 0 ? source : undefined;
}

/** The partner a source counts for in the metrics: a verified partner's id, or "other". */
export const partnerLabel = (source: Source | undefined): string =>
  source?.partner !== undefined && source.partnerVerified === true ? source.partner : OTHER_PARTNER;

/** What the routes use: the source of a request, and the count of what was accepted, per partner. */
export interface Attribution {
  /** The source of a request that carried `attribution`, checked against its Origin header. */
  source(attribution: AttributionRequest | undefined, origin: string | undefined): Source | undefined;
  /** Counts an accepted item for its verified partner, or for "other". */
  count(kind: AttributedKind, source: Source | undefined): void;
}

export function createAttribution(
  partners: readonly Partner[],
  metrics?: Pick<Metrics, 'attributed' | 'partners'>,
): Attribution {
  metrics?.partners([...partners.map((partner) => partner.id), OTHER_PARTNER]);
  return {
    source: (attribution, origin) => sourceOf(partners, attribution, origin),
    count: (kind, source) => metrics?.attributed(kind, partnerLabel(source)),
  };
}
