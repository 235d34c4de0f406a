/**
 * The scale-out deployment on one machine, as server/deploy/ describes it: gateway processes (what
 * server/main.ts runs) on one Redis, each on a DATA_DIR of its own, e-mails to a real SMTP server that keeps
 * what it receives, and HAProxy in front running server/deploy/haproxy.cfg as it is, given the ports through
 * its environment. Gateways are stopped and started again one by one, as a rolling restart or a crash does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../server/config';
import { freePort, makeStaticDir, startSmtpServer, type TestSmtpServer } from './helpers';
import { startRedisServer } from './redis-server';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const HAPROXY_CONFIG = path.join(ROOT_DIR, 'server/deploy/haproxy.cfg');
const ENTRY = 'server/main.ts';
const ADMIN_TOKEN = 'balancer-test-admin-token-0123456789';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every `everyMs` until it returns true (a failed check counts as false); fails with `what` after
 * `timeoutMs`, or at once with what `failed` says when it says something (the process has exited).
 */
async function until(
  check: () => Promise<boolean>,
  {
    what,
    timeoutMs,
    everyMs = 100,
    failed,
  }: { what: string; timeoutMs: number; everyMs?: number; failed?: () => string | undefined },
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    const failure = failed?.();
    if (failure) throw new Error(failure);
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

interface GatewayProcess {
  /** HAProxy's name for it (gateway1, gateway2…). */
  readonly name: string;
  readonly port: number;
  readonly dataDir: string;
  /** Starts the process (again) and resolves once its /readyz answers 200. */
  start(): Promise<void>;
  /** Sends the signal and resolves with the exit code (null when the signal ended it) once it has exited. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
  /** The leads it delivered: the files of its DATA_DIR's leads folder, and each one's e-mail address. */
  leads(): Promise<{ file: string; email: string }[]>;
}

function gatewayProcess(name: string, port: number, dataDir: string, env: Record<string, string>): GatewayProcess {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-50_000);
  };
  return {
    name,
    port,
    dataDir,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error(`${name} is running`);
      const started = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        cwd: ROOT_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          ...env,
          PORT: String(port),
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      exited = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
      await until(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200, {
        what: `${name} ready`,
        timeoutMs: 60_000,
        failed: () => (started.exitCode === null ? undefined : `${name} exited (${started.exitCode}):\n${output}`),
      });
    },
    async stop(signal) {
      child?.kill(signal);
      return exited;
    },
    async leads() {
      const dir = path.join(dataDir, 'leads');
      const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
      return Promise.all(
        files.map(async (file) => ({
          file,
          email: (JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { email: string }).email,
        })),
      );
    },
  };
}

/** A gateway stopped and started again, with when (ms after the signal) each step happened. */
export interface Restart {
  name: string;
  signal: NodeJS.Signals;
  exitCode: number | null;
  /** HAProxy marked it DOWN (undefined: it had exited first). */
  downMs: number | undefined;
  exitedMs: number;
  /** Ready again (its /readyz answers 200), then UP at HAProxy. */
  readyMs: number;
  upMs: number;
}

/** One row of HAProxy's `show stat`: a frontend, a backend or a server, its counters by column name. */
type StatRow = Record<string, string>;

export interface Cluster {
  /** HAProxy's address: what visitors reach. */
  url: string;
  smtp: TestSmtpServer;
  gateways: GatewayProcess[];
  /** HAProxy's `show stat`, one row per frontend, backend and server. */
  stats(): Promise<StatRow[]>;
  /**
   * Stops a gateway with `signal` (SIGTERM: a rolling restart's step; SIGKILL: a crash), waits `downForMs`
   * after it exited, starts it again and resolves once HAProxy sees it UP.
   */
  restart(gateway: GatewayProcess, signal: NodeJS.Signals, downForMs?: number): Promise<Restart>;
  /** What the outbox holds (pending and dead items), read through HAProxy from whichever instance answers. */
  outbox(): Promise<{ pending: unknown[]; dead: unknown[] }>;
  /** What HAProxy wrote (its notices: servers going DOWN and UP). */
  haproxyOutput(): string;
  close(): Promise<void>;
}

/** Sends one command to HAProxy's stats socket and gives its answer. */
function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = connect(socket, () => connection.end(`${command}\n`));
    connection.setTimeout(5000, () => connection.destroy(new Error(`HAProxy did not answer "${command}"`)));
    connection.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    connection.on('error', reject);
    connection.on('close', () => resolve(answer));
  });
}

