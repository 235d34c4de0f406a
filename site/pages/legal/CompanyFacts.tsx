/**
 * The company's identity as a list of facts (shared/company.json). A value the operator has not filled in says
 * so, visibly, instead of being left out or made up.
 */
import type { ReactNode } from 'react';
import { COMPANY, type CompanyField } from '../../../shared/company';
import { useLegalT } from './copy';

export function CompanyFacts({ fields }: { fields: readonly CompanyField[] }) {
  const t = useLegalT();
  return (
    <dl className="m-0 mt-4 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-y-3">
      {fields.map((field) => {
        const value = COMPANY[field];
        const email = value !== null && field.endsWith('Email');
        return (
          <div key={field} className="contents" data-company-field={field}>
            <dt className="text-sm font-semibold text-slate-900">{t(`fields.${field}`)}</dt>
            <dd className="m-0 mb-3 text-slate-700 sm:mb-0" data-set={value === null ? 'false' : 'true'}>
              {value === null ? (
                <span className="italic text-slate-600">{t('notSet')}</span>
              ) : email ? (
                <a href={`mailto:${value}`} className="text-primary underline underline-offset-2">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A titled part of a legal page. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="m-0 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The pages' frame: the title and the introduction, then the sections. */
export function LegalPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="px-4 pb-20 pt-32 sm:px-6 sm:pt-40">
      <article className="mx-auto max-w-3xl">
        <header>
          <h1 className="m-0 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-5 mb-0 text-lg text-slate-600">{intro}</p>
        </header>
        {children}
      </article>
    </div>
  );
}
