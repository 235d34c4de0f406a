/**
 * The embedded mode's outbox store: an append-only journal (one JSON record a line) flushed to the device
 * before `add` resolves. Records written while a flush is under way share the next one (group commit), so
 * a burst of requests costs a few flushes, not one each. At startup the journal is replayed: a record torn
 * by a crash (no newline yet) was never acknowledged and is dropped. When most records are history, the
 * journal is rewritten with the live items only (temporary file, flushed, renamed).
 *
 * One process owns a journal: a lock file with its pid keeps a second gateway on the same DATA_DIR out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { type FileHandle, mkdir, open, readFile, rename, truncate, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type OutboxItem, OutboxState, type OutboxStore } from './store';

type JournalRecord =
  | { op: 'add' | 'retry' | 'dead' | 'revive'; item: OutboxItem }
  | { op: 'done' | 'discard'; id: string };

/** Rewrite once the journal holds this many records and four times as many as there are live items. */
const COMPACT_AFTER = 2000;

function apply(state: OutboxState, record: JournalRecord): void {
  switch (record.op) {
    case 'add':
    case 'revive':
      state.buried.delete(record.item.id);
      state.add(record.item);
      break;
    case 'retry':
      state.retry(record.item);
      break;
    case 'dead':
      state.bury(record.item);
      break;
    case 'done':
      state.delivered(record.id);
      break;
    case 'discard':
      state.discard(record.id);
      break;
  }
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the journal's lock: created exclusively, or taken over from a process that is gone (a crash leaves
 * its lock behind). Process ids are this machine's: gateways on several machines need a DATA_DIR each.
 */
async function lock(file: string): Promise<void> {
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const pid = Number(readFileSync(file, 'utf8'));
  if (pid && pid !== process.pid && processAlive(pid)) {
    throw new Error(`The outbox journal ${path.dirname(file)} is in use by process ${pid} (one gateway per DATA_DIR).`);
  }
  await writeFile(file, String(process.pid));
}

/** The journal in a folder; it is opened (locked and replayed) on first use, or by `ready()`. */
export function journalOutbox(
  dir: string,
  log: (error: unknown) => void = console.error,
): OutboxStore & {
  ready(): Promise<void>;
} {
  const opening = openJournal(dir, log);
  // A failure to open surfaces on every use (and at startup through ready()), never as an unhandled rejection.
  opening.catch(() => {});
  const use =
    <A extends unknown[], R>(method: (store: OutboxStore) => (...args: A) => Promise<R>) =>
    async (...args: A) =>
      method(await opening)(...args);
  return {
    ready: async () => {
      await opening;
    },
    add: use((s) => s.add),
    claim: use((s) => s.claim),
    delivered: use((s) => s.delivered),
    retry: use((s) => s.retry),
    bury: use((s) => s.bury),
    revive: use((s) => s.revive),
    discard: use((s) => s.discard),
    pending: use((s) => s.pending),
    dead: use((s) => s.dead),
    async close() {
      const store = await opening.catch(() => undefined);
      await store?.close();
    },
  };
}

async function openJournal(dir: string, log: (error: unknown) => void): Promise<OutboxStore> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'outbox.ndjson');
  const lockFile = path.join(dir, 'outbox.lock');
  await lock(lockFile);

  const state = new OutboxState();
  let records = 0;
  if (existsSync(file)) {
    const text = await readFile(file, 'utf8');
    const end = text.lastIndexOf('\n') + 1;
    for (const line of text.slice(0, end).split('\n')) {
      if (!line) continue;
      try {
        apply(state, JSON.parse(line) as JournalRecord);
        records += 1;
      } catch (error) {
        log(new Error(`Skipped a damaged outbox journal record: ${String(error)}`));
      }
    }
    // A torn last record (the process died while writing it) was never acknowledged.
    if (end < Buffer.byteLength(text)) await truncate(file, Buffer.byteLength(text.slice(0, end)));
  }

  let handle: FileHandle = await open(file, 'a');
  /** The journal's length up to its last acknowledged record: a write that fails is cut back to it. */
  let size = (await handle.stat()).size;
  let queue: { line: string; done: () => void; failed: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | undefined;
  let closed = false;

  async function compact(): Promise<void> {
    const live = [
      ...state.pending().map((item): JournalRecord => ({ op: 'add', item })),
      ...state.dead().map((item): JournalRecord => ({ op: 'dead', item })),
    ];
    const temporary = `${file}.tmp`;
    const text = live.map((record) => `${JSON.stringify(record)}\n`).join('');
    const out = await open(temporary, 'w');
    try {
      await out.write(text);
      await out.sync();
    } finally {
      await out.close();
    }
    // Until the rename, the old journal stays the one written to; after it, the new one is opened first.
    await rename(temporary, file);
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    const previous = handle;
    handle = await open(file, 'a');
    size = Buffer.byteLength(text);
    records = live.length;
    await previous.close();
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      const text = batch.map((entry) => entry.line).join('');
      try {
        await handle.write(text);
        await handle.datasync();
        size += Buffer.byteLength(text);
        records += batch.length;
        for (const entry of batch) entry.done();
      } catch (error) {
        // Nothing of a failed batch may stay: half a line would swallow the next batch's first record at replay.
        await handle.truncate(size).catch(log);
        for (const entry of batch) entry.failed(error);
      }
      if (records > COMPACT_AFTER && records > 4 * (state.items.size + state.buried.size)) {
        await compact().catch(log);
      }
    }
    flushing = undefined;
  }

  /** Resolves once the record is on the device; the state changes only then. */
  function append(record: JournalRecord): Promise<void> {
    if (closed) return Promise.reject(new Error('The outbox is closed.'));
    return new Promise<void>((resolve, reject) => {
      queue.push({
        line: `${JSON.stringify(record)}\n`,
        done: () => {
          apply(state, record);
          resolve();
        },
        failed: reject,
      });
      flushing ??= flush();
    });
  }

  return {
    add: (item) => append({ op: 'add', item }),
    claim: async (now, limit, leaseMs) => state.claim(now, limit, leaseMs),
    delivered: (id) => append({ op: 'done', id }),
    retry: (item) => append({ op: 'retry', item }),
    bury: (item) => append({ op: 'dead', item }),
    async revive(id, now) {
      const item = state.buried.get(id);
      if (!item) return false;
      const again: OutboxItem = { ...item, attempts: 0, nextAttemptAt: now };
      delete again.lastError;
      await append({ op: 'revive', item: again });
      return true;
    },
    async discard(id) {
      if (!state.buried.has(id)) return false;
      await append({ op: 'discard', id });
      return true;
    },
    pending: async () => state.pending(),
    dead: async () => state.dead(),
    async close() {
      closed = true;
      await flushing;
      await handle.close();
      await unlink(lockFile).catch(() => {});
    },
  };
}
