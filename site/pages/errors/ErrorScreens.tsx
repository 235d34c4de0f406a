/** The two error screens: the router's fallback for a route that failed, and the page-wide 'Something went wrong'. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../shared/links';
import { useSiteT } from '../../i18n';

const button =
  'rounded-full px-6 py-3 font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2';

/** Shown in place of a page whose rendering failed (the layout stays); the error is logged by the boundary. */
export function RouteError() {
  const t = useSiteT();
  return (
    <section
      role="alert"
      className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-24 pb-16 text-center"
    >
      <h1 className="m-0 text-3xl font-bold text-slate-900">{t('errors.routeTitle')}</h1>
      <p className="mt-3 mb-0 max-w-md text-slate-600">{t('errors.routeMessage')}</p>
      <Link to="/" reloadDocument className={`mt-8 bg-primary text-white hover:bg-primary-strong ${button}`}>
        {t('errors.home')}
      </Link>
    </section>
  );
}

function SomethingWentWrong({ onRetry }: { onRetry: () => void }) {
  const t = useSiteT();
  return (
    <section role="alert" className="flex min-h-screen flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="m-0 text-3xl font-bold text-slate-900">{t('errors.title')}</h1>
      <p className="mt-3 mb-0 max-w-md text-slate-600">{t('errors.message')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={onRetry} className={`bg-primary text-white hover:bg-primary-strong ${button}`}>
          {t('errors.retry')}
        </button>
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className={`border border-slate-300 text-slate-800 hover:border-primary hover:text-primary ${button}`}
        >
          {t('errors.support')}
        </a>
      </div>
    </section>
  );
}

/** Catches what the router does not (the layout itself): 'Something went wrong', retry reloads the page. */
export class ErrorScreen extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <SomethingWentWrong onRetry={() => location.reload()} /> : this.props.children;
  }
}
