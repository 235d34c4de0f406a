/** Builds the gateway: the composition root that wires each area with its dependencies. */
import path from 'node:path';
import express from 'express';
import type { Store } from 'express-rate-limit';
import { API_LIMIT } from '../shared/limits';
import { createBlacklist } from './abuse/blacklist';
import { createCallGuard } from './abuse/once-a-day';
import { blogRoutes, loadPosts } from './blog/routes';
import { altchaProvider, turnstileProvider } from './captcha/providers';
import { tokenSigner } from './captcha/tokens';
import { type Config, ROOT_DIR } from './config';
import { configuredContent } from './content/service';
import { httpRecruiter } from './demo/http-recruiter';
import type { RecruiterApi } from './demo/recruiter';
import { type ContentService, demoRoutes, type LeadSink } from './demo/routes';
import { sandboxRecruiter } from './demo/sandbox';
import { apiNotFound, errorHandler } from './errors';
import { geoRoutes } from './geo';
import { createLimiter } from './limits';
import type { Mailer } from './mailer';
import { configuredOutbox, queuedLeads, queuedMailer } from './outbox';
import { adminRoutes } from './outbox/admin';
import { journalOutbox } from './outbox/journal';
import type { OutboxStore } from './outbox/store';
import type { Outbox } from './outbox/worker';
import { connectRedis } from './redis';
import { roiRoutes } from './roi/routes';
import { apiCors, apiSecurityHeaders, securityHeaders } from './security';
import { jobsRedirects, sandboxPages, sitePages, widgetFiles } from './static';
import { type KeyValueStore, memoryStore } from './store';

export interface Dependencies {
  /** E-mails and leads are kept here before the visitor is answered, then delivered with retries. */
  outbox: Outbox;
  mailer: Mailer;
  log: (error: unknown) => void;
  /** Shared state: memory in the embedded mode, Redis in the scale-out mode. */
  store: KeyValueStore;
  /** A rate-limit store per limiter in the scale-out mode; each limiter keeps its own memory otherwise. */
  limiterStore?: (name: string) => Store;
  recruiter: RecruiterApi;
  /** Verifies pasted job texts and reads job posts from URLs. */
  content: ContentService;
  leads: LeadSink;
  now: () => number;
  /** Releases connections and timers (shutdown, tests). */
  close: () => Promise<void>;
}

/**
 * The embedded mode: everything in this process, nothing to set up; the outbox is a journal under
 * DATA_DIR unless another store is given (Redis, in the scale-out mode).
 */
export function defaultDependencies(
  config: Config,
  outboxStore: OutboxStore = journalOutbox(path.join(config.dataDir, 'journal'), (error) => log(config, error)),
): Dependencies {
  const outbox = configuredOutbox(config, outboxStore, (error) => log(config, error));
  outbox.start();
  const store = memoryStore();
  const recruiter = config.recruiter
    ? httpRecruiter({
        baseUrl: config.recruiter.url,
        apiKey: config.recruiter.apiKey,
        timeoutMs: config.recruiter.timeoutMs,
      })
    : sandboxRecruiter();
  return {
    outbox,
    mailer: queuedMailer(outbox),
    log: (error) => log(config, error),
    store,
    recruiter,
    content: configuredContent(config),
    leads: queuedLeads(outbox),
    now: Date.now,
    close: async () => {
      await outbox.stop();
      await outbox.store.close();
      recruiter.close();
      await store.close();
    },
  };
}

function log(config: Config, error: unknown): void {
  if (config.logLevel !== 'silent') console.error(error);
}

/** The dependencies the configuration asks for: with REDIS_URL, the shared state lives in Redis. */
export async function connectDependencies(config: Config): Promise<Dependencies> {
  if (!config.redisUrl) {
    const journal = journalOutbox(path.join(config.dataDir, 'journal'), (error) => log(config, error));
    // Opened now: a journal another gateway holds stops this one at startup.
    await journal.ready();
    return defaultDependencies(config, journal);
  }
  const redis = await connectRedis(config.redisUrl);
  const deps = defaultDependencies(config, redis.outbox);
  await deps.store.close();
  return {
    ...deps,
    store: redis.store,
    limiterStore: redis.limiterStore,
    // Sessions own entities by id in Redis: a sandbox per instance would give the same ids to two visitors.
    ...(config.recruiter ? {} : { recruiter: sandboxRecruiter({ state: redis.sandbox }) }),
    close: async () => {
      await deps.close();
      await redis.close();
    },
  };
}

