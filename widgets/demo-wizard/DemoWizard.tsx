/**
 * The demo wizard: five steps from a job description to a phone call with Alex (spec section 2, "Demo
 * wizard"). The shell shows where the visitor is, moves focus to each step's heading, and holds the
 * navigation, the red error banner and the dialogs; the steps are in steps/, what they do in flow.ts.
 */
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { countWords, JOB_WORDS } from '../../shared/job-words';
import { LANGUAGE_OPTIONS, type Language } from '../../shared/languages';
import { usePrefill, useWidget, useWidgetStore, useWidgetT, type WidgetAttributes } from '../runtime/define';
import type { DEMO_WIZARD_ATTRIBUTES } from './attributes';
import { callPhase } from './call-status';
import { useStoredCaptcha } from './captcha/storage';
import { prefetchCompany } from './company';
import { BlockedDialog } from './dialogs/BlockedDialog';
import { RateLimitDialog } from './dialogs/RateLimitDialog';
import { describeError } from './error-text';
import { useWizardFlow } from './flow';
import { Icon } from './icons';
import { prefetchLaterSteps, useLaterSteps } from './later-steps';
import { prefetchDemoApi } from './lazy-api';
import { type ContinueBlocker, checkJobText, checkJobUrl, continueBlocker } from './rules';
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

/** The wizard's attributes as props (./attributes.ts; what each does: widgets/manifest.ts). */
export type DemoWizardAttributes = WidgetAttributes<typeof DEMO_WIZARD_ATTRIBUTES>;

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

/** What the next steps need, fetched as the visitor starts on step 1: steps 2 to 5 and the wizard's calls. */
const prefetchAhead = () => {
  prefetchLaterSteps();
  prefetchDemoApi();
};

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
  const jobReasonId = useId();
  const { api } = useWidget();
  const ahead = useCallback(() => {
    prefetchAhead();
    prefetchCompany(api);
  }, [api]);
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
      onPointerDownCapture={ahead}
      onFocusCapture={ahead}
      onKeyDownCapture={ahead}
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
            className="m-0 mt-1 font-heading text-2xl font-bold tracking-tight text-ink focus:outline-none"
          >
            {t(`${copy}.title`)}
          </h3>
          <p className="m-0 mt-1 text-base text-ink-muted">{t(`${copy}.subtitle`)}</p>
        </header>
        <ErrorBanner />
        {step === 1 && <JobStep reasonId={jobReasonId} />}
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
      {step < 4 && (
        <NavBar
          onBack={flow.back}
          onNext={() => void flow.next()}
          captchaSolved={captcha !== null}
          jobReasonId={jobReasonId}
        />
      )}
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
          <Icon name="warning" className="mt-0.5 h-5 w-5 text-danger" />
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
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <Icon name="close" className="h-4 w-4" />
          </button>
        </div>
      )}
    </div>
  );
}

/** The footer's hint: why Continue (Generate on step 3) cannot be pressed yet, in the visitor's words. */
function blockerText(t: TFunction<'demo'>, blocker: ContinueBlocker, language: Language): string {
  switch (blocker.reason) {
    case 'captcha':
      return t('job.continueHint');
    case 'jobText':
      return t('nav.hints.jobText');
    case 'jobUrl':
      return t('nav.hints.jobUrl');
    case 'persona':
      return t('persona.required');
    case 'contact': {
      if (blocker.fields.length === 0) return t('nav.hints.contactConsent');
      // The site writes British English: no comma before the last 'and'.
      const fields = new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction' }).format(
        blocker.fields.map((field) => t(`nav.hints.fields.${field}`)),
      );
      return t(blocker.consent ? 'nav.hints.contactBoth' : 'nav.hints.contactFields', { fields });
    }
  }
}

/** How long a press on a blocked Continue keeps its hint highlighted. */
const NUDGE_MS = 1_500;

/**
 * Back and Continue, and the hint that says why Continue cannot be pressed yet. A blocked button stays in the tab
 * order (aria-disabled, not disabled) and is described by the hint; pressing it only highlights the hint and says
 * it again to screen readers. The hint has a line of its own above the buttons unless the footer is wide enough
 * to hold it between them.
 */
