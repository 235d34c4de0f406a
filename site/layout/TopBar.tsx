/** The fixed top bar: transparent over the page top, solid white once the page scrolls past 50 px; a menu on small screens. */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CAREERS_LINK } from '../../shared/links';
import { track } from '../analytics';
import { useFact } from '../facts';
import { useSiteT } from '../i18n';
import { startLanguageDetection } from '../language';
import { ExternalLink } from './ExternalLink';
import { LanguageSelect } from './LanguageSelect';
import { currentMark, NAV_ITEMS, type NavItem, scrollToSection, scrollToTop } from './nav';

const SOLID_AFTER_PX = 50;

const focusRing = 'focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/** False at first render (the prerendered bar is transparent); follows the scroll position from then on. */
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

/** The mobile menu's open state: Escape or a tap outside the bar closes it and gives focus back to its button. */
function useMenu(button: React.RefObject<HTMLButtonElement | null>, bar: React.RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  // A navigation by any means (links, back button) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose.
  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, button, bar]);
  return [open, setOpen] as const;
}

function NavLinkItem({ item, onNavigate, className }: { item: NavItem; onNavigate: () => void; className: string }) {
  const t = useSiteT();
  const { pathname } = useLocation();
  if ('section' in item) {
    return (
      <Link
        to={{ pathname: '/', hash: item.section }}
        onClick={() => {
          track('navigation_clicked', { target: item.target, location: 'topbar' });
          onNavigate();
          // Already home: the hash may not change (same link twice), so scroll here rather than rely on it.
          if (pathname === '/') scrollToSection(item.section);
        }}
        className={className}
      >
        {t(`nav.${item.id}`)}
      </Link>
    );
  }
  const mark = currentMark(pathname, item.path);
  return (
    <Link
      to={item.path}
      aria-current={mark}
      onClick={() => {
        track('navigation_clicked', { target: item.target, location: 'topbar' });
        onNavigate();
      }}
      className={`${className} ${mark ? 'text-primary' : ''}`}
    >
      {t(`nav.${item.id}`)}
    </Link>
  );
}

function SalesLink({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const booking = useFact('booking');
  const t = useSiteT();
  return (
    <ExternalLink
      href={booking}
      onClick={() => {
        track('topbar_sales_clicked');
        onNavigate();
      }}
      className={className}
    >
      {t('nav.talkToSales')}
      <span className="sr-only"> {t('nav.newTab')}</span>
    </ExternalLink>
  );
}

function JoinUsLink({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const t = useSiteT();
  return (
    <ExternalLink
      href={CAREERS_LINK}
      onClick={() => {
        track('join_us_clicked');
        onNavigate();
      }}
      className={className}
    >
      {t('nav.joinUs')}
      <span className="sr-only"> {t('nav.newTab')}</span>
    </ExternalLink>
  );
}

/**
 * The demo, one tap away on screens where the links fold into the menu (the hero's Try Alex, spec: to /demo).
 * Not on the demo's own pages.
 */
function TryAlexLink({ onNavigate }: { onNavigate: () => void }) {
  const t = useSiteT();
  const { pathname } = useLocation();
  if (pathname === '/demo' || pathname.startsWith('/demo/')) return null;
  return (
    <Link
      to="/demo"
      onClick={() => {
        track('navigation_clicked', { target: 'demo', location: 'topbar' });
        onNavigate();
      }}
      className={`inline-flex h-10 items-center whitespace-nowrap ${salesButton}`}
    >
      {t('nav.tryAlex')}
    </Link>
  );
}

function Logo({ onNavigate }: { onNavigate: () => void }) {
  const t = useSiteT();
  return (
    <Link
      to="/"
      onClick={() => {
        track('navigation_clicked', { target: 'home', location: 'topbar' });
        onNavigate();
        scrollToTop();
      }}
      aria-label={t('nav.home')}
      className={`flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900 ${focusRing}`}
    >
      <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
      Alex
    </Link>
  );
}

const desktopLink = `rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 whitespace-nowrap hover:text-primary ${focusRing}`;
const mobileLink = `rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 ${focusRing}`;
const salesButton = `rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2`;

export function TopBar() {
  const t = useSiteT();
  const solid = useScrolledPast(SOLID_AFTER_PX);
  const button = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);
  const [open, setOpen] = useMenu(button, bar);
  const menuId = useId();
  const close = () => setOpen(false);
  const filled = solid || open;

  // Marks the bar once hydrated: the prerendered HTML looks the same before, but does not react yet.
  const [interactive, setInteractive] = useState(false);
  // The page was prerendered in one language; the visitor's own is settled once it is interactive.
  useEffect(() => {
    setInteractive(true);
    void startLanguageDetection();
  }, []);

  return (
    <header
      ref={bar}
      data-solid={filled}
      data-interactive={interactive || undefined}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 motion-reduce:transition-none ${
        filled ? 'bg-white shadow-sm' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Logo onNavigate={close} />
        <nav aria-label={t('nav.main')} className="ml-auto hidden items-center xl:flex">
          <ul className="m-0 flex list-none items-center p-0">
            {NAV_ITEMS.map((item) => (
              <li key={item.id}>
                <NavLinkItem item={item} onNavigate={close} className={desktopLink} />
              </li>
            ))}
            <li>
              <JoinUsLink className={desktopLink} onNavigate={close} />
            </li>
          </ul>
        </nav>
        <LanguageSelect className="hidden xl:block" />
        <SalesLink className={`hidden whitespace-nowrap xl:inline-block ${salesButton}`} onNavigate={close} />
        <div className="ml-auto flex items-center gap-2 xl:hidden">
          <TryAlexLink onNavigate={close} />
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen(!open)}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 ${focusRing}`}
          >
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {/* Always in the document so aria-controls points at something; shown only while open, on small screens. */}
      <div
        id={menuId}
        className={`${open ? 'block' : 'hidden'} max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-md xl:hidden`}
      >
        <nav aria-label={t('nav.main')}>
          <ul className="m-0 flex list-none flex-col gap-1 p-0">
            {NAV_ITEMS.map((item) => (
              <li key={item.id} className="flex flex-col">
                <NavLinkItem item={item} onNavigate={close} className={mobileLink} />
              </li>
            ))}
            <li className="flex flex-col">
              <JoinUsLink className={mobileLink} onNavigate={close} />
            </li>
          </ul>
        </nav>
        <div className="mt-4 flex items-start justify-between gap-4 border-t border-slate-200 pb-4 pt-4">
          <LanguageSelect className="block" />
          <SalesLink className={`whitespace-nowrap ${salesButton}`} onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
