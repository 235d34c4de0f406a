/**
 * The visitor's language and country from a request. requestLanguage is the chain a page is answered in, at the
 * first byte: the remembered choice (the `alex_lang` cookie), the country of a trusted proxy or CDN header, the
 * browser's Accept-Language, English. GET /api/geo (mounted at that path) reports the visitor's country and the
 * language it suggests, with the same chain less the cookie and, between the header and Accept-Language, the
 * configured lookup endpoints. No visitor address leaves the gateway unless lookup URLs are configured.
 */
import { type Request, Router } from 'express';
import ipaddr from 'ipaddr.js';
import { geo as geoEndpoint } from '../../shared/api/site';
import {
  acceptedLanguageTags,
  baseLanguage,
  countryCode,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languageForCountry,
  pickLanguage,
  tagRegion,
} from '../../shared/languages';
import type { Config } from '../config';
import { route } from '../http/route';

/** Which signal of a request decided its language. */
type LanguageSignal = 'cookie' | 'header' | 'accept-language' | 'default';

export interface RequestLanguage {
  language: Language;
  signal: LanguageSignal;
  /** The country the proxy's header named, when that header decided. */
  country?: string;
  /** The request headers read to decide, in the order read: what the answer's `Vary` names. */
  read: string[];
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * A request's language from its own headers, the first signal that names one deciding: the visitor's
 * remembered choice (the `alex_lang` cookie; left out with `remembered: false`), the country in the proxy's
 * or CDN's header (only the configured one: anyone can send any header), the browser's Accept-Language
 * (most preferred supported language by quality), else English. Synchronous: a page knows its language at the
 * first byte.
 */
export function requestLanguage(
  req: Request,
  countryHeader: string | undefined,
  { remembered = true }: { remembered?: boolean } = {},
): RequestLanguage {
  const read: string[] = [];
  if (remembered) {
    read.push('Cookie');
    const choice = cookie(req.get('cookie'), LANGUAGE_COOKIE);
    if (isLanguage(choice)) return { language: choice, signal: 'cookie', read };
  }
  if (countryHeader) {
    read.push(countryHeader);
    const country = countryCode(req.get(countryHeader));
    if (country) return { language: languageForCountry(country), signal: 'header', country, read };
  }
  read.push('Accept-Language');
  const tags = acceptedLanguageTags(req.get('accept-language'));
  // English either way when no tag names a language of the site; the signal says which.
  const signal = tags.some((tag) => baseLanguage(tag)) ? 'accept-language' : 'default';
  return { language: pickLanguage(tags), signal, read };
}

type GeoSource = 'header' | 'lookup' | 'accept-language' | 'none';

/** The answer of GET /api/geo. */
interface GeoAnswer {
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
function countryFromLookup(body: unknown): string | undefined {
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
    // The page's chain without the remembered choice: a location, not a preference, is asked for here.
    const chain = requestLanguage(req, geo.countryHeader, { remembered: false });
    if (chain.country) return { country: chain.country, language: chain.language, source: 'header' };

    const ip = geo.lookupUrls.length > 0 ? publicAddress(req.ip) : undefined;
    const lookedUp = ip ? await lookup(ip) : undefined;
    if (lookedUp) return { country: lookedUp, language: languageForCountry(lookedUp), source: 'lookup' };

    // The browser's own preference decides the language here; its region is only a hint about the country.
    const region = acceptedLanguageTags(req.get('accept-language')).map(tagRegion).find(Boolean);
    return region
      ? { country: region, language: chain.language, source: 'accept-language' }
      : { country: null, language: chain.language, source: 'none' };
  }

  const router = Router();
  route(
    router,
    geoEndpoint,
    {
      handle: async (_input, _visitor, req, res) => {
        // The answer belongs to one visitor and changes with their headers: never stored by a shared cache.
        res.set('Cache-Control', 'private, no-store');
        res.vary('Accept-Language');
        if (geo.countryHeader) res.vary(geo.countryHeader);
        return locate(req);
      },
    },
    { mount: geoEndpoint.path },
  );
  return router;
}
