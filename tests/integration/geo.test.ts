/** GET /api/geo: the visitor's country from a trusted CDN header, the configured lookups or the browser's region. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { type GeoOptions, geoRoutes } from '../../server/pages/geo';
import { makeGateway } from './helpers';

/** A public address (documentation ranges count as reserved, so a real-looking one); only fakes ever see it. */
const VISITOR_IP = '81.2.69.142';

describe('GET /api/geo without any geolocation configured', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', { country: 'CA', language: 'fr', source: 'accept-language' }],
    ['es-MX', { country: 'MX', language: 'es', source: 'accept-language' }],
    ['en;q=0.4,de-DE', { country: 'DE', language: 'en', source: 'accept-language' }],
    ['fr', { country: null, language: 'fr', source: 'none' }],
    ['', { country: null, language: 'en', source: 'none' }],
  ])('Accept-Language %j -> %j', async (acceptLanguage, answer) => {
    const { app } = await makeGateway();
    const response = await request(app).get('/api/geo').set('Accept-Language', acceptLanguage).expect(200);
    expect(response.body).toEqual(answer);
  });

  it('is private to the visitor and varies with the browser language', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/api/geo').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Accept-Language/i);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('ignores a country header no trusted CDN was configured to set', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/api/geo').set('CF-IPCountry', 'FR').expect(200);
    expect(response.body).toEqual({ country: null, language: 'en', source: 'none' });
  });
});

describe('GET /api/geo behind a CDN that sets the country header', () => {
  it.each([
    ['FR', 'en-US', { country: 'FR', language: 'fr', source: 'header' }],
    ['es', 'en', { country: 'ES', language: 'es', source: 'header' }],
    ['CA', 'fr-FR', { country: 'CA', language: 'en', source: 'header' }],
    ['DE', 'fr', { country: 'DE', language: 'en', source: 'header' }],
    // Unknown, Tor and garbage fall through to the browser's region.
    ['XX', 'es-AR', { country: 'AR', language: 'es', source: 'accept-language' }],
    ['T1', 'fr-BE', { country: 'BE', language: 'fr', source: 'accept-language' }],
    ['France', '', { country: null, language: 'en', source: 'none' }],
  ])('CF-IPCountry %s with Accept-Language %j -> %j', async (header, acceptLanguage, answer) => {
    const { app } = await makeGateway({ GEO_COUNTRY_HEADER: 'CF-IPCountry' });
    const response = await request(app)
      .get('/api/geo')
      .set('CF-IPCountry', header)
      .set('Accept-Language', acceptLanguage)
      .expect(200);
    expect(response.body).toEqual(answer);
    expect(response.headers.vary).toMatch(/cf-ipcountry/i);
  });
});

