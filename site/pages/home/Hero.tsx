/** The hero: the typed title, a short intro, and the two first steps a visitor takes (try Alex, simulate the ROI). */
import { Link } from 'react-router';
import { track } from '../../analytics';
import { usePageT } from '../../i18n';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './button-styles';
import { HeroBackdrop } from './HeroBackdrop';
import { scrollToSection } from './scroll';
import { TypedTitle } from './TypedTitle';

export function Hero() {
  const t = usePageT('home');
  const title = t('hero.title');
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden px-4 pb-20 pt-32 sm:px-6 sm:pb-28 sm:pt-40"
    >
      <HeroBackdrop />
      <div className="mx-auto max-w-4xl text-center">
        <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('hero.eyebrow')}</p>
        <h1
          id="hero-title"
          aria-label={title}
          className="mx-auto mt-4 mb-0 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-6xl"
        >
          <TypedTitle text={title} />
        </h1>
        <p className="mx-auto mt-6 mb-0 max-w-2xl text-lg text-slate-700">{t('hero.intro')}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/demo" onClick={() => track('hero_try_alex_clicked')} className={PRIMARY_BUTTON}>
            {t('hero.tryAlex')}
          </Link>
          <button
            type="button"
            onClick={() => {
              track('hero_simulate_roi_clicked');
              scrollToSection('roi');
            }}
            className={SECONDARY_BUTTON}
          >
            {t('hero.simulateRoi')}
          </button>
        </div>
      </div>
    </section>
  );
}
