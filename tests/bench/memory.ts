/**
 * The gateway's memory per visitor in the embedded mode: what its process grows by when a number of distinct
 * addresses each send one request (a flood from many addresses, or a busy day). The gateway runs in a child
 * process (memory-server.ts), so that the resident size read is the gateway's alone; the requests go out
 * pipelined on plain keep-alive sockets, so that a million of them take minutes, not an hour.
 * Run on its own: `node --import tsx tests/bench/memory.ts [visitors] [failed-captcha|api]`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { answerEnd } from './http-answer';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MEMORY_SERVER = path.join(HERE, 'memory-server.ts');

/**
 * What each visitor sends.
 * - failed-captcha: a demo request with a token that is not one (POST /api/demo/verify-content, answered 403).
 *   It reaches every store a visitor can fill without solving a captcha: the API limit counts it, the block
 *   check reads the visitor's block, and the failed captcha is a strike kept for ten minutes.
 * - api: GET /api/geo, counted by the API limit only (what every visitor of the site does).
 */
export type VisitorRequest = 'failed-captcha' | 'api';

export interface VisitorMemoryOptions {
  /** Distinct addresses, one request each (default 1,000,000; at most 16,777,216). */
  visitors?: number;
  request?: VisitorRequest;
  /** The gateway's environment on top of the embedded defaults (e.g. a cap on the visitors remembered). */
  env?: Record<string, string>;
  /** Sockets, and requests in flight on each (defaults 8 and 32). */
  connections?: number;
  pipeline?: number;
  /** The pause before each reading (default {@link SETTLE_MS}). */
  settleMs?: number;
  /** Told about the progress of the load, about ten times in a run. */
  progress?: (line: string) => void;
}

export interface VisitorMemory {
  visitors: number;
  /** Growth of the gateway's resident size (VmRSS), after the load and a full collection, in MB (10^6 bytes). */
  rssGrowthMb: number;
  /** Growth of what the JavaScript heap holds after a full collection (objects, and the buffers they own), in MB. */
  heapGrowthMb: number;
  /** The resident growth divided by the visitors: each visitor's average cost in this run. */
  perVisitorBytes: number;
  /** How long the load took, and how the gateway answered it (status: count). */
  seconds: number;
  statuses: Record<number, number>;
}

/** Visitors sent before the first reading, so that compiled code and the server's buffers are not counted. */
const WARMUP_VISITORS = 20_000;
/**
 * The pause before each reading: the gateway finishes what the last answers started (strikes are counted after
 * the answer), and V8 shrinks its young generation back once allocation has been low for some seconds. After
 * 2 s it still had the size the load gave it (34 MB instead of 1 to 2).
 */
export const SETTLE_MS = 15_000;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const MB = 1e6;

interface Usage {
  heapUsed: number;
  external: number;
}

