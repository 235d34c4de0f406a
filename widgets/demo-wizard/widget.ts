/** `<alex-demo-wizard>`: the demo wizard's element, as its page defines it (./element.ts) and a server renders it (../server.tsx). */
import type { WidgetDefinition } from '../runtime/define';
import { DEMO_WIZARD_ATTRIBUTES } from './attributes';
import { DemoWizard } from './DemoWizard';
import { copy } from './i18n';
import { detectCountry } from './phone/detect';
import { createWizardStore, type WizardState } from './store';

export const demoWizard: WidgetDefinition<typeof DEMO_WIZARD_ATTRIBUTES, WizardState> = {
  tag: 'alex-demo-wizard',
  view: DemoWizard,
  copy,
  createStore: () => createWizardStore(detectCountry()),
  attributes: DEMO_WIZARD_ATTRIBUTES,
};
