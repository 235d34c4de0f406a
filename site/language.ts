/**
 * The site's language (spec sections 3, 4 and 9, Language). The gateway answers a page in the visitor's language
 * at the first byte (their remembered choice, the country of the proxy's header, the browser's Accept-Language,
 * English), so the page's `<html lang>` is the visitor's language and the store starts there: a first visit is
 * never re-rendered into another one. Only `?lang=` and the visitor's own choice (stored, and written to the
 * cookie the gateway reads) overrule it. The location lookup still runs for the visitor's country, which the
 * language selector shows, but no longer changes the language.
 */
import { create } from 'zustand';
import {
  baseLanguage,
  countryCode,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '../shared/languages';
import { siteConfig } from './config';

/** The visitor's explicit choice. */
export const LANGUAGE_OVERRIDE_KEY = 'alex.language';
/** The last location answer: { data: { country, source }, language, timestamp }. */
export const GEO_CACHE_KEY = 'alex.geo';

export const GEO_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const LOOKUP_TIMEOUT_MS = 5000;
const LOOKUP_GAP_MS = 1000;
const GEO_ENDPOINT = '/api/geo';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the gateway's GET /api/geo says; only a header or lookup answer is a real location. */
export interface GeoData {
  country: string | null;
  source: 'header' | 'lookup' | 'accept-language' | 'none';
}

export interface GeoCacheEntry {
  data: GeoData;
  language: Language;
  timestamp: number;
}

type DetectionSource = 'query' | 'override' | 'page';

export interface Detection {
  language: Language;
  source: DetectionSource;
}

const storageSafe = {
  get(storage: KeyValueStorage | undefined, key: string): string | null {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null; // Storage blocked (privacy settings): behave as a first visit.
    }
  },
  set(storage: KeyValueStorage | undefined, key: string, value: string): void {
    try {
      storage?.setItem(key, value);
    } catch {
      // Full or blocked storage: the choice lasts for this page only.
    }
  },
};

const queryLanguage = (search: string): Language | undefined => {
  const requested = new URLSearchParams(search).get('lang');
  return isLanguage(requested) ? requested : undefined;
};

function readOverride(storage: KeyValueStorage | undefined): Language | undefined {
  const value = storageSafe.get(storage, LANGUAGE_OVERRIDE_KEY);
  return isLanguage(value) ? value : undefined;
}

