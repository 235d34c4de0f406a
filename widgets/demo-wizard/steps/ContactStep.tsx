/** Step 3: who Alex calls: name, company, phone, e-mail, and the consent the call and the report need. */
import { type ReactNode, useId } from 'react';
import { formatMonths } from '../../../shared/company';
import { useWidget, useWidgetT } from '../../runtime/define';
import { useCompany } from '../company';
import { PhoneField } from '../phone/PhoneField';
import { type FieldName, useWizard, type WizardForm } from '../store';

type TextField = 'firstName' | 'lastName' | 'company' | 'email';

const AUTOCOMPLETE: Record<TextField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  email: 'email',
};

function Field({ name, required, children }: { name: TextField; required: boolean; children?: ReactNode }) {
  const t = useWidgetT('demo');
  const value = useWizard((s) => s.form[name]);
  const setForm = useWizard((s) => s.setForm);
  const error = useWizard((s) => s.fieldErrors[name as FieldName]);
  const busy = useWizard((s) => s.busy);
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t(`contact.${name}`)}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-ink-muted"> ({t('contact.optional')})</span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={AUTOCOMPLETE[name]}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        maxLength={name === 'email' ? 254 : name === 'company' ? 200 : 100}
        readOnly={busy !== null}
        onChange={(event) => setForm({ [name]: event.currentTarget.value } as Partial<WizardForm>)}
        className="h-12 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="m-0 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

/** The notice's first layer: who, why, on what basis, to whom, and the visitor's rights. */
const PRIVACY_ROWS = ['controller', 'purpose', 'basis', 'recipients', 'retention', 'rights'] as const;

export function ContactStep() {
  const t = useWidgetT('demo');
  const { language, origin } = useWidget();
  const phone = useWizard((s) => s.form.phone);
  const consent = useWizard((s) => s.form.consent);
  const marketingOptIn = useWizard((s) => s.form.marketingOptIn);
  const setForm = useWizard((s) => s.setForm);
  const errors = useWizard((s) => s.fieldErrors);
  const busy = useWizard((s) => s.busy);
  const phoneId = useId();
  const consentId = useId();
  const optInId = useId();
  const answer = useCompany();
  const company = answer.state === 'ready' ? answer.company : undefined;
  // Until the gateway has said who it is, the consent names nobody and cannot be given.
  const controller = company ? (company.controller ?? t('contact.controllerMissing')) : '…';
  const months = !company
    ? '…'
    : company.retention.demo === null
      ? t('contact.notSet')
      : formatMonths(language, company.retention.demo);

  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field name="firstName" required />
        <Field name="lastName" required={false} />
        <Field name="company" required={false} />
        <Field name="email" required />
      </div>
      <PhoneField
        id={phoneId}
        label={t('contact.phone')}
        value={phone}
        onChange={(next) => setForm({ phone: next })}
        error={errors.phone}
        language={language}
        required
        readOnly={busy !== null}
      />
      <aside
        aria-labelledby={`${consentId}-privacy`}
        aria-busy={answer.state === 'loading'}
        className="rounded-2xl border border-line bg-surface-muted p-4"
      >
        <p id={`${consentId}-privacy`} className="m-0 text-sm font-semibold text-ink">
          {t('contact.privacyTitle')}
        </p>
        {/* The first layer of the data-protection notice; the policy behind the link is the second. */}
        <dl className="m-0 mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
          {PRIVACY_ROWS.map((row) => (
            <div key={row} className="contents" data-privacy-row={row}>
              <dt className="font-semibold text-ink">{t(`contact.privacy.${row}`)}</dt>
              <dd className="m-0 mb-1 sm:mb-0">{t(`contact.privacy.${row}Value`, { controller, months })}</dd>
            </div>
          ))}
        </dl>
        <a
          href={`${origin}/privacy?lang=${language}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block text-sm font-semibold text-primary underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {t('contact.privacy.policy')}
          <span className="sr-only"> ({t('contact.privacy.newTab')})</span>
        </a>
      </aside>
      <div className="flex flex-col gap-1">
        <label htmlFor={consentId} className="flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            required
            aria-required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-error` : undefined}
            disabled={busy !== null || !company}
            onChange={(event) => setForm({ consent: event.currentTarget.checked })}
            className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
          />
          <span>
            {t('contact.consent', { controller })}
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          </span>
        </label>
        {answer.state === 'failed' && (
          <p role="alert" className="m-0 flex flex-wrap items-center gap-2 text-sm font-medium text-danger">
            {t('contact.companyFailed')}
            <button
              type="button"
              onClick={answer.retry}
              className="rounded-lg border border-line px-2 py-1 font-semibold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              {t('contact.companyRetry')}
            </button>
          </p>
        )}
        {errors.consent && (
          <p id={`${consentId}-error`} role="alert" className="m-0 text-sm font-medium text-danger">
            {errors.consent}
          </p>
        )}
      </div>
      {/* Optional and unticked: the demo never depends on it (in Spain, e-mail follow-up needs it: LSSI art. 21). */}
      <label htmlFor={optInId} className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          id={optInId}
          type="checkbox"
          checked={marketingOptIn}
          disabled={busy !== null || !company}
          onChange={(event) => setForm({ marketingOptIn: event.currentTarget.checked })}
          className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
        />
        <span>{t('contact.marketing', { controller })}</span>
      </label>
    </div>
  );
}