export function createApp(config: Config, deps: Dependencies = defaultDependencies(config)): express.Express {
  const posts = loadPosts(config.blogDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // API answers are never cached (Cache-Control: no-store), so hashing each body into an ETag buys nothing;
  // files and pages get theirs from the static file server.
  app.set('etag', false);
  // req.ip walks X-Forwarded-For against the trusted proxies on every read, and the limits, the blacklist and
  // the strikes each read it: work it out once per request.
  app.use((req, _res, next) => {
    Object.defineProperty(req, 'ip', { value: req.ip, configurable: true, enumerable: true });
    next();
  });

  const https = config.publicUrl.startsWith('https:');
  app.get('/healthz', apiSecurityHeaders({ https }), (_req, res) => {
    res.json({ status: 'ok' });
  });

  const blacklist = createBlacklist({
    entries: config.blacklist,
    store: deps.store,
    now: deps.now,
    autoBlock: { strikes: config.autoBlockStrikes, windowMs: 10 * 60_000, blockMs: 15 * 60_000 },
    // Shared with other instances: a block set elsewhere is honoured here within a second.
    rememberMs: deps.limiterStore ? 1000 : 0,
  });

  const demo = demoRoutes({
    recruiter: deps.recruiter,
    content: deps.content,
    store: deps.store,
    signer: tokenSigner(config.captcha.secret, deps.now),
    captcha: config.captcha.turnstile
      ? turnstileProvider({ ...config.captcha.turnstile, store: deps.store })
      : altchaProvider({
          secret: config.captcha.secret,
          store: deps.store,
          maxNumber: config.captcha.difficulty,
          challengeTtl: 300,
          now: deps.now,
        }),
    blacklist,
    callGuard: createCallGuard({ store: deps.store, now: deps.now, secret: config.captcha.secret }),
    leads: deps.leads,
    ...(deps.limiterStore ? { limiterStore: deps.limiterStore } : {}),
    captchaTokenTtlMs: config.captcha.tokenTtlMs,
    callableCountries: config.callableCountries,
    voiceSamplesDir: path.join(ROOT_DIR, 'widgets/assets/voices'),
    log: deps.log,
    now: deps.now,
  });

  const api = express.Router();
  api.use(apiCors({ publicUrl: config.publicUrl, corsOrigins: config.corsOrigins }));
  if (deps.limiterStore) {
    // With Redis, the demo's block check is read while the API limit is counted, not after it.
    api.use(['/demo', '/recruiter-demo', '/hubspot'], (req, _res, next) => {
      blacklist.prefetch(req.ip ?? 'unknown');
      next();
    });
  }
  // A demo request that creates something starts its own limit's count here, so that with Redis it travels
  // with the API limit's (and the block check) instead of taking a round trip of its own after them.
  api.use((req, res, next) => {
    demo.countEarly(req, res);
    next();
  });
  const sharedStore = (name: string) => (deps.limiterStore ? { store: deps.limiterStore(name) } : {});
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
      log: deps.log,
      limiter: createLimiter({
        name: 'roi-email',
        rule: config.roiEmailLimit,
        message: 'Too many e-mails requested. Please try again later.',
        ...sharedStore('roi-email'),
      }),
    }),
  );
  api.use('/geo', geoRoutes(config.geo));
  api.use('/blog', blogRoutes(posts));
  if (config.adminToken)
    api.use('/admin', adminRoutes({ token: config.adminToken, outbox: deps.outbox, now: deps.now }));
  api.use(express.json({ limit: '64kb' }));
  api.use(demo);

  api.use(apiNotFound);
  app.use('/api', apiSecurityHeaders({ https }), api);

  // Pages and files: helmet's full set, with the strict CSP.
  app.use(securityHeaders({ https }));
  app.use(jobsRedirects(config.jobsSiteUrl));

  app.use('/widgets', widgetFiles(path.join(config.staticDir, 'widgets')));
  app.use('/sandbox', sandboxPages(path.join(ROOT_DIR, 'demo-embed')));
  app.use(
    sitePages(path.join(config.staticDir, 'site'), {
      publicUrl: config.publicUrl,
      https,
      settings: config.site,
      postIds: new Set(posts.map((post) => post.id)),
      log: deps.log,
    }),
  );

  app.use(errorHandler(deps.log));
  return app;
}
