/** The site footer: compliance line and copyright. */
import { useSiteT } from '../i18n';

export function Footer() {
  const t = useSiteT();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
        <p className="m-0">{t('footer.compliance')}</p>
        <p className="m-0">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
