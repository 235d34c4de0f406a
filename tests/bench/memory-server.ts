/**
 * The embedded-mode gateway in a process of its own for the memory bench, so that the process's resident size
 * is the gateway's: `node --expose-gc --import tsx memory-server.ts [<json environment>]`, with an IPC channel.
 * Prints `{"url": ...}` once it listens; answers the message "usage" with its memory once collected (the
 * bench reads the resident size itself, from /proc); closes cleanly on SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectDependencies, createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createAppServer } from '../../server/http/http-server';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect || !process.send) throw new Error('Start the memory server with --expose-gc and an IPC channel.');

const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-bench-memory-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SANDBOX_PARTNER_PORT: '0',
  // The bench names each visitor's address in X-Forwarded-For, as a proxy in front of the gateway would.
  TRUST_PROXY: 'loopback',
  ...(JSON.parse(process.argv[2] ?? '{}') as Record<string, string>),
});
const deps = await connectDependencies(config);
const server = createAppServer(createApp(config, deps));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);

/**
 * The memory the gateway holds once collected. One full collection compacts only part of a fragmented old
 * generation (after a million visitors, 161 MB of pages held 60 MB), and the pages it frees are given back to
 * the system by a background thread: collect until the heap stops shrinking, pausing in between, as V8's own
 * memory reducer does once the process is idle.
 */
async function settledUsage(): Promise<NodeJS.MemoryUsage> {
  let previous = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 10; round++) {
    collect?.();
    await sleep(500);
    const { heapTotal } = process.memoryUsage();
    if (previous - heapTotal < 1e6) break;
    previous = heapTotal;
  }
  return process.memoryUsage();
}

process.on('message', (message) => {
  if (message !== 'usage') return;
  settledUsage().then((usage) => process.send?.(usage));
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  deps
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
