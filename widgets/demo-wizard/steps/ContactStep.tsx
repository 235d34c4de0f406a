/** Step 3: who Alex calls: name, company, phone, e-mail, and the consent the call and the report need. */
import { type ReactNode, useId } from 'react';
import { useWidget, useWidgetT } from '../../runtime/define';
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

export function ContactStep() {
  const t = useWidgetT('demo');
  const { language } = useWidget();
  const phone = useWizard((s) => s.form.phone);
  const consent = useWizard((s) => s.form.consent);
  const setForm = useWizard((s) => s.setForm);
  const errors = useWizard((s) => s.fieldErrors);
  const busy = useWizard((s) => s.busy);
  const phoneId = useId();
  const consentId = useId();

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
      <aside aria-label={t('contact.privacyTitle')} className="rounded-2xl border border-line bg-surface-muted p-4">
        <p className="m-0 text-sm font-semibold text-ink">🔒 {t('contact.privacyTitle')}</p>
        <ul className="m-0 mt-2 flex list-none flex-col gap-1 p-0 text-sm text-ink-muted">
          {(['privacy1', 'privacy2', 'privacy3'] as const).map((key) => (
            <li key={key} className="flex gap-2">
              <span aria-hidden="true" className="text-success">
                ✓
              </span>
              <span>{t(`contact.${key}`)}</span>
            </li>
          ))}
        </ul>
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
            disabled={busy !== null}
            onChange={(event) => setForm({ consent: event.currentTarget.checked })}
            className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
          />
          <span>
            {t('contact.consent')}
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          </span>
        </label>
        {errors.consent && (
          <p id={`${consentId}-error`} role="alert" className="m-0 text-sm font-medium text-danger">
            {errors.consent}
          </p>
        )}
      </div>
    </div>
  );
}
