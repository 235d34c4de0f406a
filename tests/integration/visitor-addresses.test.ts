/**
 * The visitor's address as the gateway counts it: the forwarded address in one canonical spelling (several
 * spellings of one address are one visitor; text that is no address is the connection's own), and in Redis a
 * keyed digest of it, so that the shared store's key names hold no visitor's address.
 */
import type { Express } from 'express';
import { createClient } from 'redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roiPayload } from '../fixtures/roi';
import { CHALLENGE, DEMO, DEMO_ENV, JOB_DESCRIPTION, nextEmail, runDemo, VERIFY, Visitor } from './demo-helpers';
import { makeConnectedGateway, makeGateway } from './helpers';
import { type RedisServer, startRedisServer } from './redis-server';

const ROI = '/api/send-roi-metrics';

/** What is left of the API limit after a request from `forwarded` (the draft-8 RateLimit header's `r`). */
async function remaining(app: Express, forwarded: string): Promise<number> {
  const response = await request(app).get('/api/blog').set('X-Forwarded-For', forwarded).expect(200);
  const left = /;\s*r=(\d+)/.exec(response.headers.ratelimit ?? '')?.[1];
  if (left === undefined) throw new Error(`no RateLimit header: ${JSON.stringify(response.headers)}`);
  return Number(left);
}

describe('a forwarded address', () => {
  it('counts every spelling of one address as one visitor', async () => {
    const { app, deps } = await makeGateway(DEMO_ENV);
    try {
      const spellings = ['203.0.113.40', '::ffff:203.0.113.40', '0:0:0:0:0:FFFF:CB00:7128', ' 203.0.113.40'];
      const counts: number[] = [];
      for (const spelling of spellings) counts.push(await remaining(app, spelling));
      expect(counts).toEqual([counts[0], (counts[0] ?? 0) - 1, (counts[0] ?? 0) - 2, (counts[0] ?? 0) - 3]);
      // IPv6 in any spelling is one visitor too.
      const v6 = [await remaining(app, '2001:DB8:0:12::5'), await remaining(app, '2001:db8:0:12:0:0:0:5')];
      expect(v6[1]).toBe((v6[0] ?? 0) - 1);
    } finally {
      await deps.close();
    }
  });

  it("that is no address (a leading zero, a name, any text) counts as the connection's own", async () => {
    const { app, deps } = await makeGateway(DEMO_ENV);
    try {
      const first = await remaining(app, '001.002.003.004');
      const others = [];
      for (const forwarded of ['1.2.3.04', 'unknown', 'jane.doe@mail.example', 'proxy.example']) {
        others.push(await remaining(app, forwarded));
      }
      const direct = (await request(app).get('/api/blog').expect(200)).headers.ratelimit;
      expect(others).toEqual([first - 1, first - 2, first - 3, first - 4]);
      expect(direct).toMatch(new RegExp(`;\\s*r=${first - 5};`));
      // A visitor's first ROI e-mail is free; the same connection under another spelling already had it.
      await request(app).post(ROI).set('X-Forwarded-For', 'unknown').send(roiPayload()).expect(200);
      const again = await request(app).post(ROI).set('X-Forwarded-For', 'somebody-else').send(roiPayload());
      expect(again.status).toBe(403);
      expect(again.body.error.code).toBe('CAPTCHA_REQUIRED');
    } finally {
      await deps.close();
    }
  });
});

describe('visitors in Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('are keys that hold no address: limits, strikes, blocks, the e-mail marks', async () => {
    const gateway = await makeConnectedGateway({
      ...DEMO_ENV,
      REDIS_URL: redis.url,
      CAPTCHA_SECRET: 'a-secret-every-instance-shares-0123456789',
      AUTO_BLOCK_STRIKES: '3',
    });
    const { app } = gateway;
    const v4 = new Visitor(app, '203.0.113.77');
    const v6 = new Visitor(app, '2001:db8:abcd:12ab::77');
    // Forwarded in a spelling of its own: counted, and stored, under the same digest.
    const mapped = new Visitor(app, '::ffff:198.51.100.177');
    const striker = new Visitor(app, '192.0.2.99');
    try {
      await runDemo(v4);
      await runDemo(v6);
      for (const visitor of [v4, v6, mapped]) {
        await visitor.post(ROI, roiPayload({ userEmail: nextEmail() }), null).expect(200);
      }
      await mapped.solve();
      for (let i = 0; i < 5; i++) {
        await mapped.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201);
      }
      await mapped.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(429);
      // Three failed captchas block the striker.
      for (let i = 0; i < 3; i++) await striker.post(VERIFY, { token: 'bm90IGEgc29sdXRpb24' }).expect(403);
      const blocked = await request(app).post(CHALLENGE).set('X-Forwarded-For', striker.ip);
      expect(blocked.body.error.code).toBe('BLACKLISTED');

      const client = createClient({ url: redis.url });
      await client.connect();
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: '*', COUNT: 1000 })) keys.push(...batch);
      await client.close();

      // The keys the visitors made are there, under digests.
      expect(keys.some((key) => key.startsWith('alex:rl:api:'))).toBe(true);
      expect(keys.some((key) => key.startsWith('alex:rl:demo-job-parsing:'))).toBe(true);
      expect(keys.some((key) => key.startsWith('alex:blacklist:strikes:'))).toBe(true);
      expect(keys.some((key) => key.startsWith('alex:blacklist:blocked:'))).toBe(true);
      expect(keys.some((key) => key.startsWith('alex:roi-sent:'))).toBe(true);
      // No address, no network of one, in any spelling.
      const addresses = [
        '203.0.113.77',
        '203.0.113',
        '2001:db8:abcd:12ab',
        '2001:db8:abcd:1200',
        '2001:db8:abcd',
        '198.51.100.177',
        '198.51.100',
        'ffff',
        '192.0.2.99',
        '192.0.2',
        '127.0.0.1',
      ];
      for (const key of keys) {
        for (const address of addresses) expect(key, `${key} holds ${address}`).not.toContain(address);
        expect(key).not.toMatch(/\d{1,3}\.\d{1,3}\.\d{1,3}|[0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}/i);
      }
    } finally {
      await gateway.deps.close();
    }
  });
});
