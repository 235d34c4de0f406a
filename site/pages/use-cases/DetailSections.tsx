/**
 * The deeper parts of a use case's detail: industry intelligence, before and after, Alex's workflow, the
 * three-step implementation every case shares, and the closing call to action to the jobs site.
 */
import { JOBS_SITE } from '../../../shared/links';
import { track } from '../../analytics';
import { usePageT } from '../../i18n';
import { ExternalLink } from '../../layout/ExternalLink';
import { USE_CASE_THEMES } from './themes';
import { CrossIcon, TickIcon } from './UseCaseIcon';
import type { UseCaseId } from './use-cases';

/**
 * A group of copy read whole (`t(key, { returnObjects: true })`: lists of points, steps) as its entries, in the
 * order the locale file lists them; none when the key is missing.
 */
function entriesOf<Value = string>(group: unknown): [key: string, value: Value][] {
  return group && typeof group === 'object' ? Object.entries(group as Record<string, Value>) : [];
}

const SUBTITLE = 'm-0 text-xl font-bold text-slate-900';

export function IndustryIntelligence({ id }: { id: UseCaseId }) {
  const t = usePageT('use-cases');
  const theme = USE_CASE_THEMES[id];
  return (
    <section aria-labelledby={`${id}-intelligence`} className={`rounded-2xl border p-6 sm:p-8 ${theme.soft}`}>
      <h4 id={`${id}-intelligence`} className={SUBTITLE}>
        {t('labels.intelligence')}
      </h4>
      <p className="mt-3 mb-0 text-base text-slate-700">{t(`cases.${id}.intelligence.text`)}</p>
      <ul className="mt-5 mb-0 grid list-none gap-3 p-0 md:grid-cols-3">
        {entriesOf(t(`cases.${id}.intelligence.points`, { returnObjects: true })).map(([point, text]) => (
          <li key={point} className="flex items-start gap-2 rounded-xl bg-white p-4 text-sm text-slate-800">
            <TickIcon className={`mt-0.5 h-5 w-5 shrink-0 ${theme.text}`} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BeforeAfter({ id }: { id: UseCaseId }) {
  const t = usePageT('use-cases');
  const theme = USE_CASE_THEMES[id];
  // Each "before" line has its "after" counterpart under the same key.
  const before = entriesOf(t(`cases.${id}.before`, { returnObjects: true }));
  const after = new Map(entriesOf(t(`cases.${id}.after`, { returnObjects: true })));
  return (
    <section aria-labelledby={`${id}-comparison`}>
      <h4 id={`${id}-comparison`} className={SUBTITLE}>
        {t('labels.comparison')}
      </h4>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h5 className="m-0 text-base font-semibold text-slate-700">{t('labels.before')}</h5>
          <ul className="mt-4 mb-0 flex list-none flex-col gap-3 p-0">
            {before.map(([row, text]) => (
              <li key={row} className="flex items-start gap-2 text-slate-700">
                <CrossIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={`rounded-2xl border p-6 ${theme.soft}`}>
          <h5 className={`m-0 text-base font-semibold ${theme.text}`}>{t('labels.after')}</h5>
          <ul className="mt-4 mb-0 flex list-none flex-col gap-3 p-0">
            {before.map(([row]) => (
              <li key={row} className="flex items-start gap-2 text-slate-800">
                <TickIcon className={`mt-0.5 h-5 w-5 shrink-0 ${theme.text}`} />
                <span>{after.get(row)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function Workflow({ id }: { id: UseCaseId }) {
  const t = usePageT('use-cases');
  const theme = USE_CASE_THEMES[id];
  const steps = entriesOf<{ title: string; text: string }>(t(`cases.${id}.workflow`, { returnObjects: true }));
  return (
    <section aria-labelledby={`${id}-workflow`}>
      <h4 id={`${id}-workflow`} className={SUBTITLE}>
        {t('labels.workflow')}
      </h4>
      <ol className="mt-5 mb-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(([step, copy], index) => (
          <li key={step} className="rounded-2xl border border-slate-200 bg-white p-5">
            <span
              aria-hidden="true"
              className={`inline-flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold ${theme.solid}`}
            >
              {index + 1}
            </span>
            <p className="mt-3 mb-0 font-semibold text-slate-900">{copy.title}</p>
            <p className="mt-1 mb-0 text-sm text-slate-700">{copy.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The same three steps for every case: connect the ATS, calls go out, the dashboard follows. */
export function ImplementationProcess({ id }: { id: UseCaseId }) {
  const t = usePageT('use-cases');
  const theme = USE_CASE_THEMES[id];
  return (
    <section aria-labelledby={`${id}-process`}>
      <h4 id={`${id}-process`} className={SUBTITLE}>
        {t('process.title')}
      </h4>
      <p className="mt-2 mb-0 text-slate-700">{t('process.intro')}</p>
      <ol className="mt-5 mb-0 grid list-none gap-4 p-0 md:grid-cols-3">
        {entriesOf<{ time: string; title: string; text: string }>(t('process.steps', { returnObjects: true })).map(
          ([step, copy]) => (
            <li key={step} className="rounded-2xl bg-slate-50 p-5">
              <span className={`text-sm font-semibold ${theme.text}`}>{copy.time}</span>
              <p className="mt-2 mb-0 font-semibold text-slate-900">{copy.title}</p>
              <p className="mt-1 mb-0 text-sm text-slate-700">{copy.text}</p>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

export function ClosingCta({ id }: { id: UseCaseId }) {
  const t = usePageT('use-cases');
  const theme = USE_CASE_THEMES[id];
  const button =
    'inline-flex min-h-[48px] items-center justify-center rounded-full text-center px-6 py-3 text-base font-semibold no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2';
  const onClick = (target: string) => () => track('navigation_clicked', { target, location: `use-cases-${id}` });
  return (
    <section aria-labelledby={`${id}-closing`} className={`rounded-2xl border p-6 text-center sm:p-10 ${theme.soft}`}>
      <h4 id={`${id}-closing`} className="m-0 text-2xl font-extrabold text-slate-900">
        {t(`cases.${id}.closing.title`)}
      </h4>
      <p className="mx-auto mt-3 mb-0 max-w-2xl text-slate-700">{t(`cases.${id}.closing.text`)}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ExternalLink href={JOBS_SITE} onClick={onClick('jobs-try')} className={`${button} ${theme.solid}`}>
          {t('closing.primary')}
          <span className="sr-only"> {t('labels.newTab')}</span>
        </ExternalLink>
        <ExternalLink
          href={JOBS_SITE}
          onClick={onClick('jobs-browse')}
          className={`${button} border-2 bg-white ${theme.outline}`}
        >
          {t('closing.secondary')}
          <span className="sr-only"> {t('labels.newTab')}</span>
        </ExternalLink>
      </div>
    </section>
  );
}
