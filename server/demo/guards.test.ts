import express, { type Request } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, SESSION_HEADER } from '../../shared/captcha';
import { DEMO_LIMITS } from '../../shared/demo';
import { createBlacklist } from '../abuse/blacklist';
import { visitorNetwork } from '../captcha/network';
import { tokenSigner } from '../captcha/tokens';
import { errorHandler, HttpError } from '../http/errors';
import { type KeyValueStore, memoryStore } from '../state/store';
import { demoGuards, pathId } from './guards';
import { demoSessions, SESSION_TTL_MS } from './sessions';

const stores: KeyValueStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

/** Session ids as the gateway makes them (22 base64url characters). */
const VISITOR = 'visitor1visitor1visit1';
const OTHER = 'visitor2visitor2visit2';

/** The guards over memory stores, and an app that runs a visitor check and answers what it found out. */
function setup(now: () => number = Date.now) {
  const store = memoryStore();
  stores.push(store);
  const signer = tokenSigner('guards-test-secret-0123456789abcdefghij', now);
  const blacklist = createBlacklist({
    entries: ['203.0.113.66'],
    store,
    autoBlock: { strikes: 2, windowMs: 60_000, blockMs: 60_000 },
  });
  const sessions = demoSessions(store, now);
  const guards = demoGuards({ signer, blacklist, sessions, log: () => {} });
  const app = (path: string, check: (req: Request) => unknown) => {
    const server = express();
    server.set('trust proxy', 'loopback');
    server.all(path, async (req, res) => {
      res.json((await check(req)) ?? {});
    });
    server.use(errorHandler(() => {}));
    return server;
  };
  const token = (session = VISITOR, ip = '127.0.0.1') =>
    signer.issueCaptchaToken(session, 60_000, visitorNetwork(ip)).token;
  /** The value of session `id` issued to `ip`'s network, recorded as the session's current one. */
  const sessionValue = async (id: string, ip = '127.0.0.1') => {
    const claims = { id, net: signer.networkDigest(visitorNetwork(ip)), iat: now() };
    await sessions.bind(claims);
    return signer.sessionValue(claims);
  };
  return { guards, app, token, sessionValue, signer, sessions, blacklist };
}

