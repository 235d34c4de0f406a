/**
 * The outbox's items and the store they live in: a journal on disk in the embedded mode (./journal.ts),
 * Redis in the scale-out mode (./redis-store.ts), memory in tests. An item is written before the visitor is
 * told "sent", claimed by one worker at a time, and then either delivered, retried later or buried.
 */

/** E-mails rendered when accepted, leads, and the report e-mail of a demo call, rendered once the report exists. */
export type OutboxKind = 'email' | 'lead' | 'demo-report';

export interface OutboxItem {
  /** Also the idempotency key of the delivery (Message-ID, lead file name). */
  id: string;
  kind: OutboxKind;
  payload: unknown;
  createdAt: number;
  /** Deliveries tried so far. */
  attempts: number;
  /** Not before (epoch ms). */
  nextAttemptAt: number;
  lastError?: string;
}

/**
 * How long an item's id stays taken after it was added: a retried request (its operation's id, see
 * server/http/idempotency.ts) adds nothing again within it, even once the first item was delivered.
 */
export const ID_TAKEN_MS = 24 * 60 * 60_000;

export interface OutboxStore {
  /**
   * Resolves once the item is durable (flushed to the device, or acknowledged by Redis): true, or false when an
   * item of the same id was added within {@link ID_TAKEN_MS} (nothing is added).
   */
  add(item: OutboxItem): Promise<boolean>;
  /** Items due at `now`, each leased to the caller for `leaseMs` (no other worker gets it meanwhile). */
  claim(now: number, limit: number, leaseMs: number): Promise<OutboxItem[]>;
  /** The item was delivered: it leaves the outbox. */
  delivered(id: string): Promise<void>;
  /** The delivery failed: try again at `item.nextAttemptAt`. */
  retry(item: OutboxItem): Promise<void>;
  /** The delivery failed for good: the item moves to the dead letters. */
  bury(item: OutboxItem): Promise<void>;
  /** A dead letter goes back to the queue, due now, its attempts counted from zero. */
  revive(id: string, now: number): Promise<boolean>;
  /** A dead letter is deleted. */
  discard(id: string): Promise<boolean>;
  pending(): Promise<OutboxItem[]>;
  dead(): Promise<OutboxItem[]>;
  close(): Promise<void>;
}

const byDue = (a: OutboxItem, b: OutboxItem) => a.nextAttemptAt - b.nextAttemptAt || a.createdAt - b.createdAt;

/**
 * The state both the journal and the memory store keep: pending items, dead letters and the leases of this
 * process. A crash forgets the leases, so items in flight are due again after a restart.
 */
export class OutboxState {
  readonly items = new Map<string, OutboxItem>();
  readonly buried = new Map<string, OutboxItem>();
  private readonly leases = new Map<string, number>();
  /** Ids added, in the order they were, with when. */
  private readonly taken = new Map<string, number>();

  add(item: OutboxItem): void {
    this.items.set(item.id, item);
    this.taken.delete(item.id);
    this.taken.set(item.id, item.createdAt);
  }

  /** Whether an item of this id was added within {@link ID_TAKEN_MS} of `now` (what was added before is forgotten). */
  isTaken(id: string, now: number): boolean {
    for (const [old, at] of this.taken) {
      if (at > now - ID_TAKEN_MS) break;
      this.taken.delete(old);
    }
    return this.taken.has(id) || this.items.has(id) || this.buried.has(id);
  }

  claim(now: number, limit: number, leaseMs: number): OutboxItem[] {
    const due = [...this.items.values()]
      .filter((item) => item.nextAttemptAt <= now && (this.leases.get(item.id) ?? 0) <= now)
      .sort(byDue)
      .slice(0, limit);
    for (const item of due) this.leases.set(item.id, now + leaseMs);
    return due;
  }

  delivered(id: string): void {
    this.items.delete(id);
    this.leases.delete(id);
  }

  retry(item: OutboxItem): void {
    if (!this.items.has(item.id)) return;
    this.items.set(item.id, item);
    this.leases.delete(item.id);
  }

  bury(item: OutboxItem): void {
    this.items.delete(item.id);
    this.leases.delete(item.id);
    this.buried.set(item.id, item);
  }

  revive(id: string, now: number): OutboxItem | undefined {
    const item = this.buried.get(id);
    if (!item) return undefined;
    const again: OutboxItem = { ...item, attempts: 0, nextAttemptAt: now };
    delete again.lastError;
    this.buried.delete(id);
    this.items.set(id, again);
    return again;
  }

  discard(id: string): boolean {
    return this.buried.delete(id);
  }

  pending(): OutboxItem[] {
    return [...this.items.values()].sort(byDue);
  }

  dead(): OutboxItem[] {
    return [...this.buried.values()].sort((a, b) => a.createdAt - b.createdAt);
  }
}

/** Keeps everything in this process: for tests and for measuring the journal's cost. */
export function memoryOutbox(): OutboxStore {
  const state = new OutboxState();
  return {
    async add(item) {
      if (state.isTaken(item.id, Date.now())) return false;
      state.add(item);
      return true;
    },
    claim: async (now, limit, leaseMs) => state.claim(now, limit, leaseMs),
    delivered: async (id) => state.delivered(id),
    retry: async (item) => state.retry(item),
    bury: async (item) => state.bury(item),
    revive: async (id, now) => state.revive(id, now) !== undefined,
    discard: async (id) => state.discard(id),
    pending: async () => state.pending(),
    dead: async () => state.dead(),
    close: async () => {},
  };
}
