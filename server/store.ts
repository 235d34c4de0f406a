/**
 * The small key-value contract the gateway's state lives behind: captcha replay marks, automatic blocks,
 * demo sessions and the once-a-day call marks. In memory by default; Redis in the scale-out mode, so that
 * every instance behind one address sees the same state. Every operation that decides something is atomic.
 */

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

interface Entry {
  value: string | Set<string>;
  expiresAt: number;
}

/** One process's store. Each method runs to completion before another starts, which makes them atomic. */
export function memoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired keys go when they are read and, so that an idle store does not grow, in a sweep.
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();

  const setOf = (key: string): Set<string> | undefined => {
    const value = live(key)?.value;
    return value instanceof Set ? value : undefined;
  };

  return {
    async get(key) {
      const value = live(key)?.value;
      return typeof value === 'string' ? value : null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      const count = (entry && typeof entry.value === 'string' ? Number(entry.value) : 0) + 1;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
    async delete(key) {
      entries.delete(key);
    },
    async addToSet(key, member, ttlMs) {
      const set = setOf(key) ?? new Set<string>();
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
