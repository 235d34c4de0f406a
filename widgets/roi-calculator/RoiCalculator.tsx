/**
 * The ROI calculator: industry presets, three sliders, seven results, how they are calculated and the results by
 * e-mail.
 */
import { type FormEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useShallow } from 'zustand/shallow';
import type { Language } from '../../shared/languages';
import {
  computeRoi,
  formatAmount,
  formatNumber,
  formatRoiMultiple,
  ROI_INDUSTRY_KEYS,
  ROI_SLIDERS,
  type RoiIndustryKey,
  type RoiInputs,
  type RoiSlider,
  sliderInputStep,
  snapSliderValue,
} from '../../shared/roi';
import { usePrefill, useWidget, useWidgetStore, useWidgetT, type WidgetAttributes } from '../runtime/define';
import type { ROI_CALCULATOR_ATTRIBUTES } from './attributes';
import { explainRoi } from './formula';
import { checkEmail, checkIndustry } from './prefill';
import { type RoiState, useRoi } from './store';

/** The calculator's attributes as props (./attributes.ts; what each does: widgets/manifest.ts). */
export type RoiCalculatorAttributes = WidgetAttributes<typeof ROI_CALCULATOR_ATTRIBUTES>;

const SLIDER_ORDER: RoiSlider[] = ['monthlyRecruitments', 'currentTimeToHire', 'costPerDay'];

/** The page's prefill (attributes, or the URL's parameters with `prefill-from-url`), one field at a time. */
function usePagePrefill({ email, industry, prefillFromUrl }: RoiCalculatorAttributes) {
  const store = useWidgetStore<RoiState>();
  usePrefill(
    [['email', email, checkEmail]],
    prefillFromUrl,
    () => store.getState().email,
    (value) => store.getState().setEmail(value),
  );
  usePrefill(
    [['industry', industry, checkIndustry]],
    prefillFromUrl,
    () => store.getState().industry,
    (value) => store.getState().chooseIndustry(value as RoiIndustryKey),
  );
}

export function RoiCalculator(attributes: RoiCalculatorAttributes) {
  usePagePrefill(attributes);
  const t = useWidgetT('roi');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      part="container"
      className="rounded-3xl border border-line bg-surface p-5 sm:p-8 shadow-[0_24px_48px_-24px_rgba(15,23,42,0.25)]"
    >
      <header part="header" className="mb-6">
        <h2 id={titleId} className="m-0 text-2xl font-bold tracking-tight text-ink">
          {t('title')}
        </h2>
        <p className="mt-1 mb-0 text-base text-ink-muted">{t('subtitle')}</p>
      </header>
      <div className="flex flex-wrap gap-8">
        <div className="flex min-w-[260px] flex-1 basis-[300px] flex-col gap-6">
          <IndustrySelect />
          {SLIDER_ORDER.map((slider) => (
            <Slider key={slider} slider={slider} />
          ))}
        </div>
        <div className="flex min-w-[260px] flex-1 basis-[300px] flex-col gap-6">
          <Results />
          <EmailForm />
        </div>
      </div>
      <HowWeCalculate />
    </section>
  );
}

