/**
 * The outbox survives a crash: the gateway runs as a real child process (tests/integration/outbox-gateway.ts,
 * what server/main.ts does), accepts ROI e-mails while the SMTP server is down, is killed with SIGKILL, and
 * started again on the same DATA_DIR once the SMTP server is up: every accepted e-mail arrives exactly once,
 * also when the journal ends in a torn record. A restart right after a kill comes up; a second gateway on a
 * DATA_DIR a running one owns does not.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFile, mkdtemp, readdir, readFile, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT_DIR } from '../../server/config';
import { roiPayload } from '../fixtures/roi';
import { nextIp } from './demo-helpers';
import { countBy, freePort, makeStaticDir, startSmtpServer } from './helpers';

const ENTRY = 'tests/integration/outbox-gateway.ts';
const ADMIN_TOKEN = 'crash-test-admin-token-0123456789';
const VISITORS = Array.from({ length: 20 }, (_, i) => `crash.visitor${i + 1}@example.com`);

interface Gateway {
  /** The process started: the gateway, or the shell it runs under. */
  child: ChildProcess;
  /** The gateway's own process. */
  pid: number;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

const running = new Map<ChildProcess, number>();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const [child, pid] of running) {
    // A gateway under a shell is still the shell's (alive, or dead and not yet collected) until the shell exits.
    if (pid !== child.pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Collected by its shell a moment ago.
      }
    }
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  }
  running.clear();
  while (cleanups.length) await cleanups.pop()?.();
});

/**
 * Starts the gateway with only the given environment (nothing of the test runner's). `underShell` runs it as
 * the child of a shell the test can stop: a gateway killed while its parent is stopped stays a zombie (dead,
 * not yet collected by its parent) until the parent goes on, as under a busy supervisor.
 */
