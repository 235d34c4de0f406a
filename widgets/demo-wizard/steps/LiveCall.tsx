/**
 * Step 5's live view of the call: its status as the backend reports it (queued or scheduled, ringing, the
 * interview, completed), then the interview report (ReportView.tsx). It follows the call while it is on
 * screen; leaving the step or removing the element stops it. Each change is announced politely, the report's
 * arrival too, and the card's title says what it shows: the call live, the report, or a call that is over.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useWidget, useWidgetT } from '../../runtime/define';
import { type CallPhase, callPhase, type LiveState } from '../call-status';
import { CaptchaCard } from '../captcha/CaptchaCard';
import { useWizard } from '../store';
import { formatTime } from './CallStep';
import { ReportView } from './ReportView';

const STAGES = ['waiting', 'ringing', 'inProgress', 'completed'] as const;

/** Where a phase stands on the four stages (a scheduled call is still at the first). */
const STAGE_OF: Record<CallPhase, number> = {
  waiting: 0,
  scheduled: 0,
  ringing: 1,
  inProgress: 2,
  completed: 3,
  noAnswer: -1,
  cancelled: -1,
};

export function LiveCall({
  watchCall,
  onReport,
}: {
  watchCall: (callId: number, onState: (state: LiveState) => void) => () => void;
  /** Told whether the report is on screen (the step then leaves the booking to the report). */
  onReport?: (shown: boolean) => void;
}) {
  const t = useWidgetT('demo');
  const { language } = useWidget();
  const call = useWizard((s) => s.results.call);
  const setResults = useWizard((s) => s.setResults);
  const showBlocked = useWizard((s) => s.showBlocked);
  const blocked = useCallback(() => showBlocked(true), [showBlocked]);
  const [state, setState] = useState<LiveState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  const callId = call?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) starts a new watch.
  useEffect(() => {
    if (callId === null) return;
    return watchCall(callId, setState);
  }, [callId, watchCall, attempt]);

  const reportShown = state.kind === 'report';
  useEffect(() => onReport?.(reportShown), [onReport, reportShown]);

  const shown =
    state.kind === 'call' || state.kind === 'report' ? state.call : state.kind === 'error' ? state.last : null;
  // The wizard keeps the call's latest status: the step's title and what it says next follow it.
  const latest = shown?.status;
  useEffect(() => {
    if (call && latest !== undefined && latest !== call.status) setResults({ call: { ...call, status: latest } });
  }, [call, latest, setResults]);

  if (!call) return null;

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  const phase: CallPhase | null = state.kind === 'report' ? 'completed' : shown ? callPhase(shown.status) : null;
  const label = (p: CallPhase) =>
    t(`live.status.${p}`, p === 'scheduled' ? { time: formatTime(shown?.date ?? call.date, language) } : undefined);
  const announcement =
    state.kind === 'report' ? t('live.reportReady') : phase ? t('live.announce', { status: label(phase) }) : '';
  const stage = phase ? STAGE_OF[phase] : 0;
  const title =
    state.kind === 'report'
      ? t('live.reportTitle')
      : phase === 'noAnswer' || phase === 'cancelled'
        ? t('live.titleOver')
        : t('live.title');

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={state.kind === 'loading' || undefined}
      className="flex flex-col gap-4 rounded-2xl border border-line p-4 sm:p-5"
      data-live-call
      data-phase={state.kind === 'report' ? 'report' : state.kind === 'error' ? 'error' : (phase ?? 'loading')}
    >
      <h3 id={titleId} className="m-0 text-base font-bold text-ink">
        {title}
      </h3>
      {/* One polite live region, always there: screen readers hear each new status once. */}
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {stage >= 0 && state.kind !== 'report' && (
        <ol className="m-0 grid list-none grid-cols-4 gap-1 p-0 sm:gap-2" aria-hidden="true">
          {STAGES.map((key, index) => {
            const done = index < stage;
            const current = phase !== null && index === stage;
            return (
              <li key={key} className="flex min-w-0 flex-col items-center gap-1 text-center" data-live-stage={key}>
                <span
                  className={`h-1.5 w-full rounded-full ${
                    done ? 'bg-success' : current ? 'animate-pulse bg-primary' : 'bg-surface-muted'
                  }`}
                />
                <span
                  className={`w-full break-words text-[11px] leading-tight sm:text-xs ${
                    done || current ? 'font-semibold text-ink' : 'text-ink-muted'
                  }`}
                >
                  {t(`live.stages.${key}`)}
                </span>
              </li>
            );
          })}
        </ol>
      )}

      {state.kind === 'loading' && (
        <p className="m-0 flex items-center gap-2 text-sm text-ink-muted">
          <span aria-hidden="true" className="inline-block h-2 w-2 animate-pulse rounded-full bg-primary" />
          {t('live.loading')}
        </p>
      )}

      {phase && state.kind !== 'report' && (
        <div className="flex flex-col gap-1" data-live-status={phase}>
          <p className="m-0 text-lg font-bold text-ink">{label(phase)}</p>
          {state.kind !== 'error' && <p className="m-0 text-sm text-ink-muted">{t(`live.detail.${phase}`)}</p>}
        </div>
      )}

      {state.kind === 'error' && state.captcha && (
        // The visitor's network changed: its session is honoured again once the captcha is solved here.
        <div className="flex flex-col gap-3" data-live-error="captcha">
          <p className="m-0 text-sm font-medium text-ink">{t('live.solveAgain')}</p>
          <CaptchaCard purpose="start" onSolved={retry} onBlocked={blocked} />
        </div>
      )}

      {state.kind === 'error' && !state.captcha && (
        <div className="flex flex-wrap items-center gap-3" data-live-error>
          <p className="m-0 text-sm font-medium text-danger">{t('live.error')}</p>
          <button
            type="button"
            onClick={retry}
            className="h-10 rounded-xl border border-line bg-surface px-4 text-sm font-semibold text-ink hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {t('live.retry')}
          </button>
        </div>
      )}

      {state.kind === 'report' && <ReportView report={state.report} />}
    </section>
  );
}
