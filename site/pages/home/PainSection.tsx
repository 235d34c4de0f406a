/** The problem: volume hiring loses candidates, money and time, in every sector (the title's rotating word). */
import { usePageT } from '../../i18n';
import { StrokeIcon } from '../../layout/StrokeIcon';
import { RotatingWord } from './RotatingWord';
import { SectionHeading } from './SectionHeading';

/** The sectors the title cycles through, in this order (spec section 1). */
const INDUSTRIES = ['healthcare', 'logistics', 'retail', 'hospitality', 'security', 'callCentres'] as const;

const CARDS = [
  { id: 'dropOff', icon: 'M4 12h10m0 0-4-4m4 4-4 4M20 5v14' },
  { id: 'cost', icon: 'M18 7a7 7 0 1 0 0 10M4 10h9M4 14h9' },
  { id: 'time', icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z' },
] as const;

export function PainSection() {
  const t = usePageT('home');
  return (
    <section id="pain" aria-labelledby="pain-title" className="scroll-mt-16 bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="pain-title"
          align="start"
          eyebrow={t('pain.eyebrow')}
          title={
            <>
              <span className="sr-only">{t('pain.titleStable')}</span>
              <span aria-hidden="true">
                <span className="block">{t('pain.titleLead')}</span>
                <RotatingWord words={INDUSTRIES.map((id) => t(`pain.industries.${id}`))} />
              </span>
            </>
          }
          intro={t('pain.intro')}
        />
        <ul className="mt-12 grid list-none grid-cols-1 gap-6 p-0 md:grid-cols-3">
          {CARDS.map(({ id, icon }) => (
            <li key={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-4 border-b border-slate-100 pb-5">
                <p className="m-0">
                  <span className="block text-3xl font-extrabold text-orange-700">{t(`pain.cards.${id}.figure`)}</span>
                  <span className="mt-1 block text-sm text-slate-600">{t(`pain.cards.${id}.figureLabel`)}</span>
                </p>
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-orange-700">
                  <StrokeIcon paths={icon} />
                </span>
              </div>
              <h3 className="mt-5 mb-0 text-xl font-bold text-slate-900">{t(`pain.cards.${id}.title`)}</h3>
              <p className="mt-2 mb-0 text-slate-600">{t(`pain.cards.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
