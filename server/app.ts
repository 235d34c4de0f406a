/** Builds the gateway: the composition root that wires each area with its dependencies. */
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import type { Store } from 'express-rate-limit';
import { health, openApi as openApiEndpoint, readiness as readinessEndpoint } from '../shared/api/site';
import { API_LIMIT } from '../shared/limits';
import { createBlacklist } from './abuse/blacklist';
import type { EarlyCounts } from './abuse/early-counting';
import { createLimiter, shareVisitorKeys } from './abuse/limits';
import { createCallGuard } from './abuse/once-a-day';
import { blogFeeds } from './blog/feed';
import { blogRoutes, loadPosts } from './blog/routes';
import { altchaProvider, type CaptchaProvider, turnstileProvider } from './captcha/providers';
import { captchaRoutes } from './captcha/routes';
import { tokenSigner } from './captcha/tokens';
import { type Config, runtimeFolder, startupError } from './config';
import { configuredContent } from './content/service';
import { httpRecruiter } from './demo/http-recruiter';
import type { RecruiterApi } from './demo/recruiter';
import { DEMO_PATHS, demoRoutes } from './demo/routes';
import { type SandboxOptions, sandboxRecruiter } from './demo/sandbox';
import type { ContentService, LeadSink, ReportEmails } from './demo/services';
import { canonicalClientAddress } from './http/client-address';
import { apiNotFound, errorHandler } from './http/errors';
import { idempotency } from './http/idempotency';
import { API_VERSION, openApiDocument } from './http/openapi';
import { route, routePath } from './http/route';
import { apiCors, apiSecurityHeaders, fileSecurityHeaders, loggedOrigin, securityHeaders } from './http/security';
import { siteFacts } from './legal/facts';
import { companyRoutes } from './legal/routes';
import type { Mailer } from './mail/mailer';
import { createLifecycle, type Lifecycle, readiness, writableProbe } from './observability/health';
import {
  createLogger,
  errorLog,
  type Logger,
  recordRouteTemplates,
  requestLog,
  silentLogger,
  throttledLog,
} from './observability/log';
import { createMetrics, type Metrics } from './observability/metrics';
import { configuredOutbox, queuedLeads, queuedMailer, queuedReportEmails } from './outbox';
import { adminRoutes } from './outbox/admin';
import { journalOutbox } from './outbox/journal';
import type { OutboxStore } from './outbox/store';
import type { Outbox } from './outbox/worker';
import { geoRoutes } from './pages/geo';
import { jobsRedirects, sandboxPages, siteFiles, sitePages, widgetFiles } from './pages/static';
import { createAttribution } from './partners';
import { recipientCap } from './roi/recipient-cap';
import { roiRoutes } from './roi/routes';
import { connectRedis } from './state/redis';
import { type GuardedRoom, type KeyValueStore, memoryStore } from './state/store';

export interface Dependencies {
  /** E-mails and leads are kept here before the visitor is answered, then delivered with retries. */
  outbox: Outbox;
  mailer: Mailer;
  /** The gateway's logger; areas take children of it. */
  logger: Logger;
  /** Logs an error, repeated ones throttled (one line per kind and 10 s, with a count). */
  log: (error: unknown, event?: string) => void;
  metrics: Metrics;
  /** What must work for this instance to take traffic (`/readyz`): each check rejects when it does not. */
  readiness: Record<string, () => Promise<void>>;
  /** Set when the process is shutting down: readiness fails at once, answers close their connections. */
  lifecycle: Lifecycle;
  /**
   * Shared state: memory in the embedded mode, Redis in the scale-out mode. This store holds the visitors'
   * strikes and demo sessions (in memory, the least recently used go when it is full); the rooms hold the rest.
   */
  store: KeyValueStore;
  rooms: Rooms;
  /** A rate-limit store per limiter in the scale-out mode; each limiter keeps its own memory otherwise. */
  limiterStore?: (name: string) => Store;
  /** The scale-out mode's early counting of demo requests (over `limiterStore`); absent in the embedded mode. */
  earlyCounts?: EarlyCounts;
  recruiter: RecruiterApi;
  /** Verifies pasted job texts and reads job posts from URLs. */
  content: ContentService;
  leads: LeadSink;
  /** The report e-mail of each demo call, kept in the outbox when the call is created. */
  reportEmails: ReportEmails;
  now: () => number;
  /** Releases connections and timers (shutdown, tests). */
  close: () => Promise<void>;
}