/** The cached location answer if it is well formed and younger than 24 hours. */
export function readGeoCache(storage: KeyValueStorage | undefined, now: number): GeoCacheEntry | undefined {
  const text = storageSafe.get(storage, GEO_CACHE_KEY);
  if (!text) return undefined;
  try {
    const entry = JSON.parse(text) as Partial<GeoCacheEntry> | null;
    const age = now - Number(entry?.timestamp);
    if (!entry || !isLanguage(entry.language) || !(age >= 0 && age < GEO_CACHE_TTL_MS)) return undefined;
    const data = parseGeoAnswer(entry.data);
    return data ? { data, language: entry.language, timestamp: now - age } : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a GET /api/geo body; undefined when it is not one. */
export function parseGeoAnswer(body: unknown): GeoData | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { country, source } = body as Record<string, unknown>;
  if (source !== 'header' && source !== 'lookup' && source !== 'accept-language' && source !== 'none') {
    return undefined;
  }
  return { country: countryCode(country) ?? null, source };
}

/** A location answer names the visitor's country only when it came from where they are, not their browser. */
const locatedCountry = (data: GeoData): string | undefined =>
  data.source === 'header' || data.source === 'lookup' ? (data.country ?? undefined) : undefined;

/**
 * One location lookup at a time, at least `gapMs` after the previous one started, each given `timeoutMs`.
 * A second caller while one runs shares its answer. Resolves undefined on any failure.
 */
export function geoLookup({
  fetch: fetchFn,
  now,
  sleep,
  timeoutMs = LOOKUP_TIMEOUT_MS,
  gapMs = LOOKUP_GAP_MS,
  url = GEO_ENDPOINT,
}: {
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  timeoutMs?: number;
  gapMs?: number;
  url?: string;
}): () => Promise<GeoData | undefined> {
  let lastStart = Number.NEGATIVE_INFINITY;
  let running: Promise<GeoData | undefined> | undefined;

  async function run(): Promise<GeoData | undefined> {
    const wait = lastStart + gapMs - now();
    if (wait > 0) await sleep(wait);
    lastStart = now();
    try {
      const response = await fetchFn(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok ? parseGeoAnswer(await response.json()) : undefined;
    } catch {
      return undefined; // Offline, slow or blocked: detection carries on without a location.
    }
  }

  return () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/**
 * The visitor's language: `?lang=`, else the visitor's stored choice, else the language the page was served in
 * (which the gateway chose from the visitor's cookie, country and browser). Synchronous: nothing waits on the
 * network to decide it.
 */
export function settleLanguage({
  search,
  storage,
  pageLanguage,
}: {
  search: string;
  storage: KeyValueStorage | undefined;
  pageLanguage: Language;
}): Detection {
  const query = queryLanguage(search);
  if (query) return { language: query, source: 'query' };
  const override = readOverride(storage);
  if (override) return { language: override, source: 'override' };
  return { language: pageLanguage, source: 'page' };
}

export interface CountryInput {
  storage: KeyValueStorage | undefined;
  now: () => number;
  /** The language in force, stored with a fresh location answer. */
  language: Language;
  /** Whether to ask the gateway when no answer of the last day is cached (not when the language was given). */
  lookUp: boolean;
  lookup: () => Promise<GeoData | undefined>;
  /** Called just before the location lookup starts (the selector shows 'detecting'). */
  onLookup?: () => void;
}

/**
 * The visitor's country, for the selector to show: from a location answer of the last day, else from a lookup
 * (cached for a day). Undefined when only the browser's region is known, or when the lookup fails.
 */
export async function detectCountry(input: CountryInput): Promise<string | undefined> {
  const { storage, now } = input;
  const cached = readGeoCache(storage, now());
  if (cached) return locatedCountry(cached.data);
  if (!input.lookUp) return undefined;
  input.onLookup?.();
  const data = await input.lookup();
  if (!data) return undefined;
  const entry: GeoCacheEntry = { data, language: input.language, timestamp: now() };
  storageSafe.set(storage, GEO_CACHE_KEY, JSON.stringify(entry));
  return locatedCountry(data);
}

/** The cookie the gateway reads to serve a page already in this language. */
export const languageCookie = (language: Language): string =>
  `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;

/** The page's language as prerendered: what the first client render must match. */
const pageLanguage = (): Language => {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const lang = baseLanguage(document.documentElement.lang);
  return lang ?? DEFAULT_LANGUAGE;
};

interface LanguageState {
  language: Language;
  /** True while the location lookup (for the country, not the language) runs. */
  detecting: boolean;
  /** The visitor's country (ISO code) once a location answer named it. */
  country: string | undefined;
  /** The visitor's explicit choice: remembered for later visits and for the gateway. */
  choose: (language: Language) => void;
}

/** Set once the visitor picks a language, so detection running after that does not overrule them. */
let chosen = false;

const browserStorage = (): KeyValueStorage | undefined => {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
};

const rememberForGateway = (language: Language) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the site serves.
  document.cookie = languageCookie(language);
};

/** The store. The prerenderer makes the page's language its initial state (what server rendering reads). */
export const useLanguage = create<LanguageState>()((set) => ({
  language: pageLanguage(),
  detecting: false,
  country: undefined,
  choose(language) {
    chosen = true;
    storageSafe.set(browserStorage(), LANGUAGE_OVERRIDE_KEY, language);
    rememberForGateway(language);
    set({ language });
  },
}));

let detection: Promise<void> | undefined;
let lookupGeo: (() => Promise<GeoData | undefined>) | undefined;

/** Runs detection once per page load, after hydration (call it from an effect). */
export function startLanguageDetection(): Promise<void> {
  detection ??= (async () => {
    const storage = browserStorage();
    const settled = settleLanguage({ search: location.search, storage, pageLanguage: pageLanguage() });
    if (!chosen) {
      // The visitor's own choice, kept where the gateway reads it, so the next page comes in it already.
      if (settled.source !== 'page') rememberForGateway(settled.language);
      if (settled.language !== useLanguage.getState().language) useLanguage.setState({ language: settled.language });
    }
    lookupGeo ??= geoLookup({
      fetch: (...args) => fetch(...args),
      now: Date.now,
      sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    });
    const country = await detectCountry({
      storage,
      now: Date.now,
      language: settled.language,
      lookUp: settled.source === 'page' && siteConfig().locate === true,
      lookup: lookupGeo,
      onLookup: () => useLanguage.setState({ detecting: true }),
    });
    useLanguage.setState({ detecting: false, country });
  })();
  return detection;
}
