/** The FAQ page (/faq): the four sections as an accordion, then a way to reach a person. */

import { useFact } from '../../facts';
import { usePageT } from '../../i18n';
import { ExternalLink } from '../../layout/ExternalLink';
import { FaqSections } from './FaqSections';

export function Faq() {
  const booking = useFact('booking');
  const t = usePageT('faq');
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white px-4 pb-20 pt-32 sm:px-6 sm:pt-40">
      <div className="mx-auto max-w-3xl">
        <header className="text-center">
          <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('page.eyebrow')}</p>
          <h1 className="mt-3 mb-0 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('page.title')}
          </h1>
          <p className="mx-auto mt-5 mb-0 max-w-2xl text-lg text-slate-600">{t('page.intro')}</p>
        </header>
        <div className="mt-12">
          <FaqSections headingLevel={2} />
        </div>
        <aside
          aria-labelledby="faq-more-title"
          className="mt-12 rounded-2xl bg-slate-900 px-6 py-8 text-center text-white"
        >
          <h2 id="faq-more-title" className="m-0 text-2xl font-bold">
            {t('page.moreTitle')}
          </h2>
          <p className="mx-auto mt-3 mb-0 max-w-xl text-slate-200">{t('page.moreText')}</p>
          <ExternalLink
            href={booking}
            className="mt-6 inline-flex min-h-[2.75rem] items-center rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900"
          >
            {t('page.moreCta')}
            <span className="sr-only"> {t('page.newTab')}</span>
          </ExternalLink>
        </aside>
      </div>
    </div>
  );
}