function IndustrySelect() {
  const t = useWidgetT('roi');
  const { emit } = useWidget();
  const industry = useRoi((s) => s.industry);
  const chooseIndustry = useRoi((s) => s.chooseIndustry);
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('industry.label')}
      </label>
      <select
        id={id}
        value={industry}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const next = event.currentTarget.value as RoiIndustryKey;
          chooseIndustry(next);
          emit('alex-roi-industry-change', { industry: next });
        }}
        // An outline, not a box-shadow ring: WebKit draws no box-shadow on a native select, so the ring vanished there.
        className="h-12 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink focus:outline-none focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {ROI_INDUSTRY_KEYS.map((key) => (
          // Text only: a native option cannot hold an SVG, and emoji render as tofu or letters on some systems.
          <option key={key} value={key}>
            {t(`industries.${key}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="m-0 text-xs text-ink-muted">
        {t('industry.hint')}
      </p>
    </div>
  );
}

function sliderText(t: ReturnType<typeof useWidgetT>, language: Language, slider: RoiSlider, value: number): string {
  return slider === 'costPerDay'
    ? t('sliders.costPerDayValue', { amount: formatAmount(value, language) })
    : t(`sliders.${slider}Value`, { value: formatNumber(value, language) });
}

function Slider({ slider }: { slider: RoiSlider }) {
  const t = useWidgetT('roi');
  const { emit, language } = useWidget();
  const value = useRoi((s) => s[slider]);
  const moveSlider = useRoi((s) => s.moveSlider);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { min, max } = ROI_SLIDERS[slider];
  // A drag lands on the nearest step; anything else (keys, assistive technology) is a nudge to the next step.
  const dragging = useRef(false);
  const text = sliderText(t, language, slider, value);

  // `change` fires once when the visitor lets go, unlike React's per-tick onChange: one analytics event per move.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const committed = () => emit('alex-roi-slider-change', { slider, value: element.valueAsNumber });
    element.addEventListener('change', committed);
    return () => element.removeEventListener('change', committed);
  }, [emit, slider]);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {t(`sliders.${slider}`)}
        </label>
        <output htmlFor={id} className="whitespace-nowrap text-sm font-bold text-primary" data-slider-value={slider}>
          {text}
        </output>
      </div>
      <input
        ref={input}
        id={id}
        type="range"
        name={slider}
        min={min}
        max={max}
        step={sliderInputStep(slider)}
        value={value}
        aria-valuetext={text}
        onPointerDown={() => {
          dragging.current = true;
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
        onChange={(event) => {
          const next = snapSliderValue(slider, event.currentTarget.valueAsNumber, value, !dragging.current);
          event.currentTarget.valueAsNumber = next;
          moveSlider(slider, next);
        }}
        className="m-0 h-6 w-full cursor-pointer accent-primary"
      />
    </div>
  );
}

/** The visitor's four inputs (a new object only when one of them changes). */
const useInputs = (): RoiInputs =>
  useRoi(
    useShallow((s) => ({
      industry: s.industry,
      monthlyRecruitments: s.monthlyRecruitments,
      currentTimeToHire: s.currentTimeToHire,
      costPerDay: s.costPerDay,
    })),
  );

function Results() {
  const t = useWidgetT('roi');
  const { language } = useWidget();
  const inputs = useInputs();
  const r = useMemo(() => computeRoi(inputs), [inputs]);
  const euros = (value: number) => t('results.amount', { amount: formatAmount(value, language) });
  const tiles: [key: string, label: string, value: string][] = [
    [
      'timeReduction',
      t('results.timeReduction'),
      t('results.timeReductionValue', { value: formatNumber(r.timeReduction, language) }),
    ],
    ['roi', t('results.roi'), formatRoiMultiple(r.roiPercentage, language)],
    ['currentCost', t('results.currentCost'), euros(r.currentCost)],
    ['withAlexCost', t('results.withAlexCost'), euros(r.withAlexCost)],
    [
      'vacancyReduction',
      t('results.vacancyReduction'),
      t('results.vacancyReductionValue', { value: formatNumber(r.vacancyReduction, language) }),
    ],
    ['yearlySavings', t('results.yearlySavings'), euros(r.yearlySavings)],
  ];
  return (
    <div>
      <h3 className="m-0 mb-3 text-sm font-semibold uppercase tracking-wider text-ink-muted">{t('results.heading')}</h3>
      <dl part="results" className="m-0 grid grid-cols-2 gap-3">
        <div className="col-span-2 rounded-2xl bg-primary px-5 py-4 text-on-primary">
          <dt className="text-sm font-medium opacity-90">{t('results.savings')}</dt>
          <dd
            className="m-0 whitespace-nowrap text-2xl font-extrabold tracking-tight sm:text-3xl"
            data-result="savings"
          >
            {euros(r.savings)}
          </dd>
          <dd className="m-0 text-xs opacity-80">{t('results.perMonth')}</dd>
        </div>
        {tiles.map(([key, label, value]) => (
          <div key={key} className="min-w-0 rounded-2xl bg-surface-muted px-3 py-3 sm:px-4">
            <dt className="text-xs font-medium text-ink-muted">{label}</dt>
            <dd className="m-0 whitespace-nowrap text-base font-bold text-ink sm:text-lg" data-result={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function EmailForm() {
  const t = useWidgetT('roi');
  const widget = useWidget();
  const store = useWidgetStore<RoiState>();
  const email = useRoi((s) => s.email);
  const sending = useRoi((s) => s.sending);
  const setEmail = useRoi((s) => s.setEmail);
  const status = useRoi((s) => s.status);
  const id = useId();
  const error = status?.kind === 'error';

  async function send(event: FormEvent) {
    event.preventDefault();
    const { sendRoiEmail } = await import('./send');
    await sendRoiEmail(store, widget, t);
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('email.label')}
      </label>
      {/* The button drops under the field when the two would squeeze the field below its placeholder's width. */}
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('email.placeholder')}
          value={email}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-status` : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
          // The sending code (schema, HTTP client) loads while the visitor types, not with the calculator.
          onFocus={() => void import('./send')}
          className={`h-12 min-w-[12rem] flex-[999_1_12rem] rounded-xl border bg-surface px-3 text-base text-ink placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${error ? 'border-danger' : 'border-line'}`}
        />
        <button
          type="submit"
          part="button"
          disabled={email.trim() === '' || sending}
          aria-busy={sending}
          className="inline-flex h-12 flex-[1_0_auto] items-center justify-center gap-2 rounded-xl bg-primary px-5 text-base font-semibold text-on-primary transition-colors hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {sending && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-on-primary border-t-transparent"
              data-spinner
            />
          )}
          {sending ? t('email.sending') : t('email.send')}
        </button>
      </div>
      <SendStatusLine id={`${id}-status`} />
    </form>
  );
}

