/**
 * A deploy as the gateway lives it: the real gateway process (what `npm start` runs) under steady keep-alive
 * load from `clients` visitors asking for ROI e-mails, then SIGTERM. The visitors stop sending a moment after
 * its readiness has turned 503, as they would once a load balancer has seen it (two checks 500 ms apart).
 * Measured: the requests that failed at the client (a reset, a refused connection, a socket hung up) or with a
 * 5xx, the requests the gateway received and never answered, whether every e-mail it acknowledged is in its
 * journal, and how long after the SIGTERM and after its last answer the process exits.
 *
 * The same with HAProxy in front of two gateways ({@link measureRollingRestart}): the visitors' traffic
 * through it while one gateway is restarted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { ROOT_DIR } from '../../server/config';
import { journalOutbox } from '../../server/outbox/journal';
import { roiPayload } from '../fixtures/roi';
import { type Restart, startCluster } from '../integration/cluster';
import { freePort } from '../integration/redis-server';
import { type KindCounts, startLoad } from '../integration/visitor-load';

const ENTRY = 'tests/integration/outbox-gateway.ts';

export interface DrainResult {
  clients: number;
  /** Answers before and after the SIGTERM. */
  answeredBefore: number;
  answeredAfter: number;
  /** Answers with a 5xx status (any time). */
  failed: number;
  /** Requests that got no answer although the gateway had received them (its own count, logged at exit). */
  lostReceived: number;
  /** Requests that failed at the client, by cause: ECONNRESET, ECONNREFUSED, socket hang up. */
  errors: Record<string, number>;
  /** From the SIGTERM to the process's exit, and from its last answer to its exit. */
  exitAfterSignalMs: number;
  exitAfterLastAnswerMs: number;
  exitCode: number | null;
  /** E-mails acknowledged (200) that are not in the journal. */
  acknowledgedMissing: number;
  /** Health probes and preflights answered, by method, path and status (and whether the drain had begun). */
  probes: Record<string, number>;
}

interface Stopped {
  received: number;
  answered: number;
  cutOff: number;
}

/** How long after readiness turns 503 the visitors stop sending: a load balancer's two checks 500 ms apart. */
const OUT_OF_ROTATION_MS = 1000;

/** A client error's cause: Node's `socket hang up` (the connection closed before an answer), else its code. */
const errorCause = (error: unknown) =>
  (error as Error).message === 'socket hang up'
    ? 'socket hang up'
    : ((error as NodeJS.ErrnoException).code ?? String(error));

