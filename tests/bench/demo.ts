/**
 * The demo gateway under load: a captcha-gated, rate-limited endpoint (POST parse-job: blacklist check,
 * captcha token, per-visitor limit, schema, session bookkeeping, the sandbox backend) against bare Express
 * answering the same request, at full speed and at a fixed 500 requests per second, in memory and Redis modes.
 *
 * The measured requests are ones the gateway accepts (201): they come from visitors of their own, each on its
 * network with the captcha token it solved there and within its limit (demo-visitors.ts). POST parse-job is
 * what a visitor sends again and again within its limit (each job text it tries in step 1, up to five in five
 * minutes), and the route that runs every guard: the block check, the token, the schema, the action's count,
 * the session's bookkeeping and the backend. The reads a visitor repeats while a call runs (GET api/call/{id}/)
 * run fewer of them (no token, no count), so the figures here are the costlier of the two.
 * A refusal round per mode keeps the figures of the refusal path beside them: one token for every request,
 * each from another network, which the gateway refuses (403) before any limit is counted.
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
import { CAPTCHA_HEADER } from '../../shared/captcha';
import { REQUESTS_PER_VISITOR, VisitorPool } from './demo-visitors';

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
  /** Visitors the run's requests came from (none on the refusal path: each request from another address). */
  visitors: number;
  /** The refusal path: every request refused, for the figures of the bench before its visitors had their own. */
  refusals: boolean;
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
  /** The refusal path's one token, solved from the bench's own address; absent when visitors have their own. */
  token?: string;
  /** The visitors of this server's runs, each with its own token and within its limit. */
  visitors: VisitorPool;
  /** Requests per second of the last run at full speed: the next one's visitors are counted from it. */
  rate?: number;
  close: () => Promise<void>;
}

/** The refusal rounds' names end with this. */
export const REFUSALS = ', refusals';

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
  // The same requests as the gateway's visitors send (the same headers), though nothing checks them.
  return {
    name: appServer ? BARE_APP_SERVER : BARE,
    url: server.url,
    route: server.route,
    visitors: new VisitorPool(),
    close: server.close,
  };
}

/**
 * The gateway in its own process. Its visitors have tokens of their own; with `refusals`, every request
 * carries one visitor's token, solved through the captcha routes from the bench's address, from another
 * address each (the refusal path).
 */
export async function gateway(redisUrl?: string, flags: readonly string[] = [], refusals = false): Promise<Target> {
  const server = await start(redisUrl ? 'redis' : 'memory', redisUrl, flags);
  const { url } = server;
  const name = `gateway (${redisUrl ? 'Redis' : 'memory'})${refusals ? REFUSALS : ''}`;
  const visitors = new VisitorPool();
  if (!refusals) return { name, url, route: server.route, visitors, close: server.close };
  const token = await solveCaptcha(url).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return { name, url, route: server.route, token, visitors, close: server.close };
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

/** The headers every request carries; a visitor of its own adds its token and address (visitor-request.cjs). */
const headers = (target: Target) => ({
  'content-type': 'application/json',
  ...(target.token ? { [CAPTCHA_HEADER.toLowerCase()]: target.token } : {}),
});

/**
 * The visitors for a run of `requests` requests at most, issued before it starts; none on the refusal path.
 * A run that sends more than that reuses the first ones, beyond their limit: its refusals are counted as non-2xx.
 */
async function visitorsFor(target: Target, requests: number) {
  if (target.token) return undefined;
  return target.visitors.take(requests);
}

/**
 * A full-speed run's requests are not known before it: its visitors are enough for this many per second, or
 * for this many times the previous run's rate if more (a warm-up on a busy machine can read a tenth of the next
 * run, so the previous rate alone is no bound).
 */
const RATE_BOUND = 20_000;
const RATE_HEADROOM = 3;

/** Latency at a steady rate, from a load generator in its own process. */
async function paced(target: Target, seconds: number, rate: number): Promise<Round> {
  const warmupSeconds = 1;
  const visitors = await visitorsFor(target, rate * (warmupSeconds + seconds));
  const options = JSON.stringify({
    url: `${target.url}${target.route}`,
    rate,
    seconds,
    warmupSeconds,
    headers: headers(target),
    body: BODY,
    ...(visitors ? { visitors: visitors.file, perVisitor: REQUESTS_PER_VISITOR } : {}),
  });
  const { stdout } = await run(process.execPath, ['--import', 'tsx', PACED_LOAD, options], {
    maxBuffer: 1 << 20,
  }).finally(() => visitors?.close());
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
    visitors: visitors?.visitors ?? 0,
    refusals: Boolean(target.token),
  };
}

/** The measured endpoint at full speed, 50 connections: visitor after visitor, or the refusal path. */
export async function load(target: Target, seconds: number): Promise<Round> {
  const bound = Math.max(RATE_BOUND, (target.rate ?? 0) * RATE_HEADROOM);
  const visitors = await visitorsFor(target, Math.ceil(bound * seconds));
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: `${target.url}${target.route}`,
      duration: seconds,
      connections: 50,
      workers: 1,
      ...(visitors ? { initialContext: { visitors: visitors.file, perVisitor: REQUESTS_PER_VISITOR } } : {}),
      requests: [
        {
          method: 'POST',
          headers: headers(target),
          body: BODY,
          setupRequest: SETUP_REQUEST,
        },
      ],
    } as autocannon.Options);
  } finally {
    await visitors?.close();
  }
  target.rate = result.requests.average;
  if (visitors && result.requests.sent > visitors.visitors * REQUESTS_PER_VISITOR) {
    console.warn(
      `  ${target.name}: ${result.requests.sent} requests for ${visitors.visitors} visitors; the first came back beyond their limit.`,
    );
  }
  return {
    name: target.name,
    mode: 'full speed',
    requestsPerSec: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    visitors: visitors ? Math.min(visitors.visitors, Math.ceil(result.requests.sent / REQUESTS_PER_VISITOR)) : 0,
    refusals: Boolean(target.token),
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
 * on two cores was measured as the latency of the server under load. Each gateway mode runs a refusal round
 * after its own (see the file's comment).
 */
export async function measureDemo(seconds: number, redisUrl: string | undefined): Promise<DemoLoadResult[]> {
  const makers = [
    () => bare(false),
    () => bare(true),
    ...(redisUrl ? [() => gateway(redisUrl), () => gateway(redisUrl, [], true)] : []),
    () => gateway(),
    () => gateway(undefined, [], true),
  ];
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
