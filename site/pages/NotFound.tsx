/** Any path the site does not know: a large 404, the spec's title, a way home and the main pages. */
import { Link } from 'react-router';
import { track } from '../analytics';
import { useSiteT } from '../i18n';

const SUGGESTIONS = [
  ['/use-cases', 'nav.useCases'],
  ['/faq', 'nav.faq'],
  ['/blog', 'nav.blog'],
] as const;

export function NotFound() {
  const t = useSiteT();
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
      <p
        className="m-0 bg-gradient-to-br from-primary to-violet-500 bg-clip-text text-8xl font-extrabold leading-none tracking-tight text-transparent sm:text-9xl"
        aria-hidden="true"
      >
        {t('notFound.code')}
      </p>
      <h1 className="mt-6 mb-0 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 mb-0 max-w-md text-slate-600">{t('notFound.message')}</p>
      <Link
        to="/"
        onClick={() => track('navigation_clicked', { target: 'home', location: 'not-found' })}
        className="mt-8 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      >
        {t('notFound.home')}
      </Link>
      <nav aria-labelledby="not-found-more" className="mt-8 text-sm text-slate-600">
        <span id="not-found-more">{t('notFound.or')}</span>
        <ul className="m-0 mt-2 flex list-none flex-wrap justify-center gap-x-4 gap-y-2 p-0">
          {SUGGESTIONS.map(([path, key]) => (
            <li key={path}>
              <Link
                to={path}
                onClick={() => track('navigation_clicked', { target: path.slice(1), location: 'not-found' })}
                className="rounded font-medium text-primary underline underline-offset-4 hover:text-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
