/** Step 1: the job, pasted or as a link, while the invisible captcha check runs; a word meter says how much the content check wants. */
import { useId, useMemo, useRef, useState } from 'react';
import { countWords, JOB_WORDS, type JobLength, jobLength } from '../../../shared/job-words';
import { useWidget, useWidgetT } from '../../runtime/define';
import { Icon, type IconName } from '../icons';
import { useWizard } from '../store';
import { Gate } from './Gate';

/** What the meter's bar and its advice look like at each length. */
const LOOKS: Record<JobLength, { bar: string; text: string; icon: IconName }> = {
  short: { bar: 'bg-accent', text: 'text-ink', icon: 'info' },
  enough: { bar: 'bg-primary', text: 'text-ink-muted', icon: 'info' },
  target: { bar: 'bg-success', text: 'text-success', icon: 'check' },
  long: { bar: 'bg-danger', text: 'text-danger', icon: 'warning' },
};

/**
 * The words of the job description against the gateway's thresholds (shared/job-words.ts, the same count): a bar
 * toward the target, the count, and what to add while the text is under the minimum. `reasonId` names the advice
 * (Continue points to it too).
 */
function WordMeter({ text, countId, reasonId }: { text: string; countId: string; reasonId: string }) {
  const t = useWidgetT('demo');
  const { language } = useWidget();
  const words = useMemo(() => countWords(text), [text]);
  const length = jobLength(words);
  const look = LOOKS[length];
  const numbers = { count: words, min: JOB_WORDS.min, target: JOB_WORDS.target };
  const advice =
    length === 'short'
      ? t('job.meter.short', { count: JOB_WORDS.min - words })
      : length === 'enough'
        ? t('job.meter.enough', { count: JOB_WORDS.target - words })
        : length === 'target'
          ? t('job.meter.target')
          : t('job.meter.long', { max: new Intl.NumberFormat(language).format(JOB_WORDS.max) });
  return (
    <div className="flex flex-col gap-1.5" data-word-meter data-words={words} data-length={length}>
      {/* biome-ignore lint/a11y/useSemanticElements: drawn by hand, with the minimum's mark; <meter>'s bar is styled differently in every engine. */}
      <div
        role="meter"
        aria-label={t('job.meter.label')}
        aria-valuemin={0}
        aria-valuemax={JOB_WORDS.target}
        aria-valuenow={Math.min(words, JOB_WORDS.target)}
        aria-valuetext={t('job.meter.valueText', numbers)}
        className="relative h-2 w-full overflow-hidden rounded-full bg-line"
      >
        <div
          className={`h-full rounded-full ${look.bar} transition-[width] duration-300 ease-out motion-reduce:transition-none`}
          style={{ width: `${Math.min(words / JOB_WORDS.target, 1) * 100}%` }}
        />
        {/* The minimum's mark on the way to the target. */}
        <div
          aria-hidden="true"
          className="absolute inset-y-0 w-0.5 bg-surface"
          style={{ left: `${(JOB_WORDS.min / JOB_WORDS.target) * 100}%` }}
        />
      </div>
      <p id={countId} className="m-0 text-xs text-ink-muted" data-word-count>
        {t(length === 'short' ? 'job.meter.count' : 'job.meter.countOver', numbers)}
      </p>
      {words > 0 && (
        <p id={reasonId} className={`m-0 flex items-start gap-2 text-sm ${look.text}`} data-word-advice>
          <Icon name={look.icon} className={`mt-0.5 h-4 w-4 ${length === 'short' ? 'text-accent' : ''}`} />
          <span>{advice}</span>
        </p>
      )}
    </div>
  );
}

