/**
 * One use case's detail (the tab panel of its card): a banner with the tag, title and two key figures, the
 * problem, impact and insights with two calls to action, then the deeper sections. All three panels are in the
 * prerendered page (search engines and no-JS readers get every case); the ones not selected are `hidden`.
 */
import { Link } from 'react-router';
import { track } from '../../analytics';
import { usePageT } from '../../i18n';
import { BeforeAfter, ClosingCta, ImplementationProcess, IndustryIntelligence, Workflow } from './DetailSections';
import { USE_CASE_THEMES } from './themes';
import { UseCaseIcon } from './UseCaseIcon';
import { detailId, tabId, type UseCaseId } from './use-cases';

const STAT_KEYS = ['first', 'second'] as const;
const SUMMARY_KEYS = ['problem', 'impact', 'insights'] as const;

function Banner({ id }: { id: UseCaseId }) {
  const t = usePageT('use-cases');
  return (
    <header className={`relative overflow-hidden px-6 py-8 text-white sm:px-10 sm:py-10 ${USE_CASE_THEMES[id].banner}`}>
      {/* Decorative rings, drawn by CSS: no image to load. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -top-16 h-64 w-64 rounded-full border-[32px] border-white/10"
      />
      <p className="relative m-0 inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider">
        {t(`cases.${id}.tag`)}
      </p>
      <div className="relative mt-4 flex items-center gap-4">
        <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-white/20">
          <UseCaseIcon id={id} className="h-7 w-7" />
        </span>
        <h3 className="m-0 text-2xl font-extrabold tracking-tight sm:text-3xl">{t(`cases.${id}.title`)}</h3>
      </div>
      <p className="relative mt-4 mb-0 max-w-2xl text-lg">{t(`cases.${id}.summary`)}</p>
      <dl aria-label={t('labels.keyFigures')} className="relative mt-6 mb-0 flex flex-wrap gap-3">
        {STAT_KEYS.map((stat) => (
          <div key={stat} className="flex flex-col-reverse rounded-2xl bg-white/10 px-5 py-3">
            <dt className="text-sm">{t(`cases.${id}.stats.${stat}.label`)}</dt>
            <dd className="m-0 text-2xl font-extrabold">{t(`cases.${id}.stats.${stat}.value`)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

function Summary({ id }: { id: UseCaseId }) {
  const t = usePageT('use-cases');
  const theme = USE_CASE_THEMES[id];
  const button =
    'inline-flex min-h-[48px] items-center justify-center rounded-full text-center px-6 py-3 text-base font-semibold no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2';
  return (
    <div>
      <div className="grid gap-4 md:grid-cols-3">
        {SUMMARY_KEYS.map((part) => (
          <div key={part} className="rounded-2xl border border-slate-200 p-5">
            <h4 className={`m-0 text-sm font-semibold uppercase tracking-wider ${theme.text}`}>
              {t(`labels.${part}`)}
            </h4>
            <p className="mt-2 mb-0 text-base text-slate-700">{t(`cases.${id}.${part}`)}</p>
          </div>
        ))}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          to="/demo"
          onClick={() => track('navigation_clicked', { target: 'demo', location: `use-cases-${id}` })}
          className={`${button} ${theme.solid}`}
        >
          {t(`cases.${id}.cta1`)}
        </Link>
        <Link
          to={{ pathname: '/', hash: 'roi' }}
          onClick={() => track('navigation_clicked', { target: 'roi', location: `use-cases-${id}` })}
          className={`${button} border-2 bg-white ${theme.outline}`}
        >
          {t(`cases.${id}.cta2`)}
        </Link>
      </div>
    </div>
  );
}

export function UseCaseDetail({ id, selected }: { id: UseCaseId; selected: boolean }) {
  return (
    <div
      role="tabpanel"
      id={detailId(id)}
      aria-labelledby={tabId(id)}
      hidden={!selected}
      // No tab stop of its own: Tab from the cards lands on the panel's first call to action.
      className="scroll-mt-20 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      <Banner id={id} />
      <div className="flex flex-col gap-10 px-6 py-8 sm:px-10 sm:py-10">
        <Summary id={id} />
        <IndustryIntelligence id={id} />
        <BeforeAfter id={id} />
        <Workflow id={id} />
        <ImplementationProcess id={id} />
        <ClosingCta id={id} />
      </div>
    </div>
  );
}
