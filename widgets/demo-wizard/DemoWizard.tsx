/**
 * The demo wizard: five steps from a job description to a phone call with Alex (spec section 2, "Demo
 * wizard"). The shell shows where the visitor is, moves focus to each step's heading, and holds the
 * navigation, the red error banner and the dialogs; the steps are in steps/, what they do in flow.ts.
 */
import { useEffect, useId, useRef } from 'react';
import { LANGUAGE_OPTIONS, type Language } from '../../shared/languages';
import { type CommonAttributes, usePrefill, useWidget, useWidgetStore, useWidgetT } from '../runtime/define';
import { callPhase } from './call-status';
import { useStoredCaptcha } from './captcha/storage';
import { BlockedDialog } from './dialogs/BlockedDialog';
import { RateLimitDialog } from './dialogs/RateLimitDialog';
import { describeError } from './error-text';
import { useWizardFlow } from './flow';
import { prefetchLaterSteps, useLaterSteps } from './later-steps';
import { canContinue, checkJobText, checkJobUrl } from './rules';
import { Gate } from './steps/Gate';
import { JobStep } from './steps/JobStep';
import { STEPS, useWizard, type WizardState } from './store';

/**
 * Where the step's title and subtitle come from: the step's own, except on step 5, which says how the call
 * stands as the live view learns it: booked (for now or for later) only until it rings, then ringing, under
 * way, and over, unanswered or cancelled.
 */
type StepCopy =
  | `steps.${WizardState['step']}`
  | `success.outcome.${'ringing' | 'inProgress' | 'completed' | 'noAnswer' | 'cancelled' | 'later'}`;

function stepCopy(state: Pick<WizardState, 'step' | 'results' | 'form'>): StepCopy {
  if (state.step !== 5) return `steps.${state.step}`;
  const phase = state.results.call ? callPhase(state.results.call.status) : null;
  if (
    phase === 'ringing' ||
    phase === 'inProgress' ||
    phase === 'completed' ||
    phase === 'noAnswer' ||
    phase === 'cancelled'
  ) {
    return `success.outcome.${phase}`;
  }
  return state.form.callTiming === 'later' ? 'success.outcome.later' : 'steps.5';
}

export interface DemoWizardAttributes extends CommonAttributes {
  /** Where the top bar's home link goes; no link without it. */
  homeUrl?: string;
  /** Step 1 starts in URL mode with this job post's address (http or https). */
  jobUrl?: string;
  /** Step 1 starts in paste mode with this job description. */
  jobText?: string;
  /** Also read `alex_job_url` and `alex_job_text` from the page's URL (the attributes win). */
  prefillFromUrl?: boolean;
  /** The top bar shows no language selector (the page has its own, which sets `lang`). */
  hideLanguageSelect?: boolean;
}

/**
 * Step 1 filled from the page: `job-url` (URL mode), else `job-text` (paste mode), or their URL parameters.
 * Nothing is sent: the visitor still solves the captcha and presses Continue.
 */
function useJobPrefill({ jobUrl, jobText, prefillFromUrl }: DemoWizardAttributes) {
  const store = useWidgetStore<WizardState>();
  usePrefill(
    [
      ['job-url', jobUrl, checkJobUrl],
      ['job-text', jobText, checkJobText],
    ],
    prefillFromUrl,
    () => {
      const { step, busy, form } = store.getState();
      return step === 1 && busy === null ? form.jobInput : null;
    },
    (jobInput, index) => store.getState().setForm({ jobInput, inputType: index ? 'paste' : 'url' }),
  );
}

