import { describe, expect, it, vi } from 'vitest';
import { INTERVIEW_TEMPLATE_IDS as INTERVIEW_TEMPLATES } from '../../../shared/demo';
import type { RecruiterApi } from '../recruiter';
import { sandboxRecruiter } from './index';
import { memorySandboxState } from './state';
import {
  contactInput,
  fakeTime,
  interviewInput,
  readyForCall,
  refusalOf,
  rejection,
  sandboxSetUp,
  WAREHOUSE,
} from './test-helpers';

const setUp = sandboxSetUp();

describe('sandboxRecruiter jobs', () => {
  it('parses, stores and returns jobs with increasing ids', async () => {
    const { api } = setUp();
    const first = await api.parseJob({ job_description: WAREHOUSE });
    const second = await api.parseJob({ job_description: 'Puesto: Camarero\nTurnos de noche y fines de semana.' });
    expect(first).toEqual({ id: 1, name: 'Warehouse operator', description: WAREHOUSE });
    expect(second.id).toBe(2);
    expect(await api.getJob(1)).toEqual(first);
  });

  it.each([
    [undefined, 'required'],
    [42, 'invalid'],
    ['   ', 'required'],
    ['Too short text', 'length'],
    ['x'.repeat(20_001), 'length'],
  ])('refuses %j with a 400 naming the description', async (job_description, issue) => {
    const { api } = setUp();
    expect(await refusalOf(api.parseJob({ job_description } as never))).toEqual({
      status: 400,
      fields: [['job_description', issue]],
    });
  });

  it('answers 404 for an unknown job', async () => {
    const { api } = setUp();
    expect((await rejection(api.getJob(7))).status).toBe(404);
    expect((await rejection(api.getJob(-1))).status).toBe(404);
  });

  it('keeps only the newest jobs beyond its limits', async () => {
    const { api } = setUp({ maxEntities: 3, maxDescriptionChars: 10_000 });
    for (let i = 0; i < 5; i++) await api.parseJob({ job_description: `Title: Job ${i}\n${'x'.repeat(100)}` });
    expect((await rejection(api.getJob(2))).status).toBe(404);
    expect((await api.getJob(3)).name).toBe('Job 2');
    expect((await api.getJob(5)).name).toBe('Job 4');
    await api.parseJob({ job_description: `Title: Long\n${'y'.repeat(9_950)}` });
    expect((await rejection(api.getJob(5))).status).toBe(404);
    expect((await api.getJob(6)).name).toBe('Long');
  });

  it('returns copies that cannot change what it keeps', async () => {
    const { api } = setUp();
    const job = await api.parseJob({ job_description: WAREHOUSE });
    job.name = 'Changed';
    expect((await api.getJob(job.id)).name).toBe('Warehouse operator');
  });
});

describe('sandboxRecruiter interviews', () => {
  it('refuses an unknown job with the exact message, naming the job', async () => {
    const { api } = setUp();
    const error = await rejection(api.generateInterview(interviewInput(99)));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Job with ID 99 not found or not accessible');
    expect(error.fields).toMatchObject([{ field: 'jobId', issue: 'not_found' }]);
  });

  it.each([
    [{ language: 'de' }, 'language', 'invalid'],
    [{ tone: 'rude' }, 'tone', 'invalid'],
    [{ sharpness: 'Extreme' }, 'sharpness', 'invalid'],
    [{ templateId: 5 }, 'custom_template.id', 'not_found'],
    [{ duration: 10 }, 'duration', 'length'],
    [{ name: '' }, 'name', 'required'],
    [{ jobId: 1.5 }, 'jobId', 'invalid'],
  ])('refuses %j naming the field', async (overrides, field, issue) => {
    const { api } = setUp();
    const job = await api.parseJob({ job_description: WAREHOUSE });
    expect(await refusalOf(api.generateInterview(interviewInput(job.id, overrides as never)))).toEqual({
      status: 400,
      fields: [[field, issue]],
    });
  });

  it('knows the three demo templates and nothing else', async () => {
    const { api } = setUp();
    expect(INTERVIEW_TEMPLATES).toEqual({ fr: 108, en: 111, es: 110 });
    expect(await api.getInterviewTemplate(108)).toMatchObject({ id: 108, language: 'fr' });
    expect(await api.getInterviewTemplate(111)).toMatchObject({ id: 111, language: 'en' });
    expect(await api.getInterviewTemplate(110)).toMatchObject({ id: 110, language: 'es' });
    expect((await rejection(api.getInterviewTemplate(109))).status).toBe(404);
    expect((await rejection(api.getInterview(1))).status).toBe(404);
  });
});

