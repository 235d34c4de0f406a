/**
 * `GET /api/demo/allowance`: whether a visitor may place a call now, asked when step 4 opens so that a refusal
 * shows before the 20-second preparation. It spends nothing, and refuses with what the call route would answer.
 */
import { describe, expect, it } from 'vitest';
import { allowanceResponse } from '../../shared/demo-schemas';
import {
  callBody,
  contactBody,
  DEMO,
  DEMO_ENV,
  interviewBody,
  JOB_DESCRIPTION,
  nextEmail,
  nextPhone,
  runDemo,
  Visitor,
} from './demo-helpers';
import { makeGateway } from './helpers';

const ALLOWANCE = '/api/demo/allowance';

const allowance = async (visitor: Visitor, contact?: number) => {
  const response = await visitor.get(contact === undefined ? ALLOWANCE : `${ALLOWANCE}?contact=${contact}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  // The answer is the shared schema's, which the wizard reads.
  return allowanceResponse.parse(response.body);
};

/** A visitor with a job, an interview, a contact and the post-contact captcha: ready to call. */
async function readyToCall(visitor: Visitor, who: { phone?: string; email?: string } = {}) {
  await visitor.solve();
  const job = (await visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }).expect(201)).body;
  const interview = (await visitor.post(`${DEMO}/generate-interview`, interviewBody(job.id, job.name)).expect(201))
    .body;
  const contact = (
    await visitor
      .post(
        `${DEMO}/contact`,
        contactBody({ ...(who.phone ? { phone_number: who.phone } : {}), ...(who.email ? { email: who.email } : {}) }),
      )
      .expect(201)
  ).body;
  await visitor.solve();
  return { interview: interview.id as number, contact: contact.id as number };
}

describe('the call allowance', () => {
  it('allows a new visitor, and after its call refuses with the call limit the call route gives', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    expect(await allowance(visitor)).toEqual({ allowed: true });

    const run = await runDemo(visitor);
    const refused = await allowance(visitor, run.contact.id);
    expect(refused.allowed).toBe(false);

    // The call route's own answer to a second call now.
    const second = await readyToCall(visitor);
    const call = await visitor.post(`${DEMO}/call`, callBody(second.contact, second.interview)).expect(429);
    expect(refused).toMatchObject({
      allowed: false,
      refusal: {
        code: call.body.error.code,
        message: call.body.error.message,
        details: { action: 'call-creation' },
      },
    });
    expect(call.body.error.code).toBe('DEMO_RATE_LIMIT_EXCEEDED');
    if (refused.allowed) throw new Error('unreachable');
    expect(refused.refusal.details.retryAfter).toBeGreaterThan(0);
    expect(refused.refusal.details.retryAfter).toBeLessThanOrEqual(300);
    expect(Math.abs(refused.refusal.details.retryAfter - call.body.error.details.retryAfter)).toBeLessThanOrEqual(1);
  });

  it("refuses a contact of the session that already had today's call, as the call route does", async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    const ready = await readyToCall(visitor);
    await visitor.post(`${DEMO}/call`, callBody(ready.contact, ready.interview)).expect(201);
    const refused = await allowance(visitor, ready.contact);
    await visitor.solve();
    const call = await visitor.post(`${DEMO}/call`, callBody(ready.contact, ready.interview)).expect(429);
    expect(refused).toEqual({
      allowed: false,
      refusal: { code: call.body.error.code, message: call.body.error.message, details: call.body.error.details },
    });
  });

  it("says nothing of someone else's day: a contact made with their phone number or e-mail reads as allowed", async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const victim = { phone: nextPhone(), email: nextEmail() };
    await runDemo(new Visitor(app), victim);

    for (const typed of [
      { phone: victim.phone, email: nextEmail() },
      { phone: nextPhone(), email: victim.email },
    ]) {
      const other = new Visitor(app);
      const ready = await readyToCall(other, typed);
      expect(await allowance(other, ready.contact)).toEqual({ allowed: true });
      // The once-a-day rule itself holds: the call is refused, at the price of a call of the visitor's own limit.
      await other.post(`${DEMO}/call`, callBody(ready.contact, ready.interview)).expect(429);
    }
  });

  it('spends nothing: fifty asks later the visitor may still call, and does', async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const visitor = new Visitor(app);
    const ready = await readyToCall(visitor);
    for (let i = 0; i < 50; i += 1) {
      expect(await allowance(visitor, ready.contact)).toEqual({ allowed: true });
    }
    await visitor.post(`${DEMO}/call`, callBody(ready.contact, ready.interview)).expect(201);
    expect((await allowance(visitor, ready.contact)).allowed).toBe(false);
  });

  it("reads only the session's own contacts and refuses a malformed query", async () => {
    const { app } = await makeGateway(DEMO_ENV);
    const owner = new Visitor(app);
    const ready = await readyToCall(owner);
    const stranger = new Visitor(app);
    await stranger.solve();
    expect((await stranger.get(`${ALLOWANCE}?contact=${ready.contact}`)).status).toBe(404);
    const bad = await owner.get(`${ALLOWANCE}?contact=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    expect((await owner.get(`${ALLOWANCE}?contact=1&other=2`)).status).toBe(400);
  });
});
