/**
 * A demo visitor for gateway tests: solves the ALTCHA captcha as the wizard's browser does, keeps its captcha
 * token and demo session, and walks the wizard's calls (job, interview, contact, second captcha, call).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Express } from 'express';
import request, { type Test } from 'supertest';
import { expect } from 'vitest';
import type { RecruiterApi } from '../../server/demo/recruiter';
import { MAX_SCHEDULE_AHEAD_MS } from '../../server/demo/sandbox';
import { CAPTCHA_HEADER, type CaptchaVerifyResponse, SESSION_HEADER } from '../../shared/captcha';

/** Settings every demo test starts from: a cheap captcha and X-Forwarded-For trusted from the test client. */
export const DEMO_ENV: Record<string, string> = { CAPTCHA_DIFFICULTY: '1000', TRUST_PROXY: 'loopback' };

export const CHALLENGE = '/api/demo/security/captcha/challenge';
export const VERIFY = '/api/demo/security/captcha/verify';
export const DEMO = '/api/recruiter-demo';

let visitors = 0;
/** A fresh IPv4 address per visitor (198.51.100.1 onwards), so visitors never share limits by accident. */
export const nextIp = (): string => {
  visitors += 1;
  return `198.51.${100 + Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

let numbers = 0;
/** A distinct, valid French mobile number per call (+33 6 ...), so the once-a-day rule does not interfere. */
export const nextPhone = (): string => {
  numbers += 1;
  return `+3361${String(numbers).padStart(7, '0')}`;
};
export const nextEmail = (): string => {
  numbers += 1;
  return `visitor${numbers}@example.com`;
};

/** Solves one challenge of the gateway and returns the payload the widget posts to the verify endpoint. */
export async function solvedPayload(app: Express, ip: string): Promise<string> {
  const response = await request(app).post(CHALLENGE).set('X-Forwarded-For', ip).expect(200);
  const { challenge } = response.body as { challenge: Parameters<typeof solveChallenge>[0]['challenge'] };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface SolveOptions {
  ip?: string;
  /** The signed session to keep (X-Demo-Session). */
  session?: string;
  /** An earlier captcha token, whose session is kept. */
  token?: string;
}

/** Solves the captcha and exchanges the solution for a token; fails the test unless the gateway accepts it. */
export async function solveCaptcha(app: Express, options: SolveOptions = {}): Promise<CaptchaVerifyResponse> {
  const ip = options.ip ?? nextIp();
  const payload = await solvedPayload(app, ip);
  const verify = request(app).post(VERIFY).set('X-Forwarded-For', ip);
  if (options.session) verify.set(SESSION_HEADER, options.session);
  if (options.token) verify.set(CAPTCHA_HEADER, options.token);
  const response = await verify.send({ token: payload });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as CaptchaVerifyResponse;
}

/** One visitor: an address, the latest captcha token and the demo session it belongs to. */
export class Visitor {
  token: string | undefined;
  session: string | undefined;

  constructor(
    readonly app: Express,
    readonly ip: string = nextIp(),
  ) {}

  /** Solves a new captcha, keeping the visitor's session: sends its session and its last token, as the wizard does. */
  async solve(): Promise<string> {
    const answer = await solveCaptcha(this.app, {
      ip: this.ip,
      ...(this.session ? { session: this.session } : {}),
      ...(this.token ? { token: this.token } : {}),
    });
    this.token = answer.token;
    this.session = answer.session;
    return answer.token;
  }

  /** A request from this visitor with its session and, unless `token` says otherwise, its captcha token. */
  request(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    token: string | null | undefined = this.token,
  ): Test {
    const test = request(this.app)[method](path).set('X-Forwarded-For', this.ip);
    if (token) test.set(CAPTCHA_HEADER, token);
    if (this.session) test.set(SESSION_HEADER, this.session);
    return test;
  }

  post(path: string, body?: object, token?: string | null): Test {
    const test = this.request('post', path, token === undefined ? this.token : token);
    return body === undefined ? test : test.send(body);
  }

  /** Reads with the session only, as the wizard does once its token has expired. */
  get(path: string): Test {
    return this.request('get', path, null);
  }
}

export const JOB_DESCRIPTION =
  'Warehouse operator (night shift) in Lyon. You receive, check and store goods, prepare orders with a scanner ' +
  'and load the trucks. Requirements: forklift licence (CACES 3), one year of warehouse experience, rigour and ' +
  'reliability. Full-time permanent contract, 35 hours a week, night bonus and meal vouchers.';

export const interviewBody = (jobId: number, jobName = 'Warehouse operator') => ({
  name: `Demo Interview - structured - ${jobName}`,
  jobId,
  language: 'fr',
  voice: 'Antoine',
  tone: 'formal',
  sharpness: 'High',
});

/** The audio demo's form of the same request. */
export const audioInterviewBody = (jobId: number) => ({
  name: 'Demo Interview - structured - Warehouse operator',
  job: { id: jobId },
  default_template: true,
  duration: 600,
  language: 'fr',
  voice: { name: 'Antoine' },
  tone: 'formal',
  sharpness: 'High',
  use_candidate_context: false,
});

export const contactBody = (overrides: { phone_number?: string; email?: string } = {}) => ({
  name: 'Ann Martin',
  email: overrides.email ?? nextEmail(),
  phone_number: overrides.phone_number ?? nextPhone(),
  external_id: `demo_${Math.random().toString(36).slice(2, 12)}`,
  additional_context: 'Persona: structured (formal, high sharpness)',
});

export const callBody = (contact: number, interview: number, now: number = Date.now()) => ({
  contact,
  interview,
  date: new Date(now).toISOString(),
  status: 'waiting',
  use_case: 'immediate-after-application',
  force_eligibility: true,
});

export interface DemoRun {
  job: { id: number; name: string };
  interview: { id: number };
  contact: { id: number };
  call: { id: number; report: number | null };
}

export interface RunOptions {
  phone?: string;
  email?: string;
}

/** The wizard from start to end: captcha, job, interview, contact, the post-contact captcha, the call. */
export async function runDemo(visitor: Visitor, options: RunOptions = {}): Promise<DemoRun> {
  const created = async (test: Test) => {
    const response = await test;
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  await visitor.solve();
  const job = await created(visitor.post(`${DEMO}/parse-job`, { job_description: JOB_DESCRIPTION }));
  const interview = await created(visitor.post(`${DEMO}/generate-interview`, interviewBody(job.id, job.name)));
  const details = {
    ...(options.phone ? { phone_number: options.phone } : {}),
    ...(options.email ? { email: options.email } : {}),
  };
  const contact = await created(visitor.post(`${DEMO}/contact`, contactBody(details)));
  await visitor.solve();
  const call = await created(visitor.post(`${DEMO}/call`, callBody(contact.id, interview.id)));
  return { job, interview, contact, call };
}

/** Wraps a recruiter backend and records which of its methods the gateway called, in order. */
export function recording(inner: RecruiterApi): { recruiter: RecruiterApi; calls: string[] } {
  const calls: string[] = [];
  const recruiter = new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property !== 'close') calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { recruiter, calls };
}

/** The sandbox's clock, moved on when a test says so: a call's steps are read off it. */
export function callClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    /** Moves past the end of every call placed so far, as if each had happened (scheduled ones included). */
    finishCalls() {
      offset += MAX_SCHEDULE_AHEAD_MS + 60 * 60_000;
    },
  };
}
