/** Any path the site does not know: a large 404, the spec's title and a way home. */
import { Link } from 'react-router';
import { useSiteT } from '../i18n';

export function NotFound() {
  const t = useSiteT();
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-24 pb-16 text-center">
      <p className="m-0 text-8xl font-extrabold tracking-tight text-primary sm:text-9xl" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 mb-0 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 mb-0 max-w-md text-slate-600">{t('notFound.message')}</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
