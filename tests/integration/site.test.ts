/** How the gateway answers the site: prerendered pages per language, their CSP, settings, sitemap and redirects. */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONFIG_PLACEHOLDER, ORIGIN_PLACEHOLDER } from '../../shared/prerender';
import { makeGateway, makeStaticDir } from './helpers';

/** A GET with the path exactly as written: no client-side resolution of dot segments. */
async function rawGet(app: Express, target: string): Promise<{ status: number; text: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const req = httpRequest({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const PUBLIC_URL = 'https://alex.example';

/** The settings a page carries for its scripts, without the company facts (tests/integration/company.test.ts). */
function settingsOf(page: string): Record<string, unknown> {
  const content = /<meta name="alex-config" content="([^"]*)">/.exec(page)?.[1] ?? '';
  const { facts: _facts, ...settings } = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  return settings;
}

describe('prerendered pages', () => {
  it.each([
    ['/', 'en'],
    ['/?lang=fr', 'fr'],
    ['/use-cases?lang=es', 'es'],
    ['/integrations/', 'en'],
    ['/demo/recruiter?lang=fr', 'fr'],
    ['/faq?lang=de', 'en'],
  ])('answers %s with the page prerendered in %s', async (url, language) => {
    const { app } = await makeGateway();
    const response = await request(app).get(url).expect(200);
    expect(response.text).toContain(`<html lang="${language}">`);
    expect(response.headers['content-language']).toBe(language);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers in the language the visitor chose before (cookie), unless ?lang= says otherwise', async () => {
    const { app } = await makeGateway();
    const remembered = await request(app).get('/faq').set('Cookie', 'other=1; alex_lang=es').expect(200);
    expect(remembered.text).toContain('<h1>/faq in es</h1>');
    expect(remembered.headers.vary).toMatch(/Cookie/);
    const explicit = await request(app).get('/faq?lang=fr').set('Cookie', 'alex_lang=es').expect(200);
    expect(explicit.text).toContain('<h1>/faq in fr</h1>');
    const bogus = await request(app).get('/faq').set('Cookie', 'alex_lang=<script>').expect(200);
    expect(bogus.text).toContain('<h1>/faq in en</h1>');
  });

  it("answers the not-found page in the visitor's language too", async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/no/such/page').set('Accept-Language', 'es-ES').expect(404);
    expect(response.text).toContain('<html lang="es">');
    expect(response.headers['content-language']).toBe('es');
  });

  it('answers an unknown path with 404 and the not-found page in the right language', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/no/such/page?lang=fr').expect(404);
    expect(response.text).toContain('<h1>not found in fr</h1>');
  });

  it('fills in the public origin and allows exactly the inline style of the page in its CSP', async () => {
    const { app } = await makeGateway({ PUBLIC_URL });
    const response = await request(app).get('/use-cases').expect(200);
    expect(response.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/use-cases">`);
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.text)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it.each([
    '/index.html',
    '/pages/en/index.html',
    '/pages/fr/faq.html',
    '/pages%2fen%2findex.html',
    '/pages%2Fen%2Ffaq.html',
    '/index%2ehtml',
    '/%69ndex.html',
    '/%2findex.html',
    '//index.html',
    '/PAGES/en/index.html',
    '/Index.html',
    '/./pages/en/index.html',
    '/%2e/pages/en/index.html',
    '/assets/../pages/en/index.html',
    '/assets/%2e%2e/pages/en/index.html',
    '/assets%2f..%2fpages%2fen%2findex.html',
    '/pages/en/index.html%00',
    '/sitemap%2exml',
    '/robots%2etxt',
  ])('never serves the template or a raw prerendered file: %s is an unknown page', async (path) => {
    const { app } = await makeGateway({ PUBLIC_URL });
    const response = await rawGet(app, path);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(ORIGIN_PLACEHOLDER);
    expect(response.text).not.toContain(CONFIG_PLACEHOLDER);
    expect(response.text).not.toContain('<title>Alex</title>');
  });

  it('serves the files of the build, assets and public files alike', async () => {
    const dir = await makeStaticDir();
    await mkdir(path.join(dir, 'site/blog'), { recursive: true });
    await writeFile(path.join(dir, 'site/favicon.svg'), '<svg id="favicon"/>');
    await writeFile(path.join(dir, 'site/blog/no-shows.svg'), '<svg id="no-shows"/>');
    const { app } = await makeGateway({ STATIC_DIR: dir });
    const favicon = await request(app).get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    expect(favicon.text ?? favicon.body.toString()).toContain('favicon');
    await request(app).get('/blog/no-shows.svg').expect(200);
    await request(app).get('/blog/no%2Dshows.svg').expect(200);
    const asset = await request(app).get('/assets/index-AbCd1234.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await request(app).head('/favicon.svg').expect(200);
    // A folder of files is no file, and /blog stays a page.
    await request(app).get('/blog/').expect(200);
    await request(app).get('/assets').expect(404);
  });

  it('tells the pages nothing third-party by default', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/').expect(200);
    expect(settingsOf(response.text)).toEqual({});
  });

  it('passes a configured analytics script and hero video to the pages and allows their origins', async () => {
    const { app } = await makeGateway({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/js/script.js',
      ANALYTICS_DOMAIN: 'alex.example',
      HERO_VIDEO_URL: 'https://cdn.example/hero.mp4',
    });
    const response = await request(app).get('/').expect(200);
    expect(settingsOf(response.text)).toEqual({
      analyticsScript: 'https://stats.example/js/script.js',
      analyticsDomain: 'alex.example',
      heroVideo: 'https://cdn.example/hero.mp4',
    });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://stats.example");
    expect(csp).toContain("connect-src 'self' https://stats.example");
    expect(csp).toContain("media-src 'self' https://cdn.example");
  });

  it("tells the pages they may ask for the visitor's country only when the gateway can tell it", async () => {
    const configOf = async (env: Record<string, string>) => {
      const { app } = await makeGateway(env);
      const response = await request(app).get('/').expect(200);
      return settingsOf(response.text);
    };
    expect(await configOf({})).toEqual({});
    expect(await configOf({ GEO_COUNTRY_HEADER: 'CF-IPCountry' })).toEqual({ locate: true });
    expect(await configOf({ GEO_LOOKUP_URLS: 'https://geo.example/{ip}' })).toEqual({ locate: true });
  });

  it('serves sitemap.xml and robots.txt for this origin', async () => {
    const { app } = await makeGateway({ PUBLIC_URL });
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

/**
 * The fields of a Vary header, lower-cased (header names are case-insensitive), Accept-Encoding aside: compression
 * adds it to whatever it compresses.
 */
const varied = (response: request.Response) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter((field) => field && field !== 'accept-encoding');

describe('the language at the first byte (no ?lang=)', () => {
  const plain = makeGateway();
  const behindCdn = makeGateway({ GEO_COUNTRY_HEADER: 'CF-IPCountry' });
  const page = async (gateway: typeof plain, url: string, headers: Record<string, string>) => {
    const { app } = await gateway;
    const response = await request(app).get(url).set(headers).expect(200);
    const lang = /<html lang="(\w+)">/.exec(response.text)?.[1];
    return { response, lang, contentLanguage: response.headers['content-language'] };
  };

  it.each([
    ['fr-FR', 'fr'],
    ['es-ES', 'es'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en;q=0.1, fr;q=0.9', 'fr'],
    ['es;q=0.5, fr;q=0.4, en;q=0.9', 'en'],
    ['de-DE, es;q=0.3', 'es'],
    ['de-DE, ja', 'en'],
    ['fr;q=0', 'en'],
  ])('Accept-Language %j gives %s, in <html lang> and Content-Language', async (acceptLanguage, language) => {
    const { response, lang, contentLanguage } = await page(plain, '/', { 'Accept-Language': acceptLanguage });
    expect(lang).toBe(language);
    expect(contentLanguage).toBe(language);
    expect(response.text).toContain(`<h1>/ in ${language}</h1>`);
  });

  it('gives English to a request without any signal (a crawler), saying it read them all', async () => {
    const { response, lang, contentLanguage } = await page(plain, '/faq', {});
    expect([lang, contentLanguage]).toEqual(['en', 'en']);
    expect(varied(response)).toEqual(['cookie', 'accept-language']);
    const cdn = await page(behindCdn, '/faq', {});
    expect([cdn.lang, cdn.contentLanguage]).toEqual(['en', 'en']);
    expect(varied(cdn.response)).toEqual(['cookie', 'cf-ipcountry', 'accept-language']);
  });

  it('the remembered choice (alex_lang) wins over Accept-Language and the country header', async () => {
    const cookie = await page(plain, '/', { Cookie: 'alex_lang=es', 'Accept-Language': 'fr-FR' });
    expect([cookie.lang, cookie.contentLanguage]).toEqual(['es', 'es']);
    expect(varied(cookie.response)).toEqual(['cookie']);
    const cdn = await page(behindCdn, '/', { Cookie: 'alex_lang=es', 'CF-IPCountry': 'FR', 'Accept-Language': 'fr' });
    expect([cdn.lang, cdn.contentLanguage]).toEqual(['es', 'es']);
    expect(varied(cdn.response)).toEqual(['cookie']);
  });

  it('the configured country header wins over Accept-Language', async () => {
    const france = await page(behindCdn, '/', { 'CF-IPCountry': 'FR', 'Accept-Language': 'es-ES' });
    expect([france.lang, france.contentLanguage]).toEqual(['fr', 'fr']);
    expect(varied(france.response)).toEqual(['cookie', 'cf-ipcountry']);
    const canada = await page(behindCdn, '/', { 'CF-IPCountry': 'CA', 'Accept-Language': 'fr-CA' });
    expect(canada.lang).toBe('en');
    // An unknown country (Cloudflare's XX) says nothing: Accept-Language decides.
    const unknown = await page(behindCdn, '/', { 'CF-IPCountry': 'XX', 'Accept-Language': 'es-MX' });
    expect([unknown.lang, unknown.contentLanguage]).toEqual(['es', 'es']);
    expect(varied(unknown.response)).toEqual(['cookie', 'cf-ipcountry', 'accept-language']);
  });

  it('a country header no proxy was configured to set is not read', async () => {
    const { response, lang } = await page(plain, '/', { 'CF-IPCountry': 'FR', 'Accept-Language': 'es' });
    expect(lang).toBe('es');
    expect(varied(response)).toEqual(['cookie', 'accept-language']);
  });

  it('?lang= wins over every signal, and its Vary names none of them', async () => {
    for (const gateway of [plain, behindCdn]) {
      const { response, lang, contentLanguage } = await page(gateway, '/?lang=en', {
        Cookie: 'alex_lang=es',
        'CF-IPCountry': 'FR',
        'Accept-Language': 'fr-FR',
      });
      expect([lang, contentLanguage]).toEqual(['en', 'en']);
      expect(varied(response)).toEqual([]);
    }
  });

  it('answers /api/geo with the language the page got, from the same chain', async () => {
    const { app } = await behindCdn;
    const requests: Record<string, string>[] = [
      { 'Accept-Language': 'fr-FR' },
      { 'Accept-Language': 'fr', 'CF-IPCountry': 'MX' },
    ];
    for (const headers of requests) {
      const geo = await request(app).get('/api/geo').set(headers).expect(200);
      const { lang } = await page(behindCdn, '/', headers);
      expect(geo.body.language).toBe(lang);
    }
  });
});

describe('jobs redirects', () => {
  it.each([
    ['/jobs', 'https://jobs.alex-recruiter.com/jobs'],
    ['/jobs?city=Lyon&page=2', 'https://jobs.alex-recruiter.com/jobs?city=Lyon&page=2'],
    ['/job/123-warehouse-worker', 'https://jobs.alex-recruiter.com/job/123-warehouse-worker'],
    ['/job/fr/lyon/456?utm_source=x', 'https://jobs.alex-recruiter.com/job/fr/lyon/456?utm_source=x'],
  ])('redirects %s to the jobs site, keeping path and query', async (url, location) => {
    const { app } = await makeGateway();
    const response = await request(app).get(url).expect(302);
    expect(response.headers.location).toBe(location);
  });

  it('goes to the configured jobs site and never leaves it', async () => {
    const { app } = await makeGateway({ JOBS_SITE_URL: 'https://careers.example/' });
    const response = await request(app).get('/job//evil.example/x').expect(302);
    expect(response.headers.location).toBe('https://careers.example/job//evil.example/x');
    expect(new URL(response.headers.location as string).host).toBe('careers.example');
  });
});

describe('the sandbox index', () => {
  it('links the partner page at the configured port, on the host the visitor reached the gateway by', async () => {
    const { app } = await makeGateway({ SANDBOX_PARTNER_PORT: '18402' });
    const page = await request(app).get('/sandbox/').set('Host', '127.0.0.1:18400').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('href="http://127.0.0.1:18402/"');
    expect(page.text).toContain('href="http://127.0.0.1:18402/wizard"');
    expect(page.text).not.toContain('8081');
    const byName = await request(app).get('/sandbox/index.html').set('Host', 'localhost:18400').expect(200);
    expect(byName.text).toContain('href="http://localhost:18402/"');
  });

  it('links the configured host when the gateway listens on one address, and a safe host for anything odd', async () => {
    const { app } = await makeGateway({ SANDBOX_PARTNER_PORT: '18403', HOST: '127.0.0.1' });
    const page = await request(app).get('/sandbox/').set('Host', 'localhost:18400').expect(200);
    expect(page.text).toContain('href="http://127.0.0.1:18403/"');
    const { app: open } = await makeGateway({ SANDBOX_PARTNER_PORT: '18404' });
    const odd = await request(open).get('/sandbox/').set('Host', '"><script>x</script>').expect(200);
    expect(odd.text).toContain('href="http://localhost:18404/"');
    expect(odd.text).not.toContain('<script>x');
  });

  it('says the partner page is off when SANDBOX_PARTNER_PORT is 0, and still serves the other pages', async () => {
    const { app } = await makeGateway({ SANDBOX_PARTNER_PORT: '0' });
    const page = await request(app).get('/sandbox/').expect(200);
    expect(page.text).not.toContain('partner-link');
    expect(page.text).toContain('The partner page is off');
    expect(page.text).toContain('href="playground.html"');
    await request(app).get('/sandbox').expect(301);
    await request(app).get('/sandbox/wizard.html').expect(200);
  });
});
