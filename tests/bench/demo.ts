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
  /** What was compared across the rounds (requests per second at full speed, p99 at the steady rate), in order. */
  rounds: number[];
}

/** One run of one target. */
export type Round = Omit<DemoLoadResult, 'rounds'>;

/**
 * Each measurement is repeated this many times, the targets taking turns; the median round is reported. On a
 * shared machine one round of the same code can read 4 ms at p99 and the next 30: the median of five outlasts
 * two bad rounds.
 */
export const ROUNDS = 5;

export interface Target {
  name: string;
  url: string;
  /** The measured endpoint, as the server names it. */
  route: string;
  token: string;
  close: () => Promise<void>;
}

/** How long a server may take to start, and to stop before it is killed. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts one server of the bench in its own process ({@link DEMO_SERVER}) and waits for its address; `flags`
 * turn off the gateway's HTTP server tricks (`--no-prototypes`, `--no-ip-memo`).
 */
async function start(
  mode: 'bare' | 'bare-app-server' | 'memory' | 'redis',
  redisUrl?: string,
  flags: readonly string[] = [],
): Promise<{ url: string; route: string; close: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', DEMO_SERVER, mode, ...(redisUrl ? [redisUrl] : []), ...flags],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
  };
  try {
    const lines = createInterface({ input: child.stdout });
    let timer: NodeJS.Timeout | undefined;
    const [line] = (await Promise.race([
      once(lines, 'line'),
      exited.then(() => [undefined]),
      new Promise<[undefined]>((resolve) => {
        timer = setTimeout(() => resolve([undefined]), START_TIMEOUT_MS);
      }),
    ])) as [string | undefined];
    clearTimeout(timer);
    lines.close();
    // Whatever the server writes later is read and dropped: a full pipe would block it.
    child.stdout.resume();
    if (!line) throw new Error(`The ${mode} demo server did not start (exit code ${child.exitCode}).`);
    const { url, route } = JSON.parse(line) as { url: string; route: string };
    return { url, route, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The baseline's name: the budgets compare with it. */
export const BARE = 'bare Express';
/** Bare Express on the gateway's own HTTP server: the gateway's share of it is what the protections cost. */
export const BARE_APP_SERVER = 'bare Express, app server';

async function bare(appServer: boolean): Promise<Target> {
  const server = await start(appServer ? 'bare-app-server' : 'bare');
  return {
    name: appServer ? BARE_APP_SERVER : BARE,
    url: server.url,
    route: server.route,
    token: 'none',
    close: server.close,
  };
}

/** The gateway in its own process, with a visitor's captcha token for the measured endpoint. */
export async function gateway(redisUrl?: string, flags: readonly string[] = []): Promise<Target> {
  const server = await start(redisUrl ? 'redis' : 'memory', redisUrl, flags);
  const { url } = server;
  const token = await solveCaptcha(url).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return { name: `gateway (${redisUrl ? 'Redis' : 'memory'})`, url, route: server.route, token, close: server.close };
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
async function paced(target: Target, seconds: number, rate: number): Promise<Round> {
  const options = JSON.stringify({
    url: `${target.url}${target.route}`,
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

/** The measured endpoint at full speed, each request from another visitor address. */
export async function load(target: Target, seconds: number): Promise<Round> {
  const result = await autocannon({
    url: `${target.url}${target.route}`,
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

/** The round with the median figure (a machine's hiccups land in one round, not in the result); totals of failures. */
export function median(runs: Round[], figure: (r: Round) => number) {
  const sorted = [...runs].sort((a, b) => figure(a) - figure(b));
  const middle = sorted[Math.floor(sorted.length / 2)] as Round;
  return {
    ...middle,
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    rounds: runs.map(figure),
  };
}

/**
 * Every target at 500 req/s, then at full speed, {@link ROUNDS} times each with the targets taking turns, so a
 * busy moment of the machine falls on one round of one target rather than on a whole result; redisUrl adds the
 * Redis mode. A target's server runs only for its own round: an idle server still collects its garbage (V8
 * shrinks the heap of a process that stopped allocating, in full collections of tens of milliseconds), which
 * on two cores was measured as the latency of the server under load.
 */
export async function measureDemo(seconds: number, redisUrl: string | undefined): Promise<DemoLoadResult[]> {
  const makers = [() => bare(false), () => bare(true), ...(redisUrl ? [() => gateway(redisUrl)] : []), () => gateway()];
  const steady = makers.map(() => [] as Round[]);
  const full = makers.map(() => [] as Round[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, make] of makers.entries()) {
      const target = await make();
      try {
        await load(target, 2); // warm-up
        // The steady rate first: after a full-speed run the heap holds its garbage, whose collection would be
        // measured as the steady rate's latency.
        steady[i]?.push(await paced(target, seconds, 500));
        full[i]?.push(await load(target, seconds));
      } finally {
        await target.close();
      }
    }
  }
  return makers.flatMap((_, i) => [
    median(full[i] ?? [], (r) => r.requestsPerSec),
    median(steady[i] ?? [], (r) => r.latencyP99),
  ]);
}
