/** `<alex-roi-calculator>`: registers the ROI calculator custom element (its translations: ./i18n.ts). */
import { defineWidget } from '../runtime/define';
import './i18n';
import { RoiCalculator } from './RoiCalculator';
import { createRoiStore } from './store';

defineWidget({
  tag: 'alex-roi-calculator',
  view: RoiCalculator,
  createStore: createRoiStore,
  attributes: { email: 'string', industry: 'string', prefillFromUrl: 'boolean' },
});

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
