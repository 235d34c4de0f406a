/**
 * The gateway and the partner page the engine checks run against, started as the Chromium e2e tests start them
 * (tests/e2e/serve.ts: the built site and widgets, a throwaway outbox) on free ports of their own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePorts } from '../e2e/env';

export interface TestServer {
  gateway: string;
  partner: string;
  stop(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const [gatewayPort, partnerPort] = freePorts(2) as [number, number];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../e2e/serve.ts', import.meta.url))],
    {
      env: { ...process.env, E2E_GATEWAY_PORT: String(gatewayPort), E2E_PARTNER_PORT: String(partnerPort) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const gateway = `http://localhost:${gatewayPort}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const end = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The test gateway exited with code ${child.exitCode}`);
    const ready = await fetch(`${gateway}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > end) {
      await stop();
      throw new Error('The test gateway did not start within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { gateway, partner: `http://localhost:${partnerPort}`, stop };
}
