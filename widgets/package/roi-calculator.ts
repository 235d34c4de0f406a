/** `<AlexRoiCalculator>`: the `<alex-roi-calculator>` element as a React component (its props: ./props.ts). */
import { roiCalculator } from '../roi-calculator/widget';
import { defineOnce, widgetComponent } from './component';
import type { AlexRoiCalculatorComponent } from './props';

export const AlexRoiCalculator = widgetComponent(roiCalculator, ['alex-roi-']) as unknown as AlexRoiCalculatorComponent;

/** Defines `<alex-roi-calculator>` for a page that writes the element itself; the component does it on its first mount. */
export const defineAlexRoiCalculator = (): void => defineOnce(roiCalculator);
