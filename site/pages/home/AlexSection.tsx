/** The solution: Alex introduces itself (typed), four badges, then the timeline and its call to action. */
import { useRef } from 'react';
import { usePageT } from '../../i18n';
import { StrokeIcon } from '../../layout/StrokeIcon';
import { useInView } from './motion';
import { SectionHeading } from './SectionHeading';
import { SolutionTimeline } from './SolutionTimeline';
import { TypedText } from './TypedText';
import { INTRO_MS_PER_CHAR } from './typing';

const BADGES = [
  { id: 'compliance', icon: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4' },
  { id: 'availability', icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z' },
  {
    id: 'languages',
    icon: 'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
  {
    id: 'firstContact',
    icon: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  },
] as const;

function AgentIntro() {
  const t = usePageT('home');
  const paragraph = useRef<HTMLParagraphElement>(null);
  // Typed when the visitor gets there, not while they are still reading the hero.
  const inView = useInView(paragraph, { threshold: 0.5, once: true });
  return (
    <p ref={paragraph} className="mx-auto mt-4 mb-0 max-w-3xl text-center text-lg text-slate-700">
      <TypedText text={t('alex.intro')} msPerChar={INTRO_MS_PER_CHAR} start={inView} />
    </p>
  );
}

export function AlexSection() {
  const t = usePageT('home');
  return (
    <section id="alex" aria-labelledby="alex-title" className="scroll-mt-16 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="alex-title" eyebrow={t('alex.eyebrow')} title={t('alex.title')} />
        <AgentIntro />
        <ul className="mx-auto mt-10 flex max-w-4xl list-none flex-wrap justify-center gap-3 p-0">
          {BADGES.map(({ id, icon }) => (
            <li
              key={id}
              className="inline-flex items-center gap-2 rounded-full border border-primary-soft bg-primary-soft px-4 py-2 text-sm font-semibold text-primary-strong"
            >
              <StrokeIcon paths={icon} size={18} />
              {t(`alex.badges.${id}`)}
            </li>
          ))}
        </ul>
        <SolutionTimeline />
      </div>
    </section>
  );
}
