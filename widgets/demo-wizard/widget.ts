/** `<alex-demo-wizard>`: the demo wizard's element, as its page defines it (./element.ts) and a server renders it (../server.tsx). */
import type { WidgetDefinition } from '../runtime/define';
import { DemoWizard, type DemoWizardAttributes } from './DemoWizard';
import { copy } from './i18n';
import { detectCountry } from './phone/detect';
import { createWizardStore, type WizardState } from './store';

export const demoWizard: WidgetDefinition<DemoWizardAttributes, WizardState> = {
  tag: 'alex-demo-wizard',
  view: DemoWizard,
  copy,
  createStore: () => createWizardStore(detectCountry()),
  attributes: {
    homeUrl: 'string',
    jobUrl: 'string',
    jobText: 'string',
    prefillFromUrl: 'boolean',
    hideLanguageSelect: 'boolean',
  },
};
