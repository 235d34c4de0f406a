/** `<alex-roi-calculator>`: registers the ROI calculator custom element and its translations. */
import en from '../../locales/en/roi.json';
import es from '../../locales/es/roi.json';
import fr from '../../locales/fr/roi.json';
import { defineWidget } from '../runtime/define';
import { addTranslations } from '../runtime/i18n';
import { RoiCalculator, type RoiCalculatorAttributes } from './RoiCalculator';
import { createRoiStore } from './store';

addTranslations('roi', { en, fr, es });

defineWidget<RoiCalculatorAttributes>({
  tag: 'alex-roi-calculator',
  view: RoiCalculator,
  createStore: createRoiStore,
});

declare global {
  interface HTMLElementTagNameMap {
    'alex-roi-calculator': HTMLElement & RoiCalculatorAttributes;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'alex-roi-calculator': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        lang?: 'en' | 'fr' | 'es' | 'auto';
        'api-base'?: string;
        theme?: 'light' | 'dark';
      };
    }
  }
}
