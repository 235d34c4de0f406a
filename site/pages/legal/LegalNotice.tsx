/**
 * The legal notice (/legal): the publisher and the host with their contact details (LCEN art. 1-1 in France,
 * LSSI art. 10 in Spain), then content and trademarks.
 */
import { Link } from 'react-router';
import { CompanyFacts, LegalPage, LegalSection } from './CompanyFacts';
import { useLegalT } from './copy';

const PUBLISHER = [
  'legalName',
  'legalForm',
  'shareCapital',
  'address',
  'registration',
  'vatNumber',
  'phone',
  'publicationDirector',
  'contactEmail',
] as const;

const HOST = ['hostName', 'hostAddress', 'hostPhone'] as const;

export function LegalNotice() {
  const t = useLegalT();
  return (
    <LegalPage title={t('notice.title')} intro={t('notice.intro')}>
      <LegalSection id="legal-publisher" title={t('notice.publisher')}>
        <CompanyFacts fields={PUBLISHER} />
      </LegalSection>
      <LegalSection id="legal-hosting" title={t('notice.hosting')}>
        <CompanyFacts fields={HOST} />
      </LegalSection>
      <LegalSection id="legal-content" title={t('notice.ip.title')}>
        <p className="mt-4 mb-0 text-slate-700">{t('notice.ip.text')}</p>
        <p className="mt-4 mb-0 text-slate-700">
          <Link to="/privacy" className="inline-block text-primary underline underline-offset-2">
            {t('notice.privacy')}
          </Link>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