/** Two lookup endpoints on this machine that answer what each test tells them and record what they were asked. */
async function startLookups(answers: Record<string, (res: import('node:http').ServerResponse) => void>) {
  const calls: { path: string; at: number }[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    calls.push({ path, at: Date.now() });
    const answer = Object.entries(answers).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (answer) answer(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const json =
  (body: unknown, status = 200) =>
  (res: import('node:http').ServerResponse) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('GET /api/geo with lookup endpoints configured', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function gatewayWith(answers: Parameters<typeof startLookups>[0]) {
    const lookups = await startLookups(answers);
    close = lookups.close;
    const { app } = await makeGateway({
      TRUST_PROXY: '1',
      GEO_LOOKUP_URLS: `${lookups.base}/first/{ip}/json,${lookups.base}/second?ip={ip}`,
    });
    return { app, calls: lookups.calls };
  }

  it('asks the first endpoint about the visitor address and reads its country code', async () => {
    const { app, calls } = await gatewayWith({ '/first': json({ country: 'France', countryCode: 'FR' }) });
    const response = await request(app).get('/api/geo').set('X-Forwarded-For', VISITOR_IP).expect(200);
    expect(response.body).toEqual({ country: 'FR', language: 'fr', source: 'lookup' });
    expect(calls.map((call) => call.path)).toEqual([`/first/${VISITOR_IP}/json`]);
  });

  it('asks the second endpoint only when the first fails, at least a second later', async () => {
    const { app, calls } = await gatewayWith({
      '/first': json({ error: 'quota' }, 429),
      '/second': json({ country_code: 'es' }),
    });
    const response = await request(app).get('/api/geo').set('X-Forwarded-For', VISITOR_IP).expect(200);
    expect(response.body).toEqual({ country: 'ES', language: 'es', source: 'lookup' });
    expect(calls.map((call) => call.path)).toEqual([`/first/${VISITOR_IP}/json`, `/second?ip=${VISITOR_IP}`]);
    const [first, second] = calls;
    // The gap runs from the start of one lookup to the start of the next; arrival here adds a little noise
    // (the exact spacing is checked with a fake clock below).
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('validates what comes back: no valid code from either endpoint means the browser region', async () => {
    const { app } = await gatewayWith({
      '/first': json({ country: '<img src=x>' }),
      '/second': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{not json'),
    });
    const response = await request(app)
      .get('/api/geo')
      .set('X-Forwarded-For', VISITOR_IP)
      .set('Accept-Language', 'es-CO')
      .expect(200);
    expect(response.body).toEqual({ country: 'CO', language: 'es', source: 'accept-language' });
  });

  it('never sends a private or loopback address anywhere', async () => {
    const { app, calls } = await gatewayWith({ '/first': json({ country: 'FR' }) });
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.4', '::1', 'fd00::1']) {
      const response = await request(app).get('/api/geo').set('X-Forwarded-For', ip).expect(200);
      expect(response.body.source).toBe('none');
    }
    expect(calls).toEqual([]);
  });
});

describe('the lookups time-out and spacing', () => {
  /** A fake clock whose sleeps advance it at once, so spacing is checked without waiting. */
  function fakeClock() {
    let time = 1_000_000;
    const sleeps: number[] = [];
    return {
      sleeps,
      now: () => time,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        time += ms;
      },
    };
  }

  function appWith(fetchFn: typeof fetch, options: GeoOptions = {}) {
    const app = express();
    app.set('trust proxy', 1);
    app.use(
      '/api/geo',
      geoRoutes(
        { countryHeader: undefined, lookupUrls: ['https://a.test/{ip}', 'https://b.test/{ip}'] },
        { fetch: fetchFn, ...options },
      ),
    );
    return app;
  }

  const visit = (app: express.Express) => request(app).get('/api/geo').set('X-Forwarded-For', VISITOR_IP);

  it('gives up on an endpoint that does not answer in time and tries the next', async () => {
    const asked: string[] = [];
    const fetchFn = (async (url: string, init?: RequestInit) => {
      asked.push(url);
      if (url.startsWith('https://a.test')) {
        // Hangs until the time-out aborts it.
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }
      return Response.json({ country_code: 'MX' });
    }) as typeof fetch;
    const clock = fakeClock();
    const started = Date.now();
    const response = await visit(appWith(fetchFn, { timeoutMs: 50, ...clock })).expect(200);
    expect(response.body).toEqual({ country: 'MX', language: 'es', source: 'lookup' });
    expect(asked).toEqual([`https://a.test/${VISITOR_IP}`, `https://b.test/${VISITOR_IP}`]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps lookups a second apart across visitors, and skips them behind a longer queue', async () => {
    const fetchFn = (async () => Response.json({ country: 'FR' })) as unknown as typeof fetch;
    const clock = fakeClock();
    const app = appWith(fetchFn, clock);
    // The first visitor's lookup goes at once; the second waits for the gap.
    expect((await visit(app)).body.source).toBe('lookup');
    expect((await visit(app)).body.source).toBe('lookup');
    expect(clock.sleeps).toEqual([1000]);
    // Three at the same instant: one more turn within the gap, the third falls back.
    const clockBurst = fakeClock();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const burst = appWith(fetchFn, {
      now: clockBurst.now,
      sleep: async (ms) => {
        clockBurst.sleeps.push(ms);
        await held;
      },
    });
    const answers = Promise.all([visit(burst), visit(burst), visit(burst)]);
    setTimeout(release, 20);
    const sources = (await answers).map((response) => response.body.source).sort();
    expect(sources).toEqual(['lookup', 'lookup', 'none']);
    expect(clockBurst.sleeps).toEqual([1000]);
  });
});
