import { describe, expect, it, vi } from 'vitest';
import {
  type CountryInput,
  detectCountry,
  GEO_CACHE_KEY,
  GEO_CACHE_TTL_MS,
  type GeoData,
  geoLookup,
  type KeyValueStorage,
  LANGUAGE_OVERRIDE_KEY,
  languageCookie,
  parseGeoAnswer,
  readGeoCache,
  settleLanguage,
} from './language';

const NOW = 1_750_000_000_000;

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const cacheEntry = (country: string | null, language: string, age = 0, source = 'lookup') =>
  JSON.stringify({ data: { country, source }, language, timestamp: NOW - age });

function input(overrides: Partial<CountryInput> & { geo?: GeoData | undefined } = {}): CountryInput {
  const { geo, ...rest } = overrides;
  return {
    storage: memoryStorage(),
    now: () => NOW,
    language: 'en',
    lookUp: true,
    lookup: vi.fn(async () => geo),
    ...rest,
  };
}

describe('settleLanguage: order of precedence', () => {
  it.each([
    // [case, search, stored override, language the page was served in, expected language, source]
    ['?lang= wins over everything', '?lang=es', 'fr', 'fr', 'es', 'query'],
    ['an unsupported ?lang= is ignored', '?lang=de', 'fr', 'en', 'fr', 'override'],
    ['the stored override wins over the page', '', 'es', 'fr', 'es', 'override'],
    ['otherwise the page keeps the language it was served in: French', '', null, 'fr', 'fr', 'page'],
    ['... Spanish', '', null, 'es', 'es', 'page'],
    ['... English (no signal at all)', '', null, 'en', 'en', 'page'],
    ['a stored override that is not a language is ignored', '', 'klingon', 'es', 'es', 'page'],
  ] as const)('%s', (_case, search, override, pageLanguage, language, source) => {
    const stored: Record<string, string> = {};
    if (override) stored[LANGUAGE_OVERRIDE_KEY] = override;
    expect(settleLanguage({ search, storage: memoryStorage(stored), pageLanguage })).toEqual({ language, source });
  });

  it("a first visit keeps the page's language whatever the location or a day-old answer says", () => {
    const storage = memoryStorage({ [GEO_CACHE_KEY]: cacheEntry('MX', 'es') });
    expect(settleLanguage({ search: '', storage, pageLanguage: 'fr' })).toEqual({ language: 'fr', source: 'page' });
  });

  it('survives a storage that throws (blocked by privacy settings)', async () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(settleLanguage({ search: '', storage: blocked, pageLanguage: 'es' })).toEqual({
      language: 'es',
      source: 'page',
    });
    expect(await detectCountry(input({ storage: blocked, geo: { country: 'MX', source: 'lookup' } }))).toBe('MX');
  });
});

describe('detectCountry: the country the selector shows', () => {
  it.each([
    ['a lookup in France', { country: 'FR', source: 'lookup' }, 'FR'],
    ['a proxy header in Spain', { country: 'ES', source: 'header' }, 'ES'],
    ['a browser-only answer is no location', { country: 'CA', source: 'accept-language' }, undefined],
    ['a failed lookup', undefined, undefined],
  ] as const)('%s -> %s', async (_case, geo, country) => {
    expect(await detectCountry(input({ geo }))).toBe(country);
  });

  it('looks the location up only when no day-old answer is cached and the language was not given, saying so first', async () => {
    const onLookup = vi.fn();
    const given = input({ lookUp: false, onLookup, geo: { country: 'FR', source: 'lookup' } });
    expect(await detectCountry(given)).toBeUndefined();
    expect(given.lookup).not.toHaveBeenCalled();

    const cached = input({ storage: memoryStorage({ [GEO_CACHE_KEY]: cacheEntry('ES', 'es') }), onLookup });
    expect(await detectCountry(cached)).toBe('ES');
    expect(cached.lookup).not.toHaveBeenCalled();
    expect(onLookup).not.toHaveBeenCalled();

    const open = input({ onLookup, geo: { country: 'FR', source: 'lookup' } });
    await detectCountry(open);
    expect(onLookup).toHaveBeenCalledOnce();
    expect(open.lookup).toHaveBeenCalledOnce();
  });

  it('still reports a cached country when the language was given (?lang=, a stored choice)', async () => {
    const cached = memoryStorage({ [GEO_CACHE_KEY]: cacheEntry('ES', 'es') });
    expect(await detectCountry(input({ storage: cached, lookUp: false }))).toBe('ES');
  });
});

