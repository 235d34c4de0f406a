/**
 * Whether this instance should take traffic (`/readyz`) and the state that turns it away while it shuts down:
 * readiness fails at once, so load balancers stop sending to it before its listener closes.
 */
import { randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

export interface Lifecycle {
  readonly draining: boolean;
  /** From now on: readiness 503. */
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

/** How long one check may take before it counts as failed (a load balancer probes every few seconds). */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout(check: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    check(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * `GET /readyz`: 200 when every check passes, 503 when one fails or the process is draining. The answer
 * names each check and whether it passed; why one failed goes to the log, not to whoever asks.
 */
export function readiness(
  checks: Record<string, () => Promise<void>>,
  lifecycle: Lifecycle,
  log: (error: unknown, event?: string) => void,
): RequestHandler {
  return async (_req, res) => {
    if (lifecycle.draining) {
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withinTimeout(check);
          return [name, 'ok'] as const;
        } catch (error) {
          log(error, `readiness.${name}`);
          return [name, 'failed'] as const;
        }
      }),
    );
    const ready = results.every(([, result]) => result === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unready', checks: Object.fromEntries(results) });
  };
}

/** A result is reused this long, so frequent probes do not each write to the disk. */
const PROBE_CACHE_MS = 1000;

/**
 * Whether a folder takes a write that reaches the device: a small file written, flushed and removed. A full
 * disk, a read-only remount or a folder removed under the gateway fail it.
 */
export function writableProbe(dir: string, now: () => number = Date.now): () => Promise<void> {
  let last: { at: number; result: Promise<void> } | undefined;
  const probe = async () => {
    const file = path.join(dir, `.ready-${randomBytes(4).toString('hex')}`);
    const handle = await open(file, 'w');
    try {
      await handle.write('ready\n');
      await handle.datasync();
    } finally {
      await handle.close();
      await unlink(file).catch(() => {});
    }
  };
  return () => {
    if (!last || now() - last.at >= PROBE_CACHE_MS) last = { at: now(), result: probe() };
    return last.result;
  };
}
