/**
 * Bytes on the wire: what a first-time visitor's Chromium downloads (empty cache, a new context per page) to
 * see each page with its widget, as Chromium's network stack counts it; and a hashed widget file served
 * under load with and without brotli.
 *
 * A request's bytes are CDP's `Network.loadingFinished.encodedDataLength`: the response headers plus the body
 * as sent (compressed when the answer is). A request that fails counts what had arrived: its headers and its
 * `Network.dataReceived` chunks. A redirect counts its own response's headers too.
 *
 * What is counted, one rule for every page: every request the page makes by itself, from the navigation until
 * the page is ready (its load event has fired and its widget is shown, see READY below), then until the
 * browser has had an idle moment and the network has stayed quiet for 500 ms. That is the whole first view a
 * visitor gets without touching anything, work deferred to idle time included (it is downloaded all the same);
 * the figures also say how much of it came after the page was ready. Nothing the visitor would have to do
 * (scroll, focus a field, press a button) is done, except on the one row that says so and has no budget.
 *
 * The gateway is started as `npm start` builds it, with the sandbox partner page on a second origin. It has
 * served each site page once before the browser opens it: a page's best brotli copy is made after its first
 * request, and that copy is what every later visitor gets.
 *
 * The connection is HTTP/1.1 on loopback, so every response carries its full headers (about 1.3 KB each here);
 * over HTTP/2 or HTTP/3 a repeated header costs a few bytes, so pages of many files cost less in production.
 */

import { readdir, stat } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Express } from 'express';
import type { Browser, Page } from 'playwright-core';
import { loadPosts } from '../../server/blog/routes';
import { BLOG_POSTS_DIR } from '../../server/config';
import { createAppServer } from '../../server/http/http-server';
import { createPartnerApp } from '../../server/pages/partner-page';
import { freePort } from '../integration/redis-server';
import { VIEWPORTS } from './browser';
import { type Budget, budget, budgetLine, heading, int, kb, ms, table } from './format';
import { type Running, startGateway } from './servers';
import { type LoadOptions, measureThroughput, type ThroughputResult } from './throughput';

const KB = 1024;

/** The budgets (KB = 1024 bytes) and its figures from before the gateway compressed anything. */
export const WIRE_BUDGETS = {
  home: { budget: 160 * KB, before: 560 * KB },
  landing: { budget: 110 * KB, before: 336 * KB },
  demoRecruiter: { budget: 190 * KB, before: 646 * KB },
  blog: { budget: 160 * KB },
  blogPost: { budget: 160 * KB },
  partner: { budget: 110 * KB, before: 481 * KB },
  embed: { budget: 1 * KB },
} as const;

/** How long the network must stay quiet, once the page is ready, for its first view to be over. */
const QUIET_MS = 500;
/** A first view still fetching after this long is cut off here (and says so). */
const MAX_AFTER_READY_MS = 10_000;

export interface WireRequest {
  url: string;
  /** CDP's resource type: Document, Script, Fetch, Image, Other (the browser's own favicon request)... */
  type: string;
  status: number | null;
  /** The Content-Encoding the answer came with (null: none). */
  encoding: string | null;
  /** Bytes on the wire: headers and body as sent. */
  bytes: number;
  /** Of which response headers (redirects' included). */
  headerBytes: number;
  /** The body once decoded (what the page reads). */
  decodedBytes: number;
  /** `ready`: sent before the page was ready; `after`: sent in its first view after that. */
  phase: 'ready' | 'after';
  /** Counted in its page's figure (false: from another origin than the gateway's, on the partner page). */
  counted: boolean;
  failed?: string;
}

export interface WirePage {
  name: string;
  url: string;
  budget: number | null;
  before: number | null;
  /** Only the gateway's answers count (the partner page's own files are the partner's). */
  gatewayOnly: boolean;
  /** Bytes counted: every request of the first view (from the gateway only, when gatewayOnly). */
  bytes: number;
  headerBytes: number;
  /** Of `bytes`, those of requests sent after the page was ready (idle-time work). */
  afterReadyBytes: number;
  /** Bytes from other origins, not counted (the partner's own page, scripts and styles). */
  otherOriginBytes: number;
  readyMs: number;
  /** The first view had not gone quiet after MAX_AFTER_READY_MS. */
  cutOff: boolean;
  requests: WireRequest[];
}

