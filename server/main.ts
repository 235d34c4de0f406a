/** Starts the gateway (and the sandbox partner page) and shuts both down cleanly on SIGTERM or SIGINT. */
import type { Server } from 'node:http';
import type { Express } from 'express';
import { connectDependencies, createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createAppServer } from './http-server';
import { createPartnerApp } from './sandbox';

function listen(app: Express, port: number, host: string | undefined): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createAppServer(app);
    server.once('error', reject);
    server.listen({ port, host }, () => resolve(server));
  });
}

export async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const deps = await connectDependencies(config);
  const servers = [await listen(createApp(config, deps), config.port, config.host)];
  console.log(`Alex gateway on http://localhost:${config.port} (site /, widgets /widgets/, sandbox /sandbox/)`);
  if (!config.smtpUrl) console.log(`E-mails go to ${config.dataDir}/outbox (set SMTP_URL to send them)`);
  console.log(
    config.recruiter
      ? `Recruiter backend: ${config.recruiter.url}`
      : 'Recruiter backend: the embedded sandbox (set RECRUITER_API_URL and RECRUITER_API_KEY for the real one)',
  );
  console.log(config.redisUrl ? 'Shared state: Redis (scale-out mode)' : 'Shared state: this process (embedded mode)');
  if (config.sandboxPartnerPort > 0) {
    servers.push(await listen(createPartnerApp(config.publicUrl), config.sandboxPartnerPort, config.host));
    console.log(`Sandbox partner page (another origin) on http://localhost:${config.sandboxPartnerPort}`);
  }

  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
    for (const server of servers) {
      server.close();
      server.closeIdleConnections();
    }
    deps.close().catch((error: unknown) => console.error(error));
    // Deliveries under way get the time they may take (20 s) to end before the process does.
    setTimeout(() => process.exit(0), 25_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
