/** `<alex-roi-calculator>`: the ROI calculator's element, as its page defines it (./element.ts) and a server renders it (../server.tsx). */
import type { WidgetDefinition } from '../runtime/define';
import { ROI_CALCULATOR_ATTRIBUTES } from './attributes';
import { copy } from './i18n';
import { RoiCalculator } from './RoiCalculator';
import { createRoiStore, type RoiState } from './store';

export const roiCalculator: WidgetDefinition<typeof ROI_CALCULATOR_ATTRIBUTES, RoiState> = {
  tag: 'alex-roi-calculator',
  view: RoiCalculator,
  copy,
  createStore: createRoiStore,
  attributes: ROI_CALCULATOR_ATTRIBUTES,
};
