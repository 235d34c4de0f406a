/**
 * Content codings of files, pages and API answers: the build's brotli and gzip copies sent to the clients that
 * accept them (identical headers otherwise), their validators and byte ranges, the pages compressed once
 * filled in, the blog API compressed on the fly, and the caching policy per kind of file in every coding.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../server/build/precompress';
import { BEST } from '../../server/http/encoding';
import { DEMO, DEMO_ENV, interviewBody, JOB_DESCRIPTION, Visitor } from './demo-helpers';
import { HASHED_WIDGET, makeGateway, makeStaticDir } from './helpers';

const PUBLIC_URL = 'https://alex.example';
const YEAR = 'public, max-age=31536000, immutable';
const EMBED = 'public, max-age=300, stale-while-revalidate=3600';
const JS = 'text/javascript; charset=utf-8';

type Coding = 'br' | 'gzip' | 'identity';
/** Where each coding's bytes are on disk, beside the file. */
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** A module large and repetitive enough for both copies to be worth writing. */
const moduleSource = (name: string) =>
  Array.from({ length: 200 }, (_, i) => `export const ${name}${i} = () => 'line ${i} of the ${name} module';`).join(
    '\n',
  );

/** The files the test build holds beside makeStaticDir's fake site (paths under the static dir). */
const FILES = {
  embed: 'widgets/embed.js',
  widgetModule: 'widgets/demo-wizard-AbCd1234.js',
  tinyWidget: `widgets/${HASHED_WIDGET}`,
  manifest: 'widgets/custom-elements.json',
  voice: 'widgets/voices/antoine.mp3',
  asset: 'site/assets/x-AbCd1234.js',
  favicon: 'site/favicon.svg',
  image: 'site/blog/cover.png',
} as const;

/** A built static folder with the build's compressed copies, as `npm run build` leaves it. */
async function builtStaticDir(): Promise<string> {
  const dir = await makeStaticDir();
  const write = async (file: string, body: string | Buffer) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), body);
  };
  await write(FILES.embed, moduleSource('embed'));
  await write(FILES.widgetModule, moduleSource('wizard'));
  await write(
    FILES.manifest,
    JSON.stringify({ modules: Array.from({ length: 60 }, (_, i) => ({ kind: 'element', name: `alex-part-${i}` })) }),
  );
  await write(FILES.voice, randomBytes(2048));
  await write(FILES.asset, moduleSource('site'));
  await write(
    FILES.favicon,
    `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="8" cy="8" r="8" fill="#123456"/>'.repeat(40)}</svg>`,
  );
  await write(FILES.image, randomBytes(1024));
  await precompress(dir);
  return dir;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they travelled, not decoded. */
  body: Buffer;
}

/** The gateway on a port, asked with node:http: no header the test did not set, and the body as sent. */
class Client {
  private constructor(private readonly server: Server) {}

  static async start(app: Express): Promise<Client> {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    return new Client(server);
  }