export function DemoWizard(attributes: DemoWizardAttributes) {
  const { homeUrl } = attributes;
  useJobPrefill(attributes);
  const t = useWidgetT('demo');
  const step = useWizard((s) => s.step);
  const copy = useWizard(stepCopy);
  const flow = useWizardFlow();
  const captcha = useStoredCaptcha();
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLElement>(null);
  const titleId = useId();
  const shownStep = useRef(step);
  const { host } = useWidget();
  const later = useLaterSteps();

  // Each new step announces itself: focus goes to its heading (not on the first render: the page decides),
  // and the wizard's top comes into view, where the step starts: when it went above the viewport (a long step
  // scrolled down) or sits low on the screen (a phone, whose next step would start below the fold).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const top = card.current;
    const at = top?.getBoundingClientRect().top ?? 0;
    const away = top !== null && (at < 0 || at > window.innerHeight * 0.2);
    heading.current?.focus({ preventScroll: away });
    if (away) {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      top?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    }
  }, [step]);

  // A captcha card the visitor pressed goes away with the button that had the focus: the step's heading
  // takes it, unless the visitor has gone somewhere else on the page meanwhile.
  const headingFocus = useWizard((s) => s.headingFocus);
  useEffect(() => {
    if (headingFocus === 0) return;
    const lost =
      !host.shadowRoot?.activeElement && [document.body, host, null].includes(document.activeElement as HTMLElement);
    if (lost) heading.current?.focus();
  }, [headingFocus, host]);

  return (
    <section
      ref={card}
      aria-labelledby={titleId}
      // Clear of a host page's fixed top bar when scrolled back into view.
      style={{ scrollMarginTop: '5rem' }}
      // A visitor who touches the wizard is going on: the next steps' code comes down meanwhile.
      onPointerDownCapture={prefetchLaterSteps}
      onFocusCapture={prefetchLaterSteps}
      onKeyDownCapture={prefetchLaterSteps}
      part="container"
      className="overflow-hidden rounded-3xl border border-line bg-surface shadow-[0_24px_48px_-24px_rgba(15,23,42,0.25)]"
    >
      <TopBar homeUrl={homeUrl} titleId={titleId} languageSelect={!attributes.hideLanguageSelect} />
      <Progress step={step} />
      <div className="flex flex-col gap-5 p-5 sm:p-8">
        <header>
          <p className="m-0 text-sm font-semibold text-primary" data-step-indicator>
            {t('stepOf', { current: step, total: STEPS })}
          </p>
          <h3
            ref={heading}
            tabIndex={-1}
            data-step-heading
            className="m-0 mt-1 text-2xl font-bold tracking-tight text-ink focus:outline-none"
          >
            {t(`${copy}.title`)}
          </h3>
          <p className="m-0 mt-1 text-base text-ink-muted">{t(`${copy}.subtitle`)}</p>
        </header>
        <ErrorBanner />
        {step === 1 && <JobStep />}
        {/* Steps 2 and 3 create things too: a captcha that expired on the way is solved again right here. */}
        {(step === 2 || step === 3) && captcha === null && <Gate purpose="start" />}
        {/* Step 1 moves on once these are loaded (flow.ts). */}
        {later && step === 2 && <later.PersonaStep />}
        {later && step === 3 && <later.ContactStep />}
        {later && step === 4 && (
          <later.CallStep
            captchaSolved={captcha !== null}
            createCall={flow.createCall}
            checkAllowance={flow.checkAllowance}
          />
        )}
        {later && step === 5 && <later.SuccessStep onRestart={flow.restart} watchCall={flow.watchCall} />}
      </div>
      {step < 4 && <NavBar onBack={flow.back} onNext={() => void flow.next()} captchaSolved={captcha !== null} />}
      <Dialogs />
    </section>
  );
}

