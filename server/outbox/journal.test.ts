import { appendFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalOutbox } from './journal';
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

  it('gives back after a crash the items that were being delivered (leases are not kept)', async () => {
    const dir = await folder();
    const first = journalOutbox(dir);
    await first.add(item('a'));
    expect(ids(await first.claim(1000, 10, 60_000))).toEqual(['a']);
    expect(await first.claim(1000, 10, 60_000)).toEqual([]);
    // No close: the process "dies" holding the lease and the lock.
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

  it('refuses a journal another running gateway holds', async () => {
    const dir = await folder();
    // The lock names a live process that is not this one (the parent of the test runner).
    await writeFile(path.join(dir, 'outbox.lock'), String(process.ppid));
    const journal = journalOutbox(dir);
    await expect(journal.ready()).rejects.toThrow(/in use by process/);
    await expect(journal.add(item('a'))).rejects.toThrow(/in use by process/);
    await journal.close();
  });
});
