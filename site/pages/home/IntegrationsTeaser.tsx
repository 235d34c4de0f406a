/** The home page's integrations section: a handful of ATS tiles (live ones first) and a link to the full catalogue. */
import { Link } from 'react-router';
import { statusLabelKey, teaserSelection } from '../../../shared/integrations';
import { track } from '../../analytics';
import { usePageT } from '../../i18n';
import { IntegrationLogo } from '../integrations/IntegrationLogo';
import { CATALOGUE_COUNTS } from '../integrations/marks';

// The catalogue is static, so the selection is computed once for every render and language.
const TEASER = teaserSelection();

export function IntegrationsTeaser() {
  const t = usePageT('integrations');
  return (
    <section
      id="integrations"
      aria-labelledby="integrations-title"
      className="scroll-mt-16 bg-slate-50 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-6xl text-center">
        <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('teaser.eyebrow')}</p>
        <h2
          id="integrations-title"
          className="mt-3 mb-0 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        >
          {t('teaser.title')}
        </h2>
        <p className="mx-auto mt-4 mb-0 max-w-2xl text-lg text-slate-600">{t('teaser.subtitle', CATALOGUE_COUNTS)}</p>
        {/* Two columns of stacked tiles on phones; centred rows of fixed-width tiles above, so a short last row sits in the middle. */}
        <ul
          aria-label={t('teaser.listLabel')}
          className="mx-auto mt-10 mb-0 grid max-w-5xl list-none grid-cols-2 gap-3 p-0 sm:flex sm:flex-wrap sm:justify-center"
        >
          {TEASER.map((item) => (
            <li
              key={item.id}
              className="flex h-28 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white px-3 text-center sm:h-20 sm:w-56 sm:flex-row sm:justify-start sm:gap-3 sm:px-4 sm:text-left"
            >
              <IntegrationLogo item={item} />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-semibold leading-tight text-slate-800">{item.name}</span>
                {item.status !== 'live' && (
                  <span className="mt-0.5 text-xs text-slate-600">{t(statusLabelKey(item.status))}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <Link
          to="/integrations"
          onClick={() => track('navigation_clicked', { target: 'integrations', location: 'integrations_teaser' })}
          className="mt-10 inline-flex min-h-[2.75rem] items-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:border-primary hover:text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
        >
          {t('teaser.link')}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </section>
  );
}
