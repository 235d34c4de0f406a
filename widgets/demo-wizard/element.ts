/** `<alex-demo-wizard>`: registers the demo wizard custom element and its translations. */
import en from '../../locales/en/demo.json';
import es from '../../locales/es/demo.json';
import fr from '../../locales/fr/demo.json';
import { defineWidget } from '../runtime/define';
import { addTranslations } from '../runtime/i18n';
import { DemoWizard, type DemoWizardAttributes } from './DemoWizard';
import { detectCountry } from './phone/detect';
import { createWizardStore } from './store';

addTranslations('demo', { en, fr, es });

defineWidget<DemoWizardAttributes>({
  tag: 'alex-demo-wizard',
  view: DemoWizard,
  createStore: () => createWizardStore(detectCountry()),
  attributes: { homeUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'alex-demo-wizard': HTMLElement & DemoWizardAttributes;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'alex-demo-wizard': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        lang?: 'en' | 'fr' | 'es' | 'auto';
        'api-base'?: string;
        theme?: 'light' | 'dark';
        'home-url'?: string;
      };
    }
  }
}
