/** Where the sandbox keeps what visitors create: this process's memory, or Redis shared by every instance. */
import type { Job } from '../recruiter';
import { SESSION_TTL_MS } from '../sessions';

/** `question` only numbers the questions of interviews; the others are stored under their ids. */
export type SandboxKind = 'job' | 'interview' | 'question' | 'contact' | 'call' | 'report';

export interface SandboxState {
  /**
   * Reserves `count` consecutive ids of a kind that were never given out before, by this instance or any
   * other sharing the state, and answers the first. Demo sessions own entities by bare id: an id given out
   * twice would show one visitor's contact to another.
   */
  allocate(kind: SandboxKind, count?: number): Promise<number>;
  /** A copy of what is kept, or undefined once it expired or was evicted. */
  get<T>(kind: SandboxKind, id: number): Promise<T | undefined>;
  put<T>(kind: SandboxKind, id: number, value: T): Promise<void>;
  /** Keeps the value only if the id has none yet: true when this call kept it, whichever instance asks. */
  putIfAbsent<T>(kind: SandboxKind, id: number, value: T): Promise<boolean>;
}

/** Entities by id, oldest first; beyond the limits the oldest go. */
class BoundedStore {
  private readonly items = new Map<number, unknown>();
  private weight = 0;

  constructor(
    private readonly maxItems: number,
    private readonly weigh: (item: unknown) => number = () => 0,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  has(id: number): boolean {
    return this.items.has(id);
  }

  get(id: number): unknown {
    return this.items.get(id);
  }

  set(id: number, item: unknown): void {
    if (this.items.has(id)) this.weight -= this.weigh(this.items.get(id));
    // A replaced entity (a cancelled call) keeps its place in line: age is counted from its creation.
    this.items.set(id, item);
    this.weight += this.weigh(item);
    while (this.items.size > this.maxItems || (this.weight > this.maxWeight && this.items.size > 1)) {
      const oldest = this.items.keys().next().value as number;
      this.weight -= this.weigh(this.items.get(oldest));
      this.items.delete(oldest);
    }
  }
}

export interface MemoryLimits {
  /** How many of each kind are kept; the oldest go first. */
  maxEntities: number;
  /** Characters of job descriptions kept in all; the oldest jobs go first beyond it. */
  maxDescriptionChars: number;
}

/**
 * One process's state, bounded so that a long-running gateway cannot be grown. Copies go in and out, so no
 * caller can change what is kept; each method runs to completion before another starts (atomic).
 */
export function memorySandboxState({ maxEntities, maxDescriptionChars }: MemoryLimits): SandboxState {
  const lastIds = new Map<SandboxKind, number>();
  const stores = new Map<SandboxKind, BoundedStore>();
  const storeOf = (kind: SandboxKind): BoundedStore => {
    let store = stores.get(kind);
    if (!store) {
      store =
        kind === 'job'
          ? new BoundedStore(maxEntities, (job) => (job as Job).description.length, maxDescriptionChars)
          : new BoundedStore(maxEntities);
      stores.set(kind, store);
    }
    return store;
  };
  return {
    async allocate(kind, count = 1) {
      const first = (lastIds.get(kind) ?? 0) + 1;
      lastIds.set(kind, first + count - 1);
      return first;
    },
    async get<T>(kind: SandboxKind, id: number) {
      const item = storeOf(kind).get(id);
      return item === undefined ? undefined : (structuredClone(item) as T);
    },
    async put(kind, id, value) {
      storeOf(kind).set(id, structuredClone(value));
    },
    async putIfAbsent(kind, id, value) {
      const store = storeOf(kind);
      if (store.has(id)) return false;
      store.set(id, structuredClone(value));
      return true;
    },
  };
}

/** Sends one Redis command and answers its reply; failures and deadlines are the caller's (a 503). */
export type RedisCommand = (args: string[]) => Promise<unknown>;

/**
 * How many of each kind Redis keeps: the newest, as in this process's memory. Jobs carry up to 20,000
 * characters each, so fewer of them (about 40 MB at most); the rest are small.
 */
export const REDIS_SANDBOX_LIMITS: Readonly<Record<SandboxKind, number>> = {
  job: 2_000,
  interview: 10_000,
  question: Number.POSITIVE_INFINITY,
  contact: 10_000,
  call: 10_000,
  report: 10_000,
};

/**
 * The state every instance shares: ids from INCRBY on counters that never expire (so an id is never given
 * out twice, even after everything it numbered expired), entities as JSON that live as long as a demo
 * session does. Each new id makes room by deleting the entity `limit` ids older (a call takes its report
 * with it, which bears its id), so that a flood of demos cannot fill the Redis the limits and the outbox use.
 */
export function redisSandboxState(
  command: RedisCommand,
  prefix: string,
  ttlMs = SESSION_TTL_MS,
  limits: Readonly<Record<SandboxKind, number>> = REDIS_SANDBOX_LIMITS,
): SandboxState {
  const key = (kind: SandboxKind, id: number) => `${prefix}sandbox:${kind}:${id}`;
  const ttl = String(ttlMs);
  return {
    async allocate(kind, count = 1) {
      const last = Number(await command(['INCRBY', `${prefix}sandbox:id:${kind}`, String(count)]));
      const first = last - count + 1;
      const limit = limits[kind];
      const outdated: string[] = [];
      for (let id = Math.max(1, first - limit); Number.isFinite(limit) && id <= last - limit; id++) {
        outdated.push(key(kind, id));
        if (kind === 'call') outdated.push(key('report', id));
      }
      if (outdated.length > 0) await command(['DEL', ...outdated]);
      return first;
    },
    async get<T>(kind: SandboxKind, id: number) {
      const value = await command(['GET', key(kind, id)]);
      return typeof value === 'string' ? (JSON.parse(value) as T) : undefined;
    },
    async put(kind, id, value) {
      await command(['SET', key(kind, id), JSON.stringify(value), 'PX', ttl]);
    },
    async putIfAbsent(kind, id, value) {
      return (await command(['SET', key(kind, id), JSON.stringify(value), 'PX', ttl, 'NX'])) === 'OK';
    },
  };
}
