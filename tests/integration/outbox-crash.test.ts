/**
 * The outbox survives a crash: the gateway runs as a real child process (tests/integration/outbox-gateway.ts,
 * what server/main.ts does), accepts ROI e-mails while the SMTP server is down, is killed with SIGKILL, and
 * started again on the same DATA_DIR once the SMTP server is up: every accepted e-mail arrives exactly once,
 * also when the journal ends in a torn record.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { roiPayload } from '../fixtures/roi';
import { countBy, freePort, makeStaticDir, startSmtpServer } from './helpers';

const ENTRY = 'tests/integration/outbox-gateway.ts';
const ADMIN_TOKEN = 'crash-test-admin-token-0123456789';
const VISITORS = Array.from({ length: 20 }, (_, i) => `crash.visitor${i + 1}@example.com`);

interface Gateway {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

const running = new Set<ChildProcess>();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  while (cleanups.length) await cleanups.pop()?.();
});

/** Starts the gateway with only the given environment (nothing of the test runner's) and waits for /healthz. */
async function startGateway(env: Record<string, string>): Promise<Gateway> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`The gateway exited (${child.exitCode}):\n${output}`);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    },
    { timeout: 20_000, interval: 50 },
  );
  return { child, url, exited, output: () => output };
}

const postRoi = (url: string, userEmail: string) =>
  fetch(`${url}/api/send-roi-metrics`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(roiPayload({ userEmail })),
  });

async function outboxView(url: string): Promise<{ pending: unknown[]; dead: unknown[] }> {
  const response = await fetch(`${url}/api/admin/outbox`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { pending: unknown[]; dead: unknown[] };
}

async function crashAndRestart({ tornRecord }: { tornRecord: boolean }): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-data-'));
  const smtpPort = await freePort();
  const env = {
    SANDBOX_PARTNER_PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: await makeStaticDir(),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_RETRY_BASE_MS: '100',
    OUTBOX_RETRY_MAX_MS: '500',
    LOG_LEVEL: 'silent',
    ROI_EMAIL_LIMIT: '1000',
    ADMIN_TOKEN,
  };
  const journal = path.join(dataDir, 'journal', 'outbox.ndjson');

  const first = await startGateway(env);
  const answers = await Promise.all(VISITORS.map((userEmail) => postRoi(first.url, userEmail)));
  expect(answers.map((answer) => answer.status)).toEqual(VISITORS.map(() => 200));
  first.child.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');

  // Every accepted e-mail was on disk before its answer.
  const records = (await readFile(journal, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { op: string; item?: { payload: { to: string } } });
  expect(
    records
      .filter((record) => record.op === 'add')
      .map((record) => record.item?.payload.to)
      .sort(),
  ).toEqual([...VISITORS].sort());
  if (tornRecord) await appendFile(journal, '{"op":"add","item":{"id":"torn-record","kind":"em');

  const smtp = await startSmtpServer({ port: smtpPort });
  cleanups.push(() => smtp.close());
  const second = await startGateway(env);
  await vi.waitFor(
    async () => {
      expect(smtp.received.length).toBeGreaterThanOrEqual(VISITORS.length);
      expect(await outboxView(second.url)).toEqual({ pending: [], dead: [] });
    },
    { timeout: 20_000, interval: 100 },
  );

  expect(smtp.received).toHaveLength(VISITORS.length);
  const perVisitor = countBy(smtp.received, (mail) => mail.to.join(','));
  expect([...perVisitor.keys()].sort()).toEqual([...VISITORS].sort());
  expect([...perVisitor.values()].every((count) => count === 1)).toBe(true);
  expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(VISITORS.length);
  for (const mail of smtp.received) expect(mail.messageId).toBe(`<${mail.outboxId}@outbox.alex>`);

  second.child.kill('SIGTERM');
  expect(await second.exited, second.output()).toEqual({ code: 0, signal: null });
  // A clean stop releases the journal; the torn record is gone from it.
  expect(existsSync(path.join(dataDir, 'journal', 'outbox.lock'))).toBe(false);
  expect(await readFile(journal, 'utf8')).not.toContain('torn-record');
}

describe('the gateway killed with e-mails in its outbox', () => {
  it('delivers each accepted e-mail exactly once after a restart on the same DATA_DIR', async () => {
    await crashAndRestart({ tornRecord: false });
  }, 50_000);

  it('also when the journal ends in half a record (a write the crash cut short)', async () => {
    await crashAndRestart({ tornRecord: true });
  }, 50_000);
});
