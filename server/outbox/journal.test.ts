import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, open, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalOutbox, lockJournal, type OpenFile } from './journal';
import type { OutboxItem } from './store';

const item = (id: string, fields: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  kind: 'email',
  payload: { to: `${id}@example.com` },
  createdAt: 1000,
  attempts: 0,
  nextAttemptAt: 1000,
  ...fields,
});

const folder = () => mkdtemp(path.join(tmpdir(), 'alex-journal-'));
const ids = (items: OutboxItem[]) => items.map((i) => i.id);

describe('the outbox journal', () => {
  it('finds after a restart what was pending, retried and buried, and forgets what was delivered', async () => {
    const dir = await folder();
    const first = journalOutbox(dir);
    await first.add(item('a'));
    await first.add(item('b'));
    await first.add(item('c'));
    await first.add(item('d'));
    await first.delivered('a');
    await first.retry(item('b', { attempts: 2, nextAttemptAt: 5000, lastError: 'down' }));
    await first.bury(item('c', { attempts: 3, lastError: '550' }));
    await first.close();

    const second = journalOutbox(dir);
    expect(await second.pending()).toEqual([
      item('d'),
      item('b', { attempts: 2, nextAttemptAt: 5000, lastError: 'down' }),
    ]);
    expect(await second.dead()).toEqual([item('c', { attempts: 3, lastError: '550' })]);
    expect(ids(await second.claim(1000, 10, 60_000))).toEqual(['d']);
    await second.close();
  });

  it('gives back after a restart the items that were being delivered (leases are not kept)', async () => {
    const dir = await folder();
    const first = journalOutbox(dir);
    await first.add(item('a'));
    expect(ids(await first.claim(1000, 10, 60_000))).toEqual(['a']);
    expect(await first.claim(1000, 10, 60_000)).toEqual([]);
    // The lease is still running; a crash forgets it just the same (tests/integration/outbox-crash.test.ts).
    await first.close();
    const second = journalOutbox(dir);
    expect(ids(await second.claim(1000, 10, 60_000))).toEqual(['a']);
    await second.close();
  });

  it('drops a record torn by a crash and keeps writing after it', async () => {
    const dir = await folder();
    const first = journalOutbox(dir);
    await first.add(item('a'));
    await first.close();
    const file = path.join(dir, 'outbox.ndjson');
    await appendFile(file, '{"op":"add","item":{"id":"torn"');
    const second = journalOutbox(dir);
    expect(ids(await second.pending())).toEqual(['a']);
    await second.add(item('b'));
    await second.close();
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).item.id)).toEqual(['a', 'b']);
  });

  it('skips a damaged record in the middle and says so', async () => {
    const dir = await folder();
    const good = (id: string) => `${JSON.stringify({ op: 'add', item: item(id) })}\n`;
    await writeFile(path.join(dir, 'outbox.ndjson'), `${good('a')}not json\n${good('b')}`);
    const logged: unknown[] = [];
    const journal = journalOutbox(dir, (error) => logged.push(error));
    expect(ids(await journal.pending())).toEqual(['a', 'b']);
    expect(String(logged[0])).toMatch(/damaged outbox journal record/);
    await journal.close();
  });

  it('flushes records written together in one go and answers each', async () => {
    const dir = await folder();
    const journal = journalOutbox(dir);
    await Promise.all(Array.from({ length: 200 }, (_, i) => journal.add(item(`i${i}`))));
    expect(await journal.pending()).toHaveLength(200);
    await journal.close();
    const reopened = journalOutbox(dir);
    expect(await reopened.pending()).toHaveLength(200);
    await reopened.close();
  });

  it('rewrites itself with the live items once most records are history', async () => {
    const dir = await folder();
    const journal = journalOutbox(dir);
    for (let round = 0; round < 25; round++) {
      await Promise.all(Array.from({ length: 50 }, (_, i) => journal.add(item(`r${round}-${i}`))));
      await Promise.all(Array.from({ length: 50 }, (_, i) => journal.delivered(`r${round}-${i}`)));
    }
    await journal.add(item('live'));
    await journal.close();
    const lines = (await readFile(path.join(dir, 'outbox.ndjson'), 'utf8')).trim().split('\n');
    expect(lines.length).toBeLessThan(2500);
    const reopened = journalOutbox(dir);
    expect(ids(await reopened.pending())).toEqual(['live']);
    await reopened.close();
  });

  it('refuses a second journal on the same folder while the first is open, and opens once it is closed', async () => {
    const dir = await folder();
    const first = journalOutbox(dir);
    await first.add(item('a'));
    const second = journalOutbox(dir);
    const refusal = /The outbox journal .* is in use by another gateway \(one gateway per DATA_DIR\)\./;
    await expect(second.ready()).rejects.toThrow(refusal);
    await expect(second.add(item('b'))).rejects.toThrow(refusal);
    await second.close();
    await first.close();
    const third = journalOutbox(dir);
    expect(ids(await third.pending())).toEqual(['a']);
    await third.close();
  });

  it('opens past the lock file of an older version, even one naming a live process, and removes it', async () => {
    const dir = await folder();
    // A process id that is alive, as a reused one would be after a restart.
    await writeFile(path.join(dir, 'outbox.lock'), String(process.ppid));
    const journal = journalOutbox(dir);
    await journal.add(item('a'));
    expect(existsSync(path.join(dir, 'outbox.lock'))).toBe(false);
    await journal.close();
    expect(await readdir(dir)).toEqual(['outbox.ndjson']);
  });

  it('keeps the lock in a socket file where there is no abstract socket, and takes over one a crash left', async () => {
    const dir = await folder();
    // A file nobody listens on, as a killed owner leaves it.
    await writeFile(path.join(dir, 'outbox.sock'), '');
    const first = await lockJournal(dir, 'darwin');
    await expect(lockJournal(dir, 'darwin')).rejects.toThrow(/in use by another gateway/);
    await first.release();
    expect(existsSync(path.join(dir, 'outbox.sock'))).toBe(false);
    const again = await lockJournal(dir, 'darwin');
    await again.release();
  });
});

