/**
 * Solves the gateway's ALTCHA proof-of-work challenge and returns the payload its verify endpoint takes.
 * The work runs in a worker so that the page never freezes; on a host page whose CSP refuses blob: workers
 * (or enforces Trusted Types without allowing the `alex-widgets` policy) it runs on the main thread in short
 * slices, between which the page keeps handling input and painting.
 */
import type { Challenge, Solution } from 'altcha-lib';
import * as z from 'zod/mini';
import { solveInSlices, UnsolvableChallengeError } from './slices';
import type { SolverReply, SolverRequest } from './worker';
import workerSource from './worker?worker-source';

export { SLICE_MS, type SliceOptions, solveInSlices, UnsolvableChallengeError } from './slices';

/** A worker that has not answered by then was stopped by the host page: the main thread takes over. */
export const WORKER_START_MS = 3_000;
const hexBytes = z.string().check(z.regex(/^(?:[0-9a-fA-F]{2})+$/));
const challengeShape = z.object({
  parameters: z.object({
    algorithm: z.enum(['SHA-256', 'SHA-384', 'SHA-512']),
    nonce: hexBytes,
    salt: hexBytes,
    keyPrefix: z.string().check(z.regex(/^[0-9a-fA-F]{1,128}$/)),
    // Each unit of cost is one more hash per attempt; beyond this a visitor would wait for minutes.
    cost: z.number().check(z.int(), z.positive(), z.lte(100)),
    keyLength: z.optional(z.number().check(z.int(), z.positive(), z.lte(64))),
  }),
  signature: z.optional(z.string()),
});

/** The challenge as the gateway sent it: its signature covers every parameter, so nothing is rewritten. */
export function usableChallenge(value: unknown): Challenge {
  if (!challengeShape.safeParse(value).success) throw new UnsolvableChallengeError('Unusable captcha challenge.');
  return value as Challenge;
}

/** The User Timing measure each solve leaves on the page: its duration and which thread solved it. */
export const SOLVE_MEASURE = 'alex-captcha-solve';

/** Solves the challenge and returns base64(JSON.stringify({ challenge, solution })). Rejects on abort. */
export async function solveChallenge(challenge: unknown, { signal }: { signal?: AbortSignal } = {}): Promise<string> {
  const usable = usableChallenge(challenge);
  signal?.throwIfAborted();
  const start = performance.now();
  let solution: Solution;
  let path: 'worker' | 'main-thread' = 'worker';
  try {
    solution = await solveInWorker(usable, signal);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    path = 'main-thread';
    solution = await solveInSlices(usable, { signal });
  }
  // Visible in the browser's performance panel and to the page's own monitoring (PerformanceObserver).
  try {
    performance.measure(SOLVE_MEASURE, { start, detail: { path } });
  } catch {
    // An engine without User Timing Level 3 just has no measure.
  }
  return solvedPayload(usable, solution);
}

export function solvedPayload(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  // btoa takes Latin-1 only; the UTF-8 bytes keep any text the gateway put in the challenge intact.
  let binary = '';
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The worker could not be used: refused by the page, failed to start, or unable to hash. */
class WorkerUnavailable extends Error {}

/**
 * The Trusted Types policy of the widgets: it lets through the blob: URLs this bundle made for its own captcha
 * worker while the worker starts, and nothing else (not another blob: URL, not any other URL).
 */
export const TRUSTED_TYPES_POLICY = 'alex-widgets';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** The blob: URLs of this bundle's workers, from their creation until the worker runs or is given up. */
const ownWorkerUrls = new Set<string>();

/** A blob: URL for a worker of ours, and the way to free it; only while it lives does the policy pass it. */
export function ownWorkerUrl(source: string): { url: string; release: () => void } {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  ownWorkerUrls.add(url);
  return {
    url,
    release: () => {
      ownWorkerUrls.delete(url);
      URL.revokeObjectURL(url);
    },
  };
}

/** The policy's one rule: a live blob: URL of ours goes through as it is, anything else is refused. */
export function ownWorkerScriptUrl(value: string): string {
  if (!ownWorkerUrls.has(value)) throw new TypeError(`${TRUSTED_TYPES_POLICY} only loads its own workers.`);
  return value;
}

/**
 * The policy, held in this module only: nothing on the page (no global, no symbol) leads to it. The widgets of
 * one bundle share this module, so a page creates it once; a second copy of the widgets on the same page (two
 * releases, say) is refused the name unless the page's CSP says 'allow-duplicates', and solves on the main
 * thread. Undefined until first asked for; null when the page's CSP refused it.
 */
let policy: ScriptUrlPolicy | null | undefined;

/**
 * What `new Worker` takes for a blob: URL of ours: the URL itself where Trusted Types do not exist, the URL
 * through our policy where they do, or null when the page's CSP does not allow the policy (a worker from a
 * plain string would then be refused too, so none is tried).
 */
function workerScriptUrl(url: string): unknown {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return url;
  if (policy === undefined) {
    try {
      policy = factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: ownWorkerScriptUrl });
    } catch {
      policy = null;
    }
  }
  return policy?.createScriptURL(url) ?? null;
}

/**
 * The solver's thread, from its code in this bundle (a worker script from another origin is refused), and
 * the way to free its blob: URL once the worker runs or is given up.
 */
function startWorker(): { worker: Worker; release: () => void } {
  const { url, release } = ownWorkerUrl(workerSource);
  try {
    const scriptUrl = workerScriptUrl(url);
    if (scriptUrl === null) throw new WorkerUnavailable();
    return { worker: new Worker(scriptUrl as string, { name: 'alex-captcha' }), release };
  } catch (error) {
    release();
    throw error;
  }
}

function solveInWorker(challenge: Challenge, signal: AbortSignal | undefined): Promise<Solution> {
  return new Promise<Solution>((resolve, reject) => {
    let worker: Worker;
    let release: () => void;
    try {
      ({ worker, release } = startWorker());
    } catch {
      reject(new WorkerUnavailable());
      return;
    }
    const finish = () => {
      release();
      clearTimeout(watchdog);
      signal?.removeEventListener('abort', aborted);
      worker.terminate();
    };
    const aborted = () => {
      finish();
      reject(signal?.reason);
    };
    const unavailable = () => {
      finish();
      reject(new WorkerUnavailable());
    };
    const watchdog = setTimeout(unavailable, WORKER_START_MS);
    signal?.addEventListener('abort', aborted, { once: true });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      unavailable();
    });
    worker.addEventListener('messageerror', unavailable);
    worker.addEventListener('message', (event: MessageEvent<SolverReply>) => {
      const reply = event.data;
      if (reply.type === 'started') {
        release();
        clearTimeout(watchdog);
      } else if (reply.type === 'solved') {
        finish();
        resolve(reply.solution);
      } else {
        // Typically no WebCrypto in the worker (an opaque origin); the page itself may still have it.
        unavailable();
      }
    });
    worker.postMessage({ challenge } satisfies SolverRequest);
  });
}
