/**
 * The ROI section: three headline figures, then the calculator widget behind a show/hide toggle. The calculator
 * starts shown: it is what visitors come to this section for, and the links to the section (Simulate ROI, /#roi)
 * land on it.
 */
import { useId, useRef, useState } from 'react';
import { usePageT } from '../../i18n';
import { useLanguage } from '../../language';
import { useWidget } from '../../widgets';
import { AnimatedFigure } from './AnimatedFigure';
import { SECONDARY_BUTTON } from './button-styles';
import { SectionHeading } from './SectionHeading';
import { WidgetBox } from './WidgetBox';

const STATS = ['savings', 'reached', 'noShows'] as const;

export function RoiSection() {
  const section = useRef<HTMLElement>(null);
  useWidget('roi-calculator', section);
  const t = usePageT('home');
  const language = useLanguage((s) => s.language);
  const [shown, setShown] = useState(true);
  const panelId = useId();
  return (
    // Focusable from script only: the buttons that lead here move focus to it (see scroll.ts).
    <section
      ref={section}
      id="roi"
      tabIndex={-1}
      aria-labelledby="roi-title"
      className="scroll-mt-16 px-4 py-20 focus:outline-none sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="roi-title" eyebrow={t('roi.eyebrow')} title={t('roi.title')} intro={t('roi.subtitle')} />
        {/* On a phone the savings figure, the widest, has a row of its own, with room for what it is based on. */}
        <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4">
          {STATS.map((stat) => (
            <div
              key={stat}
              className={`flex flex-col-reverse justify-end rounded-2xl border border-slate-200 bg-white px-2 py-4 text-center shadow-sm sm:p-6 ${stat === 'savings' ? 'col-span-2 sm:col-span-1' : ''}`}
            >
              <dt className="mt-1 text-xs text-slate-600 sm:text-sm">{t(`roi.stats.${stat}.label`)}</dt>
              <dd className="m-0 text-2xl font-extrabold text-primary sm:text-4xl">
                <AnimatedFigure text={t(`roi.stats.${stat}.value`)} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 text-center">
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={panelId}
            onClick={() => setShown(!shown)}
            className={SECONDARY_BUTTON}
          >
            {shown ? t('roi.hide') : t('roi.show')}
          </button>
        </div>
        {/* Where the links to this section land (site/layout/landing.ts): the calculator, right below the top bar. */}
        <div id={panelId} hidden={!shown} data-landing className="mt-8 scroll-mt-4">
          <WidgetBox tag="alex-roi-calculator">
            <alex-roi-calculator lang={language} />
          </WidgetBox>
        </div>
      </div>
    </section>
  );
}
