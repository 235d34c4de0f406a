/**
 * The demo's anti-bot check (spec sections 2 and 4): it fetches an ALTCHA challenge from the gateway, runs
 * the proof of work, sends the solution for verification and stores the token and the demo session it gets
 * back. In the invisible mode (what the gateway's ALTCHA answers) it starts by itself and shows one status
 * line; the card with its button appears only when that check fails or the gateway asks for an interactive
 * one. Solved, it renders nothing (or, with `showPassed`, a line saying so); when the stored token expires it
 * checks again.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Gateway } from '../../runtime/api';
import { isApiError } from '../../runtime/api-error';
import { useWidget, useWidgetT } from '../../runtime/define';
import { captchaExpired, readProofToken, readSession, saveCaptcha, saveSession, useStoredCaptcha } from './storage';

export interface CaptchaCardProps {
  /** 'start': the gate before the demo's first request; 'call': the post-contact gate before the call. */
  purpose: 'start' | 'call';
  /** Once solved, a line says so instead of nothing (step 1: what is below it does not move). */
  showPassed?: boolean;
  /**
   * Called when a valid captcha appears while the check is on screen (solved here or in another tab);
   * `pressed` when the visitor had pressed the card's button for it.
   */
  onSolved?: (how: { pressed: boolean }) => void;
  /** Called when the gateway refuses the visitor as blacklisted (the wizard shows its blocked dialog). */
  onBlocked?: () => void;
}

type Failure = 'loadFailed' | 'loadingError' | 'verifyFailed' | 'blocked' | 'tooMany' | 'unsupported';

type Challenge = { challenge: unknown; staleAt: number; invisible: boolean };

type CardState =
  | { status: 'idle' }
  | { status: 'loading' }
  | ({ status: 'ready' } & Challenge)
  | { status: 'verifying'; stage: 'solving' | 'checking' }
  | { status: 'solved' }
  | { status: 'error'; failure: Failure };

/** A failure the card already knows how to name. */
class CaptchaFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure);
  }
}

/**
 * When a challenge counts as old: a little before the gateway's refresh interval, so that solving it and the
 * verify request still land while the gateway accepts it.
 */
const staleAt = (fetchedAt: number, refreshInterval: number) => fetchedAt + Math.max(1, refreshInterval) * 1000 * 0.9;

/** The solver is loaded with the first challenge, so pressing the button never waits for code. */
const loadSolver = () => import('../../runtime/captcha/solve');

async function fetchChallenge(api: () => Promise<Gateway>, signal: AbortSignal): Promise<Challenge> {
  const [client, solver] = await Promise.all([api(), loadSolver()]);
  const config = await client.challenge(signal);
  // Turnstile needs Cloudflare's script on the host page, which this widget does not load.
  if (config.provider === 'turnstile') throw new CaptchaFailure('unsupported');
  solver.usableChallenge(config.challenge);
  return {
    challenge: config.challenge,
    staleAt: staleAt(Date.now(), config.refreshInterval),
    invisible: config.mode === 'invisible',
  };
}

function failureOf(error: unknown, stage: 'load' | 'verify'): Failure {
  if (error instanceof CaptchaFailure) return error.failure;
  if (error instanceof Error && error.name === 'UnsolvableChallengeError') return 'loadingError';
  if (error instanceof Error && error.name === 'InteractiveCaptchaError') return 'unsupported';
  if (isApiError(error) && error.code === 'BLACKLISTED') return 'blocked';
  if (isApiError(error) && error.status === 429) return 'tooMany';
  return stage === 'load' ? 'loadFailed' : 'verifyFailed';
}

