/**
 * The hero: the typed title, a short intro, the two first steps a visitor takes (try Alex, simulate the ROI),
 * the proof under them (the site's own figures, the compliance marks) and, beside them, an example call.
 */
import { Link } from 'react-router';
import { track } from '../../analytics';
import { usePageT } from '../../i18n';
import { StrokeIcon } from '../../layout/StrokeIcon';
import { PAIRED_PRIMARY_BUTTON, PAIRED_SECONDARY_BUTTON } from './button-styles';
import { HeroBackdrop } from './HeroBackdrop';
import { HeroCall } from './HeroCall';
import { scrollToSection } from './scroll';
import { TypedTitle } from './TypedTitle';

/** The same figures as the wizard's closing screen (locales: demo.json, success.proof). */
const FIGURES = ['calls', 'companies', 'rating'] as const;

/** A shield with a tick: the compliance marks. */
const SHIELD = 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4';
const MARKS = ['gdpr', 'aiAct', 'hosting'] as const;

function HeroProof() {
  const t = usePageT('home');
  return (
    <div
      data-hero-proof
      className="mt-8 flex flex-col items-center gap-4 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-8"
    >
      <dl className="m-0 grid w-full max-w-md grid-cols-3 gap-3 lg:flex lg:w-auto lg:max-w-none lg:gap-8">
        {FIGURES.map((id) => (
          <div key={id} className="flex flex-col-reverse justify-end">
            <dt className="text-xs leading-snug text-slate-600 sm:text-sm">{t(`hero.proof.${id}.label`)}</dt>
            <dd className="m-0 text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl">
              {t(`hero.proof.${id}.value`)}
            </dd>
          </div>
        ))}
      </dl>
      <ul
        aria-label={t('hero.compliance.label')}
        className="m-0 flex list-none flex-wrap justify-center gap-2 p-0 lg:justify-start"
      >
        {MARKS.map((id) => (
          <li
            key={id}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white/80 px-3 py-1 text-xs font-semibold text-slate-700"
          >
            <StrokeIcon paths={SHIELD} size={14} className="text-primary" />
            {t(`hero.compliance.${id}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Hero() {
  const t = usePageT('home');
  const title = t('hero.title');
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden px-4 pb-16 pt-24 sm:px-6 sm:pb-24 sm:pt-32"
    >
      <HeroBackdrop />
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-16">
        <div className="text-center lg:text-left">
          <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('hero.eyebrow')}</p>
          <h1
            id="hero-title"
            aria-label={title}
            className="mt-4 mb-0 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl xl:text-6xl"
          >
            <TypedTitle text={title} />
          </h1>
          <p className="mx-auto mt-6 mb-0 max-w-2xl text-lg text-slate-700 lg:mx-0">{t('hero.intro')}</p>
          <div className="mx-auto mt-8 grid max-w-md grid-cols-2 gap-3 sm:flex sm:max-w-none sm:justify-center lg:justify-start">
            <Link to="/demo" onClick={() => track('hero_try_alex_clicked')} className={PAIRED_PRIMARY_BUTTON}>
              {t('hero.tryAlex')}
            </Link>
            <button
              type="button"
              onClick={() => {
                track('hero_simulate_roi_clicked');
                scrollToSection('roi');
              }}
              className={PAIRED_SECONDARY_BUTTON}
            >
              {t('hero.simulateRoi')}
            </button>
          </div>
          <HeroProof />
        </div>
        <HeroCall />
      </div>
    </section>
  );
}
