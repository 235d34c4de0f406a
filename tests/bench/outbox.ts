/**
 * The outbox's cost: ROI e-mails accepted per second by POST /api/send-roi-metrics when each is flushed to the
 * journal before the answer, against the same endpoint keeping its items in memory only (no outbox on disk).
 * Deliveries are off in both, so only accepting is measured. The load comes from this thread with rotating
 * client addresses (the per-visitor e-mail limit would otherwise answer 429).
 */
import autocannon from 'autocannon';
import { roiPayload } from '../fixtures/roi';
import { startGateway } from './servers';

export interface OutboxThroughput {
  name: string;
  acceptedPerSec: number;
  latencyP50: number;
  latencyP99: number;
  accepted: number;
  refused: number;
}

async function accept(name: string, url: string, seconds: number, connections: number): Promise<OutboxThroughput> {
  let visitor = 0;
  const options = {
    url: `${url}/api/send-roi-metrics`,
    duration: seconds,
    connections,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request) => {
          visitor += 1;
          return {
            ...request,
            // An address and a visitor of its own per e-mail: an address gets at most three a day.
            body: JSON.stringify(roiPayload({ userEmail: `bench.${visitor}@example.com` })),
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
            },
          };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon(options);
  return {
    name,
    acceptedPerSec: result['2xx'] / seconds,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    accepted: result['2xx'],
    refused: result.non2xx,
  };
}

export async function measureOutbox(seconds: number, connections = 20): Promise<OutboxThroughput[]> {
  const results: OutboxThroughput[] = [];
  for (const [name, outbox] of [
    ['in memory (no outbox on disk)', 'memory'],
    ['journal, flushed before each answer', 'journal'],
  ] as const) {
    // Forwarded addresses are taken as given: the bench's load stands for many visitors.
    const gateway = await startGateway({ outbox, deliver: false, env: { TRUST_PROXY: 'loopback' } });
    try {
      results.push(await accept(name, gateway.url, seconds, connections));
    } finally {
      await gateway.close();
    }
  }
  return results;
}
