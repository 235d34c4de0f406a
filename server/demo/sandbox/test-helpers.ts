/** What the sandbox's tests share: a clock they move by hand, a sample posting and the inputs of a demo. */
import { afterEach, expect } from 'vitest';
import { INTERVIEW_TEMPLATE_IDS as INTERVIEW_TEMPLATES } from '../../../shared/demo';
import type { GenerateInterviewInput, RecruiterApi } from '../recruiter';
import { RecruiterError } from '../recruiter';
import { type SandboxOptions, sandboxRecruiter } from './index';

/** A clock that only moves when the test says so. */
export function fakeTime(start = Date.parse('2030-03-04T09:00:00Z')) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

/**
 * The sandbox a test file works on: each call makes one on a hand-moved clock (steady timings unless the options
 * say otherwise), and the last one made is closed after each test.
 */
export function sandboxSetUp(): (options?: SandboxOptions) => { api: RecruiterApi; time: ReturnType<typeof fakeTime> } {
  let api: RecruiterApi | undefined;
  afterEach(() => api?.close());
  return (options = {}) => {
    const time = fakeTime();
    api = sandboxRecruiter({ now: time.now, random: () => 0.5, ...options });
    return { api, time };
  };
}

export const WAREHOUSE = `Title: Warehouse operator
We are hiring a warehouse operator for our Lyon site. You will work in rotating shifts, including weekends.
A forklift licence is a plus; 2 years of experience in logistics required. Team spirit and care for safety.`;

export const interviewInput = (
  jobId: number,
  overrides: Partial<GenerateInterviewInput> = {},
): GenerateInterviewInput => ({
  name: 'Demo Interview - structured - Warehouse operator',
  jobId,
  language: 'en',
  voice: 'Adam',
  tone: 'formal',
  sharpness: 'Mid',
  templateId: INTERVIEW_TEMPLATES.en,
  duration: 600,
  ...overrides,
});

export const contactInput = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone_number: '+33612345678',
  external_id: 'demo_abc123',
  additional_context: 'Persona: structured',
};

export async function readyForCall(sandbox: RecruiterApi, overrides: Partial<GenerateInterviewInput> = {}) {
  const job = await sandbox.parseJob({ job_description: WAREHOUSE });
  const interview = await sandbox.generateInterview(interviewInput(job.id, overrides));
  const contact = await sandbox.createContact(contactInput);
  return { job, interview, contact };
}

export const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RecruiterError);
  return error as RecruiterError;
};

/** What a refusal says to a program: its status and each field at fault with what is wrong with it. */
export const refusalOf = async (promise: Promise<unknown>) => {
  const error = await rejection(promise);
  return { status: error.status, fields: error.fields.map(({ field, issue }) => [field, issue]) };
};
