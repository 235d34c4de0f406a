/**
 * The scale-out mode's shared state: one Redis client, the key-value store on top of it and a rate-limit
 * store per limiter. When Redis cannot be reached the operations fail and the requests that need them are
 * refused (503): limits and captcha checks fail closed rather than letting everything through.
 */
import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient, type RedisClientType } from 'redis';
import { HttpError } from './errors';
import { redisOutbox } from './outbox/redis-store';
import type { OutboxStore } from './outbox/store';
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
const guarded = <T>(operation: Promise<T>): Promise<T> => operation.catch(unavailable);

export interface RedisState {
  store: KeyValueStore;
  /** The outbox's items, shared by every instance. */
  outbox: OutboxStore;
  limiterStore: (name: string) => Store;
  close(): Promise<void>;
}

export async function connectRedis(url: string, prefix = 'alex:'): Promise<RedisState> {
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

  const k = (key: string) => `${prefix}${key}`;
  const store: KeyValueStore = {
    get: (key) => guarded(client.get(k(key))),
    async set(key, value, ttlMs) {
      await guarded(client.set(k(key), value, { expiration: { type: 'PX', value: ttlMs } }));
    },
    async setIfAbsent(key, value, ttlMs) {
      const reply = await guarded(
        client.set(k(key), value, { expiration: { type: 'PX', value: ttlMs }, condition: 'NX' }),
      );
      return reply === 'OK';
    },
    async increment(key, ttlMs) {
      const [count] = await guarded(client.multi().incr(k(key)).pExpire(k(key), ttlMs, 'NX').exec());
      return Number(count);
    },
    async delete(key) {
      await guarded(client.del(k(key)));
    },
    async addToSet(key, member, ttlMs) {
      await guarded(client.multi().sAdd(k(key), member).pExpire(k(key), ttlMs).exec());
    },
    async isMember(key, member) {
      return Boolean(await guarded(client.sIsMember(k(key), member)));
    },
    members: (key) => guarded(client.sMembers(k(key))),
    async close() {},
  };

  return {
    store,
    outbox: redisOutbox(client, prefix),
    limiterStore: (name) =>
      new RedisStore({
        prefix: `${prefix}rl:${name}:`,
        sendCommand: (...args: string[]) => guarded(client.sendCommand(args)),
      }),
    async close() {
      await client.close();
    },
  };
}
