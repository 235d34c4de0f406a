/**
 * One server of the demo bench in a process of its own, as a gateway runs in production:
 * `node --import tsx demo-server.ts bare|bare-app-server|memory|redis [redisUrl] [--no-prototypes] [--no-ip-memo]`
 * (the flags turn off one of the HTTP server's tricks on the gateway, see server/http/http-server.ts). Prints `{"url": ..., "route": ...}` (its
 * address and the measured endpoint's path) once it listens and
 * closes cleanly on SIGTERM. Its own process keeps the bench's heap (browsers' results, earlier sections'
 * servers) out of the server's garbage collections, and the other servers' work out of its event loop.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { collectDefaultMetrics } from 'prom-client';
import { createClient } from 'redis';
import { connectDependencies, createApp, observability } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { type AppServerOptions, createAppServer } from '../../server/http/http-server';
import { createLogger, errorLog, jsonLines } from '../../server/observability/log';
import { metricsServer } from '../../server/observability/metrics';
import { BENCH_CAPTCHA_SECRET, BENCH_TOKEN_TTL_S } from './demo-visitors';

/** The measured endpoint: captcha-gated, rate-limited, validated, bookkept. */
const DEMO_ROUTE = '/api/recruiter-demo/parse-job';

async function listen(server: Server): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * The baseline: bare Express serving the same endpoint with the same backend (the embedded sandbox parses the
 * job), and nothing else: no captcha, limits, blacklist, validation, sessions or security headers, on the HTTP
 * server `app.listen` would give it. On the gateway's own server (`appServer`, see server/http/http-server.ts), what
 * the gateway loses against it is what its protections cost.
 */
async function bare(appServer: boolean): Promise<{ server: Server; close: () => Promise<void> }> {
  const backend = sandboxRecruiter();
  const app = express();
  app.use(express.json({ limit: '64kb' }));
  app.post(DEMO_ROUTE, (req, res, next) => {
    backend.parseJob(req.body).then((job) => res.status(201).json(job), next);
  });
  return {
    server: await listen(appServer ? createAppServer(app) : createServer(app)),
    close: async () => backend.close(),
  };
}

async function gateway(
  redisUrl: string | undefined,
  serverOptions: AppServerOptions,
): Promise<{ server: Server; close: () => Promise<void> }> {
  if (redisUrl) {
    // Every gateway starts on an empty Redis, as a memory-mode one starts in a new process: the limits still
    // counting an earlier round's visitors would refuse this round's, who take the same addresses.
    const client = createClient({ url: redisUrl });
    await client.connect();
    await client.flushAll();
    await client.close();
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-bench-demo-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SANDBOX_PARTNER_PORT: '0',
    TRUST_PROXY: 'loopback',
    CAPTCHA_DIFFICULTY: '1000',
    // The bench issues its visitors' tokens as the verify route does (demo-visitors.ts), with this secret,
    // valid for longer than any run.
    CAPTCHA_SECRET: BENCH_CAPTCHA_SECRET,
    CAPTCHA_TOKEN_TTL: String(BENCH_TOKEN_TTL_S),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  // Logs and metrics on, as in production: a JSON line per request into a file (what a log shipper reads),
  // every metric counted, and the process metrics collected for a scrape.
  const logger = createLogger({
    level: 'info',
    format: 'json',
    destination: jsonLines(path.join(dataDir, 'gateway.log')),
  });
  const connected = await connectDependencies(config, { ...observability(config), logger, log: errorLog(logger) });
  // The backend is bare Express's, in this process, in both modes: what is compared is what the gateway adds.
  // (With Redis and no RECRUITER_API_URL the gateway keeps the sandbox in Redis: a backend of its own, with
  // round trips bare Express does not make.)
  const deps = { ...connected, recruiter: sandboxRecruiter() };
  collectDefaultMetrics({ register: deps.metrics.registry });
  const metrics = await listen(metricsServer(deps.metrics));
  return {
    server: await listen(createAppServer(createApp(config, deps), serverOptions)),
    close: async () => {
      metrics.close();
      deps.recruiter.close();
      await deps.close();
      logger.flush();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const args = process.argv.slice(2);
const [mode, redisUrl] = args.filter((arg) => !arg.startsWith('--'));
const serverOptions: AppServerOptions = {
  prototypes: !args.includes('--no-prototypes'),
  memoizeIp: !args.includes('--no-ip-memo'),
};
const started =
  mode === 'bare' || mode === 'bare-app-server'
    ? await bare(mode === 'bare-app-server')
    : await gateway(mode === 'redis' ? redisUrl : undefined, serverOptions);
process.stdout.write(
  `${JSON.stringify({ url: `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`, route: DEMO_ROUTE })}\n`,
);
process.once('SIGTERM', () => {
  started.server.close();
  started.server.closeAllConnections();
  started.close().finally(() => process.exit(0));
});
