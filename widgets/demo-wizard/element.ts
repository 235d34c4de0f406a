/** `<alex-demo-wizard>`: registers the demo wizard custom element (its definition: ./widget.ts). */
import { defineWidget } from '../runtime/define';
import { demoWizard } from './widget';

defineWidget(demoWizard);

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