export interface WireReport {
  pages: WirePage[];
  /** embed.js as the campaign landing page received it. */
  embed: WireRequest;
}

/**
 * READY, from what the e2e tests wait for: the load event has fired; a site page is hydrated (its top bar has
 * `data-interactive`, tests/e2e/site-helpers.ts); each widget is shown (its element has `data-alex-ready` and
 * a control inside its shadow root is visible: the calculator's industry select, tests/e2e/roi-helpers.ts;
 * the wizard's step heading, tests/e2e/demo-wizard.spec.ts). Checked in the page on every frame, so that the
 * split between requests sent before and after that moment is exact to a frame.
 */
interface ReadyCheck {
  hydrated: boolean;
  widgets: { host: string; inside: string }[];
}

/** Runs in the page (its source is sent as text, so it names no inner function). */
const isReady = ({ hydrated, widgets }: ReadyCheck): boolean =>
  document.readyState === 'complete' &&
  (!hydrated || document.querySelector('header[data-interactive]') !== null) &&
  widgets.every(({ host, inside }) => {
    const target = document.querySelector(`${host}[data-alex-ready]`)?.shadowRoot?.querySelector(inside);
    return !!target && target.checkVisibility() && target.getBoundingClientRect().height > 0;
  });

interface PageSpec {
  name: string;
  /** `gateway` or `partner`, then the path. */
  origin: 'gateway' | 'partner';
  path: string;
  limits?: { budget: number; before?: number };
  ready: ReadyCheck;
  /** A widget below the first screen the visitor scrolls to, once the rest of the page is ready. */
  scrollTo?: string;
}

const TIMEOUT = { timeout: 30_000 };
const SITE_PAGE: ReadyCheck = { hydrated: true, widgets: [] };
const CALCULATOR = { host: 'alex-roi-calculator', inside: 'select' };

/** The English featured post, the one the Lighthouse section audits too. */
const featuredPost = () => loadPosts(BLOG_POSTS_DIR).find((post) => post.language === 'en' && post.featured);

function pageSpecs(): PageSpec[] {
  const post = featuredPost();
  return [
    // The home page's widgets sit below its first screen and load as the visitor scrolls near them
    // (site/widgets.ts): its first view is the hydrated page.
    { name: '/', origin: 'gateway', path: '/', limits: WIRE_BUDGETS.home, ready: SITE_PAGE },
    {
      name: '/ scrolled to the ROI calculator',
      origin: 'gateway',
      path: '/',
      ready: { hydrated: true, widgets: [CALCULATOR] },
      scrollTo: 'alex-roi-calculator',
    },
    {
      name: '/sandbox/landing.html (ROI calculator)',
      origin: 'gateway',
      path: '/sandbox/landing.html',
      limits: WIRE_BUDGETS.landing,
      ready: { hydrated: false, widgets: [CALCULATOR] },
    },
    {
      name: '/demo/recruiter (wizard)',
      origin: 'gateway',
      path: '/demo/recruiter',
      limits: WIRE_BUDGETS.demoRecruiter,
      ready: { hydrated: true, widgets: [{ host: 'alex-demo-wizard', inside: 'h3' }] },
    },
    { name: '/blog', origin: 'gateway', path: '/blog', limits: WIRE_BUDGETS.blog, ready: SITE_PAGE },
    ...(post
      ? [
          {
            name: `/blog/${post.id}`,
            origin: 'gateway' as const,
            path: `/blog/${post.id}`,
            limits: WIRE_BUDGETS.blogPost,
            ready: SITE_PAGE,
          },
        ]
      : []),
    {
      name: 'partner page (gateway bytes only)',
      origin: 'partner',
      path: '/',
      limits: WIRE_BUDGETS.partner,
      ready: {
        hydrated: false,
        widgets: [
          { host: '#react-calculator', inside: 'select' },
          { host: '#static-calculator', inside: 'select' },
        ],
      },
    },
  ];
}

interface Tracked extends WireRequest {
  finished: boolean;
  dataEncoded: number;
}

