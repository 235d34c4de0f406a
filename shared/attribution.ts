/**
 * Where a lead, a demo contact or an ROI e-mail comes from: the partner whose page embeds the widget (its
 * `partner` attribute) and the campaign parameters of the page's address (`utm_*`). The widget sends what it
 * read as `attribution`; the gateway cleans every value, checks the partner id against the request's Origin
 * and keeps the result as the item's source.
 */
import * as z from 'zod/mini';

/** The campaign parameters kept, as the page's address names them. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type UtmKey = (typeof UTM_KEYS)[number];

/** Longest value kept once cleaned (characters); a longer one is cut. */
export const ATTRIBUTION_VALUE_MAX = 200;

/** Longest value a request may send at all: the length of an address, before the gateway cuts it. */
const SENT_VALUE_MAX = 2048;

const sent = z.optional(z.string().check(z.maxLength(SENT_VALUE_MAX)));

/** What a widget sends: every field optional, strings only (anything else is refused with the request). */
export const attributionRequest = z.strictObject({
  partner: sent,
  utm_source: sent,
  utm_medium: sent,
  utm_campaign: sent,
  utm_term: sent,
  utm_content: sent,
});

export type AttributionRequest = z.infer<typeof attributionRequest>;

/** The source the gateway keeps with an item: cleaned values, the partner id and whether it was verified. */
export type Source = Partial<Record<UtmKey, string>> & {
  /** The partner id the page named, cleaned; trusted only when `partnerVerified`. */
  partner?: string;
  /** The id is a configured partner's and the request came from one of that partner's origins. */
  partnerVerified?: boolean;
};

/**
 * Control characters (C0, DEL, C1), lone surrogates, line and paragraph separators, bidi marks, zero-width
 * characters and the byte-order mark: dropped from a value. Whitespace runs become one space.
 */
const DROPPED = /[\p{Cc}\p{Cs}\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2069\uFEFF]/gu;

/**
 * A value as kept: control and invisible characters removed, whitespace collapsed and trimmed, at most `max`
 * characters (never half a surrogate pair); undefined when nothing is left.
 */
export function cleanAttributionValue(value: unknown, max = ATTRIBUTION_VALUE_MAX): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value
    .replace(/[\t\n\r\f\v\u0085\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g, ' ')
    .replace(DROPPED, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const cut = Array.from(cleaned).slice(0, max).join('').trim();
  return cut === '' ? undefined : cut;
}

/** The campaign parameters of a page's query string (`location.search`), cleaned; absent ones left out. */
export function utmFromSearch(search: string): Partial<Record<UtmKey, string>> {
  const params = new URLSearchParams(search);
  const found: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = cleanAttributionValue(params.get(key) ?? undefined);
    if (value !== undefined) found[key] = value;
  }
  return found;
}

/**
 * What a widget sends: its `partner` attribute and the campaign parameters of the host page's address, cleaned;
 * undefined when there are none (the body then has no `attribution`, as before).
 */
export function pageAttribution(partner: string | null | undefined, search: string): AttributionRequest | undefined {
  const found: AttributionRequest = utmFromSearch(search);
  const id = cleanAttributionValue(partner);
  if (id !== undefined) found.partner = id;
  return Object.keys(found).length > 0 ? found : undefined;
}
