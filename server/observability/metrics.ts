/**
 * What an operator scrapes and alerts on (Prometheus): requests and their durations by route template and
 * status, the demo's refusals, the captcha, the outbox queue and its deliveries, the upstreams' latency and
 * errors, and the process itself. Labels are small closed sets: route templates, codes, names; never ids,
 * addresses or e-mails.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { canonicalIp } from '../http/client-address';
import type { OutboxKind, OutboxStore } from '../outbox/store';
import { GUARDED_ROOMS, type GuardedRoom } from '../state/store';
import { routeOf } from './log';

export type Upstream = 'recruiter' | 'llm' | 'smtp' | 'hubspot' | 'redis';
type CaptchaEvent = 'issued' | 'solved' | 'failed' | 'unavailable';
type DeliveryResult = 'delivered' | 'retry' | 'dead' | 'deferred' | 'skipped';
/** What the partners' visitors send: the wizard's leads and contacts, and the calculator's e-mails. */
export type AttributedKind = 'lead' | 'demo-contact' | 'roi-email';
const ATTRIBUTED_KINDS: readonly AttributedKind[] = ['lead', 'demo-contact', 'roi-email'];

/** Seconds: from a cached answer to the slowest upstream the gateway waits for. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export interface Metrics {
  registry: Registry;
  /** Counts and times every answered request; a refusal's code is read from `res.locals.refusal`. */
  http: RequestHandler;
  captcha(event: CaptchaEvent): void;
  delivery(channel: OutboxKind, result: DeliveryResult): void;
  /** Times a call to an upstream; a failure is counted as its error too. */
  upstream<T>(upstream: Upstream, call: () => Promise<T>): Promise<T>;
  /** The same for a call timed by its caller. */
  observeUpstream(upstream: Upstream, seconds: number, failed: boolean): void;
  /** The outbox gauges read this store when scraped. */
  watchOutbox(store: OutboxStore, now?: () => number): void;
  /** Counts a new key a full room of the embedded mode refused (the request that needed it answered 503). */
  storeFull(room: GuardedRoom): void;
  /**
   * Counts an accepted lead, demo contact or ROI e-mail for `partner`: a configured partner's id (verified
   * against the request's Origin) or "other", nothing else, so the labels stay a closed set.
   */
  attributed(kind: AttributedKind, partner: string): void;
  /** Shows the configured partners' counters from zero, before their first request. */
  partners(ids: readonly string[]): void;
}

/** What the error responder leaves for the metrics: the refusal's code and, for the demo's limits, its action. */
export interface Refusal {
  code: string;
  action?: string | undefined;
}

const DEMO_PATH = /^\/api\/(demo|recruiter-demo|hubspot)(\/|$)/;

