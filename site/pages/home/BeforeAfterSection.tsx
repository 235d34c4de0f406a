/**
 * Hiring without Alex next to hiring with Alex, one row per criterion. On wide screens the rows line up as a
 * three-column comparison under column titles; on phones each row is a card, its cells labelled.
 */
import { usePageT } from '../../i18n';
import { SectionHeading } from './SectionHeading';

const ROWS = ['firstContact', 'availability', 'noShows', 'timeToHire', 'cost', 'experience', 'dormant'] as const;

const COLUMNS = 'md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1.3fr)] md:gap-6';

export function BeforeAfterSection() {
  const t = usePageT('home');
  return (
    <section
      id="before-after"
      aria-labelledby="before-after-title"
      className="scroll-mt-16 bg-slate-900 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="before-after-title"
          dark
          eyebrow={t('beforeAfter.eyebrow')}
          title={t('beforeAfter.title')}
          intro={t('beforeAfter.intro')}
        />
        {/* Column titles for sighted readers on wide screens; every cell also names its column for everyone else. */}
        <div
          aria-hidden="true"
          className={`mt-12 hidden px-6 text-sm font-semibold uppercase tracking-wide ${COLUMNS}`}
        >
          <span />
          <span className="text-red-300">{t('beforeAfter.without')}</span>
          <span className="text-emerald-300">{t('beforeAfter.with')}</span>
        </div>
        <ul className="mt-6 list-none space-y-3 p-0 md:mt-3">
          {ROWS.map((row) => (
            <li key={row} className={`rounded-2xl bg-slate-800 p-6 ${COLUMNS}`}>
              <h3 className="m-0 text-lg font-bold text-white">{t(`beforeAfter.rows.${row}.label`)}</h3>
              <p className="mt-3 mb-0 flex gap-3 text-slate-200 md:mt-0">
                <span aria-hidden="true" className="mt-1 shrink-0 text-red-300">
                  <Mark kind="without" />
                </span>
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-wide text-red-300 md:sr-only">
                    {t('beforeAfter.without')}
                  </span>
                  {t(`beforeAfter.rows.${row}.without`)}
                </span>
              </p>
              <p className="mt-3 mb-0 flex gap-3 font-semibold text-white md:mt-0">
                <span aria-hidden="true" className="mt-1 shrink-0 text-emerald-300">
                  <Mark kind="with" />
                </span>
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-wide text-emerald-300 md:sr-only">
                    {t('beforeAfter.with')}
                  </span>
                  {t(`beforeAfter.rows.${row}.with`)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Mark({ kind }: { kind: 'with' | 'without' }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d={kind === 'with' ? 'M3 8.5 6.5 12 13 4.5' : 'M4 4l8 8M12 4l-8 8'} />
    </svg>
  );
}
