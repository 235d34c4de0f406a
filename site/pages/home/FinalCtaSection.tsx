/** The closing call to action (the top bar's "contact" anchor): call Alex now, or open the FAQ right here. */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { track } from '../../analytics';
import { usePageT } from '../../i18n';
import { FaqSections } from '../faq/FaqSections';
import { LIGHT_BUTTON, OUTLINE_LIGHT_BUTTON } from './button-styles';

export function FinalCtaSection() {
  const t = usePageT('home');
  const [faqOpen, setFaqOpen] = useState(false);
  const panelId = useId();
  return (
    <section id="cta-2" aria-labelledby="cta-2-title" className="scroll-mt-16 px-4 py-20 sm:px-6">
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
            }}
            className={OUTLINE_LIGHT_BUTTON}
          >
            {faqOpen ? t('finalCta.faqHide') : t('finalCta.faqShow')}
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!faqOpen} className="mx-auto mt-10 max-w-4xl">
        <FaqSections headingLevel={3} />
      </div>
    </section>
  );
}
