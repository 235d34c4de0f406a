/**
 * The four steps from application to qualified profile, each with what it brings the recruiter and the
 * candidate side by side. A line fills as the visitor scrolls through the steps, and the call to action below
 * follows the same progress.
 */
import { useEffect, useRef, useState } from 'react';
import { usePageT } from '../../i18n';
import { SolutionCta } from './SolutionCta';
import { stepReached, timelineProgress } from './timeline';

const STEPS = ['apply', 'call', 'qualify', 'ats'] as const;

/** The timeline's progress (0 to 1) from where the element sits in the viewport; 0 until hydrated. */
function useScrollProgress(ref: React.RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const { top, height } = element.getBoundingClientRect();
      // Rounded so that scrolling past a settled line does not re-render the section.
      setProgress(Math.round(timelineProgress({ top, height }, window.innerHeight) * 1000) / 1000);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
  return progress;
}

export function SolutionTimeline() {
  const t = usePageT('home');
  const list = useRef<HTMLOListElement>(null);
  const progress = useScrollProgress(list);
  // The fill is scaled through the DOM, not a style attribute: the prerendered page's CSP allows none.
  const fill = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fill.current) fill.current.style.transform = `scaleY(${progress})`;
  }, [progress]);
  return (
    <>
      {/* The blog's "how the technology works" link (/#technology) lands here. */}
      <h3
        id="technology"
        className="mt-20 mb-0 scroll-mt-24 text-center text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
      >
        {t('alex.timeline.title')}
      </h3>
      <div className="relative mx-auto mt-10 max-w-5xl">
        {/* The progress line behind the step markers; it fills by scaling, so nothing around it moves. */}
        <div aria-hidden="true" className="absolute bottom-6 left-[21px] top-6 w-1 rounded-full bg-slate-200">
          <div
            ref={fill}
            data-progress={progress}
            className="h-full w-full origin-top scale-y-0 rounded-full bg-primary"
          />
        </div>
        <ol ref={list} className="relative m-0 list-none space-y-8 p-0">
          {STEPS.map((step, index) => {
            const reached = stepReached(progress, index, STEPS.length);
            return (
              <li key={step} className="relative pl-14 sm:pl-16">
                <span
                  aria-hidden="true"
                  className={`absolute left-0 top-0 flex h-11 w-11 items-center justify-center rounded-full border-2 border-primary text-lg font-bold motion-safe:transition-colors ${
                    reached ? 'bg-primary text-white' : 'bg-white text-primary'
                  }`}
                >
                  {index + 1}
                </span>
                <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
                  <h4 className="m-0 text-xl font-bold text-slate-900">{t(`alex.timeline.steps.${step}.title`)}</h4>
                  <p className="mt-2 mb-0 text-slate-600">{t(`alex.timeline.steps.${step}.text`)}</p>
                  <div className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-2">
                    <div className="rounded-xl bg-blue-50 p-4">
                      <p className="m-0 text-sm font-semibold uppercase tracking-wide text-blue-800">
                        {t('alex.timeline.recruiterLabel')}
                      </p>
                      <p className="mt-1 mb-0 text-slate-800">{t(`alex.timeline.steps.${step}.recruiter`)}</p>
                    </div>
                    <div className="rounded-xl bg-emerald-50 p-4">
                      <p className="m-0 text-sm font-semibold uppercase tracking-wide text-emerald-800">
                        {t('alex.timeline.candidateLabel')}
                      </p>
                      <p className="mt-1 mb-0 text-slate-800">{t(`alex.timeline.steps.${step}.candidate`)}</p>
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      <SolutionCta progress={progress} />
    </>
  );
}
