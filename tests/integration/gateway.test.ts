/** The gateway's shared behaviour: headers, CORS for partner origins, static files and their caching, 404s. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { roiPayload } from '../fixtures/roi';
import { HASHED_WIDGET, makeGateway, makeStaticDir } from './helpers';

const PARTNER = 'https://partner.example';

describe('health and headers', () => {
  it('answers /healthz', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('sends a strict CSP without inline script or eval, and no X-Powered-By', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('headers of API answers', () => {
  it.each([
    ['/healthz', 'get'],
    ['/api/nothing-here', 'get'],
    ['/api/demo/security/captcha/challenge', 'post'],
  ] as const)('%s: nothing in a JSON answer may run, be framed, sniffed or cached', async (path, method) => {
    const { app } = await makeGateway();
    const response = await request(app)[method](path);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS when the gateway is reached over HTTPS', async () => {
    const { app } = await makeGateway({ PUBLIC_URL: 'https://alex.example' });
    const response = await request(app).get('/healthz');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('Permissions-Policy', () => {
  it.each([
    ['a page', '/', 200],
    ['a page not found', '/no/such/page', 404],
    ['sitemap.xml', '/sitemap.xml', 200],
    ['a sandbox page', '/sandbox/landing.html', 200],
    ['a redirect to the jobs site', '/jobs', 302],
  ])('%s (%s) turns off the features the site does not use', async (_name, path, status) => {
    const { app } = await makeGateway();
    const response = await request(app).get(path).expect(status);
    const policy = Object.fromEntries(
      String(response.headers['permissions-policy'] ?? '')
        .split(',')
        .filter(Boolean)
        .map((entry) => entry.trim().split('=') as [string, string]),
    );
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'accelerometer',
      'gyroscope',
      'magnetometer',
      'midi',
      'serial',
      'hid',
      'display-capture',
      'browsing-topics',
    ]) {
      expect(policy[feature], feature).toBe('()');
    }
    // The hero video plays by itself; the site's media may go full screen.
    expect(policy.autoplay).toBe('(self)');
    expect(policy.fullscreen).toBe('(self)');
  });

  // A policy of features governs a document: the files a page loads carry only the headers that mean
  // something to them (no sniffing, who may load them, referrer, HTTPS), not a page's 850 bytes of them.
  it.each([
    ['a site asset', '/assets/index-AbCd1234.js', 'same-origin'],
    ['the widget loader', '/widgets/embed.js', 'cross-origin'],
    ['a widget module', `/widgets/${HASHED_WIDGET}`, 'cross-origin'],
    ['a missing widget file', '/widgets/nothing.js', 'same-origin'],
  ])('%s (%s) carries the headers of a file, not of a page', async (_name, path, resourcePolicy) => {
    const { app } = await makeGateway();
    const response = await request(app).get(path);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe(resourcePolicy);
    for (const header of [
      'permissions-policy',
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
      'x-download-options',
      'x-dns-prefetch-control',
      'x-permitted-cross-domain-policies',
    ]) {
      expect(response.headers[header], header).toBeUndefined();
    }
  });

  // A JSON answer is no document either: nothing in it runs, frames or loads.
  it.each([
    ['the health check', '/healthz', 200],
    ['an API answer', '/api/blog', 200],
    ['an API error', '/api/nothing-here', 404],
  ])('%s (%s) carries the headers of a JSON answer, not of a page', async (_name, path, status) => {
    const { app } = await makeGateway();
    const response = await request(app).get(path).expect(status);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toBeUndefined();
  });

  it('gives a file a browser can open as a document (an SVG) a policy under which nothing in it runs', async () => {
    const dir = await makeStaticDir();
    await writeFile(path.join(dir, 'site/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { app } = await makeGateway({ STATIC_DIR: dir });
    const response = await request(app).get('/favicon.svg').expect(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toBeUndefined();
  });
});

describe('CORS on the API', () => {
  it('lets an allowed partner origin call the API, preflight included', async () => {
    const { app, readOutbox } = await makeGateway({ CORS_ORIGINS: PARTNER });
    const preflight = await request(app)
      .options('/api/send-roi-metrics')
      .set('Origin', PARTNER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/content-type/i);

    const response = await request(app).post('/api/send-roi-metrics').set('Origin', PARTNER).send(roiPayload());
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(await readOutbox()).toHaveLength(1);
  });

  it('refuses any other origin with 403 ORIGIN_NOT_ALLOWED naming it, and sends nothing', async () => {
    const { app, readOutbox } = await makeGateway({ CORS_ORIGINS: PARTNER });
    const response = await request(app)
      .post('/api/send-roi-metrics')
      .set('Origin', 'https://attacker.example')
      .send(roiPayload());
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(response.body.error.details).toEqual({ origin: 'https://attacker.example' });
    // Readable by the refused page (so a widget can say what to configure), never with its cookies.
    expect(response.headers['access-control-allow-origin']).toBe('https://attacker.example');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(await readOutbox()).toEqual([]);
  });

  it("lets a refused origin's preflight through, so that its page can read the refusal", async () => {
    const { app } = await makeGateway({ CORS_ORIGINS: PARTNER });
    const preflight = await request(app)
      .options('/api/send-roi-metrics')
      .set('Origin', 'https://attacker.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://attacker.example');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('accepts the site itself (PUBLIC_URL) behind a TLS proxy, with the default TRUST_PROXY', async () => {
    const { app } = await makeGateway({ PUBLIC_URL: 'https://alex.example' });
    // The proxy speaks plain HTTP to the gateway: the request's own scheme is http.
    const response = await request(app)
      .post('/api/send-roi-metrics')
      .set('Host', 'alex.example')
      .set('Origin', 'https://alex.example')
      .send(roiPayload());
    expect(response.status).toBe(200);
  });

  it.each([
    ['a rebound DNS name naming itself in Host', 'http://evil.example', 'evil.example'],
    ["the site's name over the wrong scheme", 'http://alex.example', 'alex.example'],
    ["the site's name on another port", 'https://alex.example:8443', 'alex.example:8443'],
  ])('refuses %s: the Host header says nothing about who calls', async (_name, origin, host) => {
    const { app, readOutbox } = await makeGateway({ PUBLIC_URL: 'https://alex.example' });
    const response = await request(app)
      .post('/api/send-roi-metrics')
      .set('Host', host)
      .set('Origin', origin)
      .send(roiPayload());
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', details: { origin } });
    expect(await readOutbox()).toEqual([]);
  });

  it('accepts a local run under each loopback name of its port', async () => {
    const { app } = await makeGateway({ PORT: '8080', TRUST_PROXY: 'loopback' });
    const origins = ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080'];
    for (const [i, origin] of origins.entries()) {
      // Each a visitor's first e-mail, to an address of its own (further ones need a captcha token).
      const response = await request(app)
        .post('/api/send-roi-metrics')
        .set('Origin', origin)
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send(roiPayload({ userEmail: `ann.${i}@example.com` }));
      expect(response.status, origin).toBe(200);
    }
    const other = await request(app)
      .post('/api/send-roi-metrics')
      .set('Origin', 'http://localhost:9999')
      .send(roiPayload());
    expect(other.status).toBe(403);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/api/nothing-here').expect(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});

describe('widget files', () => {
  it('serves embed.js briefly cached and readable from any origin', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/widgets/embed.js').expect(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/max-age=300\b/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('caches hashed widget modules for a year', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get(`/widgets/${HASHED_WIDGET}`).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a missing widget file with a 404, not the site', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/widgets/nothing.js').expect(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });

  it('does not serve files outside the widget folder', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/widgets/..%2f..%2fpackage.json');
    expect([400, 403, 404]).toContain(response.status);
    expect(response.text).not.toContain('"dependencies"');
  });
});

describe('site and sandbox pages', () => {
  it('answers a site route with 200 and the app shell, revalidated on every visit', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/').expect(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown page with 404 and the app shell, which shows the not-found page', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/no/such/page').expect(404);
    expect(response.text).toContain('<div id="root">');
  });

  it('caches hashed site assets for a year', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/assets/index-AbCd1234.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the sandbox landing page with the embed script and the element only', async () => {
    const { app } = await makeGateway();
    const response = await request(app).get('/sandbox/landing.html').expect(200);
    expect(response.text).toContain('<script src="/widgets/embed.js" async blocking="render"></script>');
    expect(response.text).toContain('<alex-roi-calculator');
  });
});
