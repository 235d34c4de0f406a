/**
 * Starts the gateway (with its metrics listener and the sandbox partner page) and drains it on SIGTERM or
 * SIGINT: readiness fails at once; after SHUTDOWN_DELAY_MS (SIGTERM only) the listeners close, answers under
 * way finish with `Connection: close`, idle keep-alive connections close once their clients are done with them
 * (./http/shutdown.ts), then the outbox and the stores close. A timer ends the process when that takes longer
 * than SHUTDOWN_GRACE_MS after the delay.
 */

import type { Server } from 'node:http';
import type { Express } from 'express';
import { collectDefaultMetrics } from 'prom-client';
import { missingCompanyVariables } from '../shared/company';
import { connectDependencies, createApp, type Dependencies } from './app';
import { isEntry } from './cli/entry';
import { type Config, ConfigError, loadConfig, startupError } from './config';
import { createAppServer } from './http/http-server';
import { type DrainableServer, drainable } from './http/shutdown';
import { metricsServer } from './observability/metrics';
import { createPartnerApp, partnerPageInstalled } from './pages/partner-page';

function listen(server: Server, port: number, host: string | undefined, variable: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(startupError(variable, port, error));
    server.once('error', failed);
    server.listen({ port, host }, () => {
      server.off('error', failed);
      resolve(server);
    });
  });
}

/** One line on stderr and the exit code of a configuration error: what an operator needs, no stack trace. */
function stopOnStartupError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
  throw error;
}

export async function main(): Promise<void> {
  let config: Config;
  let deps: Dependencies;
  const servers: DrainableServer[] = [];
  let metricsListener: Server | undefined;
  try {
    config = loadConfig();
    deps = await connectDependencies(config);
    const gateway = drainable(createAppServer(createApp(config, deps)));
    servers.push(gateway);
    await listen(gateway.server, config.port, config.host, 'PORT');
    if (config.metrics.port > 0) {
      collectDefaultMetrics({ register: deps.metrics.registry });
      metricsListener = await listen(
        metricsServer(deps.metrics, config.metrics),
        config.metrics.port,
        config.metrics.host,
        'METRICS_PORT',
      );
    }
    // The partner page is a development tool: a production install (no development dependencies) has none.
    if (config.sandboxPartnerPort > 0 && partnerPageInstalled()) {
      const partner = drainable(createAppServer(createPartnerApp(config.publicUrl) as Express));
      await listen(partner.server, config.sandboxPartnerPort, config.host, 'SANDBOX_PARTNER_PORT');
      servers.push(partner);
    }
  } catch (error) {
    stopOnStartupError(error);
  }

  const { logger } = deps;
  logger.info({
    event: 'gateway.started',
    url: `http://localhost:${config.port}`,
    publicUrl: config.publicUrl,
    mode: config.redisUrl ? 'scale-out (Redis)' : 'embedded',
    recruiter: config.recruiter ? 'http' : 'sandbox',
    mailer: config.smtpUrl ? 'smtp' : `${config.dataDir}/outbox`,
    metrics: metricsListener ? `http://${config.metrics.host}:${config.metrics.port}/metrics` : 'off',
    partnerPage: config.sandboxPartnerPort > 0 ? `http://localhost:${config.sandboxPartnerPort}` : 'off',
  });
  // The pages say "not provided yet" where a fact is missing: fine on this machine, to be set before going public.
  const missingFacts = missingCompanyVariables(config.company);
  if (missingFacts.length > 0) logger.warn({ event: 'gateway.legal_facts_missing', variables: missingFacts });

  let stopping = false;
  const inFlight = () => servers.reduce((n, s) => n + s.inFlight, 0);
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    // Readiness 503 at once. A load balancer needs a few checks to see it: until the delay is over the gateway
    // serves as before, keep-alive included, so that no client is sent to connect anew to a listener about to
    // close (a terminal's Ctrl-C skips the delay).
    deps.lifecycle.drain();
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    logger.info({ event: 'gateway.draining', signal, delayMs, inFlight: inFlight() });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    logger.info({ event: 'gateway.closing', inFlight: inFlight() });
    const forced = setTimeout(() => {
      logger.error({ event: 'gateway.shutdown.forced', graceMs: config.shutdownGraceMs, inFlight: inFlight() });
      for (const server of servers) server.destroy();
      logger.flush(() => process.exit(1));
    }, config.shutdownGraceMs);
    forced.unref();
    // The outbox and the stores stay open until the last answer has left: an e-mail accepted during the
    // drain is still kept.
    await Promise.all(servers.map((server) => server.drain()));
    const answeredMs = Math.round(performance.now() - started);
    try {
      await deps.close();
    } catch (error) {
      deps.log(error, 'gateway.shutdown');
    }
    metricsListener?.close();
    metricsListener?.closeAllConnections();
    logger.info({
      event: 'gateway.stopped',
      answeredMs,
      closedMs: Math.round(performance.now() - started),
      ...Object.fromEntries(
        (['received', 'answered', 'cutOff'] as const).map((key) => [
          key,
          servers.reduce((n, s) => n + s.counts[key], 0),
        ]),
      ),
    });
    logger.flush(() => process.exit(0));
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

if (isEntry(import.meta.url)) await main();
