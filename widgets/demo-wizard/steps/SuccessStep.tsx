/**
 * Step 5: the call as it happens first (its live status, then the report), then what was booked, in one
 * compact line on a phone and three cards on wider screens, what happens next while the call is ahead, where
 * to go from here, and the social proof in one line. What was booked follows the call: "within minutes"
 * becomes "now", then the time it was placed.
 */
import { useState } from 'react';

import { useWidget, useWidgetT } from '../../runtime/define';
import { type CallPhase, callPhase, type LiveState } from '../call-status';
import { formatInternational } from '../phone/phone';
import { clockFormat } from '../schedule/time-window';
import { useWizard } from '../store';
import { formatTime } from './CallStep';
import { LiveCall } from './LiveCall';
import { BookingLink } from './ReportView';

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
  const call = useWizard((s) => s.results.call);
  const phase: CallPhase | null = call ? callPhase(call.status) : null;
  // Once the phone rings, "what happens next" is happening: the call, then the report or a new try.
  const ahead = phase === null || phase === 'waiting' || phase === 'scheduled';
  const phone = formatInternational(form.phone.country, form.phone.digits);
  const [reportShown, setReportShown] = useState(false);

  let timing: string;
  if (phase === 'cancelled') timing = t('success.timingCancelled');
  else if (phase === 'inProgress' || phase === 'ringing') timing = t('success.timingNow');
  else if ((phase === 'completed' || phase === 'noAnswer') && call) {
    timing = t('success.calledAt', { time: formatTime(call.date, language) });
  } else if (form.callTiming === 'later' && form.scheduledTime) {
    timing = clockFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(form.scheduledTime));
  } else timing = t('success.withinMinutes');

  const summary: [string, string, string][] = [
    ['phone', t('success.phone'), phone],
    ['timing', t('success.timing'), timing],
    ['persona', t('success.persona'), form.selectedPersona ? t(`persona.${form.selectedPersona}.name`) : ''],
  ];

  return (
    <div className="flex flex-col gap-5 sm:gap-6">
      {/* The call first: on a phone it is what the visitor looks for, above what was booked. */}
      <LiveCall watchCall={watchCall} onReport={setReportShown} />

      <dl className="m-0 flex flex-wrap gap-x-4 gap-y-1 sm:grid sm:grid-cols-3 sm:gap-3" data-summary-list>
        {summary.map(([key, label, value]) => (
          <div
            key={key}
            className="flex min-w-0 items-baseline gap-1.5 sm:block sm:rounded-2xl sm:bg-surface-muted sm:px-4 sm:py-3"
            data-summary={key}
          >
            <dt className="text-sm text-ink-muted sm:text-xs sm:font-medium sm:uppercase sm:tracking-wide">{label}</dt>
            <dd className="m-0 break-words text-sm font-semibold text-ink sm:mt-1 sm:text-base">{value}</dd>
          </div>
        ))}
      </dl>

      {ahead && (
        <section className="rounded-2xl border border-line p-4" data-next-steps>
          <h3 className="m-0 text-base font-bold text-ink">{t('success.nextTitle')}</h3>
          <ol className="m-0 mt-2 flex list-decimal flex-col gap-1 pl-5 text-sm text-ink-muted">
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
        {/* With the report on screen, its own box offers the booking. */}
        {!reportShown && <BookingLink />}
      </div>

      {/* The spec's social proof, in one line: the home page has the full figures. */}
      <section aria-label={t('success.proofTitle')} data-proof>
        <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-sm text-ink-muted">
          {(['companies', 'calls', 'rating'] as const).map((key) => (
            <li key={key}>
              <strong className="font-bold text-ink">{t(`success.proof.${key}.value`)}</strong>{' '}
              {t(`success.proof.${key}.label`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