async function spawnGateway(env: Record<string, string>, { underShell = false } = {}): Promise<Gateway> {
  const port = await freePort();
  const gatewayEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), ...env };
  const child = underShell
    ? spawn('sh', ['-c', `"$0" --import tsx ${ENTRY} 3>&- & echo $! >&3; exec 3>&-; wait $!`, process.execPath], {
        cwd: ROOT_DIR,
        env: gatewayEnv,
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        cwd: ROOT_DIR,
        env: gatewayEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  running.set(child, child.pid ?? 0);
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
  let pid = child.pid ?? 0;
  if (underShell) {
    const announced = child.stdio[3] as Readable;
    let text = '';
    for await (const chunk of announced) text += String(chunk);
    pid = Number(text.trim());
    if (running.has(child)) running.set(child, pid);
  }
  return { child, pid, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** Starts the gateway and waits for /healthz. */
async function startGateway(env: Record<string, string>, options: { underShell?: boolean } = {}): Promise<Gateway> {
  const gateway = await spawnGateway(env, options);
  await vi.waitFor(
    async () => {
      if (gateway.child.exitCode !== null) {
        throw new Error(`The gateway exited (${gateway.child.exitCode}):\n${gateway.output()}`);
      }
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    },
    { timeout: 30_000, interval: 50 },
  );
  return gateway;
}

/** A gateway's settings on a new DATA_DIR, with an SMTP server that is not there (yet). */
async function gatewaySettings(overrides: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-data-'));
  const smtpPort = await freePort();
  const env = {
    SANDBOX_PARTNER_PORT: '0',
    // Gateways of other test files run at the same time: a fixed metrics port would be taken.
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: await makeStaticDir(),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_RETRY_BASE_MS: '100',
    OUTBOX_RETRY_MAX_MS: '500',
    LOG_LEVEL: 'silent',
    ROI_EMAIL_LIMIT: '1000',
    // Each e-mail from a visitor of its own (X-Forwarded-For): a visitor's further ones would need a captcha.
    TRUST_PROXY: 'loopback',
    ADMIN_TOKEN,
    ...overrides,
  };
  return { env, dataDir, smtpPort, journal: path.join(dataDir, 'journal', 'outbox.ndjson') };
}

const postRoi = (url: string, userEmail: string) =>
  fetch(`${url}/api/send-roi-metrics`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
    body: JSON.stringify(roiPayload({ userEmail })),
  });

async function outboxView(url: string): Promise<{ pending: unknown[]; dead: unknown[] }> {
  const response = await fetch(`${url}/api/admin/outbox`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { pending: unknown[]; dead: unknown[] };
}

async function crashAndRestart({ tornRecord }: { tornRecord: boolean }): Promise<void> {
  const { env, dataDir, smtpPort, journal } = await gatewaySettings();

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
  // A clean stop leaves nothing but the journal behind; the torn record is gone from it.
  expect(await readdir(path.join(dataDir, 'journal'))).toEqual(['outbox.ndjson']);
  expect(await readFile(journal, 'utf8')).not.toContain('torn-record');
}

const recipients = (items: unknown[]) =>
  items.map((item) => (item as { summary: string }).summary.split(':')[0]).sort();

describe('the gateway killed with e-mails in its outbox', () => {
  it('delivers each accepted e-mail exactly once after a restart on the same DATA_DIR', async () => {
    await crashAndRestart({ tornRecord: false });
  }, 50_000);

  it('also when the journal ends in half a record (a write the crash cut short)', async () => {
    await crashAndRestart({ tornRecord: true });
  }, 50_000);

  it('comes back up each time it is restarted right after a kill, with every e-mail it accepted', async () => {
    // Deliveries keep failing (no SMTP server) and are retried every second or two, never buried.
    const { env, dataDir, journal } = await gatewaySettings({
      OUTBOX_RETRY_BASE_MS: '1000',
      OUTBOX_RETRY_MAX_MS: '2000',
      OUTBOX_MAX_ATTEMPTS: '100',
    });
    const accepted: string[] = [];
    let gateway = await startGateway(env, { underShell: true });
    for (let restart = 1; restart <= 10; restart++) {
      const visitor = `restart.visitor${restart}@example.com`;
      expect((await postRoi(gateway.url, visitor)).status).toBe(200);
      accepted.push(visitor);
      // The killed gateway is not collected before the next one starts: its parent is stopped meanwhile.
      gateway.child.kill('SIGSTOP');
      process.kill(gateway.pid, 'SIGKILL');
      const next = await startGateway(env, { underShell: true });
      gateway.child.kill('SIGCONT');
      expect(await gateway.exited).toEqual({ code: 137, signal: null });
      const view = await outboxView(next.url);
      expect({ restart, pending: recipients(view.pending), dead: view.dead }).toEqual({
        restart,
        pending: [...accepted].sort(),
        dead: [],
      });
      gateway = next;
    }

    // The failed attempts are in the journal as what changed, without another copy of the e-mail.
    const records = (await readFile(journal, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { op: string; item?: unknown });
    expect(records.filter((record) => record.op === 'retry').length).toBeGreaterThan(0);
    expect(records.filter((record) => record.op === 'retry' && record.item)).toEqual([]);

    process.kill(gateway.pid, 'SIGTERM');
    expect(await gateway.exited, gateway.output()).toEqual({ code: 0, signal: null });
    expect(await readdir(path.join(dataDir, 'journal'))).toEqual(['outbox.ndjson']);
  }, 300_000);

  it('refuses a second gateway on the DATA_DIR a running one owns, and the first goes on', async () => {
    const { env, dataDir } = await gatewaySettings();
    const first = await startGateway(env);
    const second = await spawnGateway(env);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    const folder = await realpath(path.join(dataDir, 'journal'));
    expect(second.output()).toContain(
      `The outbox journal ${folder} is in use by another gateway (one gateway per DATA_DIR).`,
    );
    expect((await postRoi(first.url, 'still.served@example.com')).status).toBe(200);
    expect(recipients((await outboxView(first.url)).pending)).toEqual(['still.served@example.com']);
  }, 50_000);
});
