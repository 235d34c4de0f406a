/**
 * What keeps the open demo from being abused: the configured blacklist and the automatic blocks, the phone
 * numbers the demo refuses to ring, one call per phone number and per e-mail address a day, and one call
 * however many requests a visitor fires at once.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type RecruiterApi, RecruiterError } from '../../server/demo/recruiter';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { roiPayload } from '../fixtures/roi';
import {
  CHALLENGE,
  callBody,
  contactBody,
  DEMO,
  DEMO_ENV,
  interviewBody,
  JOB_DESCRIPTION,
  nextEmail,
  nextPhone,
  recording,
  runDemo,
  VERIFY,
  Visitor,
} from './demo-helpers';
import { makeGateway } from './helpers';

const BLACKLISTED = {
  code: 'BLACKLISTED',
  message: 'Suspicious activity detected. Access temporarily blocked.',
};

const parseJob = (visitor: Visitor, token?: string | null) =>
  visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }, token);

describe('the configured blacklist', () => {
  const BLACKLIST = '203.0.113.7, 198.18.0.0/15 2001:db8:bad::/48';

  it.each([
    ['a listed address', '203.0.113.7'],
    ['an address in a listed IPv4 range', '198.19.255.1'],
    ['the IPv4-mapped form of a listed address', '::ffff:203.0.113.7'],
    ['an address in a listed IPv6 range', '2001:db8:bad:1::5'],
  ])('refuses %s on every demo route', async (_name, ip) => {
    const { app } = await makeGateway({ ...DEMO_ENV, BLACKLIST });
    const visitor = new Visitor(app, ip);
    const responses = await Promise.all([
      request(app).post(CHALLENGE).set('X-Forwarded-For', ip),
      request(app).post(VERIFY).set('X-Forwarded-For', ip).send({ token: 'x' }),
      parseJob(visitor),
      visitor.get(`${DEMO}/job/1/`),
      visitor.post(`${DEMO}/voice-sample`, { language: 'fr', persona: 'structured' }),
      request(app).post('/api/demo/lead').set('X-Forwarded-For', ip).send({}),
      request(app).post('/api/hubspot').set('X-Forwarded-For', ip).send({}),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual(BLACKLISTED);
    }
  });

  it('leaves the ROI calculator, the health check and other visitors alone', async () => {
    const { app } = await makeGateway({ ...DEMO_ENV, BLACKLIST });
    await request(app)
      .post('/api/send-roi-metrics')
      .set('X-Forwarded-For', '203.0.113.7')
      .send(roiPayload())
      .expect(200);
    await request(app).get('/healthz').set('X-Forwarded-For', '203.0.113.7').expect(200);
    const other = new Visitor(app, '203.0.113.8');
    await other.solve();
    await parseJob(other).expect(201);
  });
});

describe('automatic blocks', () => {
  const STRIKES = { ...DEMO_ENV, AUTO_BLOCK_STRIKES: '3' };

  it.each([
    ['forged captcha tokens', (visitor: Visitor) => parseJob(visitor, 'eyJzaWQiOiJ4In0.forged').expect(403)],
    [
      'refused captcha solutions',
      (visitor: Visitor) => visitor.post(VERIFY, { token: 'bm90IGEgc29sdXRpb24=' }).expect(403),
    ],
  ])('blocks a visitor after AUTO_BLOCK_STRIKES %s, and only that visitor', async (_name, strike) => {
    const { app } = await makeGateway(STRIKES);
    const visitor = new Visitor(app);
    for (let i = 0; i < 3; i++) await strike(visitor);
    const blocked = await request(app).post(CHALLENGE).set('X-Forwarded-For', visitor.ip);
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toEqual(BLACKLISTED);

    const other = new Visitor(app);
    await other.solve();
    await parseJob(other).expect(201);
  });

  it('blocks a visitor who keeps hitting a demo limit', async () => {
    const { app } = await makeGateway(STRIKES);
    const visitor = new Visitor(app);
    await visitor.solve();
    for (let i = 0; i < 5; i++) await parseJob(visitor).expect(201);
    for (let i = 0; i < 3; i++) await parseJob(visitor).expect(429);
    const blocked = await parseJob(visitor);
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toEqual(BLACKLISTED);
  });

  it('blocks the whole /56 of an IPv6 visitor', async () => {
    const { app } = await makeGateway(STRIKES);
    const visitor = new Visitor(app, '2001:db8:0:100::1');
    for (let i = 0; i < 3; i++) await parseJob(visitor, 'a.b').expect(403);
    const neighbour = await request(app).post(CHALLENGE).set('X-Forwarded-For', '2001:db8:0:1aa::9');
    expect(neighbour.body.error).toEqual(BLACKLISTED);
    await request(app).post(CHALLENGE).set('X-Forwarded-For', '2001:db8:0:200::1').expect(200);
  });

  it('does not count expired tokens: a visitor who left the tab open is not blocked', async () => {
    let clock = Date.now();
    const { app } = await makeGateway({ ...STRIKES, CAPTCHA_TOKEN_TTL: '60' }, { now: () => clock });
    const visitor = new Visitor(app);
    await visitor.solve();
    clock += 61_000;
    for (let i = 0; i < 4; i++) {
      const response = await parseJob(visitor);
      expect(response.body.error.code).toBe('CAPTCHA_INVALID');
    }
    await visitor.solve();
    await parseJob(visitor).expect(201);
  });
});

describe('the phone numbers the demo calls', () => {
  const DOUBLE_CHECK = 'Please double-check your phone number and try again.';
  const LENGTH = 'Please enter a phone number between 8 and 20 characters.';

  it.each([
    ['a premium-rate number', '+33899123456', DOUBLE_CHECK],
    ['a shared-cost number', '+33810123456', DOUBLE_CHECK],
    ['a toll-free number', '+33800123456', DOUBLE_CHECK],
    ['a German mobile (outside CALLABLE_COUNTRIES)', '+4915123456789', DOUBLE_CHECK],
    ['a British mobile (outside CALLABLE_COUNTRIES)', '+447400123456', DOUBLE_CHECK],
    ['an international service number', '+80012345678', DOUBLE_CHECK],
    ['letters', '+33abc45678', DOUBLE_CHECK],
    ['too few digits', '+3361234', LENGTH],
  ])('refuses %s with 400 INVALID_PHONE', async (_name, phone, message) => {
    const spy = recording(sandboxRecruiter());
    const { app } = await makeGateway({ ...DEMO_ENV, CALLABLE_COUNTRIES: 'FR,BE' }, { recruiter: spy.recruiter });
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(`${DEMO}/contact`, contactBody({ phone_number: phone }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'INVALID_PHONE', message });
    expect(spy.calls).not.toContain('createContact');
  });

  it.each([
    ['a French mobile', '+33612345678', '+33612345678'],
    ['a French mobile typed with spaces', '+33 6 12 34 56 78', '+33612345678'],
    ['a French landline', '+33142685300', '+33142685300'],
    ['a Belgian mobile', '+32470123456', '+32470123456'],
  ])('accepts %s and stores it in E.164', async (_name, phone, e164) => {
    const sandbox = sandboxRecruiter();
    const { app } = await makeGateway({ ...DEMO_ENV, CALLABLE_COUNTRIES: 'FR,BE' }, { recruiter: sandbox });
    const visitor = new Visitor(app);
    await visitor.solve();
    const response = await visitor.post(`${DEMO}/contact`, contactBody({ phone_number: phone }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect((await sandbox.getContact(response.body.id)).phone_number).toBe(e164);
    // The answer shows the number masked: the visitor typed it, and nobody else learns it from the answer.
    expect(response.body.phone_number).toBe(`${e164.slice(0, 3)}${'*'.repeat(e164.length - 5)}${e164.slice(-2)}`);
  });
});

/** A second visitor (own address, own session) that gets to the call with the given contact details. */
const secondVisitorCall = async (visitor: Visitor, contact: { phone_number?: string; email?: string }) => {
  await visitor.solve();
  const job = await parseJob(visitor).expect(201);
  const interview = await visitor.post(`${DEMO}/generate-interview`, interviewBody(job.body.id)).expect(201);
  const created = await visitor.post(`${DEMO}/contact`, contactBody(contact)).expect(201);
  await visitor.solve();
  return visitor.post(`${DEMO}/call`, callBody(created.body.id, interview.body.id));
};

