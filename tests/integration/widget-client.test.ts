/**
 * The widgets' gateway client (widgets/runtime/api.ts) against a real gateway: the wizard's calls and the ROI
 * e-mail, as the widgets make them, each success answer accepted by the client's check against the contract,
 * each refusal read as the contract's error (its code among those the endpoint documents): a whole demo from the
 * voice sample to the report, the ROI e-mail with and without a captcha, and a refusal of every endpoint they call.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sandboxRecruiter } from '../../server/demo/sandbox';
import { captchaVerify } from '../../shared/api/captcha';
import {
  allowance,
  createCall,
  createContact,
  generateInterview,
  getCall,
  getJob,
  getReport,
  lead,
  listReports,
  parseJob,
  processUrl,
  verifyContent,
  voiceSample,
} from '../../shared/api/demo';
import { type Endpoint, errorBody } from '../../shared/api/endpoint';
import { sendRoiMetrics } from '../../shared/api/roi';
import { errorsOf } from '../../shared/api-contract';
import { createDemoApi } from '../../widgets/demo-wizard/api';
import { createGateway, type Gateway } from '../../widgets/runtime/api';
import { type ApiError, isApiError } from '../../widgets/runtime/api-error';
import { callClock, DEMO_ENV, nextEmail, nextPhone } from './demo-helpers';
import { makeGateway } from './helpers';

let server: Server;
let client: Gateway;
/** The sandbox recruiter's clock: moved on, every call placed so far has happened and has its report. */
const clock = callClock();

beforeAll(async () => {
  const { app } = await makeGateway(DEMO_ENV, { recruiter: sandboxRecruiter({ now: clock.now }) });
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
    // A persona's voice sample: the static file when the gateway serves it, else the sample route's audio.
    expect(await demo.voiceSampleUrl('en', 'open')).toMatch(/^(blob:|http:)/);
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
    // The contact had its call of the day: the allowance says no, as the refusal the call would get.
    const again = await demo.allowance(contact.id);
    expect(again).toMatchObject({ allowed: false, error: { kind: 'http', status: 429 } });
    if (!again.allowed) expect(again.error.code).toBe('DEMO_RATE_LIMIT_EXCEEDED');
    // Once the call has happened, the call names its report and the report reads.
    clock.finishCalls();
    const ended = await demo.getCall(call.id);
    expect(ended.status).toBe('completed');
    expect(ended.report).toEqual(expect.any(Number));
    const report = await demo.getReport(Number(ended.report));
    expect(report.id).toBe(ended.report);
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

  it('reads every refusal of the widgets’ endpoints as the contract’s error of that endpoint', async () => {
    // Creating calls without a captcha token.
    const bodies = [
      [verifyContent, { content: JOB, targetLanguage: 'en' }],
      [processUrl, { url: 'https://jobs.example/barista', targetLanguage: 'en' }],
      [parseJob, { job_description: JOB }],
      [
        generateInterview,
        { name: 'Demo', jobId: 1, language: 'en', voice: 'Antoine', tone: 'formal', sharpness: 'High' },
      ],
      [createContact, { name: 'Ada', email: nextEmail(), phone_number: nextPhone(), external_id: 'demo_x' }],
      [createCall, { contact: 1, interview: 1, date: new Date().toISOString(), status: 'waiting' }],
      [lead, { firstName: 'Ada', email: nextEmail(), phone: nextPhone() }],
    ] as const;
    for (const [endpoint, body] of bodies) {
      const failure = await refusal(endpoint, client.send(endpoint as Endpoint, { body }));
      expect(failure, endpoint.id).toMatchObject({ kind: 'http', status: 403, code: 'CAPTCHA_REQUIRED' });
    }

    // With a token: bodies the gateway refuses, each with its fields at fault.
    const { token, session } = await client.captchaToken();
    // (The call asks for a captcha solved after a contact: without one, the token is refused first.)
    for (const [endpoint] of bodies.filter(([endpoint]) => endpoint !== createCall)) {
      const failure = await refusal(endpoint, client.send(endpoint as Endpoint, { body: {}, captcha: token }));
      expect(failure, endpoint.id).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
    const privateUrl = await refusal(
      processUrl,
      client.send(processUrl, { body: { url: 'http://10.0.0.1/', targetLanguage: 'en' }, captcha: token }),
    );
    expect(privateUrl).toMatchObject({ status: 400, code: 'URL_NOT_ALLOWED' });

    // Reads of ids this session did not create.
    for (const endpoint of [getCall, getReport]) {
      const failure = await refusal(endpoint, client.send(endpoint, { params: { id: '999999' }, session }));
      expect(failure, endpoint.id).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    const query = await refusal(allowance, client.send(allowance, { query: { contact: -1 }, session }));
    expect(query).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });

    // The captcha's verify step with a solution that solves nothing, and a voice sample nobody has.
    const forged = await refusal(captchaVerify, client.send(captchaVerify, { body: { token: btoa('{}') } }));
    expect([400, 403]).toContain(forged.status);
    const sample = await refusal(
      voiceSample,
      client.file(voiceSample, { body: { language: 'xx', persona: 'open' } as never }),
    );
    expect(sample).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
