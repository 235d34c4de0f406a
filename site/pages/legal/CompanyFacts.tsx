/**
 * The company's identity as a list of facts (the COMPANY_* settings, filled in by the gateway). A value the
 * operator has not set says so, visibly, instead of being left out or made up.
 */
import type { ReactNode } from 'react';
import type { CompanyField } from '../../../shared/company';
import type { LegalText } from '../../../shared/site-facts';
import { useFact } from '../../facts';
import { useLegalT } from './copy';

/** The legal copy a fact's text reads ("not provided yet", "no DPO appointed", the optional services). */
export function useLegalText(): LegalText {
  const t = useLegalT();
  return (key) => t(key);
}

function CompanyFact({ field }: { field: CompanyField }) {
  const t = useLegalT();
  const value = useFact(`company.${field}`, useLegalText());
  return (
    <div className="contents" data-company-field={field}>
      <dt className="text-sm font-semibold text-slate-900">{t(`fields.${field}`)}</dt>
      <dd className="m-0 mb-3 break-words text-slate-700 sm:mb-0">{value}</dd>
    </div>
  );
}

export function CompanyFacts({ fields }: { fields: readonly CompanyField[] }) {
  return (
    <dl className="m-0 mt-4 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-y-3">
      {fields.map((field) => (
        <CompanyFact key={field} field={field} />
      ))}
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
