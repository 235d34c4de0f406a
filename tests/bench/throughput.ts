/** Gateway throughput with autocannon, against bare Express measured the same way in the same run. */
import autocannon from 'autocannon';

export interface ThroughputResult {
  name: string;
  url: string;
  seconds: number;
  connections: number;
  requestsPerSec: number;
  /** Bytes read from the sockets per second (headers and bodies). */
  bytesPerSec: number;
  latencyP50: number;
  latencyP99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  warmupSeconds: number;
  /** Request headers every request sends (Accept-Encoding, say). */
  headers?: Record<string, string>;
}

/**
 * The load comes from a worker thread, so the servers (on this process's main thread) and the load
 * generator each get a core of the two, instead of taking turns on one event loop.
 */
const run = (url: string, seconds: number, connections: number, headers?: Record<string, string>) =>
  autocannon({ url, duration: seconds, connections, workers: 1, ...(headers ? { headers } : {}) });

export async function measureThroughput(
  name: string,
  url: string,
  { seconds, connections, warmupSeconds, headers }: LoadOptions,
): Promise<ThroughputResult> {
  if (warmupSeconds > 0) await run(url, warmupSeconds, connections, headers);
  const result = await run(url, seconds, connections, headers);
  return {
    name,
    url,
    seconds,
    connections,
    requestsPerSec: result.requests.average,
    bytesPerSec: result.throughput.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