/**
 * What came of the last send, under the e-mail row, until the visitor moves on. Both live regions stay in the
 * document, empty or not, so each new message is announced; the row holds two lines' height whatever it says,
 * so nothing below it moves.
 */
function SendStatusLine({ id }: { id: string }) {
  const t = useWidgetT('roi');
  const status = useRoi((s) => s.status);
  return (
    <div part="status" className="min-h-[2.5rem] text-sm leading-5">
      <p role="status" className="m-0 flex items-start gap-2 text-ink" data-send-status="sent">
        {status?.kind === 'sent' && (
          <>
            <CheckIcon />
            <span className="min-w-0 [overflow-wrap:anywhere]">{t('email.sent', { address: status.address })}</span>
          </>
        )}
      </p>
      <p id={id} role="alert" className="m-0 flex items-start gap-2 text-ink" data-send-status="error">
        {status?.kind === 'error' && (
          <>
            <AlertIcon />
            <span className="min-w-0">{t(`email.${status.reason}`)}</span>
          </>
        )}
      </p>
    </div>
  );
}

const iconClass = 'mt-0.5 h-4 w-4 shrink-0';

// The words stay in the text colour (readable on both themes); the icon carries the colour.
function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`${iconClass} text-success`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="8" cy="8" r="7" />
      <path d="m5 8.2 2 2 4-4.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function AlertIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`${iconClass} text-danger`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="8" cy="8" r="7" />
      <path d="M8 4.5v4M8 11.2v.3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * "How we calculate": a native disclosure (keyboard and screen readers know it as is) with each result's
 * formula in words and with the visitor's figures, then the assumptions. It follows every change.
 */
function HowWeCalculate() {
  const t = useWidgetT('roi');
  const { language } = useWidget();
  const inputs = useInputs();
  const industryName = t(`industries.${inputs.industry}`);
  const explanation = useMemo(() => explainRoi(inputs, language, industryName), [inputs, language, industryName]);
  // The keys and figures come from one table (./formula.ts, checked against the copy by its tests), which
  // i18next's per-key typing of interpolation values cannot follow.
  const say = t as unknown as (key: string, figures: Record<string, string>) => string;
  return (
    <details part="formula" className="group mt-3 border-t border-line pt-4">
      <summary className="flex w-max max-w-full cursor-pointer list-none items-center gap-2 rounded-lg py-2 text-base font-semibold text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 3.5 4.5 4.5L6 12.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('formula.summary')}
      </summary>
      <div className="mt-3 flex flex-col gap-5 text-sm text-ink">
        <p className="m-0 text-ink-muted">{say('formula.intro', explanation.intro)}</p>
        <dl className="m-0 grid gap-3 sm:grid-cols-2">
          {explanation.lines.map(({ key, figures, floored }) => (
            <div key={key} className="min-w-0 rounded-xl bg-surface-muted px-4 py-3" data-formula={key}>
              <dt className="font-semibold">{t(`formula.lines.${key}.name`)}</dt>
              <dd className="m-0 mt-1 text-ink-muted">= {say(`formula.lines.${key}.words`, figures)}</dd>
              <dd className="m-0 mt-1 font-semibold tabular-nums [overflow-wrap:anywhere]" data-formula-figures="">
                {say(`formula.lines.${key}.${floored ? 'floored' : 'figures'}`, figures)}
              </dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="m-0 mb-2 text-sm font-semibold text-ink">{t('formula.assumptionsHeading')}</h3>
          <ul className="m-0 flex list-disc flex-col gap-2 pl-5 text-ink-muted">
            {explanation.assumptions.map(({ key, figures }) => (
              <li key={key} data-assumption={key}>
                {say(`formula.assumptions.${key}`, figures)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
