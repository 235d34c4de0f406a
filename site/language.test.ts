import { describe, expect, it, vi } from 'vitest';
import {
  type DetectionInput,
  detectLanguage,
  GEO_CACHE_KEY,
  GEO_CACHE_TTL_MS,
  type GeoData,
  geoLookup,
  type KeyValueStorage,
  LANGUAGE_OVERRIDE_KEY,
  languageCookie,
  parseGeoAnswer,
  readGeoCache,
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

function input(overrides: Partial<DetectionInput> & { geo?: GeoData | undefined } = {}): DetectionInput {
  const { geo, ...rest } = overrides;
  return {
    search: '',
    storage: memoryStorage(),
    now: () => NOW,
    browserLanguages: [],
    lookup: vi.fn(async () => geo),
    ...rest,
  };
}

describe('detectLanguage: order of precedence', () => {
  const FR_LOOKUP: GeoData = { country: 'FR', source: 'lookup' };
  it.each([
    // [case, search, stored override, cache entry, lookup answer, browser languages, expected language, source]
    ['?lang= wins over everything', '?lang=es', 'fr', cacheEntry('FR', 'fr'), FR_LOOKUP, ['fr'], 'es', 'query'],
    ['an unsupported ?lang= is ignored', '?lang=de', 'fr', null, undefined, [], 'fr', 'override'],
    ['the stored override wins over the cache', '', 'es', cacheEntry('FR', 'fr'), FR_LOOKUP, [], 'es', 'override'],
    ['a fresh cache wins over a lookup', '', null, cacheEntry('MX', 'es'), FR_LOOKUP, [], 'es', 'cache'],
    ['a lookup in France gives French', '', null, null, FR_LOOKUP, ['es-ES'], 'fr', 'lookup'],
    ['a lookup in Spain gives Spanish', '', null, null, { country: 'ES', source: 'header' }, [], 'es', 'lookup'],
    [
      'a lookup in Canada gives English',
      '',
      null,
      null,
      { country: 'CA', source: 'lookup' },
      ['fr-CA'],
      'en',
      'lookup',
    ],
    ['a lookup in Germany gives English', '', null, null, { country: 'DE', source: 'lookup' }, ['es'], 'en', 'lookup'],
    ['a failed lookup falls back to the browser', '', null, null, undefined, ['de-DE', 'fr-FR'], 'fr', 'browser'],
    [
      'a browser-only answer is no location: the browser decides',
      '',
      null,
      null,
      { country: 'CA', source: 'accept-language' },
      ['fr-CA'],
      'fr',
      'browser',
    ],
    ['with nothing at all, English', '', null, null, undefined, ['de', 'ja'], 'en', 'default'],
    ['a stored override that is not a language is ignored', '', 'klingon', null, undefined, ['es'], 'es', 'browser'],
  ] as const)('%s', async (_case, search, override, cache, geo, browserLanguages, language, source) => {
    const stored: Record<string, string> = {};
    if (override) stored[LANGUAGE_OVERRIDE_KEY] = override;
    if (cache) stored[GEO_CACHE_KEY] = cache;
    const detection = await detectLanguage(
      input({ search, storage: memoryStorage(stored), geo, browserLanguages: [...browserLanguages] }),
    );
    expect(detection.language).toBe(language);
    expect(detection.source).toBe(source);
  });

  it('looks the location up only when nothing before it decides, and says so first', async () => {
    const onLookup = vi.fn();
    const decided = input({ search: '?lang=fr', onLookup });
    await detectLanguage(decided);
    expect(decided.lookup).not.toHaveBeenCalled();
    expect(onLookup).not.toHaveBeenCalled();

    const open = input({ onLookup, geo: { country: 'FR', source: 'lookup' } });
    await detectLanguage(open);
    expect(onLookup).toHaveBeenCalledOnce();
    expect(open.lookup).toHaveBeenCalledOnce();
  });

  it('reports the country of a location answer, fresh or cached, but not of a browser region', async () => {
    expect((await detectLanguage(input({ geo: { country: 'FR', source: 'lookup' } }))).country).toBe('FR');
    const cached = memoryStorage({ [GEO_CACHE_KEY]: cacheEntry('ES', 'es') });
    expect((await detectLanguage(input({ storage: cached, search: '?lang=en' }))).country).toBe('ES');
    expect((await detectLanguage(input({ geo: { country: 'CA', source: 'accept-language' } }))).country).toBe(
      undefined,
    );
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
    const detection = await detectLanguage(
      input({ storage: blocked, geo: { country: 'MX', source: 'lookup' }, browserLanguages: ['en'] }),
    );
    expect(detection).toEqual({ language: 'es', source: 'lookup', country: 'MX' });
  });
});

describe('the 24-hour cache', () => {
  it('stores a location answer with the language it gave and the time', async () => {
    const storage = memoryStorage();
    await detectLanguage(input({ storage, geo: { country: 'FR', source: 'header' } }));
    expect(JSON.parse(storage.data.get(GEO_CACHE_KEY) ?? '')).toEqual({
      data: { country: 'FR', source: 'header' },
      language: 'fr',
      timestamp: NOW,
    });
  });

  it('stores nothing when the lookup fails, so the next page asks again', async () => {
    const storage = memoryStorage();
    await detectLanguage(input({ storage, geo: undefined, browserLanguages: ['es'] }));
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
    const detection = await detectLanguage(input({ storage, geo: { country: 'ES', source: 'lookup' } }));
    expect(detection).toEqual({ language: 'es', source: 'lookup', country: 'ES' });
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