describe('one demo call per phone number and per e-mail address a day', () => {
  const ALREADY_CALLED = {
    code: 'DEMO_RATE_LIMIT_EXCEEDED',
    message: 'This phone number or e-mail already received a demo call today. Please try again tomorrow.',
    details: { retryAfter: 86_400, action: 'call-creation', reason: 'already_called' },
  };

  it.each([
    ['the same phone number', (phone: string) => ({ phone_number: phone, email: nextEmail() })],
    [
      'the same phone number, written with spaces',
      (phone: string) => ({ phone_number: phone.replace(/(\d{2})(?=\d)/g, '$1 '), email: nextEmail() }),
    ],
    ['the same e-mail address', (_phone: string, email: string) => ({ phone_number: nextPhone(), email })],
    [
      'the same e-mail address in capitals',
      (_phone: string, email: string) => ({ phone_number: nextPhone(), email: email.toUpperCase() }),
    ],
  ])('refuses a second call to %s from another visitor', async (_name, details) => {
    const spy = recording(sandboxRecruiter());
    const { app } = await makeGateway(DEMO_ENV, { recruiter: spy.recruiter });
    const phone = nextPhone();
    const email = nextEmail();
    await runDemo(new Visitor(app), { phone, email });

    const response = await secondVisitorCall(new Visitor(app), details(phone, email));
    expect(response.status).toBe(429);
    expect(response.body.error).toEqual(ALREADY_CALLED);
    expect(response.headers['retry-after']).toBe('86400');
    expect(spy.calls.filter((call) => call === 'createCall')).toHaveLength(1);
  });

  it('lets another number and address be called', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    await runDemo(new Visitor(app));
    const response = await secondVisitorCall(new Visitor(app), {});
    expect(response.status).toBe(201);
  });

  it.each([
    [400, 'VALIDATION_ERROR', 201, 'a clear refusal gives the day back'],
    [502, 'UPSTREAM_ERROR', 429, 'a failure that may have placed the call keeps the day'],
    [504, 'UPSTREAM_TIMEOUT', 429, 'a time-out, after which the call may exist, keeps the day'],
  ] as const)('backend answers %d (%s): the next try gets %d, %s', async (status, code, next, _why) => {
    const inner = sandboxRecruiter();
    let failures = 1;
    const flaky: RecruiterApi = {
      ...inner,
      createCall: (input) =>
        failures-- > 0 ? Promise.reject(new RecruiterError(status, 'backend answer')) : inner.createCall(input),
    };
    const { app } = await makeGateway(DEMO_ENV, { recruiter: flaky });
    const phone = nextPhone();
    const first = await secondVisitorCall(new Visitor(app), { phone_number: phone });
    expect(first.status).toBe(status);
    expect(first.body.error.code).toBe(code);
    const second = await secondVisitorCall(new Visitor(app), { phone_number: phone });
    expect(second.status).toBe(next);
  });
});

describe('simultaneous call requests', () => {
  it('creates exactly one call out of 50 sent at once by one visitor', async () => {
    const spy = recording(sandboxRecruiter());
    const { app } = await makeGateway(DEMO_ENV, { recruiter: spy.recruiter });
    const visitor = new Visitor(app);
    await visitor.solve();
    const job = await parseJob(visitor).expect(201);
    const interview = await visitor.post(`${DEMO}/generate-interview`, interviewBody(job.body.id)).expect(201);
    const contact = await visitor.post(`${DEMO}/contact`, contactBody()).expect(201);
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) tokens.push(await visitor.solve());

    const body = callBody(contact.body.id, interview.body.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => visitor.post(`${DEMO}/call`, body, tokens[i % tokens.length])),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The others are over the limit, or blocked once the visitor has hit it often enough.
    expect(statuses.every((status) => status === 201 || status === 429 || status === 403)).toBe(true);
    expect(spy.calls.filter((call) => call === 'createCall')).toHaveLength(1);
  });
});
