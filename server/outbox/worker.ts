/**
 * Delivers the outbox: takes the due items, hands each to the delivery of its kind, and records the outcome.
 * A failure is tried again after an exponential backoff (with jitter, or after the provider's Retry-After);
 * after the configured number of attempts, or at once for a failure no retry can fix, the item becomes a
 * dead letter an operator can look at and send again. A delivery may also find that its time has not come
 * (the report e-mail of a call still under way): the item waits until the time it names, and that counts as
 * no attempt. Or that there is nothing to deliver any more (a call nobody answered): the item leaves the
 * outbox, skipped.
 */
import { randomUUID } from 'node:crypto';
import type { OutboxItem, OutboxKind, OutboxStore } from './store';

/** Why a delivery failed, and whether trying again can help. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    message: string,
    readonly options: { permanent?: boolean; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}

/** Thrown by a delivery whose item is not ready yet: it is tried again at `until`, its attempts unchanged. */
export class DeliveryDeferred extends Error {
  override name = 'DeliveryDeferred';
  constructor(
    /** Epoch ms before which the item is not tried again. */
    readonly until: number,
    /** What the item waits for, for the delivery log (never personal data). */
    readonly reason: string,
  ) {
    super(`Deferred until ${new Date(until).toISOString()}: ${reason}`);
  }
}

/** What a delivery answers when there was nothing left to deliver, and why; anything else means delivered. */
export interface DeliverySkipped {
  skipped: string;
}

export type Deliver = (item: OutboxItem) => Promise<unknown>;

const skippedReason = (outcome: unknown): string | undefined =>
  outcome && typeof outcome === 'object' && typeof (outcome as DeliverySkipped).skipped === 'string'
    ? (outcome as DeliverySkipped).skipped
    : undefined;

export type AttemptResult = 'delivered' | 'retry' | 'dead' | 'deferred' | 'skipped';

/** A provider's Retry-After is honoured up to an hour (or the longest configured delay, if longer). */
export const RETRY_AFTER_CAP_MS = 3_600_000;

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The wait before attempt n + 1 after n failures: base, 2 base, 4 base… capped; `random` spreads it by ±20 %. */
export function backoff(failures: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/** E-mail addresses out of what is logged (a provider's error text often quotes the recipient). */
const redact = (text: string): string => text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>');

export interface OutboxOptions {
  store: OutboxStore;
  deliver: Record<OutboxKind, Deliver>;
  policy: RetryPolicy;
  log: (error: unknown) => void;
  /** Told the outcome of every delivery tried (metrics, the delivery log), with the reason of a wait or a skip. */
  onAttempt?: (item: OutboxItem, result: AttemptResult, reason?: string) => void;
  now?: () => number;
  /** How often due items are looked for when nothing wakes the worker (retries, other instances' items). */
  pollMs?: number;
  /** How long a claimed item is this worker's (longer than any delivery takes). */
  leaseMs?: number;
  /** How many deliveries run at once. */
  batch?: number;
}

export interface Outbox {
  /**
   * Keeps an item; resolves once it is durable. The delivery starts right after. With an `operation` (a retried
   * request's id), the item is kept once: a second enqueue of it within a day, on any instance, adds nothing.
   */
  enqueue(kind: OutboxKind, payload: unknown, operation?: string): Promise<OutboxItem>;
  /** Starts delivering (once). */
  start(): void;
  /** Delivers what is due now; resolves when those deliveries have ended (tests, shutdown). */
  drain(): Promise<void>;
  store: OutboxStore;
  stop(): Promise<void>;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, deliver, policy, log, onAttempt = () => {} } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 8;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopped = false;

  /** Delivered items whose record failed: recorded again, never delivered again. */
  const unrecorded = new Set<string>();

  async function record(id: string): Promise<void> {
    try {
      await store.delivered(id);
      unrecorded.delete(id);
    } catch (error) {
      unrecorded.add(id);
      log(error);
    }
  }

  async function attempt(item: OutboxItem): Promise<void> {
    if (unrecorded.has(item.id)) return record(item.id);
    let outcome: unknown;
    try {
      outcome = await deliver[item.kind](item);
    } catch (error) {
      if (error instanceof DeliveryDeferred) {
        // Not a failure: the item waits for its time, its attempts and last error as they were.
        const waiting: OutboxItem = { ...item, nextAttemptAt: Math.max(error.until, now()) };
        await store.retry(waiting);
        onAttempt(waiting, 'deferred', error.reason);
        return;
      }
      const attempts = item.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const failed: OutboxItem = { ...item, attempts, lastError: reason.slice(0, 500) };
      const permanent = error instanceof DeliveryError && error.options.permanent;
      if (permanent || attempts >= policy.maxAttempts) {
        log(
          new Error(`Outbox ${item.kind} ${item.id} is a dead letter after ${attempts} attempt(s): ${redact(reason)}`),
        );
        await store.bury(failed);
        onAttempt(failed, 'dead');
      } else {
        const asked = error instanceof DeliveryError ? (error.options.retryAfterMs ?? 0) : 0;
        const wait =
          asked > 0 ? Math.min(asked, Math.max(policy.maxDelayMs, RETRY_AFTER_CAP_MS)) : backoff(attempts, policy);
        await store.retry({ ...failed, nextAttemptAt: now() + wait });
        onAttempt(failed, 'retry');
      }
      return;
    }
    const skipped = skippedReason(outcome);
    if (skipped) onAttempt({ ...item, attempts: item.attempts + 1 }, 'skipped', skipped);
    else onAttempt({ ...item, attempts: item.attempts + 1 }, 'delivered');
    await record(item.id);
  }

  async function pass(): Promise<void> {
    for (const id of unrecorded) await record(id);
    while (!stopped) {
      again = false;
      const due = await store.claim(now(), batch, leaseMs);
      await Promise.all(due.map((item) => attempt(item).catch(log)));
      if (due.length < batch && !again) return;
    }
  }

  /** One pass at a time; a wake-up during a pass makes it look again. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch(log)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    store,
    async enqueue(kind, payload, operation) {
      const at = now();
      const id = operation ? `${kind}-${operation}` : randomUUID();
      const item: OutboxItem = { id, kind, payload, createdAt: at, attempts: 0, nextAttemptAt: at };
      if ((await store.add(item)) && started && !stopped) void run();
      return item;
    },
    start() {
      if (started) return;
      started = true;
      void run();
      schedule();
    },
    drain: () => run(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
