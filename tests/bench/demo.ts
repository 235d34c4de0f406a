/**
 * The demo gateway under load: a captcha-gated, rate-limited endpoint (POST parse-job: blacklist check,
 * captcha token, per-visitor limit, schema, session bookkeeping, the sandbox backend) against bare Express
 * answering the same request, at full speed and at a fixed 500 requests per second, in memory and Redis modes.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import autocannon from 'autocannon';
import { CAPTCHA_HEADER } from '../../shared/demo';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SETUP_REQUEST = path.join(HERE, 'visitor-request.cjs');
const PACED_LOAD = path.join(HERE, 'paced-load.ts');
const DEMO_SERVER = path.join(HERE, 'demo-server.ts');
const run = promisify(execFile);
/** The route demo-server.ts serves in both kinds of server. */
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

/** Starts one server of the bench in its own process ({@link DEMO_SERVER}) and waits for its address. */
async function start(
  mode: 'bare' | 'memory' | 'redis',
  redisUrl?: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', DEMO_SERVER, mode, ...(redisUrl ? [redisUrl] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const [line] = (await Promise.race([once(lines, 'line'), exited.then(() => [undefined])])) as [string | undefined];
  lines.close();
  if (!line) throw new Error(`The ${mode} demo server did not start (exit code ${child.exitCode}).`);
  const { url } = JSON.parse(line) as { url: string };
  return {
    url,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function bare(): Promise<Target> {
  const server = await start('bare');
  return { name: 'bare Express', url: server.url, token: 'none', close: server.close };
}

async function gateway(redisUrl?: string): Promise<Target> {
  const server = await start(redisUrl ? 'redis' : 'memory', redisUrl);
  const { url } = server;
  const token = await solveCaptcha(url).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return { name: `gateway (${redisUrl ? 'Redis' : 'memory'})`, url, token, close: server.close };
}

/** One visitor's captcha, solved as the wizard's browser solves it; returns the token the demo routes ask for. */
async function solveCaptcha(url: string): Promise<string> {
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
  return token;
}

const headers = (target: Target) => ({
  'content-type': 'application/json',
  [CAPTCHA_HEADER.toLowerCase()]: target.token,
});

/** Latency at a steady rate, from a load generator in its own process. */
async function paced(target: Target, seconds: number, rate: number): Promise<DemoLoadResult> {
  const options = JSON.stringify({
    url: `${target.url}${ROUTE}`,
    rate,
    seconds,
    warmupSeconds: 1,
    headers: headers(target),
    body: BODY,
  });
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
