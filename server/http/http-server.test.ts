import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppServerOptions, createAppServer } from './http-server';

const servers: ReturnType<typeof createAppServer>[] = [];

async function serve(app: express.Express, options?: AppServerOptions) {
  const server = createAppServer(app, options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('createAppServer', () => {
  it('hands Express requests and responses that already have the app’s prototypes', async () => {
    const app = express();
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    const { server, url } = await serve(app);
    const seen: boolean[] = [];
    server.prependListener('request', (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    expect(await (await fetch(url)).text()).toBe('ok');
    expect(seen).toEqual([true, true]);
  });

  it('serves the app as a plain server would: bodies, headers, status, JSON, mounted apps', async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(express.json());
    app.post('/echo', (req, res) => {
      res
        .status(201)
        .set('X-Seen', req.get('x-probe') ?? '')
        .json({ body: req.body, ip: req.ip, path: req.path });
    });
    const admin = express();
    admin.get('/who', (req, res) => {
      res.json({ baseUrl: req.baseUrl, mounted: Object.getPrototypeOf(req) === admin.request });
    });
    app.use('/admin', admin);
    app.get('/after', (req, res) => {
      res.json({ own: Object.getPrototypeOf(req) === app.request });
    });
    const { url } = await serve(app);

    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${url}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-probe': `p${i}`, 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ n: i }),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('x-seen')).toBe(`p${i}`);
      expect(await response.json()).toEqual({ body: { n: i }, ip: '203.0.113.7', path: '/echo' });
    }
    expect(await (await fetch(`${url}/admin/who`)).json()).toEqual({ baseUrl: '/admin', mounted: true });
    expect(await (await fetch(`${url}/after`)).json()).toEqual({ own: true });
    expect((await fetch(`${url}/missing`)).status).toBe(404);
  });

  it('leaves the re-parenting to Express when told to (the bench measures what it buys)', async () => {
    const app = express();
    app.get('/', (req, res) => {
      res.json({ own: Object.getPrototypeOf(req) === app.request });
    });
    const { server, url } = await serve(app, { prototypes: false });
    const seen: boolean[] = [];
    server.prependListener('request', (req) => {
      seen.push(Object.getPrototypeOf(req) === app.request);
    });
    expect(await (await fetch(url)).json()).toEqual({ own: true });
    expect(seen).toEqual([false]);
  });
});

describe('req.ip on the app server', () => {
  /** An app that reads req.ip three times per request and says what it saw and whether it was kept. */
  function ipApp() {
    const app = express();
    app.set('trust proxy', 'loopback');
    let reads = 0;
    const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    app.set('trust proxy fn', (address: string, hop: number) => {
      reads += 1;
      return trust(address, hop);
    });
    app.get('/', (req, res) => {
      const seen = [req.ip, req.ip, req.ip];
      res.json({ seen, kept: Object.hasOwn(req, 'ip') });
    });
    return { app, reads: () => reads };
  }

  it.each([
    ['with the app’s prototypes', {}],
    ['with Express re-parenting', { prototypes: false }],
  ])('is worked out once per request, %s', async (_name, options) => {
    const { app, reads } = ipApp();
    const { url } = await serve(app, options);
    for (const from of ['203.0.113.7', '198.51.100.2']) {
      const before = reads();
      const answer = await (await fetch(url, { headers: { 'x-forwarded-for': from } })).json();
      expect(answer).toEqual({ seen: [from, from, from], kept: true });
      // One walk through the hops: the socket's address is asked about once.
      expect(reads() - before).toBe(1);
    }
  });

  it('is worked out on every read when told to', async () => {
    const { app, reads } = ipApp();
    const { url } = await serve(app, { memoizeIp: false });
    const answer = await (await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.7' } })).json();
    expect(answer).toEqual({ seen: ['203.0.113.7', '203.0.113.7', '203.0.113.7'], kept: false });
    expect(reads()).toBe(3);
  });
});
