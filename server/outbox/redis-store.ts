/**
 * The scale-out mode's outbox store: items in a Redis hash, their due times in a sorted set, dead letters in
 * a hash of their own. Claiming is one Lua script that takes the due items and pushes their due time past a
 * lease in the same step, so two gateway instances never hold the same item; an instance that dies while
 * delivering lets its lease run out and another one takes the item. Items are as durable as the Redis
 * server is configured to be (appendonly yes for a queue that survives a Redis restart).
 */
import type { RedisClientType } from 'redis';
import { ID_TAKEN_MS, type OutboxItem, type OutboxStore } from './store';

/** KEYS: items, due. ARGV: now, limit, lease until. Returns the claimed items' JSON. */
const CLAIM = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local out = {}
for _, id in ipairs(ids) do
  local item = redis.call('HGET', KEYS[1], id)
  if item then
    redis.call('ZADD', KEYS[2], ARGV[3], id)
    table.insert(out, item)
  else
    redis.call('ZREM', KEYS[2], id)
  end
end
return out`;

/** KEYS: items, due, taken. ARGV: id, item JSON, due time, taken for (ms). Adds an item whose id is not taken. */
const ADD = `
if not redis.call('SET', KEYS[3], '1', 'NX', 'PX', ARGV[4]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
return 1`;

/** KEYS: items, due, dead. ARGV: id, now. Moves a dead letter back, due now, attempts from zero. */
const REVIVE = `
local item = redis.call('HGET', KEYS[3], ARGV[1])
if not item then return 0 end
local decoded = cjson.decode(item)
decoded.attempts = 0
decoded.nextAttemptAt = tonumber(ARGV[2])
decoded.lastError = nil
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(decoded))
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
return 1`;

/** KEYS: items, due. ARGV: id, item JSON, due time. Reschedules an item still in the outbox (not one delivered meanwhile). */
const RETRY = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
return 1`;

/** KEYS: items, due, dead. ARGV: id, item JSON. */
const BURY = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 1`;

export function redisOutbox(client: RedisClientType, prefix: string): OutboxStore {
  const items = `${prefix}outbox:items`;
  const due = `${prefix}outbox:due`;
  const dead = `${prefix}outbox:dead`;
  const parse = (json: string) => JSON.parse(json) as OutboxItem;
  const all = async (key: string) => Object.values(await client.hGetAll(key)).map(parse);

  return {
    async add(item) {
      const added = await client.eval(ADD, {
        keys: [items, due, `${prefix}outbox:taken:${item.id}`],
        arguments: [item.id, JSON.stringify(item), String(item.nextAttemptAt), String(ID_TAKEN_MS)],
      });
      return added === 1;
    },
    async claim(now, limit, leaseMs) {
      const claimed = (await client.eval(CLAIM, {
        keys: [items, due],
        arguments: [String(now), String(limit), String(now + leaseMs)],
      })) as string[];
      return claimed.map(parse);
    },
    async delivered(id) {
      await client.multi().hDel(items, id).zRem(due, id).exec();
    },
    async retry(item) {
      await client.eval(RETRY, {
        keys: [items, due],
        arguments: [item.id, JSON.stringify(item), String(item.nextAttemptAt)],
      });
    },
    async bury(item) {
      await client.eval(BURY, { keys: [items, due, dead], arguments: [item.id, JSON.stringify(item)] });
    },
    async revive(id, now) {
      return (await client.eval(REVIVE, { keys: [items, due, dead], arguments: [id, String(now)] })) === 1;
    },
    discard: async (id) => (await client.hDel(dead, id)) === 1,
    pending: async () => (await all(items)).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt),
    dead: async () => (await all(dead)).sort((a, b) => a.createdAt - b.createdAt),
    close: async () => {},
  };
}