describe('sandboxRecruiter contacts', () => {
  it('stores and returns contacts', async () => {
    const { api } = setUp();
    const contact = await api.createContact(contactInput);
    expect(contact).toEqual({ id: 1, ...contactInput });
    expect(await api.getContact(1)).toEqual(contact);
    expect((await rejection(api.getContact(2))).status).toBe(404);
  });

  it.each([
    [{ name: '' }, 'name', 'required'],
    [{ email: 'not-an-email' }, 'email', 'invalid'],
    [{ phone_number: '+3312' }, 'phone_number', 'length'],
    [{ phone_number: '+33 6 12 34 56' }, 'phone_number', 'invalid'],
    [{ external_id: '' }, 'external_id', 'invalid'],
  ])('refuses %j naming the field', async (overrides, field, issue) => {
    const { api } = setUp();
    expect(await refusalOf(api.createContact({ ...contactInput, ...overrides }))).toEqual({
      status: 400,
      fields: [[field, issue]],
    });
  });
});

describe('sandboxRecruiter calls', () => {
  it('plays a call through to a report', async () => {
    const { api, time } = setUp();
    const { job, interview, contact } = await readyForCall(api);
    const call = await api.createCall({
      contact: contact.id,
      interview: interview.id,
      date: new Date(time.now()).toISOString(),
      status: 'waiting',
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    });
    expect(call).toMatchObject({ contact: contact.id, interview: interview.id, status: 'waiting', report: null });
    time.advance(1_999);
    expect((await api.getCall(call.id)).status).toBe('waiting');
    time.advance(1);
    expect((await api.getCall(call.id)).status).toBe('ringing');
    time.advance(5_000);
    expect((await api.getCall(call.id)).status).toBe('in_progress');
    time.advance(20_000);
    const done = await api.getCall(call.id);
    expect(done.status).toBe('completed');
    expect(done.report).not.toBeNull();
    const report = await api.getReport(done.report as number);
    expect(report).toMatchObject({ call: call.id, contact: contact.id, interview: interview.id });
    for (const score of Object.values(report.scores)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(Object.keys(report.scores).sort()).toEqual([
      'availability',
      'communication',
      'experience_and_attitude',
      'motivation',
      'skills_match',
    ]);
    expect(report.summary).toContain(job.name);
    expect(report.summary).toContain('formal');
    expect(report.created_at).toBe(new Date(time.now()).toISOString());
  });

  it('starts a scheduled call at its date', async () => {
    const { api, time } = setUp();
    const { interview, contact } = await readyForCall(api);
    const date = new Date(time.now() + 60 * 60_000).toISOString();
    const call = await api.createCall({
      contact: contact.id,
      interview: interview.id,
      date,
      status: 'scheduled',
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    });
    expect(call).toMatchObject({ status: 'scheduled', date });
    time.advance(60 * 60_000 - 1);
    expect((await api.getCall(call.id)).status).toBe('scheduled');
    time.advance(1);
    expect((await api.getCall(call.id)).status).toBe('waiting');
    time.advance(2_000);
    expect((await api.getCall(call.id)).status).toBe('ringing');
    time.advance(25_000);
    expect((await api.getCall(call.id)).status).toBe('completed');
  });

  it('varies timings around their nominal values', async () => {
    const { api, time } = setUp({ random: () => 0 });
    const { interview, contact } = await readyForCall(api);
    const call = await api.createCall({
      contact: contact.id,
      interview: interview.id,
      date: new Date(time.now()).toISOString(),
      status: 'waiting',
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    });
    time.advance(1_600);
    expect((await api.getCall(call.id)).status).toBe('ringing');
  });

  it('completes a call for now, report included, within a minute even at its slowest', async () => {
    // The slowest variation of every step (+20 %).
    const { api, time } = setUp({ random: () => 1 });
    const { interview, contact } = await readyForCall(api);
    const call = await api.createCall({
      contact: contact.id,
      interview: interview.id,
      date: new Date(time.now()).toISOString(),
      status: 'waiting',
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    });
    time.advance(59_000);
    const done = await api.getCall(call.id);
    expect(done.status).toBe('completed');
    expect(done.report).not.toBeNull();
    expect((await api.getReport(done.report as number)).summary).not.toBe('');
  });

  it('cancels a call that has not started, which then stays cancelled', async () => {
    const { api, time } = setUp();
    const { interview, contact } = await readyForCall(api);
    const input = {
      contact: contact.id,
      interview: interview.id,
      date: new Date(time.now()).toISOString(),
      status: 'waiting' as const,
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    };
    const waiting = await api.createCall(input);
    expect(await api.cancelCall(waiting.id)).toMatchObject({ id: waiting.id, status: 'cancelled' });
    const ringing = await api.createCall(input);
    time.advance(2_000);
    expect((await api.getCall(ringing.id)).status).toBe('ringing');
    expect((await api.cancelCall(ringing.id)).status).toBe('cancelled');
    time.advance(60_000);
    expect((await api.getCall(waiting.id)).status).toBe('cancelled');
    expect((await api.getCall(ringing.id)).status).toBe('cancelled');
    expect((await api.getCall(ringing.id)).report).toBeNull();
    const again = await rejection(api.cancelCall(waiting.id));
    expect(again).toMatchObject({
      status: 400,
      message: `Call ${waiting.id} is already cancelled and can no longer be cancelled`,
    });
  });

  it('refuses to cancel a completed call', async () => {
    const { api, time } = setUp();
    const { interview, contact } = await readyForCall(api);
    const call = await api.createCall({
      contact: contact.id,
      interview: interview.id,
      date: new Date(time.now()).toISOString(),
      status: 'waiting',
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    });
    time.advance(60_000);
    const error = await rejection(api.cancelCall(call.id));
    expect(error.status).toBe(400);
    expect(error.message).toContain('already completed');
    expect((await rejection(api.cancelCall(999))).status).toBe(404);
  });

  it.each([
    [{ contact: 99 }, 'contact', 'not_found'],
    [{ interview: 99 }, 'interview', 'not_found'],
    [{ contact: '1' }, 'contact', 'invalid'],
    [{ interview: null }, 'interview', 'required'],
    [{ status: 'ringing' }, 'status', 'invalid'],
    [{ use_case: 'cold-call' }, 'use_case', 'invalid'],
    [{ force_eligibility: 'yes' }, 'force_eligibility', 'invalid'],
    [{ date: 'tomorrow' }, 'date', 'invalid'],
    [{ date: '2030-04-04T09:00:00Z' }, 'date', 'invalid'],
  ])('refuses %j naming the field', async (overrides, field, issue) => {
    const { api, time } = setUp();
    const { interview, contact } = await readyForCall(api);
    const error = await rejection(
      api.createCall({
        contact: contact.id,
        interview: interview.id,
        date: new Date(time.now()).toISOString(),
        status: 'waiting',
        use_case: 'immediate-after-application' as const,
        force_eligibility: true,
        ...(overrides as object),
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fields.map((f) => [f.field, f.issue])).toEqual([[field, issue]]);
  });

  it('answers 404 for unknown calls and reports', async () => {
    const { api } = setUp();
    expect((await rejection(api.getCall(1))).status).toBe(404);
    expect((await rejection(api.getReport(1))).status).toBe(404);
  });

  it('keeps no timer for a call, so none is left running at close', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    try {
      const { api, time } = setUp();
      const { interview, contact } = await readyForCall(api);
      const before = vi.getTimerCount();
      await api.createCall({
        contact: contact.id,
        interview: interview.id,
        date: new Date(time.now() + 60_000).toISOString(),
        status: 'scheduled',
        use_case: 'immediate-after-application' as const,
        force_eligibility: true,
      });
      expect(vi.getTimerCount()).toBe(before);
      api.close();
      expect(vi.getTimerCount()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps only the newest calls beyond its limits', async () => {
    const { api, time } = setUp({ maxEntities: 2 });
    const { interview, contact } = await readyForCall(api);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const call = await api.createCall({
        contact: contact.id,
        interview: interview.id,
        date: new Date(time.now()).toISOString(),
        status: 'waiting',
        use_case: 'immediate-after-application' as const,
        force_eligibility: true,
      });
      ids.push(call.id);
    }
    expect((await rejection(api.getCall(ids[0] as number))).status).toBe(404);
    expect((await rejection(api.getCall(ids[1] as number))).status).toBe(404);
    time.advance(60_000);
    expect((await api.getCall(ids[3] as number)).status).toBe('completed');
  });

  it('moves on the real clock by default', async () => {
    const { api } = setUp({ now: Date.now, timings: { ringing: 5, inProgress: 5, completed: 5 } });
    const { interview, contact } = await readyForCall(api);
    const call = await api.createCall({
      contact: contact.id,
      interview: interview.id,
      date: new Date().toISOString(),
      status: 'waiting',
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    });
    await expect
      .poll(async () => (await (api as RecruiterApi).getCall(call.id)).status, { timeout: 2_000, interval: 10 })
      .toBe('completed');
  });
});

describe('sandboxRecruiter over a state two instances share', () => {
  /** Two gateways' sandboxes over one state and one clock, as two instances behind a load balancer. */
  function twoInstances() {
    const time = fakeTime();
    const state = memorySandboxState({ maxEntities: 100, maxDescriptionChars: 1_000_000 });
    const writes: string[] = [];
    const watched = {
      ...state,
      putIfAbsent: async <T>(kind: Parameters<typeof state.putIfAbsent>[0], id: number, value: T) => {
        const kept = await state.putIfAbsent(kind, id, value);
        if (kept) writes.push(`${kind} ${id}`);
        return kept;
      },
    };
    const make = () => sandboxRecruiter({ now: time.now, random: () => 0.5, state: watched });
    return { one: make(), two: make(), time, writes };
  }

  it('never gives the same id twice, whichever instance creates', async () => {
    const { one, two } = twoInstances();
    const a = await readyForCall(one);
    const b = await readyForCall(two);
    expect(b.job.id).not.toBe(a.job.id);
    expect(b.interview.id).not.toBe(a.interview.id);
    expect(b.contact.id).not.toBe(a.contact.id);
    const questionIds = [...a.interview.questions, ...b.interview.questions].map((question) => question.id);
    expect(new Set(questionIds).size).toBe(questionIds.length);
    expect(await two.getContact(a.contact.id)).toEqual(a.contact);
    expect(await one.getInterview(b.interview.id)).toEqual(b.interview);
  });

  it('moves a call on in the other instance and writes its report once', async () => {
    const { one, two, time, writes } = twoInstances();
    const { interview, contact } = await readyForCall(one);
    const call = await one.createCall({
      contact: contact.id,
      interview: interview.id,
      date: new Date(time.now()).toISOString(),
      status: 'waiting',
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    });
    time.advance(2_000);
    expect((await two.getCall(call.id)).status).toBe('ringing');
    time.advance(25_000);
    const [there, here] = await Promise.all([two.getCall(call.id), one.getCall(call.id)]);
    expect(there).toEqual(here);
    expect(there).toMatchObject({ status: 'completed', report: expect.any(Number) });
    await one.getCall(call.id);
    expect(writes).toEqual([`report ${there.report}`]);
    expect(await one.getReport(there.report as number)).toEqual(await two.getReport(there.report as number));
  });

  it('keeps a call cancelled on one instance cancelled on the other', async () => {
    const { one, two, time } = twoInstances();
    const { interview, contact } = await readyForCall(one);
    const call = await one.createCall({
      contact: contact.id,
      interview: interview.id,
      date: new Date(time.now()).toISOString(),
      status: 'waiting',
      use_case: 'immediate-after-application' as const,
      force_eligibility: true,
    });
    await two.cancelCall(call.id);
    time.advance(60_000);
    expect(await one.getCall(call.id)).toMatchObject({ status: 'cancelled', report: null });
    expect((await rejection(one.cancelCall(call.id))).message).toContain('already cancelled');
  });
});