export function JobStep({ reasonId }: { reasonId: string }) {
  const t = useWidgetT('demo');
  const form = useWizard((s) => s.form);
  const setForm = useWizard((s) => s.setForm);
  const banner = useWizard((s) => s.banner);
  const fieldError = useWizard((s) => s.fieldErrors.jobInput);
  const busy = useWizard((s) => s.busy);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [filled, setFilled] = useState(false);
  const empty = form.jobInput.trim() === '';
  const describedBy = [`${id}-count`, empty ? '' : reasonId, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ');

  // The sample takes the empty field; the button goes with the emptiness, so the field takes the focus and a
  // screen reader hears what happened.
  const fillSample = () => {
    setForm({ jobInput: t('job.sample.text'), inputType: 'paste' });
    setFilled(true);
    field.current?.focus();
  };

  return (
    <div className="flex flex-col gap-5">
      {/* The check runs by itself as the wizard opens; its line stays, saying it passed, so nothing moves. */}
      <Gate purpose="start" showPassed />

      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="mb-2 p-0 text-sm font-semibold text-ink">{t('job.mode')}</legend>
        <div className="inline-flex rounded-xl border border-line bg-surface-muted p-1">
          {(['paste', 'url'] as const).map((mode) => (
            <label
              key={mode}
              className={`relative cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold ${
                form.inputType === mode ? 'bg-surface text-primary shadow-sm' : 'text-ink-muted'
              } focus-within:ring-2 focus-within:ring-primary`}
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={form.inputType === mode}
                disabled={busy !== null}
                onChange={() => setForm({ inputType: mode })}
                className="absolute h-px w-px opacity-0"
              />
              {t(`job.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {form.inputType === 'paste' ? (
        <div className="flex flex-col gap-2">
          <div className="flex min-h-[2rem] flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <label htmlFor={id} className="text-sm font-semibold text-ink">
              {t('job.descriptionLabel')}
            </label>
            {empty && (
              <button
                type="button"
                onClick={fillSample}
                disabled={busy !== null}
                data-sample-job
                className="-mx-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-primary hover:underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <Icon name="sample" className="h-4 w-4" />
                {t('job.sample.button')}
              </button>
            )}
          </div>
          <textarea
            ref={field}
            id={id}
            value={form.jobInput}
            rows={9}
            maxLength={20_000}
            placeholder={t('job.descriptionPlaceholder')}
            aria-describedby={describedBy}
            aria-invalid={fieldError ? true : undefined}
            readOnly={busy !== null}
            onChange={(event) => {
              setFilled(false);
              setForm({ jobInput: event.currentTarget.value });
            }}
            className="w-full resize-y rounded-xl border border-line bg-surface p-3 text-base text-ink placeholder:text-ink-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          />
          <WordMeter text={form.jobInput} countId={`${id}-count`} reasonId={reasonId} />
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {t('job.urlLabel')}
          </label>
          <input
            id={id}
            type="url"
            inputMode="url"
            autoComplete="url"
            value={form.jobInput}
            maxLength={2048}
            placeholder={t('job.urlPlaceholder')}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            aria-invalid={fieldError ? true : undefined}
            readOnly={busy !== null}
            onChange={(event) => setForm({ jobInput: event.currentTarget.value })}
            className="h-12 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          />
        </div>
      )}
      {fieldError && (
        <p id={`${id}-error`} role="alert" className="m-0 text-sm font-medium text-danger">
          {fieldError}
        </p>
      )}

      {/* Said once the sample is in: the field that took the focus reads out the text itself. */}
      <p role="status" className="sr-only">
        {filled && form.inputType === 'paste' ? t('job.sample.filled') : ''}
      </p>

      <p aria-live="polite" className="m-0 min-h-[1.5rem] text-sm">
        {banner && (
          <span
            className={`inline-flex items-center gap-2 rounded-lg px-3 py-1 font-medium ${
              banner.tone === 'success' ? 'bg-surface-muted text-success' : 'bg-primary-soft text-primary'
            }`}
          >
            {t(banner.key, banner.params)}
          </span>
        )}
      </p>

      {empty && (
        <aside aria-label={t('job.tipTitle')} className="rounded-2xl border border-line bg-surface-muted p-4">
          <p className="m-0 flex items-center gap-2 text-sm font-semibold text-ink">
            <Icon name="lightbulb" className="h-4 w-4 text-primary" />
            {t('job.tipTitle')}
          </p>
          <p className="m-0 mt-1 text-sm text-ink-muted">{t('job.tip')}</p>
        </aside>
      )}
    </div>
  );
}