interface Gateway {
  url: URL;
  pid: number;
  /** The gateway's memory after a full collection: the JavaScript heap, as it reports it, and its resident size. */
  usage(): Promise<{ heap: number; rss: number }>;
  close(): Promise<void>;
}

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS in /proc/${pid}/status`);
  return Number(kb) * 1024;
}

async function startGateway(env: Record<string, string>): Promise<Gateway> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', MEMORY_SERVER, JSON.stringify(env)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
  };
  try {
    const { stdout, pid } = child;
    if (!stdout || pid === undefined) throw new Error("The memory bench's gateway could not be started.");
    const lines = createInterface({ input: stdout });
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
    stdout.resume();
    if (!line) throw new Error(`The memory bench's gateway did not start (exit code ${child.exitCode}).`);
    return {
      url: new URL((JSON.parse(line) as { url: string }).url),
      pid,
      async usage() {
        const answer = once(child, 'message') as Promise<[Usage]>;
        child.send('usage');
        const [usage] = await answer;
        return { heap: usage.heapUsed + usage.external, rss: await residentBytes(pid) };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The address of the i-th visitor of a /8 network: 10.0.0.0, 10.0.0.1, ... */
const address = (network: number, i: number) => `${network}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function requestText(request: VisitorRequest, host: string): (address: string) => string {
  if (request === 'api') return (from) => `GET /api/geo HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-For: ${from}\r\n\r\n`;
  return (from) =>
    `POST /api/demo/verify-content HTTP/1.1\r\nHost: ${host}\r\nX-Captcha-Token: not-a-token\r\n` +
    `Content-Length: 0\r\nX-Forwarded-For: ${from}\r\n\r\n`;
}

/**
 * Sends one request from each of `count` addresses, `pipeline` at a time on each of `connections` sockets, and
 * counts the answers by status. Any socket failing fails the load.
 */
async function load(
  url: URL,
  count: number,
  addressOf: (i: number) => string,
  text: (address: string) => string,
  { connections, pipeline, progress }: { connections: number; pipeline: number; progress?: (done: number) => void },
): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let sent = 0;
  let answered = 0;
  const step = Math.max(1, Math.ceil(count / 10));
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
      let data: Buffer = Buffer.alloc(0);
      let inFlight = 0;
      let done = false;
      const finish = (error?: Error) => {
        if (done) return;
        done = true;
        socket.destroy();
        if (error) reject(error);
        else resolve();
      };
      const fill = () => {
        let batch = '';
        while (inFlight < pipeline && sent < count) {
          batch += text(addressOf(sent));
          sent += 1;
          inFlight += 1;
        }
        if (batch) socket.write(batch);
        else if (inFlight === 0) finish();
      };
      socket.on('connect', fill);
      socket.on('data', (chunk: Buffer) => {
        data = data.length ? Buffer.concat([data, chunk]) : chunk;
        let answer: ReturnType<typeof answerEnd>;
        try {
          answer = answerEnd(data);
          while (answer) {
            data = data.subarray(answer.end);
            inFlight -= 1;
            answered += 1;
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            if (answered % step === 0) progress?.(answered);
            if (answer.close) throw new Error(`The gateway closed a connection (status ${answer.status}).`);
            answer = answerEnd(data);
          }
        } catch (error) {
          finish(error as Error);
          return;
        }
        fill();
      });
      socket.on('error', (error) => finish(error));
      socket.on('close', () => finish(done ? undefined : new Error('A connection closed with requests in flight.')));
    });
  await Promise.all(Array.from({ length: connections }, one));
  return statuses;
}

/** Starts the gateway, warms it up, sends `visitors` distinct addresses' requests and reads what it grew by. */
export async function measureVisitorMemory(options: VisitorMemoryOptions = {}): Promise<VisitorMemory> {
  const visitors = options.visitors ?? 1_000_000;
  if (!Number.isSafeInteger(visitors) || visitors < 1 || visitors > 2 ** 24) {
    throw new Error(`visitors must be a whole number from 1 to ${2 ** 24}, got ${visitors}`);
  }
  const gateway = await startGateway(options.env ?? {});
  try {
    const text = requestText(options.request ?? 'failed-captcha', gateway.url.host);
    const shape = { connections: options.connections ?? 8, pipeline: options.pipeline ?? 32 };
    // The warm-up's addresses (11.x) are not the measured visitors' (10.x).
    const settleMs = options.settleMs ?? SETTLE_MS;
    await load(gateway.url, WARMUP_VISITORS, (i) => address(11, i), text, shape);
    await sleep(settleMs);
    const before = await gateway.usage();
    const started = performance.now();
    const statuses = await load(gateway.url, visitors, (i) => address(10, i), text, {
      ...shape,
      progress: (done) => {
        const seconds = (performance.now() - started) / 1000;
        options.progress?.(
          `${done.toLocaleString('en')} visitors in ${seconds.toFixed(0)} s (${Math.round(done / seconds)} per second)`,
        );
      },
    });
    const seconds = (performance.now() - started) / 1000;
    await sleep(settleMs);
    const after = await gateway.usage();
    const rssGrowth = after.rss - before.rss;
    return {
      visitors,
      rssGrowthMb: Math.round(rssGrowth / MB),
      heapGrowthMb: Math.round((after.heap - before.heap) / MB),
      perVisitorBytes: Math.round(rssGrowth / visitors),
      seconds: Math.round(seconds),
      statuses,
    };
  } finally {
    await gateway.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [visitors, request] = process.argv.slice(2);
  const result = await measureVisitorMemory({
    ...(visitors ? { visitors: Number(visitors.replaceAll(/[,_]/g, '')) } : {}),
    ...(request ? { request: request as VisitorRequest } : {}),
    progress: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
