/**
 * GET /api/geo (mounted at that path): the visitor's country and the interface language it suggests, for the
 * site's language detection. Sources, in order: a trusted CDN header, the configured lookup endpoints, the
 * region of the browser's Accept-Language. No visitor address leaves the gateway unless lookup URLs are configured.
 */
import { type Request, Router } from 'express';
import ipaddr from 'ipaddr.js';
import {
  acceptedLanguageTags,
  countryCode,
  type Language,
  languageForCountry,
  pickLanguage,
  tagRegion,
} from '../shared/languages';
import type { Config } from './config';

export type GeoSource = 'header' | 'lookup' | 'accept-language' | 'none';

/** The answer of GET /api/geo. */
export interface GeoAnswer {
  country: string | null;
  language: Language;
  source: GeoSource;
}

export interface GeoOptions {
  /** Time a lookup endpoint gets to answer (spec section 9: 5000 ms). */
  timeoutMs?: number;
  /** Minimum gap between two outbound lookups, across all visitors (spec section 9: 1000 ms). */
  gapMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

/** The fields geolocation services name the country code with (ipapi.co, ip-api.com, ipinfo-like services). */
const COUNTRY_FIELDS = ['country', 'country_code', 'countryCode'] as const;

/** The first field of a lookup answer that holds a valid country code ("country" is a full name in some services). */
export function countryFromLookup(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  for (const field of COUNTRY_FIELDS) {
    const code = countryCode((body as Record<string, unknown>)[field]);
    if (code) return code;
  }
  return undefined;
}

/** Only a public address is worth a lookup (and a private one must not leave the network). */
function publicAddress(ip: string | undefined): string | undefined {
  if (!ip || !ipaddr.isValid(ip)) return undefined;
  const address = ipaddr.process(ip);
  return address.range() === 'unicast' ? address.toString() : undefined;
}

/**
 * Spaces outbound lookups at least `gapMs` apart. A request waits for its turn only if the turn comes within
 * one gap; behind a longer queue it gives up (and the visitor falls back to the Accept-Language region) rather
 * than pile up waiting requests under a burst.
 */
function lookupTurns({
  gapMs,
  now,
  sleep,
}: {
  gapMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}) {
  let nextFree = Number.NEGATIVE_INFINITY;
  return async (): Promise<boolean> => {
    const at = now();
    const turn = Math.max(at, nextFree);
    if (turn - at > gapMs) return false;
    nextFree = turn + gapMs;
    if (turn > at) await sleep(turn - at);
    return true;
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function geoRoutes(geo: Config['geo'], options: GeoOptions = {}): Router {
  const { timeoutMs = 5000, gapMs = 1000, now = Date.now, sleep = wait, fetch: fetchFn = fetch } = options;
  const takeTurn = lookupTurns({ gapMs, now, sleep });

  /** Each endpoint in turn, the next only when the one before fails; undefined when none knows. */
  async function lookup(ip: string): Promise<string | undefined> {
    for (const template of geo.lookupUrls) {
      if (!(await takeTurn())) return undefined;
      try {
        const response = await fetchFn(template.replaceAll('{ip}', encodeURIComponent(ip)), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) {
          const country = countryFromLookup(await response.json());
          if (country) return country;
        }
      } catch {
        // A slow, failing or garbled endpoint: try the next one, then fall back. Detection never fails a page.
      }
    }
    return undefined;
  }

  async function locate(req: Request): Promise<GeoAnswer> {
    const browserTags = acceptedLanguageTags(req.get('accept-language'));
    const fromCountry = (country: string, source: GeoSource): GeoAnswer => ({
      country,
      language: languageForCountry(country),
      source,
    });

    const headerCountry = geo.countryHeader ? countryCode(req.get(geo.countryHeader)) : undefined;
    if (headerCountry) return fromCountry(headerCountry, 'header');

    const ip = geo.lookupUrls.length > 0 ? publicAddress(req.ip) : undefined;
    const lookedUp = ip ? await lookup(ip) : undefined;
    if (lookedUp) return fromCountry(lookedUp, 'lookup');

    // The browser's own preference decides the language here; its region is only a hint about the country.
    const language = pickLanguage(browserTags);
    const region = browserTags.map(tagRegion).find(Boolean);
    return region
      ? { country: region, language, source: 'accept-language' }
      : { country: null, language, source: 'none' };
  }

  const router = Router();
  router.get('/', async (req, res) => {
    const answer = await locate(req);
    // The answer belongs to one visitor and changes with their headers: never stored by a shared cache.
    res.set('Cache-Control', 'private, no-store');
    res.vary('Accept-Language');
    if (geo.countryHeader) res.vary(geo.countryHeader);
    res.json(answer satisfies GeoAnswer);
  });
  return router;
}
