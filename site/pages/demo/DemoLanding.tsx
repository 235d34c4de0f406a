/**
 * The demo landing (spec section 2, "Demo landing"): back home, get a call from Alex (the wizard), listen to an
 * example interview with synthetic voices (the audio player widget: the French recording in French, the English one otherwise; its length in
 * words comes from the recording's) or book a meeting.
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import { track } from '../../analytics';
import { useFact } from '../../facts';
import { usePageT } from '../../i18n';
import { useLanguage } from '../../language';
import { ExternalLink } from '../../layout/ExternalLink';
import { useWidget } from '../../widgets';
import { aboutMinutes, interviewSeconds } from './interview-length';

const BUTTON =
  'inline-flex min-h-[48px] items-center justify-center gap-2 rounded-full text-center px-6 py-3 text-base font-semibold no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2';

function Arrow({ back = false }: { back?: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      className={`h-5 w-5 ${back ? 'rotate-180' : ''}`}
    >
      <path d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

function CallCard() {
  const t = usePageT('demo-landing');
  const points = ['steps', 'languages', 'report'] as const;
  return (
    <section aria-labelledby="demo-call" className="flex flex-col rounded-3xl bg-primary p-6 text-white sm:p-8">
      <h2 id="demo-call" className="m-0 text-2xl font-extrabold">
        {t('call.title')}
      </h2>
      <p className="mt-3 mb-0 text-base">{t('call.text')}</p>
      <ul className="mt-5 mb-0 flex list-none flex-col gap-2 p-0">
        {points.map((point) => (
          <li key={point} className="flex items-center gap-2">
            <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-white" />
            {t(`call.points.${point}`)}
          </li>
        ))}
      </ul>
      <Link
        to="/demo/recruiter"
        onClick={() => track('demo_clicked', { target: 'recruiter' })}
        className={`${BUTTON} mt-8 self-start bg-white text-primary hover:bg-primary-soft focus-visible:ring-white focus-visible:ring-offset-primary`}
      >
        {t('call.button')}
        <Arrow />
      </Link>
    </section>
  );
}

function ListenCard() {
  const card = useRef<HTMLElement>(null);
  useWidget('audio-player', card);
  const t = usePageT('demo-landing');
  const language = useLanguage((s) => s.language);
  return (
    <section
      ref={card}
      aria-labelledby="demo-listen"
      className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 sm:p-8"
    >
      <h2 id="demo-listen" className="m-0 text-2xl font-extrabold text-slate-900">
        {t('listen.title')}
      </h2>
      <p className="mt-3 mb-0 text-base text-slate-700">
        {t('listen.text', { count: aboutMinutes(interviewSeconds(language)) })}
      </p>
      {/*
        The player draws itself once its code loads; until then its box keeps the room it takes at each width
        and shows an empty frame, which the widget shows until its first paint replaces it.
      */}
      <div className="mt-6 min-h-[216px] sm:min-h-[140px] lg:min-h-[188px]">
        <alex-audio-player lang={language}>
          <div aria-hidden="true" className="h-[216px] rounded-2xl border border-slate-200 sm:h-[140px] lg:h-[188px]" />
        </alex-audio-player>
      </div>
    </section>
  );
}

function MeetingCard() {
  const booking = useFact('booking');
  const t = usePageT('demo-landing');
  return (
    <section
      aria-labelledby="demo-meeting"
      className="flex flex-col items-start gap-4 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="demo-meeting" className="m-0 text-xl font-bold text-slate-900">
          {t('meeting.title')}
        </h2>
        <p className="mt-2 mb-0 text-base text-slate-700">{t('meeting.text')}</p>
      </div>
      <ExternalLink
        href={booking}
        onClick={() => track('demo_clicked', { target: 'booking' })}
        className={`${BUTTON} shrink-0 border-2 border-primary bg-white text-primary hover:bg-primary-soft`}
      >
        {t('meeting.button')}
        <span className="sr-only"> {t('meeting.newTab')}</span>
      </ExternalLink>
    </section>
  );
}

export function DemoLanding() {
  const t = usePageT('demo-landing');
  return (
    <div className="bg-gradient-to-b from-primary-soft to-white px-4 pb-20 pt-24 sm:px-6 sm:pt-28">
      <div className="mx-auto max-w-5xl">
        <Link
          to="/"
          className="inline-flex min-h-[40px] items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-slate-700 no-underline hover:bg-white hover:text-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <Arrow back />
          {t('back')}
        </Link>
        <header className="mx-auto mt-6 max-w-3xl text-center">
          <p className="m-0 text-sm font-semibold uppercase tracking-widest text-primary">{t('eyebrow')}</p>
          <h1 className="mt-3 mb-0 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('title')}</h1>
          <p className="mt-5 mb-0 text-lg text-slate-700">{t('subtitle')}</p>
        </header>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <CallCard />
          <ListenCard />
        </div>
        <div className="mt-6">
          <MeetingCard />
        </div>
      </div>
    </div>
  );
}
