/** The integrations page (/integrations): searchable ATS catalogue, live-only switch, custom connector offer, FAQ. */
import { useEffect, useId, useMemo, useState } from 'react';
import {
  atsOnly,
  byStatus,
  INTEGRATIONS,
  type IntegrationTag,
  liveOnly,
  searchIntegrations,
} from '../../../shared/integrations';
import { track } from '../../analytics';
import { useFact } from '../../facts';
import { usePageT } from '../../i18n';
import { useLanguage } from '../../language';
import { ExternalLink } from '../../layout/ExternalLink';
import { Accordion } from '../faq/Accordion';
import { faqEntries } from '../faq/FaqSections';
import { IntegrationCard } from './IntegrationCard';
import { CATALOGUE_COUNTS } from './marks';

const ATS_CATALOGUE = byStatus(atsOnly(INTEGRATIONS));

/** Waits for the visitor to stop typing before recording a search, so one search is one event. */
const SEARCH_TRACK_DELAY_MS = 800;

function LiveOnlySwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = usePageT('integrations');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-[2.75rem] items-center gap-3 rounded-full bg-transparent px-1 text-left text-sm font-medium text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 shrink-0 rounded-full motion-safe:transition-colors ${checked ? 'bg-primary' : 'bg-slate-400'}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow motion-safe:transition-transform ${checked ? 'translate-x-5' : ''}`}
        />
      </span>
      {t('filter.liveOnly')}
    </button>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className="text-slate-500">
      <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13.5 13.5L17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Catalogue() {
  const t = usePageT('integrations');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [onlyLive, setOnlyLive] = useState(false);

  const results = useMemo(() => {
    const found = searchIntegrations(ATS_CATALOGUE, query, (tag: IntegrationTag) => t(`tags.${tag}`));
    return onlyLive ? liveOnly(found) : found;
  }, [query, onlyLive, t]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return;
    const timer = setTimeout(
      () => track('integrations_searched', { query: trimmed, results: results.length }),
      SEARCH_TRACK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [query, results.length]);

  return (
    <section aria-labelledby="catalogue-title" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="catalogue-title" className="sr-only">
          {t('results.listLabel')}
        </h2>
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between">
          <div className="w-full sm:max-w-md">
            <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
              {t('search.label')}
            </label>
            <div className="relative mt-1">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center">
                <SearchIcon />
              </span>
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('search.placeholder')}
                autoComplete="off"
                className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder-slate-500 focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              />
            </div>
          </div>
          <LiveOnlySwitch checked={onlyLive} onChange={setOnlyLive} />
        </div>

        <div role="status" className="mt-6 flex min-h-[1.5rem] flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span data-testid="integrations-count" className="font-semibold text-slate-900">
            {t('results.count', { count: results.length })}
          </span>
          <span aria-hidden="true" className="text-slate-500">
            ·
          </span>
          <span data-testid="integrations-scope" className="inline-flex items-center gap-1.5 text-slate-600">
            <span
              aria-hidden="true"
              className={`inline-block h-2 w-2 rounded-full ${onlyLive ? 'bg-emerald-600' : 'bg-slate-400'}`}
            />
            {t(onlyLive ? 'filter.showingLive' : 'filter.showingAll')}
          </span>
        </div>

        {results.length > 0 ? (
          <ul
            aria-label={t('results.listLabel')}
            className="m-0 mt-4 grid list-none grid-cols-2 gap-3 p-0 sm:gap-4 lg:grid-cols-3"
          >
            {results.map((item) => (
              <IntegrationCard key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <div
            data-testid="integrations-empty"
            className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center"
          >
            <p className="m-0 text-lg font-semibold text-slate-900">
              {query.trim() ? t('results.emptyTitle', { query: query.trim() }) : t('results.emptyLiveText')}
            </p>
            {query.trim() && (
              <p className="mx-auto mt-2 mb-0 max-w-lg text-slate-600">
                {t(onlyLive ? 'results.emptyLiveText' : 'results.emptyText')}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {query.trim() && (
                <button
                  type="button"
                  onClick={() => {
                    setQuery('');
                    document.getElementById(searchId)?.focus();
                  }}
                  className="min-h-[2.75rem] rounded-full bg-primary px-5 py-2 font-semibold text-white hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
                >
                  {t('search.clear')}
                </button>
              )}
              {onlyLive && (
                <button
                  type="button"
                  onClick={() => setOnlyLive(false)}
                  className="min-h-[2.75rem] rounded-full border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:border-primary hover:text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
                >
                  {t('results.showAll')}
                </button>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function CustomIntegration() {
  const booking = useFact('booking');
  const t = usePageT('integrations');
  const language = useLanguage((s) => s.language);
  return (
    <section aria-labelledby="custom-title" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-3xl bg-slate-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="custom-title" className="m-0 text-2xl font-bold sm:text-3xl">
            {t('custom.title')}
          </h2>
          <p className="mt-3 mb-0 text-slate-200">{t('custom.text')}</p>
        </div>
        <ExternalLink
          href={booking}
          data-testid="integrations-cta"
          onClick={() => track('integrations_cta_clicked', { language })}
          className="inline-flex min-h-[3rem] shrink-0 items-center rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900"
        >
          {t('custom.cta')}
          <span className="sr-only"> {t('custom.newTab')}</span>
        </ExternalLink>
      </div>
    </section>
  );
}

function IntegrationsFaq() {
  const t = usePageT('integrations');
  const items = faqEntries(t('faq.items', { returnObjects: true, ...CATALOGUE_COUNTS })).map(([id, entry]) => ({
    id,
    title: entry.question,
    content: <p className="m-0 leading-relaxed">{entry.answer}</p>,
  }));
  return (
    <section aria-labelledby="integrations-faq-title" className="px-4 pb-24 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 id="integrations-faq-title" className="m-0 text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('faq.title')}
        </h2>
        <div className="mt-8">
          <Accordion items={items} headingLevel={3} mode="single" initiallyOpen={items.slice(0, 1).map((i) => i.id)} />
        </div>
      </div>
    </section>
  );
}

export function Integrations() {
  const t = usePageT('integrations');
  return (
    <>
      <header className="bg-gradient-to-b from-primary-soft to-white px-4 pb-12 pt-32 text-center sm:px-6 sm:pt-40">
        <div className="mx-auto max-w-3xl">
          <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('page.eyebrow')}</p>
          <h1 className="mt-3 mb-0 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('page.title')}
          </h1>
          <p className="mx-auto mt-5 mb-0 max-w-2xl text-lg text-slate-600">
            {t('page.description', CATALOGUE_COUNTS)}
          </p>
        </div>
      </header>
      <Catalogue />
      <CustomIntegration />
      <IntegrationsFaq />
    </>
  );
}