export async function measureDrain({
  clients = 20,
  loadMs = 1500,
  dataDir,
  env = {},
}: {
  clients?: number;
  loadMs?: number;
  dataDir: string;
  /** More settings (SHUTDOWN_DELAY_MS is the production default, 3 s, unless given). */
  env?: Record<string, string>;
}): Promise<DrainResult> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-site'),
      SANDBOX_PARTNER_PORT: '0',
      METRICS_PORT: '0',
      TRUST_PROXY: 'loopback',
      ROI_EMAIL_LIMIT: '10000',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: '20000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );

  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  // Each e-mail to an address of its own: an address gets at most three a day.
  let sent = 0;
  const body = () => JSON.stringify(roiPayload({ userEmail: `drain.${++sent}@example.com` }));
  let visitor = 0;
  const send = (pathname: string, payload?: string, method = payload ? 'POST' : 'GET') =>
    new Promise<{ status: number }>((resolve, reject) => {
      visitor += 1;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method,
          agent,
          headers: {
            'content-type': 'application/json',
            // A preflight from the sandbox partner page (allowed by default).
            origin: 'http://localhost:8081',
            'access-control-request-method': 'POST',
            // Each request from another address: the limits are not what is measured.
            'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  // Up: the health check answers.
  const deadline = performance.now() + 60_000;
  let healthChecks = 0;
  for (;;) {
    try {
      healthChecks += 1;
      if ((await send('/healthz')).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) throw new Error(`The gateway did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  let signalledAt = 0;
  /** When the probe first saw readiness 503 after the SIGTERM. */
  let unreadyAt = 0;
  let lastAnswerAt = 0;
  const inRotation = () => signalledAt === 0 || performance.now() - (unreadyAt || signalledAt) < OUT_OF_ROTATION_MS;
  const result = { answeredBefore: 0, answeredAfter: 0, failed: 0, acknowledged: 0 };
  const errors: Record<string, number> = {};
  const client = async () => {
    while (inRotation()) {
      try {
        const answer = await send('/api/send-roi-metrics', body());
        lastAnswerAt = performance.now();
        if (signalledAt) result.answeredAfter += 1;
        else result.answeredBefore += 1;
        if (answer.status >= 500) result.failed += 1;
        if (answer.status === 200) result.acknowledged += 1;
      } catch (error) {
        const cause = errorCause(error);
        errors[cause] = (errors[cause] ?? 0) + 1;
      }
    }
  };
  /** What a load balancer and a partner page's browser send meanwhile: health probes and preflights. */
  const probes: Record<string, number> = {};
  const probe = async () => {
    while (signalledAt === 0 || performance.now() - signalledAt < 2000) {
      for (const [pathname, method] of [
        ['/readyz', 'GET'],
        ['/healthz', 'GET'],
        ['/api/send-roi-metrics', 'OPTIONS'],
      ] as const) {
        try {
          const answer = await send(pathname, undefined, method);
          lastAnswerAt = performance.now();
          const key = `${method} ${pathname} ${answer.status}${signalledAt ? ' (draining)' : ''}`;
          probes[key] = (probes[key] ?? 0) + 1;
          if (signalledAt && pathname === '/readyz' && answer.status === 503 && !unreadyAt) {
            unreadyAt = performance.now();
          }
        } catch {
          // Refused: the listener has closed.
          if (signalledAt) return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const running = [...Array.from({ length: clients }, client), probe()];
  await new Promise((resolve) => setTimeout(resolve, loadMs));
  signalledAt = performance.now();
  child.kill('SIGTERM');
  await Promise.all(running);
  const exit = await exited;
  agent.destroy();

  const stopped = output
    .split('\n')
    .filter((line) => line.includes('"gateway.stopped"'))
    .map((line) => JSON.parse(line) as Stopped)[0];
  if (!stopped) throw new Error(`The gateway did not log its stop:\n${output.slice(-2000)}`);
  const answeredByClient =
    result.answeredBefore + result.answeredAfter + healthChecks + Object.values(probes).reduce((n, v) => n + v, 0);
  // Kept: delivered into the local outbox folder, or still pending in the journal (as a restart replays it).
  const delivered = (await readdir(path.join(dataDir, 'outbox')).catch(() => [])).filter((name) =>
    name.endsWith('.eml'),
  ).length;
  const journal = journalOutbox(path.join(dataDir, 'journal'), () => {});
  const pending = (await journal.pending()).length;
  await journal.close();
  const kept = delivered + pending;
  return {
    clients,
    answeredBefore: result.answeredBefore,
    answeredAfter: result.answeredAfter,
    failed: result.failed,
    // Health checks made before the gateway listened were never received: at most the difference.
    lostReceived: Math.max(0, stopped.received - Math.min(stopped.received, answeredByClient)) + stopped.cutOff,
    errors,
    exitAfterSignalMs: Math.round(exit.at - signalledAt),
    exitAfterLastAnswerMs: Math.round(exit.at - lastAnswerAt),
    exitCode: exit.code,
    acknowledgedMissing: Math.max(0, result.acknowledged - kept),
    probes,
  };
}

export interface RollingRestartResult {
  seconds: number;
  /** The visitors' requests through HAProxy (pages, the blog, ROI e-mails, demo visitors). */
  requests: number;
  /** Requests with a failed attempt before their last, requests that failed for good, 5xx answers. */
  retried: number;
  failed: number;
  status5xx: number;
  /** Failed attempts by cause: ECONNRESET, ECONNREFUSED, socket hang up, timeout, HTTP 5xx. */
  errors: Record<string, number>;
  restart: Restart;
  /** HAProxy's own retries and redispatches (requests it sent again, to the same instance or the other). */
  haproxyRetries: number;
  haproxyRedispatches: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two gateways (the production drain: SHUTDOWN_DELAY_MS 3 s) on one Redis behind HAProxy with
 * server/deploy/haproxy.cfg, the visitors' traffic through it (tests/integration/visitor-load.ts), and one
 * gateway restarted meanwhile: SIGTERM, its exit, its start, until HAProxy sees it UP again.
 */
export async function measureRollingRestart({
  loadMs = 2000,
}: {
  loadMs?: number;
} = {}): Promise<RollingRestartResult> {
  const cluster = await startCluster();
  try {
    const [gateway] = cluster.gateways;
    if (!gateway) throw new Error('no gateway');
    const load = startLoad(cluster.url, { marker: `bench${Date.now()}` });
    await sleep(loadMs);
    const restart = await cluster.restart(gateway, 'SIGTERM');
    await sleep(loadMs);
    const report = await load.stop();
    const backend = (await cluster.stats()).find((row) => row.pxname === 'alex_gateways' && row.svname === 'BACKEND');
    const total = (pick: (counts: KindCounts) => number) =>
      Object.values(report.kinds).reduce((n, counts) => n + pick(counts), 0);
    return {
      seconds: report.seconds,
      requests: total((c) => c.requests),
      retried: total((c) => c.retried),
      failed: total((c) => c.failed),
      status5xx: total((c) => c.status5xx),
      errors: report.errors,
      restart,
      haproxyRetries: Number(backend?.wretr ?? 0),
      haproxyRedispatches: Number(backend?.wredis ?? 0),
    };
  } finally {
    await cluster.close();
  }
}
