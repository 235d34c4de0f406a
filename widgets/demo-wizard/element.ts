/** `<alex-demo-wizard>`: registers the demo wizard custom element and its translations. */
import en from '../../locales/en/demo.json';
import es from '../../locales/es/demo.json';
import fr from '../../locales/fr/demo.json';
import { defineWidget } from '../runtime/define';
import { addTranslations } from '../runtime/i18n';
import { DemoWizard } from './DemoWizard';
import { detectCountry } from './phone/detect';
import { createWizardStore } from './store';

addTranslations('demo', { en, fr, es });

defineWidget({
  tag: 'alex-demo-wizard',
  view: DemoWizard,
  createStore: () => createWizardStore(detectCountry()),
  attributes: { homeUrl: 'string' },
});

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