describe('the 24-hour cache', () => {
  it('stores a location answer with the language in force and the time', async () => {
    const storage = memoryStorage();
    await detectCountry(input({ storage, language: 'en', geo: { country: 'FR', source: 'header' } }));
    expect(JSON.parse(storage.data.get(GEO_CACHE_KEY) ?? '')).toEqual({
      data: { country: 'FR', source: 'header' },
      language: 'en',
      timestamp: NOW,
    });
  });

  it('stores nothing when the lookup fails, so the next page asks again', async () => {
    const storage = memoryStorage();
    await detectCountry(input({ storage, geo: undefined }));
    expect(storage.data.has(GEO_CACHE_KEY)).toBe(false);
  });

  it.each([
    ['just written', 0, true],
    ['23 h 59 old', GEO_CACHE_TTL_MS - 60_000, true],
    ['exactly 24 h old', GEO_CACHE_TTL_MS, false],
    ['two days old', 2 * GEO_CACHE_TTL_MS, false],
    ['from the future (clock changed)', -60_000, false],
  ])('an entry %s is valid: %s', (_case, age, valid) => {
    const storage = memoryStorage({ [GEO_CACHE_KEY]: cacheEntry('FR', 'fr', age) });
    expect(readGeoCache(storage, NOW) !== undefined).toBe(valid);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['an unknown language', cacheEntry('FR', 'de')],
    ['no timestamp', JSON.stringify({ data: { country: 'FR', source: 'lookup' }, language: 'fr' })],
    ['no data', JSON.stringify({ language: 'fr', timestamp: NOW })],
  ])('an entry with %s is ignored', (_case, text) => {
    expect(readGeoCache(memoryStorage({ [GEO_CACHE_KEY]: text }), NOW)).toBeUndefined();
  });

  it('an expired entry leads to a new lookup', async () => {
    const storage = memoryStorage({ [GEO_CACHE_KEY]: cacheEntry('FR', 'fr', GEO_CACHE_TTL_MS + 1) });
    const lookedUp = input({ storage, geo: { country: 'ES', source: 'lookup' } });
    expect(await detectCountry(lookedUp)).toBe('ES');
    expect(lookedUp.lookup).toHaveBeenCalledOnce();
  });
});

describe('parseGeoAnswer', () => {
  it.each([
    [
      { country: 'FR', language: 'fr', source: 'lookup' },
      { country: 'FR', source: 'lookup' },
    ],
    [
      { country: 'fr', source: 'header' },
      { country: 'FR', source: 'header' },
    ],
    [
      { country: null, source: 'none' },
      { country: null, source: 'none' },
    ],
    [
      { country: '<b>', source: 'lookup' },
      { country: null, source: 'lookup' },
    ],
    [{ country: 'FR', source: 'guess' }, undefined],
    ['FR', undefined],
    [null, undefined],
  ])('%j -> %j', (body, data) => {
    expect(parseGeoAnswer(body)).toEqual(data);
  });
});

describe('geoLookup: time-out, spacing, failures', () => {
  function clock() {
    let time = NOW;
    const sleeps: number[] = [];
    return {
      sleeps,
      now: () => time,
      advance: (ms: number) => {
        time += ms;
      },
      sleep: async (ms: number) => {
        sleeps.push(ms);
        time += ms;
      },
    };
  }

  it('asks GET /api/geo with a 5-second time-out', async () => {
    const fetchFn = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ country: 'FR', source: 'lookup' }),
    );
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const lookup = geoLookup({ fetch: fetchFn as unknown as typeof fetch, ...clock() });
    expect(await lookup()).toEqual({ country: 'FR', source: 'lookup' });
    expect(fetchFn).toHaveBeenCalledWith('/api/geo', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(timeout).toHaveBeenCalledWith(5000);
    timeout.mockRestore();
  });

  it('keeps lookups at least a second apart', async () => {
    const fetchFn = vi.fn(async () => Response.json({ country: 'FR', source: 'lookup' }));
    const time = clock();
    const lookup = geoLookup({ fetch: fetchFn as unknown as typeof fetch, ...time });
    await lookup();
    time.advance(300);
    await lookup();
    expect(time.sleeps).toEqual([700]);
    time.advance(5000);
    await lookup();
    expect(time.sleeps).toEqual([700]);
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('shares one running lookup between callers', async () => {
    const fetchFn = vi.fn(async () => Response.json({ country: 'ES', source: 'header' }));
    const lookup = geoLookup({ fetch: fetchFn as unknown as typeof fetch, ...clock() });
    const [a, b] = await Promise.all([lookup(), lookup()]);
    expect(a).toEqual(b);
    expect(fetchFn).toHaveBeenCalledOnce();
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a time-out', async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))],
    ['a server error', async () => new Response('oops', { status: 502 })],
    ['an HTML page', async () => new Response('<html>', { status: 200 })],
    ['a body of the wrong shape', async () => Response.json({ hello: 'world' })],
  ])('resolves undefined on %s', async (_case, fetchFn) => {
    const lookup = geoLookup({ fetch: fetchFn as unknown as typeof fetch, ...clock() });
    await expect(lookup()).resolves.toBeUndefined();
  });
});

describe('languageCookie', () => {
  it('lasts a year on the whole site and goes with same-site navigations', () => {
    expect(languageCookie('fr')).toBe('alex_lang=fr; path=/; max-age=31536000; samesite=lax');
  });
});
