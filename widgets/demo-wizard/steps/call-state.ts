/**
 * Step 4's state, as a reducer: whether a call may be placed (the allowance), where the preparation stands and
 * whether the call is being created. The component feeds it what happens (the allowance's answer, the
 * preparation's start and end, the launch) and asks it what to do next; the timing (20 s at least, the auto-start)
 * stays with the component's clock.
 */

type CallPhase = 'waiting' | 'running' | 'creating' | 'stopped';

export interface CallState {
  phase: CallPhase;
  /** Whether a call may be placed now, asked as the step opens (and again after a refusal). */
  allowance: 'checking' | 'allowed' | 'refused';
  /** The preparation ran to its end: a later launch (after a refused captcha, a chosen time) skips it. */
  prepared: boolean;
  /** When the preparation started (epoch ms), for its stages and progress. */
  startedAt: number | null;
}

export type CallEvent =
  | { type: 'allowance-asked' }
  | { type: 'allowance-answered'; allowed: boolean }
  | { type: 'preparation-started'; at: number }
  | { type: 'preparation-done' }
  /** 'Later' was chosen without a time: the preparation stops until the visitor picks one. */
  | { type: 'time-needed' }
  | { type: 'launch-started' }
  | { type: 'launch-ended' }
  /** The post-contact captcha is gone (refused at launch): the step waits for it to pass again. */
  | { type: 'captcha-lost' };

export const initialCallState: CallState = {
  phase: 'waiting',
  allowance: 'checking',
  prepared: false,
  startedAt: null,
};

export function callReducer(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'allowance-asked':
      return { ...state, allowance: 'checking' };
    case 'allowance-answered':
      return { ...state, allowance: event.allowed ? 'allowed' : 'refused' };
    case 'preparation-started':
      return { ...state, phase: 'running', startedAt: event.at };
    case 'preparation-done':
      return { ...state, prepared: true };
    case 'time-needed':
      return { ...state, phase: 'stopped' };
    case 'launch-started':
      return { ...state, phase: 'creating' };
    case 'launch-ended':
      // A launch that already moved the step on (a captcha refused meanwhile) keeps where it went.
      return state.phase === 'creating' ? { ...state, phase: 'stopped' } : state;
    case 'captcha-lost':
      return state.phase === 'stopped' ? { ...state, phase: 'waiting' } : state;
  }
}

/** What the launch button (or the auto-start) does now: ask again after a refusal, launch a prepared call, or prepare. */
export function startAction(state: CallState): 'ask-allowance' | 'launch' | 'prepare' {
  if (state.allowance === 'refused') return 'ask-allowance';
  return state.prepared ? 'launch' : 'prepare';
}

/**
 * Whether the step starts by itself: waiting, with the job, interview and contact there and the call allowed;
 * a call already prepared waits for the captcha too.
 */
export function autoStarts(state: CallState, ready: boolean, captchaSolved: boolean): boolean {
  return state.phase === 'waiting' && ready && (!state.prepared || captchaSolved);
}

/**
 * Whether the running preparation launches the call now: its time is over, no time dialog is open, the captcha
 * has passed.
 */
export function preparationLaunches(
  state: CallState,
  elapsed: number,
  total: number,
  { scheduleOpen, captchaSolved }: { scheduleOpen: boolean; captchaSolved: boolean },
): boolean {
  return state.phase === 'running' && elapsed >= total && !scheduleOpen && captchaSolved;
}

/** Which of the preparation's stages shows: none before it starts, all once prepared, else by the elapsed time. */
export function visibleStage(state: CallState, stageOfElapsed: number, stageCount: number): number {
  if (state.phase === 'waiting') return -1;
  return state.prepared ? stageCount : stageOfElapsed;
}
