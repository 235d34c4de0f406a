/**
 * The privacy policy (/privacy): who controls the data, each use with its data, purpose and legal basis, whether
 * the data must be given, the optional services when they are switched on, the recipients and the transfers
 * outside the EEA, how long each kind of data is kept, the visitor's rights, the profiling in the interview
 * report, and the candidates called for customers. The company's details, the retention periods and the
 * optional services are the deployment's facts; what is not filled in says so.
 */
import { AGENT_NAME } from '../../../shared/company';
import { useFact } from '../../facts';
import { CompanyFacts, LegalPage, LegalSection, useLegalText } from './CompanyFacts';
import { useLegalT } from './copy';

const USES = ['demo', 'lead', 'roi', 'security', 'site'] as const;

export function Privacy() {
  const t = useLegalT();
  const legal = useLegalText();
  const months = {
    demo: useFact('retention.demo', legal),
    lead: useFact('retention.lead', legal),
    marketing: useFact('retention.marketing', legal),
  };
  // A whole paragraph while the service is switched on, nothing (and no paragraph shown) while it is off.
  const analytics = useFact('privacy.analytics', legal);
  const geoLookup = useFact('privacy.geoLookup', legal);
  return (
    <LegalPage title={t('privacy.title')} intro={t('privacy.intro', { brand: AGENT_NAME })}>
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
        <p className="mt-6 mb-0 text-slate-700" data-privacy-required>
          {t('privacy.uses.required')}
        </p>
        <p className="mt-4 mb-0 text-slate-700 empty:hidden" data-privacy-optional="analytics">
          {analytics}
        </p>
        <p className="mt-4 mb-0 text-slate-700 empty:hidden" data-privacy-optional="geoLookup">
          {geoLookup}
        </p>
      </LegalSection>
      <LegalSection id="privacy-recipients" title={t('privacy.recipients.title')}>
        <p className="mt-4 mb-0 text-slate-700">{t('privacy.recipients.text')}</p>
      </LegalSection>
      <LegalSection id="privacy-transfers" title={t('privacy.transfers.title')}>
        <p className="mt-4 mb-0 text-slate-700">{t('privacy.transfers.text')}</p>
      </LegalSection>
      <LegalSection id="privacy-retention" title={t('privacy.retention.title')}>
        <ul className="m-0 mt-4 flex flex-col gap-2 pl-5 text-slate-700">
          <li data-retention="demo">{t('privacy.retention.demo', { months: months.demo })}</li>
          <li data-retention="lead">{t('privacy.retention.lead', { months: months.lead })}</li>
          <li data-retention="marketing">{t('privacy.retention.marketing', { months: months.marketing })}</li>
          <li data-retention="security">{t('privacy.retention.security')}</li>
          <li data-retention="roi">{t('privacy.retention.roi')}</li>
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
      <LegalSection id="privacy-candidates" title={t('privacy.candidates.title')}>
        <p className="mt-4 mb-0 text-slate-700">{t('privacy.candidates.text')}</p>
      </LegalSection>
    </LegalPage>
  );
}
