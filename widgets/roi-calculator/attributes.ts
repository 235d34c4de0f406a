/** The attributes of `<alex-roi-calculator>` besides the common ones (what each does: widgets/manifest.ts). */
import { ROI_INDUSTRY_KEYS } from '../../shared/roi';
import type { AttributeTable } from '../runtime/attributes';

export const ROI_CALCULATOR_ATTRIBUTES = {
  email: {},
  industry: { values: ROI_INDUSTRY_KEYS, default: 'custom' },
  'prefill-from-url': { type: 'boolean' },
  partner: {},
} as const satisfies AttributeTable;
