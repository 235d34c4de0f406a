/** Step 5: what was booked, what happens next, and where to go from here. */
import { bookingLink } from '../../../shared/links';
import { useWidget, useWidgetT } from '../../runtime/define';
import { callPhase, isFinal, type LiveState } from '../call-status';
import { formatInternational } from '../phone/phone';
import { useWizard } from '../store';
import { LiveCall } from './LiveCall';

export function SuccessStep({
  onRestart,
  watchCall,
}: {
  onRestart: () => void;
  watchCall: (callId: number, onState: (state: LiveState) => void) => () => void;
}) {
  const t = useWidgetT('demo');
  const { language } = useWidget();
  const form = useWizard((s) => s.form);
  // Once the call is over (answered or not), "what happens next" has happened: the report or a new try.
  const over = useWizard((s) => s.results.call !== null && isFinal(callPhase(s.results.call.status)));
  const phone = formatInternational(form.phone.country, form.phone.digits);
  const timing =
    form.callTiming === 'later' && form.scheduledTime
      ? new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(
          new Date(form.scheduledTime),
        )
      : t('success.withinMinutes');

  const summary: [string, string, string][] = [
    ['phone', t('success.phone'), phone],
    ['timing', t('success.timing'), timing],
    ['persona', t('success.persona'), form.selectedPersona ? t(`persona.${form.selectedPersona}.name`) : ''],
  ];

  return (
    <div className="flex flex-col gap-6">
      <dl className="m-0 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {summary.map(([key, label, value]) => (
          <div key={key} className="min-w-0 rounded-2xl bg-surface-muted px-4 py-3" data-summary={key}>
            <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
            <dd className="m-0 mt-1 break-words text-base font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>

      <LiveCall watchCall={watchCall} />

      {!over && (
        <section className="rounded-2xl border border-line p-4" data-next-steps>
          <h3 className="m-0 text-base font-bold text-ink">{t('success.nextTitle')}</h3>
          <ol className="m-0 mt-2 flex flex-col gap-1 pl-5 text-sm text-ink-muted">
            <li>{t('success.next1')}</li>
            <li>{t('success.next2')}</li>
          </ol>
        </section>
      )}

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onRestart}
          className="h-12 rounded-xl border border-line bg-surface px-6 text-base font-semibold text-ink hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {t('success.tryAnother')}
        </button>
        <a
          href={bookingLink(language)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-12 items-center justify-center rounded-xl bg-primary px-6 text-base font-bold text-on-primary no-underline hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
        >
          {t('success.book')}
          <span className="sr-only"> ({t('success.bookHint')})</span>
          <span aria-hidden="true" className="ml-2">
            ↗
          </span>
        </a>
      </div>

      <section className="flex flex-col gap-3">
        <h3 className="m-0 text-sm font-semibold uppercase tracking-wider text-ink-muted">{t('success.proofTitle')}</h3>
        <dl className="m-0 grid grid-cols-3 gap-3">
          {(['companies', 'calls', 'rating'] as const).map((key) => (
            <div key={key} className="flex min-w-0 flex-col-reverse rounded-2xl bg-primary-soft px-3 py-3 text-center">
              <dt className="text-xs text-ink-muted">{t(`success.proof.${key}.label`)}</dt>
              <dd className="m-0 text-xl font-extrabold text-primary">{t(`success.proof.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
        <h3 className="m-0 mt-2 text-sm font-semibold uppercase tracking-wider text-ink-muted">
          {t('success.statsTitle')}
        </h3>
        <dl className="m-0 grid grid-cols-3 gap-3">
          {(['savings', 'rating', 'noShows'] as const).map((key) => (
            <div key={key} className="flex min-w-0 flex-col-reverse rounded-2xl bg-surface-muted px-3 py-3 text-center">
              <dt className="text-xs text-ink-muted">{t(`success.stats.${key}.label`)}</dt>
              <dd className="m-0 text-xl font-extrabold text-ink">{t(`success.stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
