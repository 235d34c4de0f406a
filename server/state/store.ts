/**
 * The small key-value contract the gateway's state lives behind: captcha replay marks, automatic blocks,
 * demo sessions, the once-a-day call marks and the ROI e-mails' counts. In memory by default; Redis in the
 * scale-out mode, so that every instance behind one address sees the same state. Every operation that decides
 * something is atomic.
 */
import { LRUCache } from 'lru-cache';
import { HttpError } from '../http/errors';

export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only if it is absent; true when this call set it (the atomic "accept once"). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds one to a counter and returns the new count; the first increment starts the key's lifetime. */
  increment(key: string, ttlMs: number): Promise<number>;
  delete(key: string): Promise<void>;
  /** Adds a member to a set that lives for ttlMs after its last change. */
  addToSet(key: string, member: string, ttlMs: number): Promise<void>;
  isMember(key: string, member: string): Promise<boolean>;
  members(key: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * How many keys a store in this process holds by default, and each of the limits' stores how many visitors:
 * about 20 MB per full store (see README, "Memory per visitor").
 */
export const DEFAULT_MAX_ENTRIES = 100_000;

/**
 * A least-recently-used map of at most `maxEntries` keys. Bounded by size rather than by `max`: with `max`,
 * lru-cache allocates its index arrays for every entry up front (2.8 MB per store of 100,000, measured), which
 * an idle gateway would pay for each of its dozen stores.
 */
export function boundedMap<V extends {}>(maxEntries: number): LRUCache<string, V> {
  if (!Number.isSafeInteger(maxEntries) || maxEntries < 1) {
    throw new Error(`maxEntries must be a positive whole number, got ${maxEntries}`);
  }
  return new LRUCache<string, V>({ maxSize: maxEntries, sizeCalculation: () => 1 });
}

/**
 * The embedded mode's rooms whose keys must not go because a flood came, each bounded on its own so that one
 * filled refuses only the requests that need a new key in it: spent captcha solutions and tokens (`captcha`),
 * the once-a-day call marks (`calls`) and the automatic blocks (`blocks`). The counts whose loss costs nothing
 * worse than a visitor's allowance starting afresh (visitors' strikes, demo sessions, the ROI e-mails' counts
 * and first-e-mail marks) live in rooms that forget their least recently used keys instead.
 */
export const GUARDED_ROOMS = ['captcha', 'calls', 'blocks'] as const;
export type GuardedRoom = (typeof GUARDED_ROOMS)[number];

export interface MemoryStoreOptions {
  now?: () => number;
  /**
   * The most keys held (default {@link DEFAULT_MAX_ENTRIES}); beyond it the least recently used key is forgotten.
   * Most keys are a visitor's (strikes, blocks, demo sessions), so this bounds the memory a flood from many
   * addresses takes. What a visitor loses is a key nobody read or wrote while more than this many others were:
   * a strike or a block of a visitor who stayed away, a demo left idle; a visitor still sending requests keeps
   * its own keys fresh.
   */
  maxEntries?: number;
  /**
   * What a full store does with a new key: forget the least recently used one (visitors' state), or refuse it
   * (`refuse`: the marks that stop a replayed captcha solution or a second call to one phone, which must not
   * go because a flood came, and whose new ones fail closed instead: 503 until the oldest expire).
   */
  whenFull?: 'forget' | 'refuse';
  /** Told of each new key a full store refused (the metrics and the operator's log line). */
  onRefused?: () => void;
}

interface Entry {
  /** A count is kept as a number: smaller than its text, which only `get` needs. */
  value: string | number | Set<string>;
  expiresAt: number;
}

/** One process's store. Each method runs to completion before another starts, which makes them atomic. */
export function memoryStore({
  now = Date.now,
  maxEntries = DEFAULT_MAX_ENTRIES,
  whenFull = 'forget',
  onRefused,
}: MemoryStoreOptions = {}): KeyValueStore {
  const entries = boundedMap<Entry>(maxEntries);
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const removeExpired = () => {
    const t = now();
    const expired: string[] = [];
    // forEach is not a use: the sweep leaves the order in which the bound forgets keys as it was.
    entries.forEach((entry, key) => {
      if (entry.expiresAt <= t) expired.push(key);
    });
    for (const key of expired) entries.delete(key);
  };
  let lastRemoval = Number.NEGATIVE_INFINITY;
  /** In a store that refuses when full: room for a new key, or a 503 (expired keys looked for once a second). */
  const room = (key: string) => {
    if (whenFull === 'forget' || entries.size < maxEntries || entries.has(key)) return;
    if (now() - lastRemoval >= 1000) {
      lastRemoval = now();
      removeExpired();
    }
    if (entries.size >= maxEntries) {
      onRefused?.();
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The demo is very busy. Please try again in a few minutes.');
    }
  };

  // Expired keys go when they are read and, so that an idle store does not hold on to a flood, in a sweep.
  const sweep = setInterval(removeExpired, 60_000);
  sweep.unref();

  const setOf = (key: string): Set<string> | undefined => {
    const value = live(key)?.value;
    return value instanceof Set ? value : undefined;
  };

  return {
    async get(key) {
      const value = live(key)?.value;
      if (typeof value === 'number') return String(value);
      return typeof value === 'string' ? value : null;
    },
    async set(key, value, ttlMs) {
      room(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      room(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      if (entry && typeof entry.value === 'number') {
        entry.value += 1;
        return entry.value;
      }
      // A count over a text value (set by `set`) goes on from its number, as Redis's INCR does.
      const count = (entry && typeof entry.value === 'string' ? Number(entry.value) : 0) + 1;
      room(key);
      entries.set(key, { value: count, expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
    async delete(key) {
      entries.delete(key);
    },
    async addToSet(key, member, ttlMs) {
      const set = setOf(key) ?? new Set<string>();
      room(key);
      set.add(member);
      entries.set(key, { value: set, expiresAt: now() + ttlMs });
    },
    async isMember(key, member) {
      return setOf(key)?.has(member) ?? false;
    },
    async members(key) {
      return [...(setOf(key) ?? [])];
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
