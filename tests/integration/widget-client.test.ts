/**
 * The widgets' gateway client (widgets/runtime/api.ts) against a real gateway: the wizard's calls and the ROI
 * e-mail, as the widgets make them, each success answer accepted by the client's check against the contract,
 * each refusal read as the contract's error (its code among those the endpoint documents).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getJob, getReport, listReports, parseJob } from '../../shared/api/demo';
import { type Endpoint, errorBody } from '../../shared/api/endpoint';
import { sendRoiMetrics } from '../../shared/api/roi';
import { errorsOf } from '../../shared/api-contract';
import { createDemoApi } from '../../widgets/demo-wizard/api';
import { createGateway, type Gateway } from '../../widgets/runtime/api';
import { type ApiError, isApiError } from '../../widgets/runtime/api-error';
import { DEMO_ENV, nextEmail, nextPhone } from './demo-helpers';
import { makeGateway } from './helpers';

let server: Server;
let client: Gateway;

beforeAll(async () => {
  const { app } = await makeGateway(DEMO_ENV);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  client = createGateway(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The refusal of a call, checked as the contract's error of its endpoint. */
async function refusal(endpoint: Endpoint, call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => expect.unreachable(`${endpoint.id} was answered`),
    (reason: unknown) => reason,
  );
  expect(isApiError(error)).toBe(true);
  const failure = error as ApiError;
  expect(z.safeParse(errorBody, failure.raw).success, JSON.stringify(failure.raw)).toBe(true);
  expect([...(errorsOf(endpoint).get(failure.status ?? 0) ?? [])]).toContain(failure.code);
  return failure;
}

const JOB =
  'Barista for a busy café in Lyon. You prepare espresso drinks and filter coffee, serve customers at the counter, ' +
  'keep the bar clean and help with opening and closing. Full time, 35 hours a week, weekends included, from 8 am. ' +
  'Pay 12 euros an hour plus tips. One year of experience in coffee or food service and good French are required. ' +
  'We train you on our roasts and latte art, and you join a friendly team of six.';

describe('the widgets’ gateway client against the gateway', () => {
  it('walks the wizard: every answer passes the contract, the session reads only its own', async () => {
    let stored: { token: string | null; session: string | null } = { token: null, session: null };
    const solve = async () => {
      const answer = await client.captchaToken({ proof: () => stored });
      stored = { token: answer.token, session: answer.session };
    };
    const demo = createDemoApi(async () => client, {
      token: () => stored.token,
      session: () => stored.session,
      invalidate: () => {
        stored = { ...stored, token: null };
      },
    });

    // Without a token, a creating call is refused as the contract says, and the token is forgotten.
    const noToken = await refusal(parseJob, client.send(parseJob, { body: { job_description: JOB } }));
    expect(noToken).toMatchObject({ kind: 'http', status: 403, code: 'CAPTCHA_REQUIRED' });

    await solve();
    const verdict = await demo.verifyContent(JOB, 'en');
    expect(verdict.isSufficient).toBe(true);
    const job = await demo.parseJob(JOB);
    const interview = await demo.generateInterview({ persona: 'open', job, language: 'en' });
    expect(interview.job).toBe(job.id);
    const contact = await demo.createContact({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: nextEmail(),
      phone: nextPhone(),
      persona: 'open',
    });
    expect(contact.phone_number).toContain('*');
    expect(await demo.allowance(contact.id)).toEqual({ allowed: true });

    // The call needs a captcha solved after the contact: refused first, then placed.
    const early = await demo
      .createCall({ contactId: contact.id, interviewId: interview.id, timing: 'now', scheduledTime: null })
      .catch((error: unknown) => error as ApiError);
    expect(early).toMatchObject({ code: 'CAPTCHA_REQUIRED', status: 403 });
    await solve();
    const call = await demo.createCall({
      contactId: contact.id,
      interviewId: interview.id,
      timing: 'now',
      scheduledTime: null,
    });
    expect((await demo.getCall(call.id)).id).toBe(call.id);
    const reports = await client.send(listReports, { query: { page: 1 }, session: stored.session });
    expect(reports.page).toBe(1);

    const lead = await demo.sendLead({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      email: nextEmail(),
      phone: nextPhone(),
      selectedPersona: 'open',
      inputType: 'paste',
      language: 'en',
      marketingOptIn: false,
    });
    expect(lead).toMatchObject({ ok: true });

    // Someone else's ids do not exist for this session; a path that names nothing is not found either.
    const other = await refusal(
      getJob,
      client.send(getJob, { params: { id: String(job.id + 1000) }, session: stored.session }),
    );
    expect(other).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await refusal(getReport, client.send(getReport, { params: { id: 'x' }, session: stored.session }));
  });

  it('sends the ROI e-mail: the first as asked, the next with the token the client gets itself', async () => {
    const body = {
      industry: 'retail',
      monthlyRecruitments: 10,
      currentTimeToHire: 30,
      costPerDay: 200,
      userEmail: nextEmail(),
      industryName: 'Retail',
      results: { currentCost: 60000, withAlexCost: 20000, savings: 40000, timeReduction: 20, roiPercentage: 200 },
      language: 'en',
    } as const;
    await expect(client.send(sendRoiMetrics, { body })).resolves.toEqual({ success: true });
    const second = await refusal(sendRoiMetrics, client.send(sendRoiMetrics, { body }));
    expect(second.code).toBe('CAPTCHA_REQUIRED');
    const { token: captcha } = await client.captchaToken();
    await expect(client.send(sendRoiMetrics, { body, captcha })).resolves.toEqual({ success: true });
    // A bad body is refused with the fields at fault, as the contract's validation error.
    const invalid = await refusal(
      sendRoiMetrics,
      client.send(sendRoiMetrics, {
        body: { ...body, userEmail: 'not an address' },
        captcha: (await client.captchaToken()).token,
      }),
    );
    expect(invalid).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
