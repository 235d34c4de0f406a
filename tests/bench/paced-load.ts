/**
 * An open-loop load at a steady rate, for latency at a given throughput: one request every 1/rate seconds
 * (in ticks of 2 ms), each from another visitor address, whatever the answers' speed. autocannon's own rate
 * option sends each connection's quota in a burst at the start of every second, which measures its queue.
 * The first `warmupSeconds` run at the same rate and are not recorded: the generator's own start (its code not
 * yet compiled, its connections not yet open) is not the server's latency.
 * Runs in its own process: `node --import tsx paced-load.ts <json options>`; prints the result as JSON.
 */
import http from 'node:http';

interface Options {
  url: string;
  rate: number;
  seconds: number;
  warmupSeconds: number;
  headers: Record<string, string>;
  body: string;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const target = new URL(options.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const latencies: number[] = [];
let non2xx = 0;
let errors = 0;
let inFlight = 0;

function fire(recorded: boolean): void {
  const n = Math.floor(Math.random() * 0xffffff);
  const started = process.hrtime.bigint();
  inFlight += 1;
  const request = http.request(
    {
      agent,
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: {
        ...options.headers,
        'content-length': Buffer.byteLength(options.body),
        'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`,
      },
    },
    (response) => {
      response.resume();
      response.on('end', () => {
        inFlight -= 1;
        if (!recorded) return;
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (!response.statusCode || response.statusCode >= 300) non2xx += 1;
      });
    },
  );
  request.on('error', () => {
    inFlight -= 1;
    if (recorded) errors += 1;
  });
  request.end(options.body);
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
    fire(sent >= warmup);
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
      agent.destroy();
    }, 5);
  }
}, TICK_MS);
