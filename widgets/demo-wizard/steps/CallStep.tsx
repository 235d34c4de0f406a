/**
 * Step 4: the interview is prepared in five animated stages (20 s at least) while the post-contact captcha
 * check runs by itself, and the call is then created, now or at the time chosen for later today, once that
 * check has passed. The preparation starts by itself a second after everything it needs exists; the visitor
 * can change the timing while it runs.
 */
import { useCallback, useEffect, useId, useReducer, useState } from 'react';
import { useWidget, useWidgetT } from '../../runtime/define';
import { Icon } from '../icons';
import { AUTO_START_MS, generationTimeline, MESSAGE_ROTATION_MS, stageAt } from '../rules';
import { ScheduleDialog } from '../schedule/ScheduleDialog';
import { clockFormat, defaultScheduleTime, scheduleWindow } from '../schedule/time-window';
import { useWizard } from '../store';
import {
  autoStarts,
  callReducer,
  initialCallState,
  preparationLaunches,
  startAction,
  visibleStage,
} from './call-state';
import { Gate } from './Gate';

const STAGES = ['job', 'personality', 'questions', 'voice', 'final'] as const;
const MESSAGES = ['job', 'skills', 'personality', 'questions', 'followUps', 'voice', 'final'] as const;

export function CallStep({
  captchaSolved,
  createCall,
  checkAllowance,
}: {
  captchaSolved: boolean;
  createCall: () => Promise<void>;
  checkAllowance: () => Promise<boolean>;
}) {
  const t = useWidgetT('demo');
  const { language } = useWidget();
  const results = useWizard((s) => s.results);
  const form = useWizard((s) => s.form);
  const setForm = useWizard((s) => s.setForm);
  const schedule = useWizard((s) => s.schedule);
  const setSchedule = useWizard((s) => s.setSchedule);
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const { phase, allowance, prepared, startedAt } = state;
  const [now, setNow] = useState(() => Date.now());
  // The preparation needs these; launching the call also needs the captcha (the gate above the stages).
  const ready =
    allowance === 'allowed' && results.job !== null && results.interview !== null && results.contact !== null;

  const askAllowance = useCallback(async (): Promise<boolean> => {
    dispatch({ type: 'allowance-asked' });
    const allowed = await checkAllowance();
    dispatch({ type: 'allowance-answered', allowed });
    return allowed;
  }, [checkAllowance]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the step opens.
  useEffect(() => {
    void askAllowance();
  }, []);
  const timingId = useId();
  const { total } = generationTimeline();

  /** After the preparation: create the call unless 'later' still has no time. */
  const launch = useCallback(async () => {
    const { callTiming, scheduledTime } = form;
    if (callTiming === 'later' && !scheduledTime) {
      setSchedule({ open: true, error: t('call.chooseTime') });
      dispatch({ type: 'time-needed' });
      return;
    }
    dispatch({ type: 'launch-started' });
    try {
      await createCall();
    } finally {
      dispatch({ type: 'launch-ended' });
    }
  }, [createCall, form, setSchedule, t]);

  const start = useCallback(() => {
    const action = startAction(state);
    // Asked again after a refusal: the wait the dialog named may be over.
    if (action === 'ask-allowance') void askAllowance();
    else if (action === 'launch') void launch();
    else {
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'preparation-started', at });
    }
  }, [state, askAllowance, launch]);

  // Auto-start a second after entry, once the job, the interview and the contact exist (a call already
  // prepared, whose captcha was refused at launch, starts again once the check has passed).
  useEffect(() => {
    if (!autoStarts(state, ready, captchaSolved)) return;
    const timer = setTimeout(start, AUTO_START_MS);
    return () => clearTimeout(timer);
  }, [state, ready, start, captchaSolved]);

  // A captcha refused at launch brings the gate back; once solved, it starts again by itself.
  useEffect(() => {
    if (!captchaSolved && phase === 'stopped') dispatch({ type: 'captcha-lost' });
  }, [captchaSolved, phase]);

  // The clock of the animation.
  useEffect(() => {
    if (phase !== 'running') return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [phase]);

  const elapsed = startedAt === null ? 0 : now - startedAt;
  useEffect(() => {
    // While the visitor is picking a time, the launch waits for the dialog to close, and for the captcha.
    if (!preparationLaunches(state, elapsed, total, { scheduleOpen: schedule.open, captchaSolved })) return;
    dispatch({ type: 'preparation-done' });
    void launch();
  }, [elapsed, launch, state, schedule.open, total, captchaSolved]);

  const stage = visibleStage(state, stageAt(elapsed), STAGES.length);
  const message = MESSAGES[Math.floor(elapsed / MESSAGE_ROTATION_MS) % MESSAGES.length] as (typeof MESSAGES)[number];
  const percent = prepared ? 100 : Math.min(100, Math.round((elapsed / total) * 100));

  const window = scheduleWindow(new Date(now));
  const noTimeLeft = window === null;
  const chooseLater = () => {
    setForm({ callTiming: 'later' });
    setSchedule({ open: true, error: null });
  };

  return (
    <div className="flex flex-col gap-6">
      {!captchaSolved && <Gate purpose="call" />}
      <section aria-label={t('call.progressLabel')} className="flex flex-col gap-4">
        <div
          role="progressbar"
          aria-label={t('call.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p aria-live="polite" className="m-0 min-h-[1.5rem] text-sm font-medium text-primary">
          {phase === 'waiting'
            ? allowance === 'checking'
              ? t('call.checking')
              : allowance === 'refused'
                ? t('call.refused')
                : t('call.readyIn')
            : phase === 'running'
              ? t(`call.messages.${message}`)
              : ''}
        </p>
        <ol className="m-0 flex list-none flex-col gap-2 p-0">
          {STAGES.map((key, index) => {
            const state = index < stage ? 'done' : index === stage ? 'inProgress' : 'pending';
            return (
              <li key={key} className="flex items-center gap-3 text-sm" data-stage={key} data-state={state}>
                <span
                  aria-hidden="true"
                  className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    state === 'done'
                      ? 'bg-success text-white'
                      : state === 'inProgress'
                        ? 'animate-pulse bg-primary text-on-primary'
                        : 'bg-surface-muted text-ink-muted'
                  }`}
                >
                  {state === 'done' ? <Icon name="check" className="h-3.5 w-3.5" /> : index + 1}
                </span>
                <span className={state === 'pending' ? 'text-ink-muted' : 'font-medium text-ink'}>
                  {t(`call.stages.${key}`)}
                </span>
                <span className="sr-only">({t(`call.${state === 'inProgress' ? 'inProgress' : state}`)})</span>
              </li>
            );
          })}
        </ol>
      </section>

      <fieldset className="m-0 min-w-0 border-0 p-0" disabled={phase === 'creating'}>
        <legend className="mb-2 p-0 text-sm font-semibold text-ink">{t('call.timing')}</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <label
            className={`flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-4 focus-within:ring-2 focus-within:ring-primary ${
              form.callTiming === 'now' ? 'border-primary bg-primary-soft' : 'border-line'
            }`}
          >
            <input
              type="radio"
              name={timingId}
              checked={form.callTiming === 'now'}
              onChange={() => setForm({ callTiming: 'now', scheduledTime: null })}
              className="mt-1 h-4 w-4 accent-primary"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{t('call.now')}</span>
              <span className="text-sm text-ink-muted">{t('call.nowHint')}</span>
            </span>
          </label>
          <label
            className={`flex items-start gap-3 rounded-2xl border-2 p-4 focus-within:ring-2 focus-within:ring-primary ${
              form.callTiming === 'later' ? 'border-primary bg-primary-soft' : 'border-line'
            } ${noTimeLeft ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
          >
            <input
              type="radio"
              name={timingId}
              checked={form.callTiming === 'later'}
              disabled={noTimeLeft}
              onChange={chooseLater}
              className="mt-1 h-4 w-4 accent-primary"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{t('call.later')}</span>
              <span className="text-sm text-ink-muted">
                {noTimeLeft
                  ? t('call.noTimeLeft')
                  : form.scheduledTime
                    ? t('call.laterAt', { time: formatTime(form.scheduledTime, language) })
                    : t('call.laterHint')}
              </span>
            </span>
          </label>
        </div>
        {form.callTiming === 'later' && !noTimeLeft && (
          <button
            type="button"
            onClick={() => setSchedule({ open: true, error: null })}
            className="mt-3 h-10 rounded-xl border border-line bg-surface px-4 text-sm font-semibold text-ink hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {t('call.changeTime')}
          </button>
        )}
      </fieldset>

      {(phase === 'waiting' || phase === 'stopped' || phase === 'creating') && (
        <button
          type="button"
          onClick={start}
          disabled={phase === 'creating' || (!ready && allowance !== 'refused') || (prepared && !captchaSolved)}
          className="h-12 w-full rounded-xl bg-primary px-6 text-base font-bold text-on-primary hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-60 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 sm:w-auto sm:self-start"
        >
          {phase === 'creating' ? t('call.launching') : t('call.launch')}
        </button>
      )}

      <ScheduleDialog
        open={schedule.open}
        now={() => new Date()}
        initial={initialTime(form.scheduledTime)}
        error={schedule.error ?? undefined}
        onConfirm={(iso) => {
          setForm({ callTiming: 'later', scheduledTime: iso });
          setSchedule({ open: false, error: null });
        }}
        onCancel={() => setSchedule({ open: false, error: null })}
      />
    </div>
  );
}

export const formatTime = (iso: string, language: string) =>
  clockFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

function initialTime(scheduledTime: string | null): { hour: number; minute: number } {
  const at = scheduledTime ? new Date(scheduledTime) : defaultScheduleTime(new Date());
  return { hour: at.getHours(), minute: at.getMinutes() };
}
