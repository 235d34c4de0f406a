/** `<alex-roi-calculator>`: registers the ROI calculator custom element and its translations. */
import en from '../../locales/en/roi.json';
import es from '../../locales/es/roi.json';
import fr from '../../locales/fr/roi.json';
import { defineWidget } from '../runtime/define';
import { addTranslations } from '../runtime/i18n';
import { RoiCalculator } from './RoiCalculator';
import { createRoiStore } from './store';

addTranslations('roi', { en, fr, es });

defineWidget({
  tag: 'alex-roi-calculator',
  view: RoiCalculator,
  createStore: createRoiStore,
});

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