/** Every request of one page, from CDP's Network events. */
async function recordRequests(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map<string, Tracked>();
  let phase: WireRequest['phase'] = 'ready';
  let lastActivity = performance.now();
  const touch = () => {
    lastActivity = performance.now();
  };

  cdp.on('Network.requestWillBeSent', (event) => {
    touch();
    const known = requests.get(event.requestId);
    // A redirect: the same request id goes on to the new address; its 3xx headers were on the wire too.
    const redirectBytes = event.redirectResponse?.encodedDataLength ?? 0;
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      status: null,
      encoding: null,
      bytes: (known?.bytes ?? 0) + redirectBytes,
      headerBytes: (known?.headerBytes ?? 0) + redirectBytes,
      decodedBytes: 0,
      phase: known?.phase ?? phase,
      counted: true,
      finished: false,
      dataEncoded: 0,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    request.status = event.response.status;
    request.encoding = headers['content-encoding'] ?? null;
    // Bytes received when the head was parsed: the status line and the headers.
    request.headerBytes += event.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.decodedBytes += event.dataLength;
    request.dataEncoded += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.bytes += event.encodedDataLength;
    request.finished = true;
  });
  cdp.on('Network.loadingFailed', (event) => {
    touch();
    const request = requests.get(event.requestId);
    if (!request) return;
    // What had arrived: the heads (redirects' included) and the body's chunks.
    request.bytes = request.headerBytes + request.dataEncoded;
    request.failed = event.errorText;
    request.finished = true;
  });
  await cdp.send('Network.enable');

  const inFlight = () => [...requests.values()].some((r) => !r.finished);
  return {
    requests,
    markReady: () => {
      phase = 'after';
    },
    /** Resolves when nothing is in flight and nothing was sent for QUIET_MS; false if cut off first. */
    quiet: async (deadline: number): Promise<boolean> => {
      while (performance.now() < deadline) {
        if (!inFlight() && performance.now() - lastActivity >= QUIET_MS) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    },
    detach: () => cdp.detach().catch(() => undefined),
  };
}

async function measurePage(browser: Browser, spec: PageSpec, origins: Origins): Promise<WirePage> {
  const context = await browser.newContext(VIEWPORTS.desktop);
  try {
    const page = await context.newPage();
    const recorder = await recordRequests(page);
    const url = `${spec.origin === 'gateway' ? origins.gateway : origins.partner}${spec.path}`;
    const t0 = performance.now();
    await page.goto(url, { waitUntil: 'load', ...TIMEOUT });
    if (spec.scrollTo) {
      await page.waitForFunction(isReady, { ...spec.ready, widgets: [] }, { polling: 'raf', ...TIMEOUT });
      await page.locator(spec.scrollTo).scrollIntoViewIfNeeded(TIMEOUT);
    }
    await page.waitForFunction(isReady, spec.ready, { polling: 'raf', ...TIMEOUT });
    recorder.markReady();
    const readyMs = Math.round(performance.now() - t0);
    // Idle-time work the page asked for gets its turn (the browser has an idle moment), then the network has to
    // stay quiet.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
    const quiet = await recorder.quiet(performance.now() + MAX_AFTER_READY_MS);
    await recorder.detach();

    const gatewayOrigin = new URL(origins.gateway).origin;
    const gatewayOnly = spec.origin === 'partner';
    const requests: WireRequest[] = [...recorder.requests.values()]
      // data: and blob: addresses never reach the network.
      .filter((r) => /^https?:/.test(r.url))
      .map(({ finished: _finished, dataEncoded: _dataEncoded, ...request }) => ({
        ...request,
        counted: !gatewayOnly || new URL(request.url).origin === gatewayOrigin,
      }));
    const counted = requests.filter((r) => r.counted);
    const sum = (list: WireRequest[], key: 'bytes' | 'headerBytes') => list.reduce((n, r) => n + r[key], 0);
    return {
      name: spec.name,
      url: spec.path,
      budget: spec.limits?.budget ?? null,
      before: spec.limits?.before ?? null,
      gatewayOnly,
      bytes: sum(counted, 'bytes'),
      headerBytes: sum(counted, 'headerBytes'),
      afterReadyBytes: sum(
        counted.filter((r) => r.phase === 'after'),
        'bytes',
      ),
      otherOriginBytes: gatewayOnly ? sum(requests, 'bytes') - sum(counted, 'bytes') : 0,
      readyMs,
      cutOff: !quiet,
      requests,
    };
  } finally {
    await context.close();
  }
}

interface Origins {
  gateway: string;
  partner: string;
}

/** The gateway as `npm start` runs it, and the sandbox partner page on the port it names (another origin). */
async function startGatewayWithPartner(): Promise<Running & { partner: string }> {
  const partnerPort = await freePort();
  const gateway = await startGateway({ env: { SANDBOX_PARTNER_PORT: String(partnerPort) } });
  const server = createAppServer(createPartnerApp(gateway.url) as Express);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(partnerPort, '127.0.0.1', resolve);
  });
  return {
    url: gateway.url,
    partner: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await gateway.close();
    },
  };
}

