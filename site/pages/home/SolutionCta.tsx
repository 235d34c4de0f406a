/**
 * The call to action under the solution timeline: try Alex on the jobs site, or work out the ROI. It takes the
 * brand colour once the visitor has read most of the timeline, and a few decorative dots light up near its end.
 */
import { JOBS_SITE } from '../../../shared/links';
import { track } from '../../analytics';
import { usePageT } from '../../i18n';
import { ExternalLink } from '../../layout/ExternalLink';
import { LIGHT_BUTTON, OUTLINE_LIGHT_BUTTON } from './button-styles';
import { scrollToSection } from './scroll';
import { ctaDotsShown, ctaHighlighted } from './timeline';

/** Where the dots sit and how big they are: a fixed, decorative pattern. */
const DOTS = [
  'left-[6%] top-[18%] h-3 w-3',
  'left-[14%] bottom-[14%] h-5 w-5',
  'right-[8%] top-[12%] h-4 w-4',
  'right-[16%] bottom-[20%] h-2 w-2',
  'right-[4%] top-[55%] h-6 w-6',
  'left-[3%] top-[58%] h-2 w-2',
] as const;

export function SolutionCta({ progress }: { progress: number }) {
  const t = usePageT('home');
  const highlighted = ctaHighlighted(progress);
  const dots = ctaDotsShown(progress);
  return (
    <div
      data-highlighted={highlighted}
      className={`relative mt-16 overflow-hidden rounded-3xl px-6 py-12 text-center text-white motion-safe:transition-colors motion-safe:duration-500 sm:px-12 ${
        highlighted ? 'bg-primary' : 'bg-slate-900'
      }`}
    >
      <div aria-hidden="true" data-dots={dots}>
        {DOTS.map((place, index) => (
          <span
            key={place}
            className={`absolute rounded-full motion-safe:transition-opacity motion-safe:duration-700 ${place} ${
              index % 2 ? 'bg-amber-300' : 'bg-white/40'
            } ${dots ? 'opacity-100' : 'opacity-0'}`}
          />
        ))}
      </div>
      <div className="relative mx-auto max-w-2xl">
        <h3 className="m-0 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('alex.cta.title')}</h3>
        <p className="mt-3 mb-0 text-lg text-slate-100">{t('alex.cta.text')}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ExternalLink href={JOBS_SITE} onClick={() => track('solution_try_alex_clicked')} className={LIGHT_BUTTON}>
            {t('alex.cta.tryAlex')}
            <span className="sr-only"> {t('alex.cta.newTab')}</span>
            <svg
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            >
              <path d="M9 3h4v4M13 3 7 9M11 9.5V13H3V5h3.5" />
            </svg>
          </ExternalLink>
          <button
            type="button"
            onClick={() => {
              track('solution_calculate_roi_clicked');
              scrollToSection('roi');
            }}
            className={OUTLINE_LIGHT_BUTTON}
          >
            {t('alex.cta.calculateRoi')}
          </button>
        </div>
      </div>
    </div>
  );
}
