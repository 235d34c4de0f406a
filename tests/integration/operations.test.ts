import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, createServer as createHttpServer, get, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/observability/log';
import { freePort, makeConnectedGateway, makeGateway, startGateway } from './helpers';
import { startRedisServer } from './redis-server';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe('/readyz', () => {
  it('is ready while the journal takes writes, and not once its folder is gone', async () => {
    const gateway = await makeConnectedGateway();
    cleanups.push(() => gateway.deps.close());
    const ready = await request(gateway.app).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { journal: 'ok' } });
    await request(gateway.app).get('/healthz').expect(200);

    await rm(path.join(gateway.config.dataDir, 'journal'), { recursive: true, force: true });
    // A probe result is kept for a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const unready = await request(gateway.app).get('/readyz').expect(503);
    expect(unready.body).toEqual({ status: 'unready', checks: { journal: 'failed' } });
    // Liveness is another question: the process still answers.
    await request(gateway.app).get('/healthz').expect(200);
  });

  it('turns 503 at once when the process drains, and serves on as before, keep-alive included', async () => {
    const gateway = await makeGateway();
    const server = createHttpServer(gateway.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true });
    cleanups.push(async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.deps.close();
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const connection = async (pathname: string) => {
      const answer = await fetchWith(agent, `${origin}${pathname}`);
      return { status: answer.status, connection: answer.headers.connection };
    };
    expect(await connection('/api/blog')).toEqual({ status: 200, connection: 'keep-alive' });
    gateway.deps.lifecycle.drain();
    expect(await connection('/readyz')).toEqual({ status: 503, connection: 'keep-alive' });
    // Served as before until the listener closes: a load balancer is still seeing the 503.
    expect(await connection('/api/blog')).toEqual({ status: 200, connection: 'keep-alive' });
  });

  it('with Redis: ready while Redis answers, 503 when it is down', async () => {
    const redis = await startRedisServer();
    cleanups.push(() => redis.stop());
    const gateway = await makeConnectedGateway({ REDIS_URL: redis.url, CAPTCHA_SECRET: 'x'.repeat(32) });
    cleanups.push(() => gateway.deps.close());
    expect((await request(gateway.app).get('/readyz').expect(200)).body.checks).toEqual({ redis: 'ok' });
    await redis.stop();
    const unready = await request(gateway.app).get('/readyz').expect(503);
    expect(unready.body.checks).toEqual({ redis: 'failed' });
    // Every command is timed, and the failed one counted, as the Redis upstream's.
    const metrics = await gateway.deps.metrics.registry.metrics();
    expect(metrics).toMatch(/alex_upstream_request_duration_seconds_count\{upstream="redis"\} [1-9]/);
    expect(metrics).toMatch(/alex_upstream_errors_total\{upstream="redis"\} [1-9]/);
  });
});

describe('a partner origin left out of CORS_ORIGINS', () => {
  it('is refused, and logged once per minute with the setting to change', async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logger = createLogger({ level: 'warn', format: 'json', destination });
    const gateway = await makeGateway({}, { logger });
    cleanups.push(() => gateway.deps.close());
    for (let i = 0; i < 3; i++) {
      await request(gateway.app).get('/api/blog').set('Origin', 'https://new-partner.example').expect(403);
    }
    const refused = lines.filter((line) => line.event === 'cors.refused');
    expect(refused).toEqual([
      expect.objectContaining({ level: 'warn', origin: 'https://new-partner.example', setting: 'CORS_ORIGINS' }),
    ]);
  });

  it('logs a refused origin as scheme, host and port only, whatever the caller wrote', async () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const gateway = await makeGateway({}, { logger: createLogger({ level: 'warn', format: 'json', destination }) });
    cleanups.push(() => gateway.deps.close());
    const origins = [
      'jane.doe@mail.example',
      'https://jane.doe:secret@partner.example:8443/jane.doe@mail.example?phone=+33612345678',
      `https://${'x'.repeat(300)}.example`,
      'null',
    ];
    for (const origin of origins) {
      await request(gateway.app).get('/api/blog').set('Origin', origin).expect(403);
    }
    const logged = lines.filter((line) => line.event === 'cors.refused').map((line) => line.origin);
    expect(logged).toEqual(['invalid', 'https://partner.example:8443', `https://${'x'.repeat(92)}`, 'null']);
    const text = JSON.stringify(lines);
    for (const secret of ['jane.doe', 'mail.example', 'secret', '33612345678']) expect(text).not.toContain(secret);
  });
});

/** A GET on a keep-alive agent (supertest asks for its connection to close). */
function fetchWith(agent: Agent, url: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    }).on('error', reject);
  });
}

describe('start-up', () => {
  it('serves the metrics on their own listener', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-ops-'));
    const run = await startGateway(
      { PORT: String(port), METRICS_PORT: String(metricsPort), DATA_DIR: dataDir },
      { until: /gateway\.started/ },
    );
    cleanups.push(async () => {
      run.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });
    await request(`http://127.0.0.1:${port}`).get('/api/blog').expect(200);
    const scrape = await request(`http://127.0.0.1:${metricsPort}`).get('/metrics').expect(200);
    expect(scrape.text).toMatch(/http_requests_total\{method="GET",route="\/api\/blog\/",status="200"\} 1/);
    expect(scrape.text).toContain('process_resident_memory_bytes');
    // Not on the public port.
    await request(`http://127.0.0.1:${port}`).get('/metrics').expect(404);
  }, 60_000);

  it('answers a scrape only under its own address or a name of METRICS_HOSTNAMES (no DNS rebinding)', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-ops-'));
    const run = await startGateway(
      {
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        METRICS_HOSTNAMES: 'gateway-host, metrics.internal',
        DATA_DIR: dataDir,
      },
      { until: /gateway\.started/ },
    );
    cleanups.push(async () => {
      run.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });
    const scrape = (host: string) => request(`http://127.0.0.1:${metricsPort}`).get('/metrics').set('Host', host);
    for (const host of [`127.0.0.1:${metricsPort}`, `localhost:${metricsPort}`, `gateway-host:${metricsPort}`]) {
      await scrape(host).expect(200);
    }
    // A page whose name was rebound to 127.0.0.1 asks with its own name.
    const rebound = await scrape(`attacker.example:${metricsPort}`).expect(421);
    expect(rebound.text).toBe('Misdirected request: this listener answers to its own address or METRICS_HOSTNAMES\n');
  }, 60_000);

  it('stops with one line naming DATA_DIR and the system error when it cannot be used', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'alex-ops-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // A file where a folder must be: refused whoever runs the test (root ignores permissions).
    await writeFile(path.join(dir, 'not-a-folder'), '');
    const dataDir = path.join(dir, 'not-a-folder', 'data');
    const run = await startGateway({ PORT: String(await freePort()), METRICS_PORT: '0', DATA_DIR: dataDir });
    expect(run.code).toBe(78);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Cannot start: DATA_DIR=.*not-a-folder\/data: .*ENOTDIR/),
    ]);
  }, 60_000);

  it('stops with one line naming METRICS_PORT when the port is taken', async () => {
    const taken = createServer();
    const metricsPort = await freePort();
    await new Promise<void>((resolve) => taken.listen(metricsPort, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => taken.close(resolve)));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'alex-ops-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const run = await startGateway({
      PORT: String(await freePort()),
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
    });
    expect(run.code).toBe(78);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Cannot start: METRICS_PORT=${metricsPort}: .*EADDRINUSE`)),
    ]);
  }, 60_000);
});
