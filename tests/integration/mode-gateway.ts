/**
 * Gateways built as main() builds them, in the embedded (memory) or the Redis mode, on one Redis server for the
 * test file; each is closed after its test. Call `modeGateways()` once at the top of a test file.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectDependencies, createApp, type Dependencies, observability, type Rooms } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/observability/log';
import { DEMO_ENV } from './demo-helpers';
import { makeStaticDir, readOutbox } from './helpers';
import { type RedisServer, startRedisServer } from './redis-server';

export type Mode = 'memory' | 'redis';

export function modeGateways() {
  let redis: RedisServer;
  const opened: Dependencies[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
  });

  afterEach(async () => {
    for (const deps of opened.splice(0)) await deps.close();
  });

  afterAll(async () => {
    await redis?.stop();
  });

  /** A gateway as main() builds it, in either mode; `rooms` may change the rooms it is given. */
  async function gateway(
    mode: Mode,
    {
      env = {},
      rooms,
      lines,
    }: { env?: Record<string, string>; rooms?: (rooms: Rooms) => Rooms; lines?: Record<string, unknown>[] } = {},
  ) {
    const config = loadConfig({
      ...DEMO_ENV,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'alex-data-')),
      STATIC_DIR: await makeStaticDir(),
      LOG_LEVEL: 'silent',
      SANDBOX_PARTNER_PORT: '0',
      ...(mode === 'redis' ? { REDIS_URL: redis.url, CAPTCHA_SECRET: 'a-secret-both-instances-share-0123456789' } : {}),
      ...env,
    });
    const base = observability(config);
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines?.push(JSON.parse(line));
        done();
      },
    });
    const deps = await connectDependencies(
      config,
      lines ? { ...base, logger: createLogger({ level: 'warn', format: 'json', destination }) } : base,
    );
    opened.push(deps);
    const all = rooms ? { ...deps, rooms: rooms(deps.rooms) } : deps;
    return {
      app: createApp(config, all),
      deps: all,
      /**
       * The e-mails delivered so far to addresses `to` matches (the outbox drained first). In the Redis mode the
       * outbox is the server's, which the file's earlier gateways wrote to as well.
       */
      sent: async (to: RegExp) => {
        await deps.outbox.drain();
        return (await readOutbox(path.join(config.dataDir, 'outbox'))).filter((mail) => to.test(mail.to));
      },
    };
  }

  return gateway;
}
