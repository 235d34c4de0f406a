/**
 * The embedded mode's outbox store: an append-only journal (one JSON record a line) flushed to the device
 * before `add` resolves. Records written while a flush is under way share the next one (group commit), so
 * a burst of requests costs a few flushes, not one each. At startup the journal is replayed: a record torn
 * by a crash (no newline yet) was never acknowledged and is dropped. When most records are history, the
 * journal is rewritten with the live items only (temporary file, flushed, renamed).
 *
 * One process owns a journal: it listens on a local socket named after the journal's folder, which the
 * kernel frees when the process dies, so a second gateway on the same DATA_DIR is refused and a restart
 * right after a crash is not.
 */
import { createHash } from 'node:crypto';
import { type FileHandle, mkdir, open, readFile, realpath, rename, truncate, unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { type OutboxItem, OutboxState, type OutboxStore } from './store';

/** What a failed delivery changed: its item's payload stays where the journal already has it. */
interface Attempt {
  id: string;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
}

type JournalRecord =
  | { op: 'add' | 'revive'; item: OutboxItem }
  // With the whole item: journals of older versions, and a dead letter whose item is not pending.
  | { op: 'retry' | 'dead'; item: OutboxItem }
  | ({ op: 'retry' | 'dead' } & Attempt)
  | { op: 'done' | 'discard'; id: string };

/** Opens a file of the journal; tests fill the device up through it. */
export type OpenFile = (file: string, flags: string) => Promise<FileHandle>;

/** Rewrite once the journal holds this many records and four times as many as there are live items. */
const COMPACT_AFTER = 2000;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

const attempt = (op: 'retry' | 'dead', item: OutboxItem): JournalRecord => ({
  op,
  id: item.id,
  attempts: item.attempts,
  nextAttemptAt: item.nextAttemptAt,
  lastError: item.lastError,
});

function attempted(item: OutboxItem | undefined, change: Attempt): OutboxItem | undefined {
  if (!item) return undefined;
  const next: OutboxItem = { ...item, attempts: change.attempts, nextAttemptAt: change.nextAttemptAt };
  if (change.lastError === undefined) delete next.lastError;
  else next.lastError = change.lastError;
  return next;
}

function apply(state: OutboxState, record: JournalRecord): void {
  switch (record.op) {
    case 'add':
    case 'revive':
      state.buried.delete(record.item.id);
      state.add(record.item);
      break;
    case 'retry':
    case 'dead': {
      const item = 'item' in record ? record.item : attempted(state.items.get(record.id), record);
      if (!item) break;
      if (record.op === 'retry') state.retry(item);
      else state.bury(item);
      break;
    }
    case 'done':
      state.delivered(record.id);
      break;
    case 'discard':
      state.discard(record.id);
      break;
  }
}

/**
 * Writes every byte or fails: on a nearly full device a write can take part of what it is given without an
 * error, and a record acknowledged with its end missing is an e-mail lost.
 */
async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
    if (bytesWritten <= 0) {
      throw Object.assign(new Error('The outbox journal could not be written: no space left on the device.'), {
        code: 'ENOSPC',
      });
    }
    written += bytesWritten;
  }
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Exclusive: in a cluster, workers would otherwise share the primary's socket, and with it the lock.
    server.listen({ path: address, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Whether a process listens on a socket file (a crash leaves the file behind, with nobody listening). */
const answers = (address: string) =>
  new Promise<boolean>((resolve, reject) => {
    const socket = createConnection(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error) => {
      if (errorCode(error) === 'ECONNREFUSED' || errorCode(error) === 'ENOENT') resolve(false);
      else reject(error);
    });
  });

/**
 * Takes a journal folder for this process until `release()`, or fails if a live process holds it. The lock is
 * a listening socket, not a file to read: a dead owner (even one its parent has not collected yet) holds
 * nothing, and no process id can be mistaken for another one. On Linux the socket is in the abstract
 * namespace (nothing on disk), which is per network namespace: containers that share a DATA_DIR volume
 * without sharing their network do not see each other's lock. On Windows it is a named pipe; elsewhere a
 * socket file in the folder.
 */
export async function lockJournal(
  folder: string,
  platform: NodeJS.Platform = process.platform,
): Promise<{ release(): Promise<void> }> {
  const name = `alex-journal-${createHash('sha256').update(folder).digest('hex')}`;
  const socketFile = platform !== 'linux' && platform !== 'win32';
  const address =
    platform === 'linux'
      ? `\0${name}`
      : platform === 'win32'
        ? `\\\\.\\pipe\\${name}`
        : path.join(folder, 'outbox.sock');
  const inUse = () =>
    new Error(`The outbox journal ${folder} is in use by another gateway (one gateway per DATA_DIR).`);
  // A gateway that probes the lock is answered by the connection closing.
  const server = createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if (errorCode(error) !== 'EADDRINUSE') throw error;
    if (!socketFile || (await answers(address))) throw inUse();
    // Left by an owner that died. Two gateways starting at the same moment after that crash could both get
    // here; the kernel-held variants above have no such window.
    await unlink(address).catch(() => {});
    try {
      await listen(server, address);
    } catch (again) {
      throw errorCode(again) === 'EADDRINUSE' ? inUse() : again;
    }
  }
  // The lock must not keep the process alive, and an accept that fails does not loosen it.
  server.unref();
  server.on('error', () => {});
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface JournalOptions {
  open?: OpenFile;
}

/** The journal in a folder; it is opened (locked and replayed) on first use, or by `ready()`. */
export function journalOutbox(
  dir: string,
  log: (error: unknown) => void = console.error,
  options: JournalOptions = {},
): OutboxStore & {
  ready(): Promise<void>;
} {
  const opening = openJournal(dir, log, options.open ?? open);
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

/** Reads a journal into a state; a torn last record is cut off so that the next record starts on its own line. */
async function replay(file: string, state: OutboxState, log: (error: unknown) => void): Promise<number> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 0;
    throw error;
  }
  let records = 0;
  const end = bytes.lastIndexOf(0x0a) + 1;
  for (const line of bytes.subarray(0, end).toString('utf8').split('\n')) {
    // Older versions could pad the journal with NUL bytes after a write the full device cut short: the record
    // after the padding is whole. A record never holds a raw NUL (JSON escapes it).
    for (const text of line.split('\0')) {
      if (!text) continue;
      try {
        apply(state, JSON.parse(text) as JournalRecord);
        records += 1;
      } catch (error) {
        log(new Error(`Skipped a damaged outbox journal record: ${String(error)}`));
      }
    }
  }
  // A torn last record (the process died while writing it) was never acknowledged.
  if (end < bytes.length) await truncate(file, end);
  return records;
}

