/**
 * The demo wizard's page (spec section 2, "Demo wizard"). The page's h1 names it; the wizard's own title is its
 * h2 and each step's title an h3, so the outline reads page, wizard, step.
 */
import { usePageT } from '../../i18n';
import { useLanguage } from '../../language';
import { useWidget } from '../../widgets';

export function DemoRecruiter() {
  useWidget('demo-wizard');
  const t = usePageT('demo-landing');
  const language = useLanguage((s) => s.language);
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white px-4 pb-20 pt-24 sm:px-6 sm:pt-28">
      <div className="mx-auto max-w-3xl">
        <header className="text-center">
          <h1 className="m-0 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('recruiter.title')}
          </h1>
          <p className="mt-3 mb-0 text-base text-slate-700 sm:text-lg">{t('recruiter.subtitle')}</p>
        </header>
        {/*
          The wizard draws itself once its code loads; until then its box keeps the room of the first step (with
          its security check) and shows what is coming. The widget shows this placeholder until its first step
          replaces it, and the box then takes the height of the step on screen: no empty room under a short step.
        */}
        <div className="mt-8">
          <alex-demo-wizard lang={language} home-url="/" hide-language-select>
            <div className="flex h-[1340px] items-start justify-center rounded-3xl border border-slate-200 bg-white p-8 sm:h-[1140px]">
              <p className="m-0 text-slate-700">{t('recruiter.loading')}</p>
            </div>
          </alex-demo-wizard>
        </div>
      </div>
    </div>
  );
}
