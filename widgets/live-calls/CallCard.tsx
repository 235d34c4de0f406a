/** One sample call as a list item: job, candidate, place, satisfaction, status, length, time ago and scoring. */
import type { ReactNode } from 'react';
import { useWidgetT } from '../runtime/define';
import { Avatar } from './Avatar';
import { type CallStatus, callStatus, durationParts, type NpsMood, npsMood } from './call-rules';
import { type SampleCall, SCORING_KEYS } from './sample-calls';
import { useLiveCalls } from './store';

/** Each status's colour: a tint behind the label and a dot before it (the label, not the colour, carries the meaning). */
const STATUS_COLOURS: Record<CallStatus, { tint: string; dot: string }> = {
  match: { tint: 'bg-[#16a34a26]', dot: 'bg-[#16a34a]' },
  validated: { tint: 'bg-[#6366f126]', dot: 'bg-[#6366f1]' },
  toRecall: { tint: 'bg-[#f9731626]', dot: 'bg-[#f97316]' },
  toCheck: { tint: 'bg-[#eab30833]', dot: 'bg-[#ca8a04]' },
  notInterested: { tint: 'bg-[#dc262622]', dot: 'bg-[#dc2626]' },
  processing: { tint: 'bg-[#0ea5e926]', dot: 'bg-[#0284c7]' },
};

const NPS_COLOURS: Record<NpsMood, string> = {
  negative: 'text-danger',
  neutral: 'text-[#b45309]',
  positive: 'text-success',
};

const NPS_MOUTHS: Record<NpsMood, string> = {
  negative: 'M8 16.5Q12 13 16 16.5',
  neutral: 'M8 15H16',
  positive: 'M8 14Q12 18 16 14',
};

function NpsIcon({ score }: { score: number }) {
  const t = useWidgetT('live-calls');
  const mood = npsMood(score);
  const label = t('nps', { score, mood: t(`npsMood.${mood}`) });
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      role="img"
      aria-label={label}
      className={`h-6 w-6 shrink-0 ${NPS_COLOURS[mood]}`}
      data-nps={mood}
    >
      <title>{label}</title>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="10" r="1.3" fill="currentColor" />
      <circle cx="15" cy="10" r="1.3" fill="currentColor" />
      <path d={NPS_MOUTHS[mood]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A small line icon beside a fact; decorative, the fact is written next to it. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
      className="h-3.5 w-3.5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function CallCard({ call }: { call: SampleCall }) {
  const t = useWidgetT('live-calls');
  const minutesAgo = useLiveCalls((s) => s.minutesAgo.get(call.id) ?? call.baseMinutesAgo);
  const status = callStatus(call.status);
  const duration = durationParts(call.durationSeconds);
  // A woman's job title and status read their feminine form where the language has one (`_female` keys).
  const context = call.gender === 'female' ? 'female' : undefined;
  return (
    <li
      part="card"
      className="flex w-72 shrink-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 text-ink shadow-sm"
      data-call={call.id}
      data-status={status}
    >
      <div className="flex items-center gap-3">
        <Avatar name={call.candidate} />
        <div className="min-w-0 flex-1">
          <p className="m-0 text-sm font-semibold leading-5" data-job>
            {t(`jobs.${call.jobTitle}`, { context })}
          </p>
          <p className="m-0 flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
            <span>{call.candidate}</span>
            <span className="inline-flex items-center gap-1">
              <Icon>
                <path d="M8 14.5S3 9.6 3 6.5a5 5 0 0 1 10 0c0 3.1-5 8-5 8Z" />
                <circle cx="8" cy="6.5" r="1.7" />
              </Icon>
              <span className="sr-only">{t('location')} </span>
              {t(`locations.${call.location}`)}
            </span>
          </p>
        </div>
      </div>
      {/* Each fact on a line of its own: a card's height does not depend on this page view's time ago. */}
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold text-ink ${STATUS_COLOURS[status].tint}`}
            data-status-label
          >
            <span aria-hidden="true" className={`h-2 w-2 rounded-full ${STATUS_COLOURS[status].dot}`} />
            {t(`status.${status}`, { context })}
          </span>
          <NpsIcon score={call.nps} />
        </div>
        <p className="m-0 flex items-center gap-2 whitespace-nowrap text-xs text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <Icon>
              <circle cx="8" cy="8" r="6" />
              <path d="M8 4.5V8l2.5 1.5" />
            </Icon>
            <span className="sr-only">{t('durationLabel')} </span>
            <span data-duration>{t('duration', duration)}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span data-time-ago>{t('timeAgo', { minutes: minutesAgo })}</span>
        </p>
      </div>
      <div>
        <p className="m-0 mb-1.5 text-[11px] font-semibold uppercase tracking-wider text-ink-muted">
          {t('scoring.title')}
        </p>
        <dl className="m-0 flex flex-col gap-1">
          {SCORING_KEYS.map((key, i) => {
            const value = call.scores[i] ?? 0;
            return (
              <div key={key} className="flex items-center gap-2 text-xs leading-4" data-score={key}>
                <dt className="min-w-0 flex-1 truncate text-ink-muted">{t(`scoring.${key}`)}</dt>
                <dd className="m-0 flex shrink-0 items-center gap-2">
                  <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-line">
                    <span className="block h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
                  </span>
                  <span className="w-10 whitespace-nowrap text-right font-semibold text-ink" data-percent>
                    {t('percent', { value })}
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </li>
  );
}
