/** `<AlexDemoWizard>`: the `<alex-demo-wizard>` element as a React component (its props: ./props.ts). */
import { demoWizard } from '../demo-wizard/widget';
import { defineOnce, widgetComponent } from './component';
import type { AlexDemoWizardComponent } from './props';

export const AlexDemoWizard = widgetComponent(demoWizard, [
  'alex-demo-wizard-',
  'alex-demo-',
]) as unknown as AlexDemoWizardComponent;

/** Defines `<alex-demo-wizard>` for a page that writes the element itself; the component does it on its first mount. */
export const defineAlexDemoWizard = (): void => defineOnce(demoWizard);
