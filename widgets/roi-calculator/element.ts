/** `<alex-roi-calculator>`: registers the ROI calculator custom element (its definition: ./widget.ts). */
import { defineWidget } from '../runtime/define';
import { roiCalculator } from './widget';

defineWidget(roiCalculator);

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
