/**
 * A deploy as the gateway lives it: the real gateway process (what `npm start` runs) under steady keep-alive
 * load from `clients` visitors asking for ROI e-mails, then SIGTERM. Measured: how long after its last answer
 * the process exits, the answers that failed (5xx) or never came for a request the gateway had received,
 * and whether every e-mail it acknowledged is in its journal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { ROOT_DIR } from '../../server/config';
import { journalOutbox } from '../../server/outbox/journal';
import { roiPayload } from '../fixtures/roi';
import { freePort } from '../integration/redis-server';

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
  /** Answers after the SIGTERM that kept their connection open (should all say `Connection: close`). */
  keptAlive: number;
  /** Client-side errors by code: refused connections after the listener closed are expected. */
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

export async function measureDrain({
  clients = 20,
  loadMs = 1500,
  dataDir,
  env = {},
}: {
  clients?: number;
  loadMs?: number;
  dataDir: string;
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
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
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
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
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
  let lastAnswerAt = 0;
  const result = { answeredBefore: 0, answeredAfter: 0, failed: 0, keptAlive: 0, acknowledged: 0 };
  const errors: Record<string, number> = {};
  const client = async () => {
    for (;;) {
      try {
        const answer = await send('/api/send-roi-metrics', body());
        lastAnswerAt = performance.now();
        if (signalledAt) {
          result.answeredAfter += 1;
          if (answer.connection !== 'close') result.keptAlive += 1;
        } else {
          result.answeredBefore += 1;
        }
        if (answer.status >= 500) result.failed += 1;
        if (answer.status === 200) result.acknowledged += 1;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        errors[code] = (errors[code] ?? 0) + 1;
        // The listener is closed (refused) or this connection was closed idle: once signalled, this visitor is done.
        if (signalledAt) return;
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
          const key = `${method} ${pathname} ${answer.status}${signalledAt ? ' (draining)' : ''}`;
          probes[key] = (probes[key] ?? 0) + 1;
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
    keptAlive: result.keptAlive,
    errors,
    exitAfterSignalMs: Math.round(exit.at - signalledAt),
    exitAfterLastAnswerMs: Math.round(exit.at - lastAnswerAt),
    exitCode: exit.code,
    acknowledgedMissing: Math.max(0, result.acknowledged - kept),
    probes,
  };
}