describe('the demo guards', () => {
  it('refuse a blocked visitor and let others through', async () => {
    const { guards } = setup();
    const server = express();
    server.set('trust proxy', 'loopback');
    server.get('/', guards.notBlocked, (_req, res) => {
      res.json({});
    });
    server.use(errorHandler(() => {}));
    const blocked = await request(server).get('/').set('X-Forwarded-For', '203.0.113.66').expect(403);
    expect(blocked.body.error.code).toBe('BLACKLISTED');
    await request(server).get('/').set('X-Forwarded-For', '203.0.113.67').expect(200);
  });

  it('ask for a captcha token, refuse a forged one with a strike, and name the session of a valid one', async () => {
    const { guards, app, token, blacklist } = setup();
    const server = app('/', guards.captcha);
    expect((await request(server).get('/').expect(403)).body.error.code).toBe('CAPTCHA_REQUIRED');
    const forged = await request(server).get('/').set('X-Forwarded-For', '198.51.100.5').set(CAPTCHA_HEADER, 'forged');
    expect(forged.body.error.code).toBe('CAPTCHA_INVALID');
    await request(server).get('/').set('X-Forwarded-For', '198.51.100.5').set(CAPTCHA_HEADER, 'forged');
    expect(await blacklist.isBlocked('198.51.100.5')).toBe(true);
    const passed = await request(server).get('/').set(CAPTCHA_HEADER, token()).expect(200);
    expect(passed.body.sid).toBe(VISITOR);
  });

  it('read a session from a captcha token or X-Demo-Session; without one nothing exists (404)', async () => {
    const { guards, app, token, sessionValue } = setup();
    const server = app('/', guards.session);
    expect((await request(server).get('/').expect(404)).body.error.code).toBe('NOT_FOUND');
    expect((await request(server).get('/').set(CAPTCHA_HEADER, token(VISITOR)).expect(200)).body.sid).toBe(VISITOR);
    const value = await sessionValue(OTHER);
    expect((await request(server).get('/').set(SESSION_HEADER, value).expect(200)).body.sid).toBe(OTHER);
  });

  it('honour only the current, unexpired value of a session: an expired, replaced or unrecorded one is unknown', async () => {
    let clock = 1_700_000_000_000;
    const { guards, app, sessionValue, signer } = setup(() => clock);
    const server = app('/', guards.session);
    const first = await sessionValue(OTHER);
    await request(server).get('/').set(SESSION_HEADER, first).expect(200);
    clock += 1;
    const second = await sessionValue(OTHER);
    expect((await request(server).get('/').set(SESSION_HEADER, first).expect(404)).body.error.code).toBe('NOT_FOUND');
    await request(server).get('/').set(SESSION_HEADER, second).expect(200);
    const unrecorded = signer.sessionValue({
      id: VISITOR,
      net: signer.networkDigest(visitorNetwork('127.0.0.1')),
      iat: clock,
    });
    await request(server).get('/').set(SESSION_HEADER, unrecorded).expect(404);
    clock += SESSION_TTL_MS;
    expect((await request(server).get('/').set(SESSION_HEADER, second).expect(404)).body.error.code).toBe('NOT_FOUND');
  });

  it('refuse a token or a session shown from another network than its own, without a strike', async () => {
    const { guards, app, token, sessionValue, blacklist } = setup();
    const reader = app('/', guards.session);
    const creator = app('/', guards.captcha);
    const elsewhere = '198.51.100.7';
    const session = await sessionValue(OTHER, elsewhere);
    const read = await request(reader).get('/').set(SESSION_HEADER, session).expect(403);
    expect(read.body.error.code).toBe('CAPTCHA_INVALID');
    for (let i = 0; i < 5; i++) {
      const created = await request(creator).get('/').set(CAPTCHA_HEADER, token(VISITOR, elsewhere)).expect(403);
      expect(created.body.error.code).toBe('CAPTCHA_INVALID');
    }
    expect(await blacklist.isBlocked('127.0.0.1')).toBe(false);
    // From its own network, both are honoured.
    const near = '198.51.100.200';
    await request(reader).get('/').set('X-Forwarded-For', near).set(SESSION_HEADER, session).expect(200);
    await request(creator)
      .get('/')
      .set('X-Forwarded-For', near)
      .set(CAPTCHA_HEADER, token(VISITOR, elsewhere))
      .expect(200);
  });

  it('let a session read only the ids it created, as if any other did not exist', async () => {
    const { guards, app, token, sessions } = setup();
    await sessions.own(VISITOR, 'job', 7);
    const server = app('/job/:id', async (req) => {
      const { sid } = guards.captcha(req);
      return { sid, id: await guards.owned(sid, 'job', pathId({ id: String(req.params.id) })) };
    });
    const read = (id: string, session = VISITOR) =>
      request(server).get(`/job/${id}`).set(CAPTCHA_HEADER, token(session));
    expect((await read('7').expect(200)).body).toEqual({ sid: VISITOR, id: 7 });
    await read('8').expect(404);
    await read('7', OTHER).expect(404);
    await read('x7').expect(404);
  });

  it('keep the call closed until a captcha was solved after the contact was made', async () => {
    const clock = { now: Date.now() };
    const { guards, app, token, sessions } = setup(() => clock.now);
    const server = app('/', async (req) => guards.solvedAfterContact(guards.captcha(req)));
    const before = token();
    const refused = await request(server).get('/').set(CAPTCHA_HEADER, before).expect(403);
    expect(refused.body.error.code).toBe('CAPTCHA_REQUIRED');
    clock.now += 1000;
    await sessions.markContactCreated(VISITOR);
    await request(server).get('/').set(CAPTCHA_HEADER, before).expect(403);
    clock.now += 1000;
    await request(server).get('/').set(CAPTCHA_HEADER, token()).expect(200);
  });

  it('give the action back when the backend clearly refuses (4xx), and keep it when it fails (5xx)', async () => {
    const { guards } = setup();
    const { limit } = DEMO_LIMITS['job-parsing'];
    const answer = { status: 400 };
    const server = express();
    server.post('/', guards.limit('job-parsing'), async (req) => {
      if (answer.status === 400) await guards.refund('job-parsing')(req);
      throw new HttpError(answer.status, answer.status === 400 ? 'VALIDATION_ERROR' : 'UPSTREAM_ERROR', 'No.');
    });
    server.use(errorHandler(() => {}));
    for (let i = 0; i < limit + 2; i++) await request(server).post('/').expect(400);
    answer.status = 502;
    for (let i = 0; i < limit; i++) await request(server).post('/').expect(502);
    const refused = await request(server).post('/').expect(429);
    expect(refused.body.error.details).toMatchObject({ action: 'job-parsing' });
  });
});
