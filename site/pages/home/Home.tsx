/** The home page: hero, then the ROI section with the calculator. Later sections slot in between, in spec order. */
import { useId, useState } from 'react';
import { bookingLink } from '../../../shared/links';
import { useSiteT } from '../../i18n';
import { useLanguage } from '../../language';
import { ExternalLink } from '../../layout/ExternalLink';
import { useWidget } from '../../widgets';

const scrollToSection = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });

function Hero() {
  const t = useSiteT();
  const language = useLanguage((s) => s.language);
  return (
    <section id="hero" className="bg-gradient-to-b from-primary-soft to-white px-4 pb-20 pt-32 sm:px-6 sm:pt-40">
      <div className="mx-auto max-w-4xl text-center">
        <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('hero.eyebrow')}</p>
        <h1 className="mx-auto mt-4 mb-0 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-6 mb-0 max-w-2xl text-lg text-slate-600">{t('hero.subtitle')}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => scrollToSection('roi')}
            className="w-full rounded-full bg-primary px-6 py-3 text-base font-semibold text-white shadow-lg hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 sm:w-auto"
          >
            {t('hero.simulateRoi')}
          </button>
          <ExternalLink
            href={bookingLink(language)}
            className="w-full rounded-full border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 hover:border-primary hover:text-primary sm:w-auto"
          >
            {t('nav.talkToSales')}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}

function RoiSection() {
  useWidget('roi-calculator');
  const t = useSiteT();
  const language = useLanguage((s) => s.language);
  const [shown, setShown] = useState(true);
  const panelId = useId();
  const stats = [
    ['savingsValue', 'savings'],
    ['ratingValue', 'rating'],
    ['noShowsValue', 'noShows'],
  ] as const;
  return (
    <section id="roi" aria-labelledby="roi-title" className="scroll-mt-16 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('roi.eyebrow')}</p>
          <h2 id="roi-title" className="mt-3 mb-0 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('roi.title')}
          </h2>
          <p className="mt-4 mb-0 text-lg text-slate-600">{t('roi.subtitle')}</p>
        </div>
        <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-1 gap-4 sm:grid-cols-3">
          {stats.map(([value, label]) => (
            <div key={label} className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
              <dd className="m-0 text-4xl font-extrabold text-primary">{t(`roi.stats.${value}`)}</dd>
              <dt className="mt-1 text-sm text-slate-600">{t(`roi.stats.${label}`)}</dt>
            </div>
          ))}
        </dl>
        <div className="mt-10 text-center">
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={panelId}
            onClick={() => setShown(!shown)}
            className="rounded-full border border-primary px-6 py-3 text-base font-semibold text-primary hover:bg-primary-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
          >
            {shown ? t('roi.hide') : t('roi.show')}
          </button>
        </div>
        <div id={panelId} hidden={!shown} className="mx-auto mt-8 max-w-5xl">
          <alex-roi-calculator lang={language} />
        </div>
      </div>
    </section>
  );
}

export function Home() {
  return (
    <>
      <Hero />
      <RoiSection />
    </>
  );
}
