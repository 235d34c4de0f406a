/** The fixed top bar: transparent over the hero, solid once the page scrolls past 50 px; a menu on small screens. */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { LANGUAGES, type Language } from '../../shared/languages';
import { bookingLink, CAREERS_LINK } from '../../shared/links';
import { useSiteT } from '../i18n';
import { useLanguage } from '../language';
import { ExternalLink } from './ExternalLink';

export const SOLID_AFTER_PX = 50;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export function LanguageSelect({ className = '' }: { className?: string }) {
  const t = useSiteT();
  const { language, choose } = useLanguage();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value as Language;
          choose(next);
          const url = new URL(location.href);
          url.searchParams.set('lang', next);
          history.replaceState(history.state, '', url);
        }}
        className="h-10 rounded-lg border border-slate-200 bg-white px-2 text-sm font-medium text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TopBar() {
  const t = useSiteT();
  const language = useLanguage((s) => s.language);
  const solid = useScrolledPast(SOLID_AFTER_PX);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);

  const links = (
    <>
      <Link
        to={{ pathname: '/', hash: 'roi' }}
        onClick={close}
        className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:text-primary"
      >
        {t('nav.roi')}
      </Link>
      <ExternalLink
        href={CAREERS_LINK}
        onClick={close}
        className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:text-primary"
      >
        {t('nav.joinUs')}
      </ExternalLink>
    </>
  );

  return (
    <header
      data-solid={solid || open}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${
        solid || open ? 'bg-white shadow-sm' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          onClick={() => {
            close();
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          aria-label={t('nav.home')}
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-slate-900"
        >
          <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
          Alex
        </Link>
        <nav aria-label={t('nav.main')} className="ml-auto hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <LanguageSelect className="ml-auto hidden md:flex md:ml-0" />
        <ExternalLink
          href={bookingLink(language)}
          className="hidden rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-strong md:inline-block"
        >
          {t('nav.talkToSales')}
        </ExternalLink>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen(!open)}
          className="ml-auto inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {open && (
        <nav
          id={menuId}
          aria-label={t('nav.main')}
          className="flex flex-col gap-1 border-t border-slate-100 bg-white px-4 pb-4 pt-2 md:hidden"
        >
          {links}
          <ExternalLink
            href={bookingLink(language)}
            onClick={close}
            className="mt-2 rounded-full bg-primary px-4 py-2 text-center text-sm font-semibold text-white"
          >
            {t('nav.talkToSales')}
          </ExternalLink>
          <LanguageSelect className="mt-2" />
        </nav>
      )}
    </header>
  );
}