/**
 * Each site page once, as a browser asks for it, until its best brotli copy has replaced the quick one the
 * first request gets (its size drops), so the browser measures what a running gateway sends.
 */
async function warmPages(gatewayUrl: string, paths: string[]): Promise<void> {
  const size = async (pathname: string) => {
    const response = await fetch(`${gatewayUrl}${pathname}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    return response.headers.get('content-encoding') === 'br' ? Number(response.headers.get('content-length')) : 0;
  };
  for (const pathname of paths) {
    const first = await size(pathname);
    for (let tries = 0; first > 0 && tries < 50 && (await size(pathname)) >= first; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function measureWire(browser: Browser): Promise<WireReport> {
  const servers = await startGatewayWithPartner();
  try {
    const specs = pageSpecs();
    await warmPages(
      servers.url,
      specs.filter((s) => s.origin === 'gateway' && !s.path.startsWith('/sandbox/')).map((s) => s.path),
    );
    const pages: WirePage[] = [];
    for (const spec of specs) {
      pages.push(await measurePage(browser, spec, { gateway: servers.url, partner: servers.partner }));
    }
    const landing = pages.find((p) => p.url === '/sandbox/landing.html');
    const embed = landing?.requests.find((r) => new URL(r.url).pathname === '/widgets/embed.js');
    if (!embed) throw new Error('/sandbox/landing.html did not load /widgets/embed.js');
    return { pages, embed };
  } finally {
    await servers.close();
  }
}

export function wireBudgets(report: WireReport): Budget[] {
  return [
    ...report.pages.flatMap((p) =>
      p.budget === null ? [] : [budget(`${p.name} on the wire`, p.bytes, p.budget, 'max', kb)],
    ),
    // The loader's own bytes as they travel: its headers (printed beside it) are those of every file, ~500 B
    // over HTTP/1.1 and a few dozen once HTTP/2's header compression has seen them.
    budget(
      'embed.js on the wire (compressed body)',
      report.embed.bytes - report.embed.headerBytes,
      WIRE_BUDGETS.embed.budget,
      'max',
      kb,
    ),
  ];
}

const COMPRESSIBLE_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

export function printWire(report: WireReport, budgets: Budget[]): void {
  heading('1b. Bytes on the wire (Chromium, empty cache, desktop; KB = 1024 bytes)');
  table(
    ['page', 'requests', 'on the wire', 'of which headers', 'after ready', 'budget', 'before', 'change', 'ready at'],
    report.pages.map((p) => {
      return [
        p.name,
        p.requests.filter((r) => r.counted).length,
        `${kb(p.bytes)}${p.cutOff ? ' (cut off)' : ''}`,
        kb(p.headerBytes),
        kb(p.afterReadyBytes),
        p.budget === null ? '-' : kb(p.budget),
        p.before === null ? '-' : kb(p.before),
        p.before === null ? '-' : `${(((p.bytes - p.before) / p.before) * 100).toFixed(0)} %`,
        ms(p.readyMs),
      ];
    }),
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
  const e = report.embed;
  console.log(
    `\n  embed.js alone: ${int(e.bytes)} B on the wire = ${int(e.headerBytes)} B of headers + ${int(e.bytes - e.headerBytes)} B of ${e.encoding ?? 'uncompressed'} body (${int(e.decodedBytes)} B decoded)`,
  );
  const partner = report.pages.find((p) => p.gatewayOnly);
  if (partner) console.log(`  The partner page's own files (not counted): ${kb(partner.otherOriginBytes)}.`);
  console.log(
    [
      'Counted: every request a page makes by itself until it is ready (load event, site page hydrated, widget',
      'shown) and then until the network has been quiet for 500 ms after an idle moment; "after ready" is the part',
      'sent once it was ready (idle-time work). Bytes: CDP encodedDataLength, headers plus the body as sent.',
      'HTTP/1.1 on loopback: every response carries its full headers; HTTP/2 and HTTP/3 compress repeated ones.',
    ]
      .map((line) => `  ${line}`)
      .join('\n'),
  );
  // Anything of ours that came uncompressed although it would have gained from it.
  const plain = report.pages.flatMap((p) =>
    p.requests
      .filter((r) => r.counted && !r.encoding && r.decodedBytes > KB && COMPRESSIBLE_TYPES.has(r.type))
      .map((r) => `${p.name}: ${new URL(r.url).pathname} (${r.type}, ${int(r.decodedBytes)} B)`),
  );
  for (const line of [...new Set(plain)]) console.log(`  Sent uncompressed: ${line}`);
  console.log('');
  for (const b of budgets) console.log(`  ${budgetLine(b)}`);
}

/** The largest hashed widget chunk the build wrote (the shared runtime), by its URL path. */
export async function largestWidgetChunk(widgetsDir: string): Promise<{ urlPath: string; bytes: number }> {
  const dir = path.join(widgetsDir, 'chunks');
  let largest = { urlPath: '', bytes: -1 };
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.js')) continue;
    const { size } = await stat(path.join(dir, name));
    if (size > largest.bytes) largest = { urlPath: `/widgets/chunks/${name}`, bytes: size };
  }
  if (largest.bytes < 0) throw new Error(`No widget chunk in ${dir}`);
  return largest;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; bodyBytes: number }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => {
        bodyBytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bodyBytes }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

export interface StaticFileThroughput extends ThroughputResult {
  coding: 'identity' | 'br';
  /** The body's size in this coding. */
  bodyBytes: number;
}

/** One hashed widget file under load, asked for without Accept-Encoding (identity), then with `br`. */
export async function measureStaticFile(
  gatewayUrl: string,
  urlPath: string,
  load: LoadOptions,
): Promise<StaticFileThroughput[]> {
  const results: StaticFileThroughput[] = [];
  for (const coding of ['identity', 'br'] as const) {
    const headers: Record<string, string> = coding === 'br' ? { 'accept-encoding': 'br' } : {};
    const probe = await rawGet(`${gatewayUrl}${urlPath}`, headers);
    const sent = probe.headers['content-encoding'] ?? 'identity';
    if (probe.status !== 200 || sent !== coding) {
      throw new Error(`${urlPath} answered ${probe.status} in ${sent} when asked for ${coding}`);
    }
    const bodyBytes = probe.bodyBytes;
    const result = await measureThroughput(`${urlPath} ${coding}`, `${gatewayUrl}${urlPath}`, { ...load, headers });
    results.push({ ...result, coding, bodyBytes });
  }
  return results;
}

export function staticFileBudgets(results: StaticFileThroughput[]): Budget[] {
  return [
    budget(
      'hashed widget file under load: errors and non-2xx',
      results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
      0,
      'max',
      int,
    ),
  ];
}

export function printStaticFile(results: StaticFileThroughput[], budgets: Budget[]): void {
  const [first] = results;
  heading(
    `3a. A hashed widget file, identity and brotli (${first?.seconds} s per run, ${first?.connections} connections)`,
  );
  console.log(`  ${first?.url.replace(/^https?:\/\/[^/]+/, '')}`);
  table(
    ['coding', 'body', 'req/s', 'MB/s', 'p50', 'p99', 'errors', 'non-2xx'],
    results.map((r) => [
      r.coding,
      kb(r.bodyBytes),
      int(r.requestsPerSec),
      (r.bytesPerSec / (1024 * 1024)).toFixed(1),
      ms(r.latencyP50),
      ms(r.latencyP99),
      r.errors + r.timeouts,
      r.non2xx,
    ]),
    [1, 2, 3, 4, 5, 6, 7],
  );
  console.log('  MB/s: bytes read from the sockets (headers and bodies), 1 MB = 1024 KB. On loopback a byte costs');
  const identity = results.find((r) => r.coding === 'identity');
  const br = results.find((r) => r.coding === 'br');
  if (identity && br && br.bodyBytes > 0) {
    console.log(
      `  next to nothing: brotli's gain is on real links, ${(identity.bodyBytes / br.bodyBytes).toFixed(1)}x fewer bytes per answer.`,
    );
  }
  for (const b of budgets) console.log(`  ${budgetLine(b)}`);
}
