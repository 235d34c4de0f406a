/**
 * The closing call to action (the top bar's "contact" anchor): call Alex now, or open the FAQ right here. The FAQ
 * is not in the page until it is asked for: its code loads as the section comes near the screen (or on the
 * press), so the first view of the home page carries neither its answers nor its accordion.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { track } from '../../analytics';
import { usePageT } from '../../i18n';
import { LIGHT_BUTTON, OUTLINE_LIGHT_BUTTON } from './button-styles';

const loadFaq = () => import('../faq/FaqSections');
const FaqSections = lazy(() => loadFaq().then(({ FaqSections }) => ({ default: FaqSections })));

/** How far ahead of the viewport the FAQ's code starts loading: a quarter of a screen, as the widgets. */
const AHEAD = '25% 0px';

/** Loads the FAQ's code once the section comes near the screen, so it opens at once when asked. */
function usePreloadNear(section: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const target = section.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadFaq();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [section]);
}

export function FinalCtaSection() {
  const t = usePageT('home');
  const [faqOpen, setFaqOpen] = useState(false);
  // Once shown, the FAQ stays in the page (hidden when closed), so its open sections are kept.
  const [faqShown, setFaqShown] = useState(false);
  const panelId = useId();
  const section = useRef<HTMLElement>(null);
  usePreloadNear(section);
  return (
    <section ref={section} id="cta-2" aria-labelledby="cta-2-title" className="scroll-mt-16 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-primary to-primary-strong px-6 py-14 text-center text-white sm:px-12">
        <h2 id="cta-2-title" className="m-0 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('finalCta.title')}
        </h2>
        <p className="mx-auto mt-4 mb-0 max-w-2xl text-lg text-white">{t('finalCta.text')}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/demo" onClick={() => track('call_alex_clicked', { location: 'cta-2' })} className={LIGHT_BUTTON}>
            {t('finalCta.callAlex')}
          </Link>
          <button
            type="button"
            aria-expanded={faqOpen}
            aria-controls={panelId}
            onClick={() => {
              track('faq_toggled', { open: !faqOpen, location: 'home' });
              setFaqOpen(!faqOpen);
              setFaqShown(true);
            }}
            className={OUTLINE_LIGHT_BUTTON}
          >
            {faqOpen ? t('finalCta.faqHide') : t('finalCta.faqShow')}
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!faqOpen} className="mx-auto mt-10 max-w-4xl">
        {faqShown && (
          <Suspense fallback={null}>
            <FaqSections headingLevel={3} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
