/** A showcase of sample calls: the live-calls widget under a short introduction. */
import { useRef } from 'react';
import { usePageT } from '../../i18n';
import { useLanguage } from '../../language';
import { useWidget } from '../../widgets';
import { SectionHeading } from './SectionHeading';
import { WidgetBox } from './WidgetBox';

export function LiveCallsSection() {
  const section = useRef<HTMLElement>(null);
  useWidget('live-calls', section);
  const t = usePageT('home');
  const language = useLanguage((s) => s.language);
  return (
    <section
      ref={section}
      id="live-calls"
      aria-labelledby="live-calls-title"
      className="scroll-mt-16 bg-slate-50 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="live-calls-title"
          eyebrow={t('liveCalls.eyebrow')}
          title={t('liveCalls.title')}
          intro={t('liveCalls.text')}
        />
        <WidgetBox tag="alex-live-calls" className="mt-10">
          <alex-live-calls lang={language} />
        </WidgetBox>
      </div>
    </section>
  );
}