/**
 * Where the state that is not the visitors' own lives, room by room. In the embedded mode each room is a
 * store of its own bounded by MEMORY_MAX_VISITORS, so that a flood that fills one leaves the others working;
 * in the scale-out mode all are the one Redis store, which nothing here bounds.
 */
export interface Rooms extends Record<GuardedRoom, KeyValueStore> {
  /**
   * The ROI e-mails' counts per mailbox and the marks of visitors who had their free first e-mail: when full,
   * the least recently used go (a mailbox's count or a visitor's free e-mail starts afresh), nobody is refused.
   */
  roi: KeyValueStore;
}

/**
 * The embedded mode's rooms. A full guarded room (spent captcha solutions, call marks, blocks) refuses its new
 * keys, so that a flood cannot make it forget one: the requests that need one answer 503, each counted in
 * `alex_store_full_refusals_total{room}` and logged as `store.full` once a minute per room.
 */
function memoryRooms(maxEntries: number, metrics: Metrics, logger: Logger): Rooms {
  const full = throttledLog(logger, 60_000);
  const guarded = (room: GuardedRoom) =>
    memoryStore({
      maxEntries,
      whenFull: 'refuse',
      onRefused: () => {
        metrics.storeFull(room);
        full('warn', room, { event: 'store.full', room, setting: 'MEMORY_MAX_VISITORS' });
      },
    });
  return {
    captcha: guarded('captcha'),
    calls: guarded('calls'),
    blocks: guarded('blocks'),
    roi: memoryStore({ maxEntries }),
  };
}

/** Closes each room once (in the scale-out mode they are one store, closed with its connection). */
async function closeRooms(rooms: Rooms): Promise<void> {
  for (const room of new Set(Object.values(rooms))) await room.close();
}

/** The logger, the error log and the metrics the configuration asks for. */
export function observability(config: Config): Pick<Dependencies, 'logger' | 'log' | 'metrics' | 'lifecycle'> {
  const logger =
    config.logLevel === 'silent' ? silentLogger() : createLogger({ level: config.logLevel, format: config.logFormat });
  return { logger, log: errorLog(logger), metrics: createMetrics(), lifecycle: createLifecycle() };
}

/**
 * The embedded mode: everything in this process, nothing to set up; the outbox is a journal under
 * DATA_DIR unless another store is given (Redis, in the scale-out mode). The recruiter backend is the one
 * the configuration names, or the sandbox given (its state in Redis, its clock in tests); the outbox's report
 * e-mails follow the calls of that same backend.
 */
export function defaultDependencies(
  config: Config,
  outboxStore?: OutboxStore,
  base: Pick<Dependencies, 'logger' | 'log' | 'metrics' | 'lifecycle'> = observability(config),
  sandbox?: RecruiterApi,
): Dependencies {
  const { logger, log, metrics } = base;
  const journalDir = path.join(config.dataDir, 'journal');
  const kept = outboxStore ?? journalOutbox(journalDir, log);
  const recruiter = config.recruiter
    ? instrumentedRecruiter(
        httpRecruiter({
          baseUrl: config.recruiter.url,
          apiKey: config.recruiter.apiKey,
          timeoutMs: config.recruiter.timeoutMs,
        }),
        metrics,
      )
    : (sandbox ?? sandboxRecruiter());
  const outbox = configuredOutbox(config, kept, { log, logger: logger.child({ area: 'outbox' }), metrics }, recruiter);
  outbox.start();
  // Each bounded: a flood from many addresses costs at most MEMORY_MAX_VISITORS keys per store.
  const store = memoryStore({ maxEntries: config.memoryMaxVisitors });
  const rooms = memoryRooms(config.memoryMaxVisitors, metrics, logger);
  return {
    ...base,
    outbox,
    mailer: queuedMailer(outbox),
    // The journal's folder must take a write (a full or read-only disk fails acknowledged e-mails).
    readiness: outboxStore ? {} : { journal: writableProbe(journalDir) },
    store,
    rooms,
    recruiter,
    content: configuredContent(config, metrics),
    leads: queuedLeads(outbox),
    reportEmails: queuedReportEmails(outbox),
    now: Date.now,
    close: async () => {
      await outbox.stop();
      await outbox.store.close();
      recruiter.close();
      await store.close();
      await closeRooms(rooms);
    },
  };
}