export function CaptchaCard({ purpose, showPassed = false, onSolved, onBlocked }: CaptchaCardProps) {
  const t = useWidgetT('demo-captcha');
  const { api } = useWidget();
  const solved = useStoredCaptcha() !== null;
  const [state, setState] = useState<CardState>(() => (solved ? { status: 'solved' } : { status: 'idle' }));
  // The card shows once the invisible check has failed or the gateway wants the visitor to start it.
  const [card, setCard] = useState(false);
  const cardShown = useRef(false);
  const pressed = useRef(false);
  const [expired, setExpired] = useState(() => !solved && captchaExpired());
  const work = useRef<AbortController | null>(null);
  const wasSolved = useRef(solved);
  const titleId = useId();
  const statusId = useId();

  /** Stops whatever the card was doing and hands out the signal of what it does next. */
  const nextWork = useCallback(() => {
    work.current?.abort();
    work.current = new AbortController();
    return work.current.signal;
  }, []);
  useEffect(() => () => work.current?.abort(), []);

  const showCard = useCallback(() => {
    cardShown.current = true;
    setCard(true);
  }, []);

  const verify = useCallback(
    async (ready: Challenge) => {
      const signal = nextWork();
      setExpired(false);
      setState({ status: 'verifying', stage: 'solving' });
      let stage: 'load' | 'verify' = 'load';
      try {
        // A challenge left on screen past its time (a throttled background tab) is replaced by a fresh one. The
        // proof is read as the solution goes out: the session and token another tab saved meanwhile count.
        const answer = await (await api()).captchaToken({
          signal,
          challenge: Date.now() < ready.staleAt ? ready.challenge : undefined,
          proof: () => ({ token: readProofToken(), session: readSession() }),
          onStage: (next) => {
            stage = 'verify';
            if (next === 'checking') setState({ status: 'verifying', stage: 'checking' });
          },
        });
        saveSession(answer.session);
        // Saving notifies every listener: this card and the wizard see the captcha solved from here on.
        if (!saveCaptcha({ token: answer.token, expiresAt: answer.expiresAt }))
          throw new CaptchaFailure('verifyFailed');
      } catch (error) {
        if (signal.aborted) return;
        setState({ status: 'error', failure: failureOf(error, stage) });
        showCard();
      }
    },
    [api, nextWork, showCard],
  );

  /**
   * Fetches a fresh challenge; `quietly` keeps the current one on screen meanwhile (the automatic refresh).
   * An invisible one is solved right away, unless the card already shows (then the visitor starts it).
   */
  const load = useCallback(
    async (quietly = false) => {
      const signal = nextWork();
      if (!quietly) setState({ status: 'loading' });
      let fresh: Challenge;
      try {
        fresh = await fetchChallenge(api, signal);
      } catch (error) {
        if (signal.aborted) return;
        setState({ status: 'error', failure: failureOf(error, 'load') });
        showCard();
        return;
      }
      if (signal.aborted) return;
      if (fresh.invisible && !cardShown.current) void verify(fresh);
      else {
        setState({ status: 'ready', ...fresh });
        showCard();
      }
    },
    [api, nextWork, verify, showCard],
  );

  // Follows the stored captcha: solved here or in another tab, or gone (expired, cleared) while shown.
  useEffect(() => {
    if (solved === wasSolved.current) return;
    wasSolved.current = solved;
    if (solved) {
      work.current?.abort();
      setState({ status: 'solved' });
      onSolved?.({ pressed: pressed.current });
      pressed.current = false;
    } else {
      setExpired(captchaExpired());
      void load();
    }
  }, [solved, load, onSolved]);

  // The first check waits for the browser to be idle: it never competes with the page's first paint, and the
  // visitor still has seconds of reading and typing ahead.
  useEffect(() => {
    if (state.status !== 'idle') return;
    return whenIdle(() => void load());
  }, [state.status, load]);

  const blocked = state.status === 'error' && state.failure === 'blocked';
  useEffect(() => {
    if (blocked) onBlocked?.();
  }, [blocked, onBlocked]);

  // An unsolved challenge is replaced once it gets old (the gateway's refreshInterval).
  useEffect(() => {
    if (state.status !== 'ready') return;
    const timer = setTimeout(() => void load(true), Math.max(0, state.staleAt - Date.now()));
    return () => clearTimeout(timer);
  }, [state, load]);

  if (solved || state.status === 'solved') {
    return showPassed ? <StatusLine state="solved" text={t('auto.passed')} /> : null;
  }
  if (!card) return <StatusLine state={state.status} text={t(`auto.${purpose}`)} />;

  const busy = state.status === 'idle' || state.status === 'loading' || state.status === 'verifying';
  // A new challenge also stops a solve in progress.
  const canRenew = state.status === 'ready' || state.status === 'verifying';
  const statusText =
    state.status === 'verifying'
      ? t(`status.${state.stage}`)
      : state.status === 'ready'
        ? t('status.ready')
        : state.status === 'error'
          ? ''
          : t('status.loading');

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      data-captcha-state={state.status}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-muted p-4 sm:p-5"
    >
      <h4 id={titleId} className="m-0 text-base font-semibold text-ink">
        {t(`title.${purpose}`)}
      </h4>
      <p className="m-0 text-sm text-ink-muted">{t(`intro.${purpose}`)}</p>

      {state.status === 'error' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="m-0 flex-1 basis-[220px] text-sm font-semibold text-danger">
            {t(`errors.${state.failure}`)}
          </p>
          <button
            type="button"
            onClick={() => void load()}
            className="inline-flex h-10 items-center justify-center rounded-xl border border-line bg-surface px-4 text-sm font-semibold text-ink hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {/* aria-disabled rather than disabled: the button keeps the focus while the check runs. */}
          <button
            type="button"
            aria-disabled={state.status !== 'ready'}
            aria-describedby={statusId}
            onClick={() => {
              if (state.status !== 'ready') return;
              pressed.current = true;
              void verify(state);
            }}
            className={`inline-flex h-12 items-center gap-3 rounded-xl border border-line bg-surface px-4 text-base font-semibold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
              state.status === 'ready' ? 'cursor-pointer hover:border-primary' : 'cursor-not-allowed opacity-70'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block h-5 w-5 shrink-0 border-2 ${
                busy
                  ? 'animate-spin rounded-full border-primary border-t-transparent'
                  : 'rounded-md border-ink-muted bg-surface'
              }`}
            />
            {t('start')}
          </button>
          <button
            type="button"
            aria-disabled={!canRenew}
            onClick={() => {
              if (canRenew) void load();
            }}
            className={`inline-flex h-10 items-center rounded-lg px-2 text-sm font-semibold text-primary underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
              canRenew ? 'cursor-pointer hover:underline' : 'cursor-not-allowed opacity-60'
            }`}
          >
            {t('newCaptcha')}
          </button>
        </div>
      )}

      {/* One polite region for the expiry notice and each state change. */}
      <div id={statusId} aria-live="polite" className="flex flex-col gap-1 text-sm">
        {expired && state.status !== 'error' && <p className="m-0 font-semibold text-ink">{t('expired')}</p>}
        {statusText && <p className="m-0 text-ink-muted">{statusText}</p>}
      </div>
    </section>
  );
}

/** Runs `task` once the browser is idle (within two seconds at most); the returned function cancels it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** The invisible check as one line: running (a spinner), then passed (a tick). */
function StatusLine({ state, text }: { state: CardState['status']; text: string }) {
  const done = state === 'solved';
  return (
    <p
      role="status"
      data-captcha-state={state}
      data-captcha-mode="invisible"
      className="m-0 flex min-h-[1.5rem] items-center gap-2 text-sm text-ink-muted"
    >
      {done ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-success" fill="none">
          <path
            d="M4 10.5l4 4 8-9"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none"
        />
      )}
      {text}
    </p>
  );
}
