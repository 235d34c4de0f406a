/** `<alex-roi-calculator>`: the ROI calculator's element, as its page defines it (./element.ts) and a server renders it (../server.tsx). */
import type { WidgetDefinition } from '../runtime/define';
import { copy } from './i18n';
import { RoiCalculator, type RoiCalculatorAttributes } from './RoiCalculator';
import { createRoiStore, type RoiState } from './store';

export const roiCalculator: WidgetDefinition<RoiCalculatorAttributes, RoiState> = {
  tag: 'alex-roi-calculator',
  view: RoiCalculator,
  copy,
  createStore: createRoiStore,
  attributes: { email: 'string', industry: 'string', prefillFromUrl: 'boolean' },
};