export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: 'alex_demo_refusals_total',
    help: 'Demo requests refused, by error code and action (the limited action, or the route template).',
    labelNames: ['code', 'action'],
    registers,
  });
  const captcha = new Counter({
    name: 'alex_captcha_events_total',
    help: 'Captcha challenges issued and solutions solved, failed or not checkable (provider unavailable).',
    labelNames: ['event'],
    registers,
  });
  const attempts = new Counter({
    name: 'alex_outbox_delivery_attempts_total',
    help: 'Outbox deliveries tried, by channel (email, lead, demo-report) and result (delivered, retry, dead, deferred, skipped).',
    labelNames: ['channel', 'result'],
    registers,
  });
  const upstreamDurations = new Histogram({
    name: 'alex_upstream_request_duration_seconds',
    help: 'Time of calls to upstream services (recruiter backend, LLM, SMTP, HubSpot, Redis).',
    labelNames: ['upstream'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'alex_upstream_errors_total',
    help: 'Calls to upstream services that failed (error, refusal or time-out).',
    labelNames: ['upstream'],
    registers,
  });
  // Each upstream's series exist from the start (an alert on errors needs a zero to compare with), and are
  // looked up once: Redis is timed on every command.
  const upstreams = Object.fromEntries(
    (['recruiter', 'llm', 'smtp', 'hubspot', 'redis'] as const).map((name) => {
      const errors = upstreamErrors.labels(name);
      errors.inc(0);
      return [name, { durations: upstreamDurations.labels(name), errors }];
    }),
  ) as Record<Upstream, { durations: ReturnType<Histogram['labels']>; errors: ReturnType<Counter['labels']> }>;
  const fullRefusals = new Counter({
    name: 'alex_store_full_refusals_total',
    help: 'New keys refused because their room of the embedded mode was full (captcha: spent captcha solutions and tokens; calls: once-a-day call marks; blocks: automatic blocks), each answered 503 or, for a block, not placed.',
    labelNames: ['room'],
    registers,
  });
  // Every room's series from the start, at zero: an alert compares with it.
  const rooms = Object.fromEntries(
    GUARDED_ROOMS.map((room) => {
      const counter = fullRefusals.labels(room);
      counter.inc(0);
      return [room, counter];
    }),
  ) as Record<GuardedRoom, ReturnType<Counter['labels']>>;

  /** Every outbox store the gateway reads its gauges from (one; more in tests). */
  const outboxes: { store: OutboxStore; now: () => number }[] = [];
  const queue = async () => {
    let pending = 0;
    let dead = 0;
    let oldest = 0;
    for (const { store, now } of outboxes) {
      const [items, buried] = await Promise.all([store.pending(), store.dead()]);
      pending += items.length;
      dead += buried.length;
      // A report e-mail waits for its call by design (hours, for a call scheduled later); one that waits too
      // long becomes a dead letter, which the dead-letter gauge shows.
      for (const item of items) {
        if (item.kind !== 'demo-report') oldest = Math.max(oldest, (now() - item.createdAt) / 1000);
      }
    }
    return { pending, dead, oldest };
  };
  // Read once per scrape, whichever gauge asks first.
  let reading: Promise<Awaited<ReturnType<typeof queue>>> | undefined;
  // A store that cannot be read (Redis down) makes the gauges unknown, never the scrape fail: that is when
  // an operator needs the rest most.
  const unknown = { pending: Number.NaN, dead: Number.NaN, oldest: Number.NaN };
  const read = () => {
    reading ??= queue()
      .catch(() => unknown)
      .finally(() => {
        setImmediate(() => {
          reading = undefined;
        });
      });
    return reading;
  };
  const gauges: [name: string, help: string, pick: (queue: Awaited<ReturnType<typeof read>>) => number][] = [
    [
      'alex_outbox_pending_items',
      'E-mails, leads and report e-mails accepted and not yet delivered.',
      (q) => q.pending,
    ],
    [
      'alex_outbox_dead_items',
      'Outbox items that failed for good (dead letters): an operator must look at them.',
      (q) => q.dead,
    ],
    [
      'alex_outbox_oldest_pending_age_seconds',
      'Age of the oldest e-mail or lead still waiting for delivery (0 when none waits; report e-mails waiting for their call aside).',
      (q) => q.oldest,
    ],
  ];
  for (const [name, help, pick] of gauges) {
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(pick(await read()));
      },
    });
  }

  const attributed = new Counter({
    name: 'alex_attributed_total',
    help: 'Leads, demo contacts and ROI e-mails accepted, by kind and partner (a configured partner verified against the Origin, or other).',
    labelNames: ['kind', 'partner'],
    registers,
  });

  // Each series' children looked up once (prom-client hashes the labels on every lookup); the set is as small
  // as the labels: methods Node accepts, route templates, statuses.
  const series = new Map<string, { count: Counter.Internal; time: ReturnType<Histogram['labels']> }>();
  const seriesOf = (method: string, route: string, status: string) => {
    const key = `${method} ${route} ${status}`;
    let found = series.get(key);
    if (!found) {
      found = { count: requests.labels(method, route, status), time: durations.labels(method, route, status) };
      series.set(key, found);
    }
    return found;
  };

  const http: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const route = routeOf(req);
      const { count, time } = seriesOf(req.method, route, String(res.statusCode));
      count.inc();
      time.observe(Number(process.hrtime.bigint() - started) / 1e9);
      const refusal = res.locals.refusal as Refusal | undefined;
      if (refusal && DEMO_PATH.test(req.originalUrl)) refusals.labels(refusal.code, refusal.action ?? route).inc();
    });
    next();
  };

  return {
    registry,
    http,
    captcha: (event) => captcha.labels(event).inc(),
    delivery: (channel, result) => attempts.labels(channel, result).inc(),
    async upstream(upstream, call) {
      const end = upstreams[upstream].durations.startTimer();
      try {
        return await call();
      } catch (error) {
        upstreams[upstream].errors.inc();
        throw error;
      } finally {
        end();
      }
    },
    observeUpstream(upstream, seconds, failed) {
      upstreams[upstream].durations.observe(seconds);
      if (failed) upstreams[upstream].errors.inc();
    },
    watchOutbox(store, now = Date.now) {
      outboxes.push({ store, now });
    },
    storeFull: (room) => rooms[room].inc(),
    attributed: (kind, partner) => attributed.labels(kind, partner).inc(),
    partners(ids) {
      for (const kind of ATTRIBUTED_KINDS) for (const id of ids) attributed.labels(kind, id).inc(0);
    },
  };
}

export interface MetricsListenerOptions {
  /** The address or name the listener is bound to (METRICS_HOST). */
  host?: string | undefined;
  /** Further names scrapers reach it by (METRICS_HOSTNAMES): a service's, a container's. */
  hostnames?: readonly string[];
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];
/** A bound address that stands for every address of the machine: nobody's Host. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** The name or address part of a Host header, lower case, IPv6 without brackets; undefined when it is no host. */
export function hostHeaderName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${header}`);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/** Whether an address (canonical) is one of the machine's loopback ones. */
const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.startsWith('127.'));

/**
 * The metrics' own listener (never the public port): `GET /metrics` in Prometheus' text format.
 * It answers only to a Host that names it: the address the scrape arrived on, the bound host, the loopback
 * names when it arrived on loopback, or a configured name; any other gets 421. A web page that rebinds its own
 * name to this machine's address (DNS rebinding, from a browser on the machine or its network) thus reads
 * nothing: its requests carry its own name.
 */
export function metricsServer(metrics: Metrics, { host, hostnames = [] }: MetricsListenerOptions = {}): Server {
  const named = new Set(hostnames.map((name) => hostHeaderName(name) ?? name.toLowerCase()));
  const bound = host === undefined || WILDCARDS.has(host) ? undefined : hostHeaderName(host);
  if (bound) named.add(bound);
  const answersTo = (req: IncomingMessage): boolean => {
    const name = hostHeaderName(req.headers.host);
    if (name === undefined) return false;
    if (named.has(name)) return true;
    const local = canonicalIp(req.socket.localAddress);
    return name === local || (isLoopback(local) && LOOPBACK_NAMES.includes(name));
  };
  return createServer((req, res) => {
    if (!answersTo(req)) {
      res
        .writeHead(421, { 'Content-Type': 'text/plain' })
        .end('Misdirected request: this listener answers to its own address or METRICS_HOSTNAMES\n');
      return;
    }
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
}
