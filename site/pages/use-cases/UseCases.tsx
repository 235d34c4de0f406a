/**
 * The use-cases page (spec section 2): the hero, the recruitment crisis, then the three use cases as cards with
 * the selected one's detail below. Pre-qualification is selected first, on the server and in the browser alike.
 */
import { useEffect, useState } from 'react';
import { usePageT } from '../../i18n';
import { UseCaseDetail } from './UseCaseDetail';
import { UseCaseTabs } from './UseCaseTabs';
import { DEFAULT_USE_CASE, detailId, USE_CASE_IDS, type UseCaseId } from './use-cases';

/** Below this width the cards stack, so the detail of a clicked card starts out of sight. */
const STACKED_CARDS = '(max-width: 767px)';

function Hero() {
  const t = usePageT('use-cases');
  const stats = ['firstContact', 'timeToHire', 'availability'] as const;
  return (
    <section className="bg-gradient-to-b from-primary-soft to-white px-4 pb-16 pt-28 sm:px-6 sm:pt-36">
      <div className="mx-auto max-w-4xl text-center">
        <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('hero.eyebrow')}</p>
        <h1 className="mx-auto mt-4 mb-0 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-6 mb-0 max-w-2xl text-lg text-slate-700">{t('hero.subtitle')}</p>
        <dl
          aria-label={t('hero.statsLabel')}
          className="mx-auto mt-10 mb-0 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3"
        >
          {stats.map((stat) => (
            <div
              key={stat}
              className="flex flex-col-reverse justify-end rounded-2xl border border-slate-200 bg-white p-5"
            >
              <dt className="mt-1 text-sm text-slate-700">{t(`hero.stats.${stat}.label`)}</dt>
              <dd className="m-0 text-3xl font-extrabold text-primary">{t(`hero.stats.${stat}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Crisis() {
  const t = usePageT('use-cases');
  const points = ['speed', 'volume', 'noShows'] as const;
  return (
    <section aria-labelledby="crisis-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div>
          <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('crisis.eyebrow')}</p>
          <h2 id="crisis-title" className="mt-3 mb-0 text-3xl font-extrabold tracking-tight text-slate-900">
            {t('crisis.title')}
          </h2>
          <p className="mt-4 mb-0 text-lg text-slate-700">{t('crisis.intro')}</p>
          <p className="mt-6 mb-0 inline-flex flex-col rounded-2xl bg-slate-900 px-6 py-4 text-white">
            <span className="text-3xl font-extrabold">{t('crisis.cost.value')}</span>
            <span className="text-sm text-slate-200">{t('crisis.cost.label')}</span>
          </p>
        </div>
        <ul className="m-0 grid list-none gap-4 p-0">
          {points.map((point) => (
            <li key={point} className="rounded-2xl border border-slate-200 bg-white p-5">
              <p className="m-0 text-lg font-bold text-slate-900">{t(`crisis.points.${point}.title`)}</p>
              <p className="mt-1 mb-0 text-slate-700">{t(`crisis.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function UseCaseExplorer() {
  const t = usePageT('use-cases');
  const [selected, setSelected] = useState<UseCaseId>(DEFAULT_USE_CASE);
  // A new object per click on a card, even the selected one; the effect scrolls once that panel is shown (a
  // hidden one cannot be scrolled to). Keyboard selection leaves it alone: the focus stays on the cards.
  const [reveal, setReveal] = useState<{ id: UseCaseId } | null>(null);

  useEffect(() => {
    if (!reveal || !window.matchMedia(STACKED_CARDS).matches) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(detailId(reveal.id))?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth' });
  }, [reveal]);

  return (
    <section aria-labelledby="use-cases-title" className="bg-slate-50 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('picker.eyebrow')}</p>
          <h2
            id="use-cases-title"
            className="mt-3 mb-0 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('picker.title')}
          </h2>
          <p className="mt-4 mb-0 text-lg text-slate-700">{t('picker.subtitle')}</p>
        </div>
        <div className="mt-10">
          <UseCaseTabs
            selected={selected}
            onSelect={(id, how) => {
              setSelected(id);
              if (how === 'click') setReveal({ id });
            }}
          />
        </div>
        <div className="mt-8">
          {USE_CASE_IDS.map((id) => (
            <UseCaseDetail key={id} id={id} selected={id === selected} />
          ))}
        </div>
      </div>
    </section>
  );
}

export function UseCases() {
  return (
    <>
      <Hero />
      <Crisis />
      <UseCaseExplorer />
    </>
  );
}