/**
 * The dependencies the configuration asks for: with REDIS_URL, the shared state lives in Redis. `sandbox`
 * sets the embedded recruiter backend's options (tests move its clock); its state is Redis's in that mode.
 */
export async function connectDependencies(
  config: Config,
  base: Pick<Dependencies, 'logger' | 'log' | 'metrics' | 'lifecycle'> = observability(config),
  sandbox: Omit<SandboxOptions, 'state'> = {},
): Promise<Dependencies> {
  if (!config.redisUrl) {
    const journal = journalOutbox(path.join(config.dataDir, 'journal'), base.log);
    // Opened now: a journal another gateway holds, or a DATA_DIR that cannot be written, stops this one at startup.
    try {
      await journal.ready();
    } catch (error) {
      throw startupError('DATA_DIR', config.dataDir, error);
    }
    return {
      ...defaultDependencies(config, journal, base, config.recruiter ? undefined : sandboxRecruiter(sandbox)),
      readiness: { journal: writableProbe(path.join(config.dataDir, 'journal')) },
    };
  }
  // Visitors are keys in the shared store: every instance digests their addresses with the same key.
  shareVisitorKeys(config.captcha.secret);
  const redis = await connectRedis(config.redisUrl, undefined, { metrics: base.metrics });
  // Sessions own entities by id in Redis: a sandbox per instance would give the same ids to two visitors.
  const sandboxed = config.recruiter ? undefined : sandboxRecruiter({ ...sandbox, state: redis.sandbox });
  const deps = defaultDependencies(config, redis.outbox, base, sandboxed);
  await deps.store.close();
  await closeRooms(deps.rooms);
  // Loaded here only: the embedded mode has no round trip to save.
  const { earlyCounts } = await import('./abuse/early-counting');
  const early = earlyCounts(redis.limiterStore);
  return {
    ...deps,
    store: redis.store,
    rooms: { captcha: redis.store, calls: redis.store, blocks: redis.store, roi: redis.store },
    limiterStore: early.limiterStore,
    earlyCounts: early,
    readiness: {
      // Any answer will do, a missing key included: a refusal or a time-out is a 503 SERVICE_UNAVAILABLE.
      redis: async () => {
        await redis.store.get('readyz');
      },
    },
    close: async () => {
      await deps.close();
      await redis.close();
    },
  };
}

/**
 * The blog's answers (its list, a post) are read by every visitor of the blog and run to tens of kilobytes:
 * over 1 KB they travel compressed, at levels cheap enough for every request (brotli 4, gzip 6). The demo's
 * answers are small and keep their CPU.
 */
const readAnswersCompressed = compression({
  threshold: 1024,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
});

