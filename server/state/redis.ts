/**
 * The scale-out mode's shared state: one Redis client, the key-value store on top of it and a rate-limit
 * store per limiter. When Redis cannot be reached the operations fail and the requests that need them are
 * refused (503): limits and captcha checks fail closed rather than letting everything through.
 */
import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient, type RedisClientType } from 'redis';
import { redisSandboxState, type SandboxState } from '../demo/sandbox/state';
import { HttpError } from '../http/errors';
import type { Metrics } from '../observability/metrics';
import { redisOutbox } from '../outbox/redis-store';
import type { OutboxStore } from '../outbox/store';
import type { KeyValueStore } from './store';

/** Any failure to reach Redis, as the visitor sees it: try again shortly. */
const unavailable = (error: unknown): never => {
  throw new HttpError(
    503,
    'SERVICE_UNAVAILABLE',
    'The demo is briefly unavailable. Please try again in a moment.',
    undefined,
    {
      cause: error,
    },
  );
};

/** How long a request waits for Redis before it is refused: a stalled server holds nobody for longer. */
export const COMMAND_TIMEOUT_MS = 5000;

/**
 * Fails the commands Redis has not answered within `timeoutMs`, checked by one timer for all of them.
 * node-redis's own command timeout arms a timer per command that lives its full length after the answer
 * came: thousands of live timers (and their collection) at a few hundred requests per second.
 * Timed with the monotonic clock: a wall clock set forwards or back neither fails nor stalls anything.
 */
export function deadlines(
  timeoutMs: number,
  now: () => number = () => performance.now(),
  /** Told how long each command took (milliseconds) and whether it failed: the metrics. */
  observe: (ms: number, failed: boolean) => void = () => {},
) {
  const pending = new Set<{ since: number; fail: (error: Error) => void }>();
  const failOlderThan = (limit: number, error: () => Error) => {
    for (const command of pending) {
      // Insertion order is the order the commands were sent: the rest are younger.
      if (command.since > limit) break;
      pending.delete(command);
      command.fail(error());
    }
  };
  const sweep = setInterval(
    () => failOlderThan(now() - timeoutMs, () => new Error(`Redis did not answer within ${timeoutMs} ms`)),
    Math.max(10, Math.min(500, timeoutMs / 10)),
  );
  sweep.unref();
  return {
    /**
     * The command's answer; any failure, the deadline's included, as a 503, except those `keep` picks,
     * which reach the caller as they are.
     */
    guard<T>(operation: Promise<T>, keep?: (error: unknown) => boolean): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const command = { since: now(), fail: reject };
        pending.add(command);
        operation.then(
          (value) => {
            pending.delete(command);
            observe(now() - command.since, false);
            resolve(value);
          },
          (error: unknown) => {
            pending.delete(command);
            observe(now() - command.since, true);
            reject(error);
          },
        );
      }).catch((error: unknown) => {
        if (keep?.(error)) throw error;
        return unavailable(error);
      });
    },
    /** Stops the sweep and fails whatever is still waiting (the connection is closing). */
    stop() {
      clearInterval(sweep);
      failOlderThan(Number.POSITIVE_INFINITY, () => new Error('The Redis connection is closing'));
    },
  };
}

/**
 * rate-limit-redis loads its script again when Redis answers NOSCRIPT (after a restart, a failover or a
 * SCRIPT FLUSH): that answer reaches it as it is, not as a 503.
 */
const isNoScript = (error: unknown): boolean => error instanceof Error && /^NOSCRIPT\b/.test(error.message);

/** How long closing waits for answers still on their way before it drops the connection. */
const CLOSE_GRACE_MS = 2000;

// Two writes as one command (one round trip, atomic): cheaper for the client than MULTI ... EXEC, which sends
// four and runs node-redis's batch machinery. Redis keeps each script compiled after its first EVAL.
/** Counts, and starts the key's lifetime with its first count. */
const INCREMENT = `local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return n`;
/** Adds a member and gives the set a fresh lifetime. */
const ADD_TO_SET = `redis.call('SADD', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

export interface RedisState {
  store: KeyValueStore;
  /** The outbox's items, shared by every instance. */
  outbox: OutboxStore;
  limiterStore: (name: string) => Store;
  /** The embedded recruiter backend's entities, so that any instance answers for any visitor. */
  sandbox: SandboxState;
  close(): Promise<void>;
}

export async function connectRedis(
  url: string,
  prefix = 'alex:',
  {
    commandTimeoutMs = COMMAND_TIMEOUT_MS,
    metrics,
  }: { commandTimeoutMs?: number; metrics?: Pick<Metrics, 'observeUpstream'> } = {},
): Promise<RedisState> {
  const client = createClient({
    url,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
    // A request waits for a reconnect no longer than a visitor would: commands fail instead of queueing.
    disableOfflineQueue: true,
  }) as RedisClientType;
  client.on('error', () => {
    // Reconnects on its own; each failed command reaches the request that sent it.
  });
  await client.connect();
  // The requests' commands: no timer of node-redis's own per command, one deadline sweep for all instead.
  // The outbox keeps the client's own timeouts (a few commands per e-mail, lead or delivery).
  const deadline = deadlines(commandTimeoutMs, undefined, (ms, failed) =>
    metrics?.observeUpstream('redis', ms / 1000, failed),
  );
  const fast = client.withCommandOptions({ timeout: 0 }) as RedisClientType;
  const { guard: guarded } = deadline;

  const k = (key: string) => `${prefix}${key}`;
  const store: KeyValueStore = {
    get: (key) => guarded(fast.get(k(key))),
    async set(key, value, ttlMs) {
      await guarded(fast.set(k(key), value, { expiration: { type: 'PX', value: ttlMs } }));
    },
    async setIfAbsent(key, value, ttlMs) {
      const reply = await guarded(
        fast.set(k(key), value, { expiration: { type: 'PX', value: ttlMs }, condition: 'NX' }),
      );
      return reply === 'OK';
    },
    async increment(key, ttlMs) {
      return Number(await guarded(fast.sendCommand(['EVAL', INCREMENT, '1', k(key), String(ttlMs)])));
    },
    async delete(key) {
      await guarded(fast.del(k(key)));
    },
    async addToSet(key, member, ttlMs) {
      await guarded(fast.sendCommand(['EVAL', ADD_TO_SET, '1', k(key), member, String(ttlMs)]));
    },
    async isMember(key, member) {
      return Boolean(await guarded(fast.sIsMember(k(key), member)));
    },
    members: (key) => guarded(fast.sMembers(k(key))),
    async close() {},
  };

  return {
    store,
    outbox: redisOutbox(client, prefix),
    limiterStore: (name) =>
      new RedisStore({
        prefix: `${prefix}rl:${name}:`,
        sendCommand: (...args: string[]) => guarded(fast.sendCommand(args), isNoScript),
      }),
    sandbox: redisSandboxState((args) => guarded(fast.sendCommand(args)), prefix),
    async close() {
      deadline.stop();
      // A stalled Redis would keep a polite close waiting for its answers forever.
      let timer: NodeJS.Timeout | undefined;
      const closed = await Promise.race([
        client.close().then(
          () => true,
          () => true,
        ),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), CLOSE_GRACE_MS);
        }),
      ]);
      clearTimeout(timer);
      if (!closed) client.destroy();
    },
  };
}