  fetch(target: string, headers: Record<string, string | undefined> = {}, method = 'GET'): Promise<Answer> {
    const { port } = this.server.address() as AddressInfo;
    const set = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: target, method, headers: set, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** The body decoded from its Content-Encoding, as a browser would. */
function decoded(answer: Answer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  if (coding === undefined) return answer.body;
  throw new Error(`unexpected Content-Encoding ${coding}`);
}

/** The coding an answer travelled in. */
const codingOf = (answer: Answer): Coding => (answer.headers['content-encoding'] as Coding | undefined) ?? 'identity';

const varyOf = (answer: Answer): string[] =>
  (answer.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase());

let dir: string;
let client: Client;
const onDisk = (file: string, coding: Coding = 'identity') => readFile(path.join(dir, `${file}${SUFFIX[coding]}`));

beforeAll(async () => {
  dir = await builtStaticDir();
  const { app } = await makeGateway({ STATIC_DIR: dir, PUBLIC_URL });
  client = await Client.start(app);
});

afterAll(async () => {
  await client?.close();
});

describe('the build', () => {
  it.each([FILES.embed, FILES.widgetModule, FILES.manifest, FILES.asset, FILES.favicon])(
    'leaves a brotli and a gzip copy of %s that decode to the file',
    async (file) => {
      const original = await onDisk(file);
      expect(brotliDecompressSync(await onDisk(file, 'br'))).toEqual(original);
      expect(gunzipSync(await onDisk(file, 'gzip'))).toEqual(original);
    },
  );

  it.each([
    FILES.tinyWidget,
    FILES.voice,
    FILES.image,
    'site/index.html',
    'site/pages/en/index.html',
    'site/sitemap.xml',
  ])('leaves no copy of %s (too small to gain, media, or a template the gateway fills in)', (file) => {
    expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
    expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
  });
});

describe('a widget file with both copies', () => {
  it.each<[string | undefined, Coding]>([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['identity;q=1, *;q=0', 'identity'],
    [undefined, 'identity'],
    ['', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['zstd', 'identity'],
    ['compress', 'identity'],
  ])('Accept-Encoding: %s is answered in %s', async (acceptEncoding, coding) => {
    const answer = await client.fetch('/widgets/embed.js', { 'Accept-Encoding': acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(answer.headers['content-length']).toBe(String((await onDisk(FILES.embed, coding)).length));
    expect(answer.body).toEqual(await onDisk(FILES.embed, coding));
    expect(decoded(answer)).toEqual(await onDisk(FILES.embed));
    expect(answer.headers['content-type']).toBe(JS);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(answer.headers['cache-control']).toBe(EMBED);
  });

  it('has an ETag per coding, and revalidates each coding against its own', async () => {
    const br = await client.fetch('/widgets/embed.js', { 'Accept-Encoding': 'br' });
    const gzip = await client.fetch('/widgets/embed.js', { 'Accept-Encoding': 'gzip' });
    const identity = await client.fetch('/widgets/embed.js');
    const etags = [br, gzip, identity].map((answer) => answer.headers.etag);
    expect(etags.every((etag) => typeof etag === 'string' && etag.length > 2)).toBe(true);
    expect(new Set(etags).size).toBe(3);

    const current = await client.fetch('/widgets/embed.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.etag,
    });
    expect(current.status).toBe(304);
    expect(current.body.length).toBe(0);
    expect(current.headers.etag).toBe(br.headers.etag);
    expect(varyOf(current)).toContain('accept-encoding');
    expect(current.headers['cache-control']).toBe(EMBED);
    expect(current.headers['access-control-allow-origin']).toBe('*');

    // The brotli copy's ETag says nothing of the gzip copy: a client that now takes gzip gets all of it.
    const other = await client.fetch('/widgets/embed.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': br.headers.etag,
    });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
    expect(other.headers.etag).toBe(gzip.headers.etag);
    expect(other.body).toEqual(await onDisk(FILES.embed, 'gzip'));

    const plain = await client.fetch('/widgets/embed.js', { 'If-None-Match': gzip.headers.etag });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(await onDisk(FILES.embed));
  });

  it.each<[string | undefined]>([['br'], ['gzip'], [undefined]])(
    'answers HEAD with Accept-Encoding: %s with the headers of GET and no body',
    async (acceptEncoding) => {
      const get = await client.fetch('/widgets/embed.js', { 'Accept-Encoding': acceptEncoding });
      const head = await client.fetch('/widgets/embed.js', { 'Accept-Encoding': acceptEncoding }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary', 'cache-control']) {
        expect(head.headers[name], name).toBe(get.headers[name]);
      }
      expect(head.headers['content-length']).toBe(String(get.body.length));
    },
  );
});

describe('byte ranges', () => {
  it.each<[string | undefined]>([[undefined], ['gzip, deflate, br, zstd'], ['identity;q=1, *;q=0']])(
    'answers a range of a media file with 206 and those bytes (Accept-Encoding: %s)',
    async (acceptEncoding) => {
      const answer = await client.fetch('/widgets/voices/antoine.mp3', {
        Range: 'bytes=0-9',
        'Accept-Encoding': acceptEncoding,
      });
      expect(answer.status).toBe(206);
      expect(answer.body).toEqual((await onDisk(FILES.voice)).subarray(0, 10));
      expect(answer.headers['content-length']).toBe('10');
      expect(answer.headers['content-range']).toBe('bytes 0-9/2048');
      expect(answer.headers['accept-ranges']).toBe('bytes');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toBe('audio/mpeg');
    },
  );

  it('answers a range outside the media file with 416 and its size, without a body', async () => {
    const answer = await client.fetch('/widgets/voices/antoine.mp3', { Range: 'bytes=4096-5000' });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe('bytes */2048');
    expect(answer.headers['content-type']).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });

  it('answers a range of a file sent compressed with the whole copy: ranges are of the file itself', async () => {
    const answer = await client.fetch('/widgets/embed.js', { Range: 'bytes=0-9', 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-range']).toBeUndefined();
    expect(answer.headers['accept-ranges']).toBeUndefined();
    expect(answer.body).toEqual(await onDisk(FILES.embed, 'br'));
  });

  it('answers a range of the same file sent as is with 206', async () => {
    const answer = await client.fetch('/widgets/embed.js', { Range: 'bytes=0-9' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toEqual((await onDisk(FILES.embed)).subarray(0, 10));
  });
});

describe('a file without compressed copies', () => {
  it.each([
    ['/widgets/roi-calculator-AbCd1234.js', FILES.tinyWidget, JS],
    ['/blog/cover.png', FILES.image, 'image/png'],
  ])('answers %s as is to a client that accepts every coding', async (url, file, type) => {
    const answer = await client.fetch(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(varyOf(answer)).not.toContain('accept-encoding');
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['content-length']).toBe(String((await stat(path.join(dir, file))).size));
    expect(answer.body).toEqual(await onDisk(file));
  });
});

describe('prerendered pages', () => {
  it.each<['br' | 'gzip']>([['br'], ['gzip']])(
    'sends the home page in %s, the same HTML as sent as is',
    async (coding) => {
      const plain = await client.fetch('/');
      const compressed = await client.fetch('/', { 'Accept-Encoding': coding });
      expect(plain.status).toBe(200);
      expect(compressed.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(decoded(compressed).toString()).toBe(plain.body.toString());
      expect(plain.body.toString()).toContain(`<link rel="canonical" href="${PUBLIC_URL}/">`);
      expect(compressed.headers['content-length']).toBe(String(compressed.body.length));
      expect(compressed.body).not.toEqual(plain.body);
      for (const answer of [plain, compressed]) {
        expect(varyOf(answer)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers['content-language']).toBe('en');
      }
      expect(compressed.headers.etag).not.toBe(plain.headers.etag);
    },
  );

  it('answers HEAD for a page with the headers of GET and no body', async () => {
    const get = await client.fetch('/faq', { 'Accept-Encoding': 'gzip' });
    const head = await client.fetch('/faq', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    expect(head.headers['content-encoding']).toBe('gzip');
  });

  it.each<[string | undefined]>([[undefined], ['gzip']])(
    'answers 304 to a revalidation of the page with its ETag (Accept-Encoding: %s)',
    async (acceptEncoding) => {
      const first = await client.fetch('/use-cases', { 'Accept-Encoding': acceptEncoding });
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await client.fetch('/use-cases', {
        'Accept-Encoding': acceptEncoding,
        'If-None-Match': first.headers.etag,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
    },
  );

  it('answers 304 to a revalidation of the brotli page once its best copy is made, and 200 to another coding', async () => {
    const plain = await client.fetch('/integrations');
    const best = await BEST.br(plain.body);
    // The first request gets a quick copy; the best one replaces it in the background.
    let answer = await client.fetch('/integrations', { 'Accept-Encoding': 'br' });
    for (let tries = 0; !answer.body.equals(best) && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await client.fetch('/integrations', { 'Accept-Encoding': 'br' });
    }
    expect(answer.body).toEqual(best);
    const current = await client.fetch('/integrations', {
      'Accept-Encoding': 'br',
      'If-None-Match': answer.headers.etag,
    });
    expect(current.status).toBe(304);
    const gzip = await client.fetch('/integrations', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': answer.headers.etag,
    });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(plain.body);
  });

  it.each<['br' | 'gzip']>([['br'], ['gzip']])('sends the not-found page in %s with its 404', async (coding) => {
    const plain = await client.fetch('/no/such/page?lang=fr');
    const compressed = await client.fetch('/no/such/page?lang=fr', { 'Accept-Encoding': coding });
    expect(plain.status).toBe(404);
    expect(compressed.status).toBe(404);
    expect(compressed.headers['content-encoding']).toBe(coding);
    expect(decoded(compressed).toString()).toBe(plain.body.toString());
    expect(plain.body.toString()).toContain('<h1>not found in fr</h1>');
    expect(compressed.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    // The sitemap states its encoding in its XML declaration.
    ['/sitemap.xml', /^application\/xml(; charset=utf-8)?$/, `<loc>${PUBLIC_URL}/</loc>`],
    ['/robots.txt', /^text\/plain; charset=utf-8$/, `Sitemap: ${PUBLIC_URL}/sitemap.xml`],
  ])('sends %s compressed, filled in for this origin', async (url, type, filled) => {
    const plain = await client.fetch(url);
    expect(plain.body.toString()).toContain(filled);
    for (const coding of ['br', 'gzip'] as const) {
      const compressed = await client.fetch(url, { 'Accept-Encoding': coding });
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(decoded(compressed)).toEqual(plain.body);
      expect(compressed.headers['content-type']).toMatch(type);
      expect(compressed.headers['content-type']).toBe(plain.headers['content-type']);
      expect(compressed.headers['cache-control']).toBe('public, max-age=3600');
      expect(varyOf(compressed)).toContain('accept-encoding');
    }
  });
});

describe('API answers', () => {
  it.each<[string, Coding]>([
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
  ])('compresses the blog list over 1 KB for Accept-Encoding: %s', async (acceptEncoding, coding) => {
    const plain = await client.fetch('/api/blog');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await client.fetch('/api/blog', { 'Accept-Encoding': acceptEncoding });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(coding);
    expect(varyOf(compressed)).toContain('accept-encoding');
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decoded(compressed).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("leaves the demo's answers uncompressed, however large", async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    await visitor.solve();
    const job = await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
    const interview = await visitor
      .post(`${DEMO}/generate-interview`, interviewBody(job.body.id))
      .set('Accept-Encoding', 'gzip, deflate, br');
    expect(interview.status).toBe(201);
    expect(interview.headers['content-encoding']).toBeUndefined();
    expect(Number(interview.headers['content-length'])).toBeGreaterThan(1024);
    expect(Buffer.byteLength(interview.text)).toBe(Number(interview.headers['content-length']));
  });
});

describe('caching per kind of file, the same in every coding', () => {
  it.each([
    ['/widgets/demo-wizard-AbCd1234.js', YEAR],
    ['/widgets/embed.js', EMBED],
    ['/widgets/custom-elements.json', 'no-cache'],
    ['/widgets/voices/antoine.mp3', 'no-cache'],
    ['/assets/x-AbCd1234.js', YEAR],
    ['/favicon.svg', 'public, max-age=3600'],
    ['/blog/cover.png', 'public, max-age=3600'],
    ['/', 'no-cache'],
    ['/use-cases?lang=fr', 'no-cache'],
    ['/no/such/page', 'no-cache'],
    ['/sitemap.xml', 'public, max-age=3600'],
    ['/robots.txt', 'public, max-age=3600'],
    // Posts change with a deployment only: the blog API may be kept a few minutes; other API answers never.
    ['/api/blog', 'public, max-age=300'],
    ['/api/no-such-thing', 'no-store'],
  ])('%s: Cache-Control %s', async (url, cacheControl) => {
    const codings = new Set<Coding>();
    const types = new Set<string | undefined>();
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const answer = await client.fetch(url, { 'Accept-Encoding': acceptEncoding });
      expect(answer.headers['cache-control'], `Accept-Encoding: ${acceptEncoding}`).toBe(cacheControl);
      codings.add(codingOf(answer));
      types.add(answer.headers['content-type']);
    }
    expect(types.size, [...types].join(' | ')).toBe(1);
    // Every answer worth compressing did travel in each coding.
    const asIs = url.endsWith('.mp3') || url.endsWith('.png') || url === '/api/no-such-thing';
    expect([...codings].sort()).toEqual(asIs ? ['identity'] : ['br', 'gzip', 'identity']);
  });
});

describe('compressed copies', () => {
  it.each([
    ['/widgets/embed.js.br', FILES.embed, 'br'],
    ['/widgets/embed.js.gz', FILES.embed, 'gzip'],
    ['/widgets/demo-wizard-AbCd1234.js.br', FILES.widgetModule, 'br'],
    ['/assets/x-AbCd1234.js.gz', FILES.asset, 'gzip'],
    ['/assets/x-AbCd1234.js.br', FILES.asset, 'br'],
    ['/favicon.svg.br', FILES.favicon, 'br'],
  ] as const)('are no files of their own: %s is not found', async (url, file, coding) => {
    const copy = await onDisk(file, coding);
    for (const acceptEncoding of [undefined, 'br', 'gzip']) {
      const answer = await client.fetch(url, { 'Accept-Encoding': acceptEncoding });
      expect(answer.status).toBe(404);
      expect(answer.body.equals(copy)).toBe(false);
      expect(answer.headers['cache-control']).not.toBe(YEAR);
    }
  });
});

describe('a copy removed under a running gateway (a build rewriting them)', () => {
  it('answers with the file itself rather than an error', async () => {
    const own = await builtStaticDir();
    const { app } = await makeGateway({ STATIC_DIR: own, PUBLIC_URL });
    const other = await Client.start(app);
    try {
      await rm(path.join(own, `${FILES.embed}.br`));
      const answer = await other.fetch('/widgets/embed.js', { 'Accept-Encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(codingOf(answer)).toBe('identity');
      expect(answer.headers['content-type']).toBe(JS);
      expect(answer.body.equals(await readFile(path.join(own, FILES.embed)))).toBe(true);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    } finally {
      await other.close();
    }
  });
});
