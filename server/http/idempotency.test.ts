import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { type KeyValueStore, memoryStore } from '../state/store';
import { errorHandler } from './errors';
import { idempotency } from './idempotency';

const stores: KeyValueStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

/** An app whose POST / counts its runs; `gate` holds a run until the test lets it go. */
function setup(
  options: { ttlMs?: number; runningMs?: number; waitMs?: number; status?: number; store?: KeyValueStore } = {},
) {
  const store = options.store ?? memoryStore();
  stores.push(store);
  const runs: number[] = [];
  let release: () => void = () => {};
  let gate: Promise<void> | undefined;
  const hold = () => {
    gate = new Promise((resolve) => {
      release = resolve;
    });
  };
  const app = express();
  app.use(express.json());
  app.post('/', idempotency({ store, pollMs: 10, log: () => {}, ...options })('test'), async (req, res) => {
    runs.push(runs.length + 1);
    const run = runs.length;
    await gate;
    res.status(options.status ?? 201).json({ run, echo: req.body });
  });
  app.use(errorHandler(() => {}));
  return { app, runs, hold, release: () => release() };
}

const KEY = 'Idempotency-Key';

describe('the idempotency table', () => {
  it('lets a request without a key run every time', async () => {
    const { app, runs } = setup();
    await request(app).post('/').send({ a: 1 }).expect(201);
    await request(app).post('/').send({ a: 1 }).expect(201);
    expect(runs).toHaveLength(2);
  });

  it('makes a duplicate sent while the first runs wait for its answer', async () => {
    const { app, runs, hold, release } = setup();
    hold();
    const first = request(app).post('/').set(KEY, 'key-00000001').send({ a: 1 });
    const second = request(app).post('/').set(KEY, 'key-00000001').send({ a: 1 });
    const both = Promise.all([first, second]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const [a, b] = await both;
    expect(runs).toHaveLength(1);
    expect(b.body).toEqual(a.body);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
  });

  it('tells a duplicate to try again (409) when the first runs past the wait', async () => {
    const { app, hold, release } = setup({ waitMs: 50 });
    hold();
    const first = request(app)
      .post('/')
      .set(KEY, 'key-00000002')
      .send({})
      .then((answer) => answer);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await request(app).post('/').set(KEY, 'key-00000002').send({}).expect(409);
    expect(second.body.error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(second.headers['retry-after']).toBe('1');
    release();
    expect((await first).status).toBe(201);
  });

  it('forgets a success after its time, and a refusal at once', async () => {
    const kept = setup({ ttlMs: 50 });
    await request(kept.app).post('/').set(KEY, 'key-00000003').send({}).expect(201);
    await request(kept.app).post('/').set(KEY, 'key-00000003').send({}).expect(201);
    expect(kept.runs).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await request(kept.app).post('/').set(KEY, 'key-00000003').send({}).expect(201);
    expect(kept.runs).toHaveLength(2);

    const refused = setup({ status: 429 });
    await request(refused.app).post('/').set(KEY, 'key-00000004').send({}).expect(429);
    await request(refused.app).post('/').set(KEY, 'key-00000004').send({}).expect(429);
    expect(refused.runs).toHaveLength(2);
  });

  it('frees the key of a request whose client went away before the answer', async () => {
    const { app, runs, hold, release } = setup();
    hold();
    const server = app.listen(0);
    const { port } = server.address() as { port: number };
    const controller = new AbortController();
    const gone = fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [KEY]: 'key-00000005' },
      body: '{}',
      signal: controller.signal,
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await gone;
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    // The retry runs: the first answer was never given, so nothing is replayed from it.
    const retry = await request(app).post('/').set(KEY, 'key-00000005').send({}).expect(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(runs).toHaveLength(2);
    server.close();
  });

  it('holds the key of a long request past its lease by renewing it, and frees the key of a run that died', async () => {
    const { app, runs, hold, release } = setup({ runningMs: 60, waitMs: 1000 });
    hold();
    const first = request(app).post('/').set(KEY, 'key-00000006').send({});
    const firstDone = first.then((answer) => answer);
    // Five leases later the duplicate still waits for the first rather than running.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = request(app).post('/').set(KEY, 'key-00000006').send({});
    const secondDone = second.then((answer) => answer);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const [a, b] = await Promise.all([firstDone, secondDone]);
    expect(runs).toHaveLength(1);
    expect(b.body).toEqual(a.body);
  });

  it('runs a retry on another instance once the lease of an instance that died mid-request is over', async () => {
    const shared = memoryStore();
    // The first instance takes the key, then dies: its lease is never renewed, its answer never kept.
    const dead = setup({ runningMs: 60, store: { ...shared, set: async () => {}, delete: async () => {} } });
    dead.hold();
    void request(dead.app)
      .post('/')
      .set(KEY, 'key-00000007')
      .send({})
      .then(
        () => {},
        () => {},
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = setup({ runningMs: 60, waitMs: 1000, store: shared });
    const retry = await request(other.app).post('/').set(KEY, 'key-00000007').send({}).expect(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(other.runs).toHaveLength(1);
    dead.release();
  });
});