export function createApp(config: Config, deps: Dependencies = defaultDependencies(config)): express.Express {
  const posts = loadPosts(config.blogDir);
  const app = express();
  app.disable('x-powered-by');
  recordRouteTemplates(app);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // API answers are never cached (Cache-Control: no-store), so hashing each body into an ETag buys nothing;
  // files and pages get theirs from the static file server.
  app.set('etag', false);
  const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  // Before anything reads req.ip: the forwarded address in its one spelling, or the connection's.
  app.use(canonicalClientAddress());
  app.use(
    requestLog(deps.logger, { trustRequestId: (peer) => peer !== undefined && trusted(peer, 0) }),
    deps.metrics.http,
  );

  const https = config.publicUrl.startsWith('https:');
  // Liveness: the process answers. Readiness: it can do its work and is not shutting down.
  route(
    app,
    health,
    { handle: async () => ({ status: 'ok' as const }) },
    { mount: '', before: [apiSecurityHeaders({ https })] },
  );
  app.get(readinessEndpoint.path, apiSecurityHeaders({ https }), readiness(deps.readiness, deps.lifecycle, deps.log));

  const blacklist = createBlacklist({
    entries: config.blacklist,
    store: deps.store,
    blocks: deps.rooms.blocks,
    now: deps.now,
    autoBlock: { strikes: config.autoBlockStrikes, windowMs: 10 * 60_000, blockMs: 15 * 60_000 },
    // Shared with other instances: a block set elsewhere is honoured here within a second.
    rememberMs: deps.limiterStore ? 1000 : 0,
  });

  // One signer: a captcha token of the demo also proves the work for a further ROI e-mail.
  const signer = tokenSigner(config.captcha.secret, deps.now);
  const captchaProvider = countedCaptcha(
    config.captcha.turnstile
      ? turnstileProvider({ ...config.captcha.turnstile, store: deps.rooms.captcha })
      : altchaProvider({
          secret: config.captcha.secret,
          store: deps.rooms.captcha,
          maxNumber: config.captcha.difficulty,
          challengeTtl: 300,
          now: deps.now,
        }),
    deps.metrics,
  );
  // The partner and campaign of leads, contacts and e-mails, checked against PARTNERS and counted per partner.
  const attribution = createAttribution(config.partners, deps.metrics);
  // A success of a POST with an Idempotency-Key, replayed to its retries on any instance.
  const idempotent = idempotency({ store: deps.store, log: deps.log });
  const demo = demoRoutes({
    recruiter: deps.recruiter,
    backend: config.recruiter ? `api:${new URL(config.recruiter.url).host}` : 'sandbox',
    content: deps.content,
    store: deps.store,
    signer,
    blacklist,
    callGuard: createCallGuard({ store: deps.rooms.calls, now: deps.now, secret: config.captcha.secret }),
    leads: deps.leads,
    attribution,
    reportEmails: deps.reportEmails,
    idempotent,
    ...(deps.limiterStore ? { limiterStore: deps.limiterStore } : { maxVisitors: config.memoryMaxVisitors }),
    callableCountries: config.callableCountries,
    voiceSamplesDir: runtimeFolder('voices'),
    log: deps.log,
    now: deps.now,
  });

  const api = express.Router();
  // A partner page left out of CORS_ORIGINS is otherwise silent on this side: one line per origin and minute.
  const refusedOrigins = throttledLog(deps.logger, 60_000);
  api.use(
    apiCors({
      publicUrl: config.publicUrl,
      corsOrigins: config.corsOrigins,
      // Scheme, host and port only: the header is the caller's text, and may be anything (an e-mail, say).
      onRefused: (origin) => {
        const logged = loggedOrigin(origin);
        refusedOrigins('warn', logged, { event: 'cors.refused', origin: logged, setting: 'CORS_ORIGINS' });
      },
    }),
  );
  if (deps.earlyCounts) {
    // With Redis, a demo request's block check and its own action's count travel with the API limit's count.
    const headStart = deps.earlyCounts.headStart({ blacklist, limiterOf: demo.countedLimiter, log: deps.log });
    api.use(DEMO_PATHS, headStart.readBlock);
    api.use(headStart.startCount);
  }
  const sharedStore = (name: string) =>
    deps.limiterStore ? { store: deps.limiterStore(name) } : { maxEntries: config.memoryMaxVisitors };
  api.use(
    createLimiter({
      name: 'api',
      rule: API_LIMIT,
      message: 'Too many requests. Please wait a moment.',
      ...sharedStore('api'),
    }),
  );
  // An ROI e-mail is a few hundred bytes; a pasted job description can be long.
  api.use(
    '/send-roi-metrics',
    express.json({ limit: '16kb' }),
    roiRoutes({
      mailer: deps.mailer,
      attribution,
      log: deps.log,
      store: deps.rooms.roi,
      spentTokens: deps.rooms.captcha,
      signer,
      idempotent,
      recipients: recipientCap({ store: deps.rooms.roi, secret: config.captcha.secret }),
      windowMs: config.roiEmailLimit.windowMs,
      booking: config.booking,
      now: deps.now,
      limiter: createLimiter({
        name: 'roi-email',
        rule: config.roiEmailLimit,
        message: 'Too many e-mails requested. Please try again later.',
        ...sharedStore('roi-email'),
      }),
    }),
  );
  api.use('/geo', geoRoutes(config.geo));
  api.use(companyRoutes(config));
  api.use('/blog', readAnswersCompressed, blogRoutes(posts));
  // The API's own description: made once, served from memory, cached by clients for five minutes.
  const openApi = JSON.stringify(openApiDocument(config.publicUrl, API_VERSION));
  api.get(routePath(openApiEndpoint), readAnswersCompressed, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('json').send(openApi);
  });
  if (config.adminToken)
    api.use('/admin', adminRoutes({ token: config.adminToken, outbox: deps.outbox, now: deps.now }));
  api.use(express.json({ limit: '64kb' }));
  api.use(demo);
  // Behind the demo's block check: the captcha's paths are under /demo (DEMO_PATHS).
  api.use(
    captchaRoutes({
      provider: captchaProvider,
      signer,
      tokenTtlMs: config.captcha.tokenTtlMs,
      strike: (ip) => void blacklist.strike(ip, 'captcha').catch(deps.log),
      sessionAfterCaptcha: demo.sessionAfterCaptcha,
      now: deps.now,
    }),
  );

  api.use(apiNotFound);
  app.use('/api', apiSecurityHeaders({ https }), api);

  // Files pages load: the few headers that mean something to them. Pages and everything else: helmet's full
  // set, with the strict CSP.
  const fileHeaders = fileSecurityHeaders({ https });
  app.use('/widgets', widgetFiles(path.join(config.staticDir, 'widgets'), fileHeaders));
  app.use(siteFiles(path.join(config.staticDir, 'site'), fileHeaders));
  app.use(securityHeaders({ https }));
  app.use(jobsRedirects(config.jobsSiteUrl));
  app.use(blogFeeds(posts, config.publicUrl));
  app.use('/sandbox', sandboxPages(runtimeFolder('sandbox'), { port: config.sandboxPartnerPort, host: config.host }));
  app.use(
    sitePages(path.join(config.staticDir, 'site'), {
      publicUrl: config.publicUrl,
      https,
      // The selector shows the visitor's country only where the gateway can tell it (a CDN header, lookups).
      settings: {
        ...config.site,
        ...(config.geo.countryHeader || config.geo.lookupUrls.length > 0 ? { locate: true } : {}),
      },
      facts: siteFacts(config),
      postIds: new Set(posts.map((post) => post.id)),
      countryHeader: config.geo.countryHeader,
      log: deps.log,
    }),
  );

  app.use(errorHandler(deps.log));
  return app;
}

/** The real backend's calls, timed and their failures counted (the sandbox in this process is not an upstream). */
function instrumentedRecruiter(api: RecruiterApi, metrics: Metrics): RecruiterApi {
  const timed = Object.fromEntries(
    Object.entries(api).map(([name, method]) => [
      name,
      name === 'close'
        ? method
        : (...args: unknown[]) =>
            metrics.upstream('recruiter', () => (method as (...a: unknown[]) => Promise<unknown>)(...args)),
    ]),
  );
  return timed as unknown as RecruiterApi;
}

/** Challenges issued and solutions solved, failed or not checkable, for the metrics. */
function countedCaptcha(provider: CaptchaProvider, metrics: Metrics): CaptchaProvider {
  return {
    async challenge() {
      const challenge = await provider.challenge();
      metrics.captcha('issued');
      return challenge;
    },
    async verify(solution, ip) {
      const verdict = await provider.verify(solution, ip);
      metrics.captcha(verdict === 'solved' ? 'solved' : verdict === 'refused' ? 'failed' : 'unavailable');
      return verdict;
    },
  };
}
