/** `<alex-demo-wizard>`: registers the demo wizard custom element (its translations: ./i18n.ts). */
import { defineWidget } from '../runtime/define';
import './i18n';
import { DemoWizard } from './DemoWizard';
import { detectCountry } from './phone/detect';
import { createWizardStore } from './store';

defineWidget({
  tag: 'alex-demo-wizard',
  view: DemoWizard,
  createStore: () => createWizardStore(detectCountry()),
  attributes: { homeUrl: 'string', jobUrl: 'string', jobText: 'string', prefillFromUrl: 'boolean' },
});

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
