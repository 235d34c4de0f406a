/** The site footer: who Alex is, links to the main pages and the company, social pages, compliance badges, copyright. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CAREERS_LINK } from '../../shared/links';
import { track } from '../analytics';
import { useFact } from '../facts';
import { useSiteT } from '../i18n';
import { type Badge, ComplianceBadge } from './ComplianceBadge';
import { ExternalLink } from './ExternalLink';
import { LINKEDIN_PAGE, TEAM_PAGE, YOUTUBE_CHANNEL } from './nav';
import { SocialIcon } from './SocialIcon';

const BADGES: readonly Badge[] = [
  { id: 'gdpr', src: '/badges/gdpr.svg', alternate: '/badges/eu-stars.svg', emoji: '🔒' },
  { id: 'aiAct', src: '/badges/eu-ai-act.svg', alternate: '/badges/eu-stars.svg', emoji: '⚖️' },
  { id: 'hosting', src: '/badges/eu-hosting.svg', alternate: '/badges/eu-stars.svg', emoji: '🇪🇺' },
];

const link =
  'rounded text-sm text-slate-700 hover:text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';
const heading = 'm-0 text-sm font-semibold uppercase tracking-wider text-slate-900';

/** The year is read in the browser after hydration: a prerender from last December must still hydrate in January. */
function useCurrentYear(): number | undefined {
  const [year, setYear] = useState<number>();
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

const clicked = (target: string) => () => track('footer_link_clicked', { target });

function LinkColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className={heading}>{title}</h2>
      <ul className="m-0 mt-4 flex list-none flex-col gap-3 p-0">{children}</ul>
    </div>
  );
}

export function Footer() {
  const booking = useFact('booking');
  const holder = useFact('holder');
  const t = useSiteT();
  const year = useCurrentYear();
  const newTab = <span className="sr-only"> {t('nav.newTab')}</span>;

  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="m-0 flex items-center gap-2 text-xl font-extrabold tracking-tight text-slate-900">
            <img src="/favicon.svg" alt="" width="28" height="28" loading="lazy" className="h-7 w-7" />
            Alex
          </p>
          <p className="mt-3 mb-0 max-w-xs text-sm leading-6 text-slate-600">{t('footer.tagline')}</p>
          <ul aria-label={t('footer.social.title')} className="m-0 mt-5 flex list-none gap-2 p-0">
            {(
              [
                ['linkedin', LINKEDIN_PAGE],
                ['youtube', YOUTUBE_CHANNEL],
              ] as const
            ).map(([network, href]) => (
              <li key={network}>
                <ExternalLink
                  href={href}
                  aria-label={t(`footer.social.${network}`)}
                  onClick={clicked(network)}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                >
                  <SocialIcon network={network} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-10 sm:col-span-2">
          <LinkColumn title={t('footer.product')}>
            <li>
              <Link to="/use-cases" onClick={clicked('use-cases')} className={link}>
                {t('footer.links.useCases')}
              </Link>
            </li>
            <li>
              <Link to="/blog" onClick={clicked('blog')} className={link}>
                {t('footer.links.blog')}
              </Link>
            </li>
          </LinkColumn>
          <LinkColumn title={t('footer.company')}>
            <li>
              <ExternalLink href={CAREERS_LINK} onClick={clicked('careers')} className={link}>
                {t('footer.links.careers')}
                {newTab}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={TEAM_PAGE} onClick={clicked('team')} className={link}>
                {t('footer.links.team')}
                {newTab}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={booking} onClick={clicked('founders')} className={link}>
                {t('footer.links.founders')}
                {newTab}
              </ExternalLink>
            </li>
          </LinkColumn>
        </nav>

        <div>
          <h2 className={heading}>{t('footer.badges.title')}</h2>
          <ul className="m-0 mt-4 flex list-none flex-col gap-3 p-0">
            {BADGES.map((badge) => (
              <ComplianceBadge key={badge.id} badge={badge} label={t(`footer.badges.${badge.id}`)} />
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:justify-between sm:gap-x-6 sm:px-6">
          <p className="m-0">{t('footer.compliance')}</p>
          <nav aria-label={t('footer.legalLabel')}>
            <ul className="m-0 flex list-none flex-wrap gap-x-5 gap-y-2 p-0">
              <li>
                <Link to="/privacy" onClick={clicked('privacy')} className={link}>
                  {t('footer.links.privacy')}
                </Link>
              </li>
              <li>
                <Link to="/legal" onClick={clicked('legal')} className={link}>
                  {t('footer.links.legal')}
                </Link>
              </li>
            </ul>
          </nav>
          <p className="m-0">{year ? t('footer.rights', { year, holder }) : t('footer.rightsUndated', { holder })}</p>
        </div>
      </div>
    </footer>
  );
}
