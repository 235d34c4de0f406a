import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoCall, DemoReport } from './api';
import {
  type CallPhase,
  callPhase,
  delayFor,
  isFinal,
  type LiveState,
  nextDelay,
  POLL_BACK_OFF,
  pollCall,
  QUIET_FAILURES,
} from './call-status';

describe('callPhase', () => {
  it.each<[string, CallPhase, boolean]>([
    ['waiting', 'waiting', false],
    ['scheduled', 'scheduled', false],
    ['ringing', 'ringing', false],
    ['in_progress', 'inProgress', false],
    ['IN_PROGRESS', 'inProgress', false],
    ['completed', 'completed', true],
    ['no_answer', 'noAnswer', true],
    ['cancelled', 'cancelled', true],
    ['canceled', 'cancelled', true],
    [' Ringing ', 'ringing', false],
    ['something-new', 'waiting', false],
    ['', 'waiting', false],
  ])('%j is %s (final: %s)', (status, phase, final) => {
    expect(callPhase(status)).toBe(phase);
    expect(isFinal(callPhase(status))).toBe(final);
  });
});

describe('nextDelay', () => {
  it.each([
    [0, 2_000],
    [1, 3_000],
    [2, 4_500],
    [3, 6_750],
    [4, 10_000],
    [5, 10_000],
    [50, 10_000],
    [-1, 2_000],
  ])('after %i unchanged answers waits %i ms', (unchanged, ms) => {
    expect(nextDelay(unchanged)).toBe(ms);
  });
});

describe('delayFor', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const inMinutes = (m: number) => new Date(now + m * 60_000).toISOString();
  it.each<[CallPhase, string, number, number]>([
    ['waiting', inMinutes(0), 0, 2_000],
    ['ringing', inMinutes(0), 2, 4_500],
    ['scheduled', inMinutes(90), 0, 60_000],
    ['scheduled', inMinutes(2.5), 0, 30_000],
    ['scheduled', inMinutes(2), 3, 6_750],
    ['scheduled', inMinutes(1), 9, 10_000],
    ['scheduled', 'not a date', 0, 2_000],
  ])('%s at %s after %i unchanged: %i ms', (phase, date, unchanged, ms) => {
    expect(delayFor(phase, date, unchanged, now)).toBe(ms);
  });
});

const call = (status: DemoCall['status'], report: number | null = null): DemoCall => ({
  id: 7,
  contact: 1,
  interview: 2,
  date: '2026-11-26T10:00:00.000Z',
  status,
  use_case: 'immediate-after-application',
  force_eligibility: true,
  report,
});

const report: DemoReport = {
  id: 7,
  call: 7,
  contact: 1,
  interview: 2,
  scores: { availability: 80, experience_and_attitude: 70, communication: 90, motivation: 60, skills_match: 75 },
  summary: 'Good.',
  created_at: new Date().toISOString(),
};

describe('pollCall', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const states = () => {
    const seen: LiveState[] = [];
    return { seen, onState: (state: LiveState) => seen.push(state) };
  };

  it('backs off while nothing changes, speeds up on a change and stops with the report', async () => {
    const answers: DemoCall['status'][] = [
      'waiting',
      'waiting',
      'waiting',
      'ringing',
      'in_progress',
      'in_progress',
      'completed',
    ];
    const asked: number[] = [];
    const getCall = vi.fn(async () => {
      asked.push(Date.now());
      const status = answers.shift() ?? 'completed';
      return call(status, status === 'completed' ? 7 : null);
    });
    const getReport = vi.fn(async () => report);
    const { seen, onState } = states();
    const start = Date.now();
    pollCall(7, { getCall, getReport, onState });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked.map((at) => at - start)).toEqual([
      0, // first read at once
      2_000, // waiting unchanged 0 → 2 s
      5_000, // unchanged 1 → 3 s
      9_500, // unchanged 2 → 4.5 s: ringing (a change)
      11_500, // → 2 s: in progress (a change)
      13_500, // → 2 s: in progress again
      16_500, // → 3 s: completed
    ]);
    expect(getReport).toHaveBeenCalledWith(7);
    expect(seen.at(-1)).toEqual({ kind: 'report', call: call('completed', 7), report });
    expect(seen.filter((s) => s.kind === 'call').map((s) => (s.kind === 'call' ? s.phase : ''))).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'ringing',
      'inProgress',
      'inProgress',
      'completed',
    ]);
  });

  it('never waits more than 10 s between reads', async () => {
    const asked: number[] = [];
    const getCall = vi.fn(async () => {
      asked.push(Date.now());
      return call('in_progress');
    });
    const stop = pollCall(7, { getCall, getReport: vi.fn(), onState: () => {} });
    await vi.advanceTimersByTimeAsync(120_000);
    stop();
    const gaps = asked.slice(1).map((at, i) => at - (asked[i] as number));
    expect(Math.max(...gaps)).toBe(POLL_BACK_OFF.maxMs);
    expect(gaps.slice(-3)).toEqual([10_000, 10_000, 10_000]);
  });

  it('stops reading when stopped (the step is left)', async () => {
    const getCall = vi.fn(async () => call('ringing'));
    const stop = pollCall(7, { getCall, getReport: vi.fn(), onState: () => {} });
    await vi.advanceTimersByTimeAsync(5_000);
    const count = getCall.mock.calls.length;
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getCall.mock.calls.length).toBe(count);
  });

  it('retries failures quietly, then reports the error and stops', async () => {
    const getCall = vi.fn(async () => {
      throw new Error('offline');
    });
    const { seen, onState } = states();
    pollCall(7, { getCall, getReport: vi.fn(), onState });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getCall).toHaveBeenCalledTimes(QUIET_FAILURES + 1);
    expect(seen).toEqual([{ kind: 'error', last: null }]);
  });

  it.each(['CAPTCHA_INVALID', 'CAPTCHA_REQUIRED'])(
    'stops at once on %s (the visitor must solve a captcha on its new network)',
    async (code) => {
      const getCall = vi.fn(async () => {
        throw { message: 'refused', status: 403, endpoint: '/api/call/7/', code, details: null, raw: null };
      });
      const { seen, onState } = states();
      pollCall(7, { getCall, getReport: vi.fn(), onState });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(getCall).toHaveBeenCalledTimes(1);
      expect(seen).toEqual([{ kind: 'error', last: null, captcha: true }]);
    },
  );

  it('stops at a call that ended without a report', async () => {
    const getCall = vi.fn(async () => call('no_answer'));
    const { seen, onState } = states();
    pollCall(7, { getCall, getReport: vi.fn(), onState });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getCall).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ kind: 'call', phase: 'noAnswer', call: call('no_answer') }]);
  });

  it('keeps reading a completed call until its report is written', async () => {
    const answers = [call('completed'), call('completed', 7)];
    const getCall = vi.fn(async () => answers.shift() ?? call('completed', 7));
    const { seen, onState } = states();
    pollCall(7, { getCall, getReport: async () => report, onState });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getCall).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)?.kind).toBe('report');
  });
});
