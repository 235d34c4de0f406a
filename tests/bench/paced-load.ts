/**
 * An open-loop load at a steady rate, for latency at a given throughput: one request every 1/rate seconds
 * (in ticks of 2 ms), whatever the answers' speed. With `visitors` (a file of [address, token] pairs, see
 * demo-visitors.ts) the requests go visitor after visitor, `perVisitor` each, from the visitor's address with
 * its captcha token; without, each comes from another random address with the one token in `headers`. autocannon's own rate
 * option sends each connection's quota in a burst at the start of every second, which measures its queue.
 * The first `warmupSeconds` run at the same rate and are not recorded: the generator's own start (its code not
 * yet compiled, its connections not yet open) is not the server's latency.
 *
 * Requests go out on plain keep-alive sockets, one string each, and answers are read by their framing only
 * (status, Content-Length or chunks), as autocannon does: node:http's client costs more CPU per request than
 * the servers measured here, and on a machine of two cores its work and its garbage collections were measured
 * as the servers' latency.
 * Runs in its own process: `node --import tsx paced-load.ts <json options>`; prints the result as JSON.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { answerEnd } from './http-answer';

interface Options {
  url: string;
  rate: number;
  seconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
  body: string;
  visitors?: string;
  perVisitor?: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const target = new URL(options.url);
const port = Number(target.port || 80);
const latencies: number[] = [];
let non2xx = 0;
let errors = 0;
let inFlight = 0;

const visitors = options.visitors
  ? (JSON.parse(readFileSync(options.visitors, 'utf8')) as [address: string, token: string][])
  : undefined;

// Everything but the visitor (its token and address) is the same for every request.
const head =
  `POST ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
  Object.entries({ ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
const tail = `\r\n\r\n${options.body}`;

/** A keep-alive connection that carries one request at a time. */
class Connection {
  private readonly socket: net.Socket;
  private data: Buffer = Buffer.alloc(0);
  private started = 0;
  private recorded = false;
  busy = false;
  open = true;

  constructor(private readonly release: (connection: Connection) => void) {
    this.socket = net.connect({ host: target.hostname, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', () => this.fail());
    this.socket.on('close', () => this.fail());
  }

  send(visitor: string, recorded: boolean): void {
    this.busy = true;
    this.recorded = recorded;
    inFlight += 1;
    this.started = performance.now();
    this.socket.write(`${head}${visitor}${tail}`);
  }

  private read(chunk: Buffer): void {
    this.data = this.data.length ? Buffer.concat([this.data, chunk]) : chunk;
    let answer: ReturnType<typeof answerEnd>;
    try {
      answer = answerEnd(this.data);
    } catch {
      // An answer that cannot be framed fails its request, and the connection with it.
      this.fail();
      return;
    }
    if (!answer || !this.busy) return;
    const elapsed = performance.now() - this.started;
    this.data = this.data.subarray(answer.end);
    this.busy = false;
    inFlight -= 1;
    if (this.recorded) {
      latencies.push(elapsed);
      if (answer.status < 200 || answer.status >= 300) non2xx += 1;
    }
    if (answer.close) this.destroy();
    else this.release(this);
  }

  private fail(): void {
    if (!this.open) return;
    this.open = false;
    if (this.busy) {
      this.busy = false;
      inFlight -= 1;
      if (this.recorded) errors += 1;
    }
    this.socket.destroy();
  }

  destroy(): void {
    this.open = false;
    this.socket.destroy();
  }
}

const idle: Connection[] = [];
const all = new Set<Connection>();
const release = (connection: Connection) => {
  if (connection.open) idle.push(connection);
};

/** The visitor's own header lines for request number `i`. */
function visitor(i: number): string {
  if (visitors) {
    const [address, token] = visitors[Math.floor(i / (options.perVisitor ?? 1)) % visitors.length] as [string, string];
    return `x-captcha-token: ${token}\r\nx-forwarded-for: ${address}`;
  }
  const n = Math.floor(Math.random() * 0xffffff);
  return `x-forwarded-for: 10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

function fire(i: number, recorded: boolean): void {
  let connection = idle.pop();
  while (connection && !connection.open) connection = idle.pop();
  if (!connection) {
    connection = new Connection(release);
    all.add(connection);
  }
  connection.send(visitor(i), recorded);
}

const TICK_MS = 2;
const warmup = options.rate * options.warmupSeconds;
const total = warmup + options.rate * options.seconds;
let sent = 0;
const t0 = performance.now();
const timer = setInterval(() => {
  // As many as the clock says are due, so a late tick catches up instead of lowering the rate.
  const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * options.rate));
  while (sent < due) {
    fire(sent, sent >= warmup);
    sent += 1;
  }
  if (sent >= total) {
    clearInterval(timer);
    const wait = setInterval(() => {
      if (inFlight > 0) return;
      clearInterval(wait);
      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      const elapsed = (performance.now() - t0) / 1000 - options.warmupSeconds;
      process.stdout.write(
        JSON.stringify({ requestsPerSec: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), non2xx, errors }),
      );
      for (const connection of all) connection.destroy();
    }, 5);
  }
}, TICK_MS);