async function openJournal(dir: string, log: (error: unknown) => void, openFile: OpenFile): Promise<OutboxStore> {
  await mkdir(dir, { recursive: true });
  const folder = await realpath(dir);
  const lock = await lockJournal(folder);
  try {
    return await openLocked(folder, log, openFile, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function openLocked(
  dir: string,
  log: (error: unknown) => void,
  openFile: OpenFile,
  release: () => Promise<void>,
): Promise<OutboxStore> {
  // The pid lock file of older versions: nothing reads it any more.
  await unlink(path.join(dir, 'outbox.lock')).catch(() => {});
  const file = path.join(dir, 'outbox.ndjson');
  const state = new OutboxState();
  let records = await replay(file, state, log);

  // Append mode: every write lands at the end of the file, also right after a failed batch was cut off.
  let handle: FileHandle = await openFile(file, 'a');
  /** The journal's length up to its last acknowledged record: a write that fails is cut back to it. */
  let size = (await handle.stat()).size;
  /** A failed batch could not be cut off yet: nothing is acknowledged until it is. */
  let damaged = false;
  /** A rewrite that failed (a full device, most likely) is tried again only after this many records. */
  let compactAfter = COMPACT_AFTER;
  let queue: { line: string; done: () => void; failed: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | undefined;
  let closed = false;

  async function cutBack(): Promise<void> {
    try {
      await handle.truncate(size);
      // Complete records of the failed batch must not come back after a crash either.
      await handle.datasync();
      damaged = false;
    } catch (error) {
      damaged = true;
      log(error);
    }
  }

  /** Ids whose add is being written. */
  const adding = new Set<string>();

  async function compact(): Promise<void> {
    const live = [
      ...state.pending().map((item): JournalRecord => ({ op: 'add', item })),
      ...state.dead().map((item): JournalRecord => ({ op: 'dead', item })),
    ];
    const temporary = `${file}.tmp`;
    const bytes = Buffer.from(live.map((record) => `${JSON.stringify(record)}\n`).join(''));
    let next: FileHandle | undefined;
    try {
      const out = await openFile(temporary, 'w');
      try {
        await writeAll(out, bytes);
        await out.sync();
      } finally {
        await out.close();
      }
      // Opened before the rename: once the new journal has the name, the old one is never written again.
      next = await openFile(temporary, 'a');
      await rename(temporary, file);
    } catch (error) {
      await next?.close().catch(log);
      await unlink(temporary).catch(() => {});
      throw error;
    }
    const previous = handle;
    handle = next;
    size = bytes.length;
    records = live.length;
    await previous.close().catch(log);
    // No record is acknowledged before the rename is on the device: flush() waits for this.
    const folder = await openFile(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      const bytes = Buffer.from(batch.map((entry) => entry.line).join(''));
      try {
        if (damaged) {
          await handle.truncate(size);
          damaged = false;
        }
        await writeAll(handle, bytes);
        await handle.datasync();
        size += bytes.length;
        records += batch.length;
        for (const entry of batch) entry.done();
      } catch (error) {
        // Nothing of a failed batch may stay: half a line would swallow the next batch's first record at replay.
        await cutBack();
        for (const entry of batch) entry.failed(error);
      }
      if (records > compactAfter && records > 4 * (state.items.size + state.buried.size)) {
        await compact().then(
          () => {
            compactAfter = COMPACT_AFTER;
          },
          (error) => {
            compactAfter = records + COMPACT_AFTER;
            log(error);
          },
        );
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
    async add(item) {
      // An id taken, or being written right now (the same operation retried at once), adds nothing.
      if (adding.has(item.id) || state.isTaken(item.id, Date.now())) return false;
      adding.add(item.id);
      try {
        await append({ op: 'add', item });
        return true;
      } finally {
        adding.delete(item.id);
      }
    },
    claim: async (now, limit, leaseMs) => state.claim(now, limit, leaseMs),
    delivered: (id) => append({ op: 'done', id }),
    // A retry record holds what changed, not a copy of the e-mail: an item tried twenty times is in the
    // journal once.
    retry: (item) => append(attempt('retry', item)),
    bury: (item) => append(state.items.has(item.id) ? attempt('dead', item) : { op: 'dead', item }),
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
      try {
        await handle.close();
      } finally {
        await release();
      }
    },
  };
}
