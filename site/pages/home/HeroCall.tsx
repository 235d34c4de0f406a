/**
 * The product in the hero: one call as a recruiter follows it (the candidate, a line of the conversation, the
 * five scores, the profile on its way to the ATS), marked as an example. Plain markup, nothing to load.
 */
import { usePageT } from '../../i18n';
import { useLanguage } from '../../language';
import { StrokeIcon } from '../../layout/StrokeIcon';

/** Spec section 9's scoring labels and sample bars (Experience 85%, Availability 100%), then three more. */
const SCORES = [
  { id: 'experience', value: 85, bar: 'w-[85%]' },
  { id: 'availability', value: 100, bar: 'w-full' },
  { id: 'communication', value: 90, bar: 'w-[90%]' },
  { id: 'motivation', value: 95, bar: 'w-[95%]' },
  { id: 'skillsMatch', value: 80, bar: 'w-[80%]' },
] as const;

const ARROW_RIGHT = 'M5 12h14m-5-5 5 5-5 5';

export function HeroCall() {
  const t = usePageT('home');
  const language = useLanguage((s) => s.language);
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  const name = t('hero.call.name');
  return (
    <figure
      data-hero-call
      className="relative m-0 w-full max-w-sm justify-self-center rounded-3xl border border-slate-200 bg-white p-5 text-left shadow-xl lg:justify-self-end"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="m-0 inline-flex items-center gap-2 text-sm font-semibold text-slate-700">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-500" />
          {t('hero.call.status')}
        </p>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-slate-600">
          {t('hero.call.example')}
        </span>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary"
        >
          {Array.from(name)[0]}
        </span>
        <p className="m-0 min-w-0">
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block text-sm text-slate-600">
            {t('hero.call.job')} · {t('hero.call.place')}
          </span>
        </p>
      </div>
      <div className="mt-4 flex flex-col gap-2 text-sm">
        <p className="m-0 mr-8 rounded-2xl rounded-tl-sm bg-primary-soft px-3 py-2 text-slate-800">
          <span className="block text-xs font-semibold text-primary">Alex</span>
          {t('hero.call.question')}
        </p>
        <p className="m-0 ml-8 rounded-2xl rounded-tr-sm bg-slate-100 px-3 py-2 text-slate-800">
          <span className="block text-xs font-semibold text-slate-600">{name}</span>
          {t('hero.call.answer')}
        </p>
      </div>
      <p className="mt-4 mb-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
        {t('hero.call.scoring')}
      </p>
      <dl className="m-0 flex flex-col gap-1.5">
        {SCORES.map(({ id, value, bar }) => (
          <div key={id} className="flex items-center gap-3 text-xs">
            <dt className="w-36 shrink-0 truncate text-slate-600">{t(`hero.call.scores.${id}`)}</dt>
            <dd className="m-0 flex flex-1 items-center gap-2">
              <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span className={`block h-full rounded-full bg-primary ${bar}`} />
              </span>
              <span className="w-11 shrink-0 whitespace-nowrap text-right font-semibold text-slate-900">
                {percent.format(value / 100)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 mb-0 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
        <StrokeIcon paths={ARROW_RIGHT} size={18} />
        {t('hero.call.ats')}
      </p>
      <figcaption className="mt-3 text-xs text-slate-600">{t('hero.call.note')}</figcaption>
    </figure>
  );
}
