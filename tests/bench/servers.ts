/** The servers the bench measures: the real gateway, a bare Express baseline and a partner-like test page. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { createApp, defaultDependencies } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createAppServer } from '../../server/http/http-server';
import { memoryOutbox } from '../../server/outbox/store';
import { freePort } from '../integration/redis-server';

export interface Running {
  url: string;
  close: () => Promise<void>;
}

/** Listens on the loopback interface, on `port` or (0) a free one. */
async function listen(server: Server, port = 0): Promise<{ server: Server; url: string }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * The gateway as `npm start` builds it (built dist/, real config parsing), silent, with a throwaway outbox
 * (`outbox: 'memory'` keeps the items in memory instead of the journal; `deliver: false` accepts only).
 */
export async function startGateway(
  options: { outbox?: 'journal' | 'memory'; deliver?: boolean; env?: Record<string, string> } = {},
): Promise<Running> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-bench-'));
  // The configuration names the gateway's own address: the port is chosen before the server exists.
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SANDBOX_PARTNER_PORT: '0',
    // The schema's maximum: no e-mail limit gets in the way of a measurement.
    ROI_EMAIL_LIMIT: '10000',
    ...options.env,
  });
  const deps = options.outbox === 'memory' ? defaultDependencies(config, memoryOutbox()) : defaultDependencies(config);
  if (options.deliver === false) await deps.outbox.stop();
  const { server, url } = await listen(createAppServer(createApp(config, deps)), port);
  return {
    url,
    close: async () => {
      await close(server);
      await deps.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The baseline: Express 5 with nothing but the same /healthz answer. */
export async function startBareExpress(): Promise<Running> {
  const app = express();
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const { server, url } = await listen(createServer(app));
  return { url, close: () => close(server) };
}

const PARAGRAPH =
  'Recruiting at volume means answering every applicant quickly. This paragraph stands for the partner’s own ' +
  'content below the calculator: if the widget changed height when it appeared, this text would move.';

/** A partner page on another origin: a heading, the embed script from the gateway, the element, then text. */
export function layoutShiftPage(gatewayUrl: string, lang: string): string {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Layout shift test page</title>
    <style>body{margin:0 auto;max-width:1100px;padding:16px;font:16px/1.5 system-ui,sans-serif}</style>
    <script src="${gatewayUrl}/widgets/embed.js" async blocking="render"></script>
  </head>
  <body>
    <h1>A partner page</h1>
    <p>${PARAGRAPH}</p>
    <alex-roi-calculator lang="${lang}"></alex-roi-calculator>
    ${Array.from({ length: 12 }, () => `<p>${PARAGRAPH}</p>`).join('\n    ')}
  </body>
</html>`;
}

/** Serves {@link layoutShiftPage} at /?lang=xx from its own port (so, like a partner, from another origin). */
export async function startTestPage(gatewayUrl: string): Promise<Running> {
  const { server, url } = await listen(
    createServer((req, res) => {
      const lang = new URL(req.url ?? '/', 'http://localhost').searchParams.get('lang') ?? 'en';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(layoutShiftPage(gatewayUrl, lang.replace(/[^a-z-]/gi, '')));
    }),
  );
  return { url, close: () => close(server) };
}