function TopBar({
  homeUrl,
  titleId,
  languageSelect,
}: {
  homeUrl: string | undefined;
  titleId: string;
  languageSelect: boolean;
}) {
  const t = useWidgetT('demo');
  const { host, language } = useWidget();
  const id = useId();
  return (
    <div
      part="header"
      className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3 sm:px-8"
    >
      <h2 id={titleId} className="m-0 text-base font-bold text-ink">
        {homeUrl ? (
          <a
            href={homeUrl}
            className="rounded text-ink no-underline hover:text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <span className="sr-only">{t('home')}: </span>
            Alex
          </a>
        ) : (
          'Alex'
        )}
        <span className="font-normal text-ink-muted"> · {t('title')}</span>
      </h2>
      {languageSelect && (
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="sr-only">
            {t('language')}
          </label>
          <select
            id={id}
            value={language}
            // The host's lang attribute is the widget's language: choosing one here sets it.
            onChange={(event) => host.setAttribute('lang', event.currentTarget.value as Language)}
            className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {LANGUAGE_OPTIONS.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.flag} ${option.nativeName}`}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

function Progress({ step }: { step: number }) {
  const t = useWidgetT('demo');
  return (
    <div
      role="progressbar"
      aria-label={t('progress')}
      aria-valuemin={1}
      aria-valuemax={STEPS}
      aria-valuenow={step}
      aria-valuetext={t('stepOf', { current: step, total: STEPS })}
      className="h-1.5 w-full bg-surface-muted"
    >
      <div
        className="h-full bg-primary transition-[width] duration-500 ease-out"
        style={{ width: `${(step / STEPS) * 100}%` }}
      />
    </div>
  );
}

function ErrorBanner() {
  const t = useWidgetT('demo');
  const tError = useWidgetT('demo-errors');
  const error = useWizard((s) => s.error);
  const setError = useWizard((s) => s.setError);
  // role="alert" on a container that is always there: screen readers announce what appears in it.
  return (
    <div role="alert" aria-atomic="true">
      {error && (
        <div className="flex items-start gap-3 rounded-2xl border border-danger bg-surface px-4 py-3" data-error-banner>
          <span aria-hidden="true" className="text-danger">
            ⚠
          </span>
          <div className="min-w-0 flex-1">
            <p className="m-0 text-sm font-bold text-danger">{t('errorTitle')}</p>
            <p className="m-0 mt-1 text-sm text-ink">
              {error.text ?? describeError(tError, { key: error.key ?? 'generic', params: error.params })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => setError(null)}
            aria-label={t('dismissError')}
            className="h-8 w-8 shrink-0 rounded-lg text-ink-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            ✕
          </button>
        </div>
      )}
    </div>
  );
}

function NavBar({ onBack, onNext, captchaSolved }: { onBack: () => void; onNext: () => void; captchaSolved: boolean }) {
  const t = useWidgetT('demo');
  const step = useWizard((s) => s.step);
  const form = useWizard((s) => s.form);
  const busy = useWizard((s) => s.busy);
  const enabled = canContinue(step, form) && busy === null && (step !== 1 || captchaSolved);
  // Why Continue cannot be pressed yet, said next to it rather than left to guess.
  const needsCaptcha = step === 1 && !captchaSolved;
  const hintId = useId();
  return (
    <div
      part="footer"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-surface-muted px-5 py-4 sm:px-8"
    >
      <button
        type="button"
        onClick={onBack}
        disabled={step === 1 || busy !== null}
        className="h-12 rounded-xl border border-line bg-surface px-5 text-base font-semibold text-ink hover:border-primary disabled:cursor-not-allowed disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <span aria-hidden="true">← </span>
        {t('nav.back')}
      </button>
      {needsCaptcha && (
        <p id={hintId} className="m-0 min-w-0 flex-1 text-right text-sm text-ink-muted" data-continue-hint>
          {t('job.continueHint')}
        </p>
      )}
      <button
        type="button"
        part="button"
        onClick={onNext}
        disabled={!enabled}
        aria-describedby={needsCaptcha ? hintId : undefined}
        aria-busy={busy !== null || undefined}
        className="h-12 min-w-[9rem] rounded-xl bg-primary px-6 text-base font-bold text-on-primary hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      >
        {busy !== null ? t('nav.working') : step === 3 ? t('nav.generate') : t('nav.continue')}
        {busy === null && <span aria-hidden="true"> →</span>}
      </button>
    </div>
  );
}

function Dialogs() {
  const { language } = useWidget();
  const rateLimit = useWizard((s) => s.rateLimit);
  const blocked = useWizard((s) => s.blocked);
  const showRateLimit = useWizard((s) => s.showRateLimit);
  const showBlocked = useWizard((s) => s.showBlocked);
  return (
    <>
      <RateLimitDialog
        open={rateLimit !== null}
        state={rateLimit}
        language={language}
        onClose={() => showRateLimit(null)}
      />
      <BlockedDialog open={blocked} onClose={() => showBlocked(false)} />
    </>
  );
}