function parseStat(csv: string): StatRow[] {
  const [header = '', ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return lines.map((line) => {
    const values = line.split(',');
    return Object.fromEntries(columns.map((column, i) => [column, values[i] ?? '']));
  });
}

export interface ClusterOptions {
  instances?: number;
  /** More settings for every gateway (SHUTDOWN_DELAY_MS…). */
  env?: Record<string, string>;
}

/** Starts Redis, the SMTP server, the gateways and HAProxy, and waits until HAProxy sees every gateway UP. */
export async function startCluster({ instances = 2, env = {} }: ClusterOptions = {}): Promise<Cluster> {
  const dirs: string[] = [];
  const tempDir = async (prefix: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  const redis = await startRedisServer();
  const smtp = await startSmtpServer();
  const staticDir = await makeStaticDir();
  dirs.push(staticDir);
  const gatewayEnv: Record<string, string> = {
    // As the demo tests: a cheap captcha, and X-Forwarded-For believed from loopback (HAProxy, and the visitors
    // behind it that the load gives an address each).
    CAPTCHA_DIFFICULTY: '1000',
    TRUST_PROXY: 'loopback',
    REDIS_URL: redis.url,
    CAPTCHA_SECRET: 'a-secret-every-instance-shares-0123456789',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    STATIC_DIR: staticDir,
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    SANDBOX_PARTNER_PORT: '0',
    ADMIN_TOKEN,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ...env,
  };
  const gateways: GatewayProcess[] = [];
  for (let i = 1; i <= instances; i++) {
    gateways.push(gatewayProcess(`gateway${i}`, await freePort(), await tempDir('alex-balancer-'), gatewayEnv));
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const socket = path.join(await tempDir('alex-haproxy-'), 'stats.sock');
  let haproxy: ChildProcess | undefined;
  let haproxyExited = Promise.resolve();
  let haproxyOutput = '';
  const keep = (chunk: Buffer) => {
    haproxyOutput = `${haproxyOutput}${chunk.toString()}`.slice(-50_000);
  };

  const stats = async () => parseStat(await haproxyCommand(socket, 'show stat'));
  const serverStatus = async (name: string) =>
    (await stats()).find((row) => row.pxname === 'alex_gateways' && row.svname === name)?.status ?? 'unknown';
  const waitForStatus = (name: string, status: 'UP' | 'DOWN', timeoutMs = 30_000) =>
    until(async () => (await serverStatus(name)) === status, {
      what: `HAProxy sees ${name} ${status}`,
      timeoutMs,
      everyMs: 50,
    });

  const close = async () => {
    haproxy?.kill('SIGTERM');
    await haproxyExited;
    await Promise.all(gateways.map((gateway) => gateway.stop('SIGKILL')));
    await smtp.close();
    await redis.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(gateways.map((gateway) => gateway.start()));
    // HAProxy drops its privileges to this user and group: the test's own, so that it runs without root too.
    const user = userInfo();
    const group = (await readFile('/etc/group', 'utf8'))
      .split('\n')
      .map((line) => line.split(':'))
      .find((fields) => fields[2] === String(user.gid))?.[0];
    const started = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        PATH: process.env.PATH ?? '',
        ALEX_HAPROXY_BIND: `127.0.0.1:${port}`,
        ALEX_HAPROXY_STATS_SOCKET: socket,
        ALEX_HAPROXY_LOG: 'stdout',
        ALEX_HAPROXY_LOG_LEVEL: 'notice',
        ALEX_HAPROXY_USER: user.username,
        ALEX_HAPROXY_GROUP: group ?? user.username,
        ...Object.fromEntries(gateways.map((gateway, i) => [`ALEX_GATEWAY_${i + 1}`, `127.0.0.1:${gateway.port}`])),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    haproxy = started;
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    haproxyExited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    await until(async () => (await fetch(`${url}/healthz`)).status === 200, {
      what: 'HAProxy answers',
      timeoutMs: 10_000,
      everyMs: 50,
      failed: () => (started.exitCode === null ? undefined : `HAProxy exited (${started.exitCode})`),
    });
    for (const gateway of gateways) await waitForStatus(gateway.name, 'UP');
  } catch (error) {
    await close();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${haproxyOutput}`);
  }

  async function restart(gateway: GatewayProcess, signal: NodeJS.Signals, downForMs = 0): Promise<Restart> {
    const signalled = performance.now();
    const since = () => Math.round(performance.now() - signalled);
    let downMs: number | undefined;
    let exitedMs: number | undefined;
    const stopped = gateway.stop(signal).then((code) => {
      exitedMs = since();
      return code;
    });
    while (exitedMs === undefined && downMs === undefined) {
      if ((await serverStatus(gateway.name).catch(() => '')) === 'DOWN') downMs = since();
      else await Promise.race([stopped, sleep(50)]);
    }
    const exitCode = await stopped;
    await sleep(downForMs);
    await gateway.start();
    const readyMs = since();
    await waitForStatus(gateway.name, 'UP');
    return { name: gateway.name, signal, exitCode, downMs, exitedMs: exitedMs ?? since(), readyMs, upMs: since() };
  }

  return {
    url,
    smtp,
    gateways,
    stats,
    restart,
    async outbox() {
      const response = await fetch(`${url}/api/admin/outbox`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Accept: 'application/json' },
      });
      if (response.status !== 200) throw new Error(`GET /api/admin/outbox: ${response.status}`);
      return (await response.json()) as { pending: unknown[]; dead: unknown[] };
    },
    haproxyOutput: () => haproxyOutput,
    close,
  };
}
