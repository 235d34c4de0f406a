/**
 * The privacy policy (/privacy): who controls the data, each use with its data, purpose and legal basis, the
 * recipients, how long each is kept, the visitor's rights and the authority to complain to. The company's
 * details and retention periods come from shared/company.json; what is not filled in says so.
 */
import { COMPANY } from '../../../shared/company';
import { CompanyFacts, LegalPage, LegalSection } from './CompanyFacts';
import { useLegalT } from './copy';

const USES = ['demo', 'lead', 'roi', 'security', 'site'] as const;

export function Privacy() {
  const t = useLegalT();
  const months = (count: number | null) => (count === null ? t('notSet') : t('privacy.retention.months', { count }));
  return (
    <LegalPage title={t('privacy.title')} intro={t('privacy.intro', { brand: COMPANY.tradingName })}>
      <LegalSection id="privacy-controller" title={t('privacy.controller.title')}>
        <p className="mt-4 mb-0 text-slate-700">{t('privacy.controller.text')}</p>
        <CompanyFacts fields={['legalName', 'address', 'registration', 'privacyEmail', 'dpo']} />
      </LegalSection>
      <LegalSection id="privacy-uses" title={t('privacy.uses.title')}>
        {USES.map((use) => (
          <section key={use} aria-labelledby={`privacy-use-${use}`} className="mt-6" data-privacy-use={use}>
            <h3 id={`privacy-use-${use}`} className="m-0 text-lg font-bold text-slate-900">
              {t(`privacy.uses.${use}.title`)}
            </h3>
            <dl className="m-0 mt-2 grid grid-cols-1 gap-y-2 text-slate-700 sm:grid-cols-[8rem_1fr]">
              {(['data', 'purpose', 'basis'] as const).map((part) => (
                <div key={part} className="contents">
                  <dt className="font-semibold text-slate-900">{t(`privacy.uses.${part}Label`)}</dt>
                  <dd className="m-0">{t(`privacy.uses.${use}.${part}`)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </LegalSection>
      <LegalSection id="privacy-recipients" title={t('privacy.recipients.title')}>
        <p className="mt-4 mb-0 text-slate-700">{t('privacy.recipients.text')}</p>
      </LegalSection>
      <LegalSection id="privacy-retention" title={t('privacy.retention.title')}>
        <ul className="m-0 mt-4 flex flex-col gap-2 pl-5 text-slate-700">
          <li>{t('privacy.retention.demo', { months: months(COMPANY.retention.demoMonths) })}</li>
          <li>{t('privacy.retention.lead', { months: months(COMPANY.retention.leadMonths) })}</li>
          <li>{t('privacy.retention.security')}</li>
          <li>{t('privacy.retention.roi')}</li>
        </ul>
      </LegalSection>
      <LegalSection id="privacy-rights" title={t('privacy.rights.title')}>
        <p className="mt-4 mb-0 text-slate-700">{t('privacy.rights.text')}</p>
        <CompanyFacts fields={['privacyEmail']} />
        <p className="mt-4 mb-0 text-slate-700">{t('privacy.rights.complaint')}</p>
      </LegalSection>
      <LegalSection id="privacy-decisions" title={t('privacy.decisions.title')}>
        <p className="mt-4 mb-0 text-slate-700">{t('privacy.decisions.text')}</p>
      </LegalSection>
    </LegalPage>
  );
}