function NavBar({
  onBack,
  onNext,
  captchaSolved,
  jobReasonId,
}: {
  onBack: () => void;
  onNext: () => void;
  captchaSolved: boolean;
  /** The word meter's advice on step 1 (JobStep): Continue is described by it while the text is under the minimum. */
  jobReasonId: string;
}) {
  const t = useWidgetT('demo');
  const { language } = useWidget();
  const step = useWizard((s) => s.step);
  const form = useWizard((s) => s.form);
  const busy = useWizard((s) => s.busy);
  const blocker = continueBlocker(step, form, captchaSolved);
  const hint = blocker ? blockerText(t, blocker, language) : null;
  // Continue may be pressed from 21 characters (the spec's rule); under the check's minimum of words, the meter's
  // advice says what the check will ask for.
  const jobShort =
    step === 1 && blocker === null && form.inputType === 'paste' && countWords(form.jobInput) < JOB_WORDS.min;
  const hintId = useId();
  // The hint a press highlighted; another hint (a field filled meanwhile) is not highlighted.
  const [nudgedHint, setNudgedHint] = useState<string | null>(null);
  const nudged = hint !== null && nudgedHint === hint;
  const nudgeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(nudgeTimer.current), []);

  const backBlocked = step === 1 || busy !== null;
  const nextBlocked = blocker !== null || busy !== null;
  const next = () => {
    if (busy !== null) return;
    if (hint) {
      setNudgedHint(hint);
      clearTimeout(nudgeTimer.current);
      nudgeTimer.current = setTimeout(() => setNudgedHint(null), NUDGE_MS);
      return;
    }
    onNext();
  };

  return (
    <div part="footer" className="border-t border-line bg-surface-muted px-5 py-4 sm:px-8 [container-type:inline-size]">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 [@container(min-width:640px)]:grid [@container(min-width:640px)]:grid-cols-[auto_1fr_auto]">
        {hint && (
          <p
            id={hintId}
            className={`m-0 w-full text-sm ${nudged ? 'text-primary' : 'text-ink-muted'} [@container(min-width:640px)]:col-start-2 [@container(min-width:640px)]:row-start-1 [@container(min-width:640px)]:text-right`}
            data-continue-hint
            data-nudged={nudged || undefined}
          >
            {hint}
          </p>
        )}
        <button
          type="button"
          onClick={backBlocked ? undefined : onBack}
          aria-disabled={backBlocked || undefined}
          className={`inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-xl border border-line bg-surface px-4 text-base font-semibold text-ink sm:px-5 [@container(max-width:299px)]:w-12 [@container(max-width:299px)]:px-0 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary [@container(min-width:640px)]:col-start-1 [@container(min-width:640px)]:row-start-1 ${
            backBlocked ? 'cursor-not-allowed opacity-50' : 'hover:border-primary'
          }`}
          data-nav="back"
        >
          <Icon name="arrowLeft" className="h-4 w-4" />
          {/* A footer too narrow for both labels keeps Back's arrow; its name stays for screen readers. */}
          <span className="[@container(max-width:299px)]:sr-only">{t('nav.back')}</span>
        </button>
        <button
          type="button"
          part="button"
          onClick={next}
          aria-disabled={nextBlocked || undefined}
          aria-describedby={hint ? hintId : jobShort ? jobReasonId : undefined}
          aria-busy={busy !== null || undefined}
          className={`ml-auto inline-flex h-12 min-w-[8.5rem] max-w-xs flex-1 items-center justify-center gap-2 rounded-xl bg-primary px-5 text-base font-bold text-on-primary sm:px-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 [@container(min-width:640px)]:col-start-3 [@container(min-width:640px)]:row-start-1 [@container(min-width:640px)]:justify-self-end [@container(min-width:640px)]:ml-0 ${
            nextBlocked ? 'cursor-not-allowed opacity-50' : 'hover:bg-primary-strong'
          }`}
          data-nav="next"
        >
          {busy !== null ? t('nav.working') : step === 3 ? t('nav.generate') : t('nav.continue')}
          {busy === null && <Icon name="arrowRight" className="h-4 w-4" />}
        </button>
      </div>
      {/* A press on a blocked button says why once more (the hint describes the button, but nothing else happens). */}
      <p role="status" className="sr-only">
        {nudged ? hint : ''}
      </p>
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
