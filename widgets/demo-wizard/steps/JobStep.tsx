/** Step 1: the job, pasted or as a link, while the invisible captcha check runs. */
import { useId } from 'react';
import { useWidgetT } from '../../runtime/define';
import { MIN_JOB_INPUT } from '../rules';
import { useWizard } from '../store';
import { Gate } from './Gate';

export function JobStep() {
  const t = useWidgetT('demo');
  const form = useWizard((s) => s.form);
  const setForm = useWizard((s) => s.setForm);
  const banner = useWizard((s) => s.banner);
  const fieldError = useWizard((s) => s.fieldErrors.jobInput);
  const busy = useWizard((s) => s.busy);
  const id = useId();
  const length = form.jobInput.trim().length;
  const describedBy = [`${id}-counter`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ');

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
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {t('job.descriptionLabel')}
          </label>
          <textarea
            id={id}
            value={form.jobInput}
            rows={9}
            maxLength={20_000}
            placeholder={t('job.descriptionPlaceholder')}
            aria-describedby={describedBy}
            aria-invalid={fieldError ? true : undefined}
            readOnly={busy !== null}
            onChange={(event) => setForm({ jobInput: event.currentTarget.value })}
            className="w-full resize-y rounded-xl border border-line bg-surface p-3 text-base text-ink placeholder:text-ink-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          />
          <p id={`${id}-counter`} className="m-0 flex justify-between gap-3 text-xs text-ink-muted">
            <span>{t('job.counter', { count: form.jobInput.length })}</span>
            {length <= MIN_JOB_INPUT && <span>{t('job.minimum', { count: MIN_JOB_INPUT + 1 })}</span>}
          </p>
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

      {form.jobInput.trim() === '' && (
        <aside aria-label={t('job.tipTitle')} className="rounded-2xl border border-line bg-surface-muted p-4">
          <p className="m-0 text-sm font-semibold text-ink">💡 {t('job.tipTitle')}</p>
          <p className="m-0 mt-1 text-sm text-ink-muted">{t('job.tip')}</p>
        </aside>
      )}
    </div>
  );
}
