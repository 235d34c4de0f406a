import { describe, expect, it } from 'vitest';
import {
  autoStarts,
  type CallEvent,
  type CallState,
  callReducer,
  initialCallState,
  preparationLaunches,
  startAction,
  visibleStage,
} from './call-state';

const state = (changes: Partial<CallState> = {}): CallState => ({ ...initialCallState, ...changes });
const after = (...events: CallEvent[]) => events.reduce(callReducer, initialCallState);

describe("step 4's reducer", () => {
  it.each<[string, CallEvent[], Partial<CallState>]>([
    ['opens waiting, asking whether a call may be placed', [], { phase: 'waiting', allowance: 'checking' }],
    ['an allowed call', [{ type: 'allowance-answered', allowed: true }], { allowance: 'allowed' }],
    ['a refused call', [{ type: 'allowance-answered', allowed: false }], { allowance: 'refused' }],
    [
      'asked again after a refusal',
      [{ type: 'allowance-answered', allowed: false }, { type: 'allowance-asked' }],
      { allowance: 'checking' },
    ],
    ['the preparation running', [{ type: 'preparation-started', at: 1000 }], { phase: 'running', startedAt: 1000 }],
    [
      'prepared and launching',
      [{ type: 'preparation-started', at: 1000 }, { type: 'preparation-done' }, { type: 'launch-started' }],
      { phase: 'creating', prepared: true },
    ],
    [
      'the launch over: stopped, prepared',
      [{ type: 'preparation-done' }, { type: 'launch-started' }, { type: 'launch-ended' }],
      { phase: 'stopped', prepared: true },
    ],
    [
      "'later' without a time stops the preparation",
      [{ type: 'preparation-started', at: 1 }, { type: 'time-needed' }],
      { phase: 'stopped' },
    ],
    [
      'a captcha lost after the launch: waiting again',
      [{ type: 'launch-started' }, { type: 'launch-ended' }, { type: 'captcha-lost' }],
      { phase: 'waiting' },
    ],
    [
      'a captcha lost while launching changes nothing yet',
      [{ type: 'launch-started' }, { type: 'captcha-lost' }],
      { phase: 'creating' },
    ],
    [
      'a launch ended twice stays stopped',
      [{ type: 'launch-started' }, { type: 'launch-ended' }, { type: 'launch-ended' }],
      { phase: 'stopped' },
    ],
    ['an end of a launch that never started changes nothing', [{ type: 'launch-ended' }], { phase: 'waiting' }],
  ])('%s', (_name, events, expected) => {
    expect(after(...events)).toMatchObject(expected);
  });
});

describe("step 4's decisions", () => {
  it.each<[string, CallState, ReturnType<typeof startAction>]>([
    ['a refused call is asked again', state({ allowance: 'refused' }), 'ask-allowance'],
    ['a fresh call is prepared', state({ allowance: 'allowed' }), 'prepare'],
    ['a prepared call is launched without preparing again', state({ allowance: 'allowed', prepared: true }), 'launch'],
    ['a refusal wins over a prepared call', state({ allowance: 'refused', prepared: true }), 'ask-allowance'],
  ])('start: %s', (_name, at, action) => {
    expect(startAction(at)).toBe(action);
  });

  it.each<[string, CallState, boolean, boolean, boolean]>([
    ['waiting and ready', state(), true, false, true],
    ['not ready', state(), false, true, false],
    ['running already', state({ phase: 'running' }), true, true, false],
    ['prepared, the captcha not yet passed', state({ prepared: true }), true, false, false],
    ['prepared, the captcha passed', state({ prepared: true }), true, true, true],
  ])('auto-start: %s', (_name, at, ready, captchaSolved, expected) => {
    expect(autoStarts(at, ready, captchaSolved)).toBe(expected);
  });

  it.each<[string, CallState, number, { scheduleOpen: boolean; captchaSolved: boolean }, boolean]>([
    [
      'its time over, nothing open, the captcha passed',
      state({ phase: 'running' }),
      20_000,
      { scheduleOpen: false, captchaSolved: true },
      true,
    ],
    ['before its time', state({ phase: 'running' }), 19_999, { scheduleOpen: false, captchaSolved: true }, false],
    [
      'while a time is being picked',
      state({ phase: 'running' }),
      25_000,
      { scheduleOpen: true, captchaSolved: true },
      false,
    ],
    [
      'before the captcha has passed',
      state({ phase: 'running' }),
      25_000,
      { scheduleOpen: false, captchaSolved: false },
      false,
    ],
    ['not running', state({ phase: 'creating' }), 25_000, { scheduleOpen: false, captchaSolved: true }, false],
  ])('the preparation launches: %s', (_name, at, elapsed, context, expected) => {
    expect(preparationLaunches(at, elapsed, 20_000, context)).toBe(expected);
  });

  it('shows no stage before the start, every stage once prepared, else the elapsed one', () => {
    expect(visibleStage(state(), 3, 5)).toBe(-1);
    expect(visibleStage(state({ phase: 'running' }), 3, 5)).toBe(3);
    expect(visibleStage(state({ phase: 'stopped', prepared: true }), 0, 5)).toBe(5);
  });
});
