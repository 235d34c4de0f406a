/** The language selector: a native select, with the location detection's state on a line reserved beneath it. */
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLanguage, LANGUAGES } from '../../shared/languages';
import { track } from '../analytics';
import { useSiteT } from '../i18n';
import { useLanguage } from '../language';
import { countryName } from './nav';

const focusRing = 'focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/** `className` places it (and sets its display); the status line hangs below the select without taking room. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const t = useSiteT();
  const language = useLanguage((s) => s.language);
  const detecting = useLanguage((s) => s.detecting);
  const country = useLanguage((s) => s.country);
  const choose = useLanguage((s) => s.choose);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const id = useId();
  const statusId = `${id}-status`;
  // Empty at first render (prerender and hydration agree); the store fills it once detection has run.
  const name = countryName(country, language);
  const status = detecting ? t('nav.detecting') : name ? t('nav.detected', { country: name }) : '';

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={language}
        aria-describedby={status ? statusId : undefined}
        aria-busy={detecting || undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLanguage(next)) return;
          choose(next);
          track('language_changed', { language: next, location: 'topbar' });
          // The address says the language too, so a shared link opens in it (history.replaceState underneath).
          const params = new URLSearchParams(search);
          params.set('lang', next);
          void navigate({ pathname, search: `?${params}`, hash }, { replace: true, preventScrollReset: true });
        }}
        className={`h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 ${focusRing}`}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
      {/* Always there and out of the flow, so nothing moves when the status appears. */}
      <span
        id={statusId}
        data-testid="language-status"
        className="absolute left-0 top-full mt-0.5 block h-4 w-max max-w-[14rem] truncate text-xs leading-4 text-slate-600"
      >
        {detecting && (
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-2 w-2 animate-pulse rounded-full bg-primary motion-reduce:animate-none"
          />
        )}
        {status}
      </span>
    </div>
  );
}
