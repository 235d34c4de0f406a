/**
 * Step 5's view of the call: the backend's status in the visitor's words, and how often to ask again. Polling
 * starts every 2 s and slows down to every 10 s while nothing changes; a change starts it quick again. A call
 * scheduled for later is asked about once a minute until its time comes close.
 */
import type { DemoCall, DemoReport } from './api';

/** What the visitor sees of a call; each has a label in the wizard's locale (`live.status.*`). */
export type CallPhase = 'waiting' | 'scheduled' | 'ringing' | 'inProgress' | 'completed' | 'noAnswer' | 'cancelled';

const PHASES: Record<string, CallPhase> = {
  waiting: 'waiting',
  pending: 'waiting',
  queued: 'waiting',
  scheduled: 'scheduled',
  ringing: 'ringing',
  calling: 'ringing',
  in_progress: 'inProgress',
  'in-progress': 'inProgress',
  ongoing: 'inProgress',
  completed: 'completed',
  done: 'completed',
  no_answer: 'noAnswer',
  'no-answer': 'noAnswer',
  failed: 'noAnswer',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/** The phase of a backend status; an unknown status counts as waiting (the call exists, nothing is known yet). */
export function callPhase(status: string): CallPhase {
  return PHASES[status.trim().toLowerCase()] ?? 'waiting';
}

/** Phases after which the call no longer changes. */
export const isFinal = (phase: CallPhase): boolean =>
  phase === 'completed' || phase === 'noAnswer' || phase === 'cancelled';

export interface BackOff {
  /** The first delay, and the delay again after every change. */
  initialMs: number;
  /** Each unchanged answer multiplies the delay by this. */
  factor: number;
  maxMs: number;
  /** While a call is scheduled further ahead than `scheduledNearMs`, it is asked about this often. */
  scheduledMs: number;
  scheduledNearMs: number;
}

export const POLL_BACK_OFF: BackOff = {
  initialMs: 2_000,
  factor: 1.5,
  maxMs: 10_000,
  scheduledMs: 60_000,
  scheduledNearMs: 2 * 60_000,
};

/** The delay before the next read, after `unchanged` answers in a row that changed nothing (0 after a change). */
export function nextDelay(unchanged: number, backOff: BackOff = POLL_BACK_OFF): number {
  const steps = Math.max(0, Math.floor(unchanged));
  return Math.min(backOff.maxMs, Math.round(backOff.initialMs * backOff.factor ** steps));
}

/** The delay for a call in `phase` placed at `date`, at `now`. */
export function delayFor(
  phase: CallPhase,
  date: string,
  unchanged: number,
  now: number,
  backOff: BackOff = POLL_BACK_OFF,
): number {
  const at = Date.parse(date);
  if (phase === 'scheduled' && Number.isFinite(at) && at - now > backOff.scheduledNearMs) {
    // Wake up in time for the call's start, at most a minute from now.
    return Math.max(backOff.initialMs, Math.min(backOff.scheduledMs, at - now - backOff.scheduledNearMs));
  }
  return nextDelay(unchanged, backOff);
}

/** A read refused for want of a captcha valid here (the gateway's codes, on the wizard's ApiError). */
const isCaptchaRefusal = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'CAPTCHA_INVALID' || code === 'CAPTCHA_REQUIRED';
};

/** How many failed reads in a row are retried quietly before the visitor is told. */
export const QUIET_FAILURES = 2;

export type LiveState =
  | { kind: 'loading' }
  | { kind: 'call'; phase: CallPhase; call: DemoCall }
  | { kind: 'report'; call: DemoCall; report: DemoReport }
  | { kind: 'error'; last: DemoCall | null; captcha?: boolean };

export interface PollDeps {
  getCall(id: number): Promise<DemoCall>;
  getReport(id: number): Promise<DemoReport>;
  onState(state: LiveState): void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  backOff?: BackOff;
}

/**
 * Follows one call until it ends (and its report is read) or `stop` is called; the returned function stops it.
 * Reads never overlap: the next one is planned once the last has answered.
 */
export function pollCall(callId: number, deps: PollDeps): () => void {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const backOff = deps.backOff ?? POLL_BACK_OFF;
  let stopped = false;
  let timer: unknown;
  let unchanged = 0;
  let failures = 0;
  let last: DemoCall | null = null;

  const plan = (ms: number) => {
    if (!stopped) timer = setTimer(() => void tick(), ms);
  };

  const failed = (error: unknown) => {
    failures += 1;
    // The session was refused (the visitor's network changed): no retry helps until a captcha is solved here.
    if (isCaptchaRefusal(error)) {
      deps.onState({ kind: 'error', last, captcha: true });
      stopped = true;
      return;
    }
    if (failures > QUIET_FAILURES) {
      // The visitor is told and decides: a retry starts a new poll.
      deps.onState({ kind: 'error', last });
      stopped = true;
      return;
    }
    plan(nextDelay(failures, backOff));
  };

  async function tick(): Promise<void> {
    if (stopped) return;
    let call: DemoCall;
    try {
      call = await deps.getCall(callId);
    } catch (error) {
      if (!stopped) failed(error);
      return;
    }
    if (stopped) return;
    failures = 0;
    const phase = callPhase(call.status);
    unchanged = last && callPhase(last.status) === phase ? unchanged + 1 : 0;
    last = call;
    if (phase === 'completed' && call.report !== null) {
      deps.onState({ kind: 'call', phase, call });
      try {
        const report = await deps.getReport(call.report);
        if (stopped) return;
        deps.onState({ kind: 'report', call, report });
        stopped = true;
      } catch (error) {
        if (!stopped) failed(error);
      }
      return;
    }
    deps.onState({ kind: 'call', phase, call });
    // A call that ended without a report (no answer, cancelled) changes no more.
    if (isFinal(phase) && phase !== 'completed') {
      stopped = true;
      return;
    }
    plan(delayFor(phase, call.date, unchanged, now(), backOff));
  }

  void tick();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
  };
}
