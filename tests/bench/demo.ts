/**
 * The demo gateway under load: a captcha-gated, rate-limited endpoint (POST parse-job: blacklist check,
 * captcha token, per-visitor limit, schema, session bookkeeping, the sandbox backend) against bare Express
 * answering the same request, at full speed and at a fixed 500 requests per second, in memory and Redis modes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import autocannon from 'autocannon';
import express from 'express';
import { connectDependencies, createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { CAPTCHA_HEADER } from '../../shared/demo';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SETUP_REQUEST = path.join(HERE, 'visitor-request.cjs');
const PACED_LOAD = path.join(HERE, 'paced-load.ts');
const run = promisify(execFile);
const ROUTE = '/api/recruiter-demo/parse-job';
const BODY = JSON.stringify({
  job_description:
    'Title: Warehouse operator. You receive and store goods, prepare orders and load trucks. Requirements: forklift licence, one year of experience.',
});

export interface DemoLoadResult {
  name: string;
  mode: 'full speed' | '500 req/s';
  requestsPerSec: number;
  latencyP50: number;
  latencyP99: number;
  non2xx: number;
  errors: number;
}

interface Target {
  name: string;
  url: string;
  token: string;
  close: () => Promise<void>;
}

async function listen(handler: express.Express): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * The baseline: bare Express serving the same endpoint with the same backend (the embedded sandbox parses the
 * job), and nothing else: no captcha, limits, blacklist, validation, sessions or security headers. What the
 * gateway loses against it is what its protections cost.
 */
async function bare(): Promise<Target> {
  const backend = sandboxRecruiter();
  const app = express();
  app.use(express.json({ limit: '64kb' }));
  app.post(ROUTE, (req, res, next) => {
    backend.parseJob(req.body).then((job) => res.status(201).json(job), next);
  });
  const { server, url } = await listen(app);
  return {
    name: 'bare Express',
    url,
    token: 'none',
    close: async () => {
      await stop(server);
      backend.close();
    },
  };
}

async function gateway(redisUrl?: string): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-bench-demo-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SANDBOX_PARTNER_PORT: '0',
    TRUST_PROXY: 'loopback',
    CAPTCHA_DIFFICULTY: '1000',
    ...(redisUrl ? { REDIS_URL: redisUrl, CAPTCHA_SECRET: 'bench-secret-0123456789abcdefghijklmnop' } : {}),
  });
  const deps = await connectDependencies(config);
  const { server, url } = await listen(createApp(config, deps));
  // One visitor's captcha, solved as the wizard's browser solves it.
  const challenge = await (await fetch(`${url}/api/demo/security/captcha/challenge`, { method: 'POST' })).json();
  const solution = await solveChallenge({ challenge: challenge.challenge, deriveKey });
  const verify = await fetch(`${url}/api/demo/security/captcha/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token: Buffer.from(JSON.stringify({ challenge: challenge.challenge, solution })).toString('base64'),
    }),
  });
  const { token } = (await verify.json()) as { token: string };
  return {
    name: `gateway (${redisUrl ? 'Redis' : 'memory'})`,
    url,
    token,
    close: async () => {
      await stop(server);
      await deps.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const headers = (target: Target) => ({
  'content-type': 'application/json',
  [CAPTCHA_HEADER.toLowerCase()]: target.token,
});

/** Latency at a steady rate, from a load generator in its own process. */
async function paced(target: Target, seconds: number, rate: number): Promise<DemoLoadResult> {
  const options = JSON.stringify({ url: `${target.url}${ROUTE}`, rate, seconds, headers: headers(target), body: BODY });
  const { stdout } = await run(process.execPath, ['--import', 'tsx', PACED_LOAD, options], { maxBuffer: 1 << 20 });
  const result = JSON.parse(stdout) as {
    requestsPerSec: number;
    p50: number;
    p99: number;
    non2xx: number;
    errors: number;
  };
  return {
    name: target.name,
    mode: '500 req/s',
    requestsPerSec: result.requestsPerSec,
    latencyP50: result.p50,
    latencyP99: result.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function load(target: Target, seconds: number): Promise<DemoLoadResult> {
  const result = await autocannon({
    url: `${target.url}${ROUTE}`,
    duration: seconds,
    connections: 50,
    workers: 1,
    requests: [
      {
        method: 'POST',
        headers: headers(target),
        body: BODY,
        setupRequest: SETUP_REQUEST,
      },
    ],
  } as autocannon.Options);
  return {
    name: target.name,
    mode: 'full speed',
    requestsPerSec: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Runs every target at full speed, then at 500 req/s; redisUrl adds the Redis mode. */
export async function measureDemo(seconds: number, redisUrl: string | undefined): Promise<DemoLoadResult[]> {
  const results: DemoLoadResult[] = [];
  // Redis first: the memory mode leaves its counters on this process's heap, and their garbage collection
  // would land in the next run's latencies.
  const makers = [bare, ...(redisUrl ? [() => gateway(redisUrl)] : []), () => gateway()];
  for (const make of makers) {
    const target = await make();
    try {
      await load(target, 2); // warm-up
      // The steady rate first: after a full-speed run the heap holds its garbage, whose collection would be
      // measured as the steady rate's latency.
      const steady = await paced(target, seconds, 500);
      results.push(await load(target, seconds), steady);
    } finally {
      await target.close();
    }
  }
  return results;
}
