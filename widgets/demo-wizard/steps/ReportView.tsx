/**
 * The interview report at the end of step 5: the summary, the five scores each with the reason behind it, the
 * questions Alex asked with an excerpt of each answer, and the way to the sales team. A backend that sends
 * only scores and a summary gets those shown, nothing empty around them.
 */
import { useId, useState } from 'react';
import { REPORT_SCORES } from '../../../shared/demo-responses';
import { useWidget, useWidgetT } from '../../runtime/define';
import type { DemoReport } from '../api';
import { useBookingLink } from '../company';
import { useWizard } from '../store';

/** Questions shown at once; the rest open on demand, so a phone shows the scores and the first answers. */
const SHOWN_QUESTIONS = 3;

export function ReportView({ report }: { report: DemoReport }) {
  const t = useWidgetT('demo');
  const email = useWizard((s) => s.form.email.trim());
  const scoresId = useId();
  const questionsId = useId();
  const questions = report.questions ?? [];
  const first = questions.slice(0, SHOWN_QUESTIONS);
  const more = questions.slice(SHOWN_QUESTIONS);
  const [allShown, setAllShown] = useState(false);

  return (
    <div className="flex flex-col gap-5" data-report>
      {(report.job_name || report.simulated) && (
        <div className="flex flex-col gap-2">
          {report.job_name && (
            <p className="m-0 text-sm font-semibold text-ink" data-report-job>
              {t('live.report.job', { job: report.job_name })}
            </p>
          )}
          {report.simulated && (
            <p className="m-0 rounded-xl bg-surface-muted px-3 py-2 text-xs text-ink-muted" data-report-simulated>
              {t('live.report.simulated')}
            </p>
          )}
        </div>
      )}

      <div>
        <h4 className="m-0 text-sm font-semibold text-ink">{t('live.summary')}</h4>
        <p className="m-0 mt-1 text-sm text-ink" data-report-summary>
          {report.summary}
        </p>
      </div>

      <section aria-labelledby={scoresId} className="flex flex-col gap-3">
        <h4 id={scoresId} className="m-0 text-sm font-semibold text-ink">
          {t('live.report.scoresTitle')}
        </h4>
        <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 sm:gap-x-6">
          {REPORT_SCORES.map((key) => {
            const score = Math.max(0, Math.min(100, Math.round(report.scores[key] ?? 0)));
            const reason = report.reasons?.[key];
            return (
              <li key={key} className="flex min-w-0 flex-col gap-1" data-score={key}>
                <span className="flex items-baseline justify-between gap-3">
                  <span className="text-sm font-medium text-ink">{t(`live.scores.${key}`)}</span>
                  <span aria-hidden="true" className="text-sm font-bold text-ink">
                    {score}
                  </span>
                  <span className="sr-only">{t('live.outOf', { score })}</span>
                </span>
                <span aria-hidden="true" className="block h-2 overflow-hidden rounded-full bg-surface-muted">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${score}%` }} />
                </span>
                {reason && (
                  <span className="text-sm text-ink-muted" data-score-reason>
                    {reason}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      {questions.length > 0 && (
        <section aria-labelledby={questionsId} className="flex flex-col gap-3" data-report-questions>
          <h4 id={questionsId} className="m-0 text-sm font-semibold text-ink">
            {t('live.report.questionsTitle')}
          </h4>
          <QuestionList items={first} start={1} />
          {more.length > 0 && (
            <details data-report-more onToggle={(event) => setAllShown(event.currentTarget.open)}>
              <summary className="cursor-pointer rounded-lg text-sm font-semibold text-primary hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
                {allShown ? t('live.report.fewerQuestions') : t('live.report.moreQuestions', { count: more.length })}
              </summary>
              <div className="mt-3">
                <QuestionList items={more} start={first.length + 1} />
              </div>
            </details>
          )}
        </section>
      )}

      {email && (
        <p className="m-0 text-sm text-ink-muted" data-report-emailed>
          {t('success.reportEmailed', { email })}
        </p>
      )}

      <div className="flex flex-col gap-3 rounded-2xl bg-primary-soft p-4 sm:p-5" data-report-booking>
        <p className="m-0 text-base font-bold text-ink">{t('live.report.bookTitle')}</p>
        <p className="m-0 text-sm text-ink">{t('live.report.bookText')}</p>
        <BookingLink className="self-stretch sm:self-start" />
      </div>
    </div>
  );
}

function QuestionList({ items, start }: { items: NonNullable<DemoReport['questions']>; start: number }) {
  const t = useWidgetT('demo');
  return (
    <ol start={start} className="m-0 flex list-none flex-col gap-4 p-0">
      {items.map((item, index) => (
        <li key={item.text} className="flex gap-3" data-report-question>
          <span
            aria-hidden="true"
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-bold text-primary"
          >
            {start + index}
          </span>
          <div className="flex min-w-0 flex-col gap-2">
            <p className="m-0 text-sm font-medium text-ink">{item.text}</p>
            <blockquote className="m-0 border-l-2 border-primary pl-3 text-sm italic text-ink-muted">
              <span className="sr-only">{t('live.report.answer')} </span>
              {item.excerpt}
            </blockquote>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** "Book a full demo", in a new tab, to the booking page of the wizard's language. */
export function BookingLink({ className = '' }: { className?: string }) {
  const t = useWidgetT('demo');
  const { language } = useWidget();
  const booking = useBookingLink(language);
  return (
    <a
      href={booking}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-h-[3rem] items-center justify-center rounded-xl bg-primary px-4 py-2 text-center text-base font-bold text-on-primary no-underline hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 sm:px-6 ${className}`}
    >
      <span>
        {t('success.book')}
        <span className="sr-only"> ({t('success.bookHint')})</span>
        <span aria-hidden="true" className="ml-2">
          ↗
        </span>
      </span>
    </a>
  );
}
