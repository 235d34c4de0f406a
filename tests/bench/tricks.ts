/**
 * What each trick of the gateway's HTTP server (server/http/http-server.ts) buys: the gateway (memory mode, logs and
 * metrics on, in a process of its own) with both, with Express re-parenting every request and response, and with
 * req.ip worked out on every read. Measured at full speed on /healthz and on the demo endpoint (POST parse-job,
 * requests the gateway accepts, from visitors of their own through a trusted proxy, so req.ip walks
 * X-Forwarded-For; see demo.ts), the variants taking turns, median of {@link ROUNDS} rounds.
 */
import autocannon from 'autocannon';
import { gateway, load, median, ROUNDS, type Round, type Target } from './demo';

export const TRICK_VARIANTS = [
  { name: 'both tricks', flags: [] },
  { name: 'without the prototype trick', flags: ['--no-prototypes'] },
  { name: 'without the req.ip memo', flags: ['--no-ip-memo'] },
] as const;

export interface TrickResult {
  variant: (typeof TRICK_VARIANTS)[number]['name'];
  endpoint: '/healthz' | 'demo POST parse-job';
  requestsPerSec: number;
  latencyP99: number;
  /** Requests per second of each round, in the order run. */
  rounds: number[];
  non2xx: number;
  errors: number;
}

/** GET /healthz at full speed, 50 connections, the load from a worker thread. */
async function health(target: Target, seconds: number): Promise<Round> {
  const result = await autocannon({ url: `${target.url}/healthz`, duration: seconds, connections: 50, workers: 1 });
  return {
    name: target.name,
    mode: 'full speed',
    requestsPerSec: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    visitors: 0,
    refusals: false,
  };
}

export async function measureTricks(seconds: number): Promise<TrickResult[]> {
  const runs = TRICK_VARIANTS.map(() => ({ health: [] as Round[], demo: [] as Round[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, variant] of TRICK_VARIANTS.entries()) {
      const target = await gateway(undefined, variant.flags);
      try {
        await load(target, 2); // warm-up
        runs[i]?.health.push(await health(target, seconds));
        runs[i]?.demo.push(await load(target, seconds));
      } finally {
        await target.close();
      }
    }
  }
  return TRICK_VARIANTS.flatMap((variant, i) =>
    (['/healthz', 'demo POST parse-job'] as const).map((endpoint) => {
      const result = median(runs[i]?.[endpoint === '/healthz' ? 'health' : 'demo'] ?? [], (r) => r.requestsPerSec);
      return {
        variant: variant.name,
        endpoint,
        requestsPerSec: result.requestsPerSec,
        latencyP99: result.latencyP99,
        rounds: result.rounds,
        non2xx: result.non2xx,
        errors: result.errors,
      };
    }),
  );
}