/**
 * A device with `room` bytes left for the journal (and `room` set back to Infinity when space is freed): a
 * write takes what fits and reports it, the next write fails with ENOSPC, as write(2) does.
 */
function fillingDevice(only: (file: string) => boolean = () => true) {
  const device = { room: Number.POSITIVE_INFINITY };
  const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  const openFile: OpenFile = async (file, flags) => {
    const handle = await open(file, flags);
    if (!only(file)) return handle;
    return new Proxy(handle, {
      get(target, key) {
        if (key === 'write') {
          return async (data: Buffer | string, offset?: number, length?: number) => {
            const bytes =
              typeof data === 'string'
                ? Buffer.from(data)
                : data.subarray(offset ?? 0, (offset ?? 0) + (length ?? data.length));
            const fits = Math.min(bytes.length, device.room);
            if (fits === 0 && bytes.length > 0) throw enospc();
            device.room -= fits;
            const { bytesWritten } = await target.write(bytes, 0, fits);
            return { bytesWritten, buffer: data };
          };
        }
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return { device, open: openFile };
}

describe('the outbox journal on a device that fills up', () => {
  const email = (id: string) => item(id, { payload: { to: `${id}@example.com`, html: 'x'.repeat(6000) } });

  it('refuses an e-mail it could write only part of, and keeps exactly the acknowledged ones', async () => {
    const dir = await folder();
    const { device, open: openFile } = fillingDevice();
    const journal = journalOutbox(dir, () => {}, { open: openFile });
    await journal.add(email('a'));
    await journal.add(email('b'));
    device.room = 2500;
    await expect(journal.add(email('c'))).rejects.toThrow(/ENOSPC|no space/);
    await expect(journal.add(email('d'))).rejects.toThrow(/ENOSPC|no space/);
    device.room = Number.POSITIVE_INFINITY;
    await journal.add(email('e'));
    expect(ids(await journal.pending())).toEqual(['a', 'b', 'e']);
    await journal.close();

    const bytes = await readFile(path.join(dir, 'outbox.ndjson'));
    expect(bytes.includes(0)).toBe(false);
    const lines = bytes.toString('utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).item.id)).toEqual(['a', 'b', 'e']);
    const reopened = journalOutbox(dir);
    expect(await reopened.pending()).toEqual([email('a'), email('b'), email('e')]);
    await reopened.close();
  });

  it('keeps the journal it has when a rewrite runs out of space', async () => {
    const dir = await folder();
    const { device, open: openFile } = fillingDevice((file) => file.endsWith('.tmp'));
    const logged: unknown[] = [];
    const journal = journalOutbox(dir, (error) => logged.push(error), { open: openFile });
    await Promise.all(['a', 'b', 'c'].map((id) => journal.add(email(id))));
    device.room = 3000;
    for (let round = 0; round < 25; round++) {
      await Promise.all(Array.from({ length: 50 }, (_, i) => journal.add(item(`r${round}-${i}`))));
      await Promise.all(Array.from({ length: 50 }, (_, i) => journal.delivered(`r${round}-${i}`)));
    }
    // One failed rewrite, not one a flush: the next try waits for as many records again.
    expect(logged.map(String)).toEqual([expect.stringMatching(/ENOSPC|no space/)]);
    expect(existsSync(path.join(dir, 'outbox.ndjson.tmp'))).toBe(false);
    await journal.close();
    const reopened = journalOutbox(dir);
    expect(await reopened.pending()).toEqual([email('a'), email('b'), email('c')]);
    await reopened.close();
  });

  it('reads the record after the NUL bytes an older version padded the journal with', async () => {
    const dir = await folder();
    const good = (id: string) => JSON.stringify({ op: 'add', item: item(id) });
    await writeFile(path.join(dir, 'outbox.ndjson'), `${good('a')}\n{"op":"add","it\0\0\0\0${good('b')}\n`);
    const journal = journalOutbox(dir, () => {});
    expect(ids(await journal.pending())).toEqual(['a', 'b']);
    await journal.close();
  });
});

describe('the outbox journal recording a failed delivery', () => {
  it('writes what changed, not another copy of the e-mail, and replays it onto the item', async () => {
    const dir = await folder();
    const journal = journalOutbox(dir);
    const mail = item('a', { payload: { to: 'a@example.com', html: 'x'.repeat(6000) } });
    await journal.add(mail);
    await journal.add(item('b'));
    await journal.retry({ ...mail, attempts: 1, nextAttemptAt: 2000, lastError: 'connection refused' });
    await journal.retry({ ...mail, attempts: 2, nextAttemptAt: 4000, lastError: '421 try later' });
    await journal.bury(item('b', { attempts: 3, lastError: '550 no such user' }));
    await journal.close();

    const lines = (await readFile(path.join(dir, 'outbox.ndjson'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(5);
    for (const line of lines.slice(2)) {
      expect(line).not.toContain('payload');
      expect(Buffer.byteLength(line)).toBeLessThan(200);
    }

    const reopened = journalOutbox(dir);
    expect(await reopened.pending()).toEqual([
      { ...mail, attempts: 2, nextAttemptAt: 4000, lastError: '421 try later' },
    ]);
    expect(await reopened.dead()).toEqual([item('b', { attempts: 3, lastError: '550 no such user' })]);
    await reopened.close();
  });

  it('keeps the e-mail of an item retried so often that the journal is rewritten', async () => {
    const dir = await folder();
    const journal = journalOutbox(dir);
    const mail = item('a', { payload: { to: 'a@example.com', html: 'x'.repeat(6000) } });
    await journal.add(mail);
    await Promise.all(
      Array.from({ length: 2100 }, (_, i) => journal.retry({ ...mail, attempts: i + 1, nextAttemptAt: 2000 + i })),
    );
    await journal.close();
    const lines = (await readFile(path.join(dir, 'outbox.ndjson'), 'utf8')).trim().split('\n');
    expect(lines.length).toBeLessThan(200);
    const reopened = journalOutbox(dir);
    expect(await reopened.pending()).toEqual([{ ...mail, attempts: 2100, nextAttemptAt: 4099 }]);
    await reopened.close();
  });

  it('still replays the journals of older versions, whose retry and dead records hold the whole item', async () => {
    const dir = await folder();
    const records = [
      { op: 'add', item: item('a') },
      { op: 'add', item: item('b') },
      { op: 'retry', item: item('a', { attempts: 1, nextAttemptAt: 3000, lastError: 'down' }) },
      { op: 'dead', item: item('b', { attempts: 5, lastError: '550' }) },
    ];
    await writeFile(path.join(dir, 'outbox.ndjson'), records.map((record) => `${JSON.stringify(record)}\n`).join(''));
    const journal = journalOutbox(dir);
    expect(await journal.pending()).toEqual([item('a', { attempts: 1, nextAttemptAt: 3000, lastError: 'down' })]);
    expect(await journal.dead()).toEqual([item('b', { attempts: 5, lastError: '550' })]);
    await journal.close();
  });
});
