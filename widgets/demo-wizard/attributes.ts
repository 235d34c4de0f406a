/** The attributes of `<alex-demo-wizard>` besides the common ones (what each does: widgets/manifest.ts). */
import type { AttributeTable } from '../runtime/attributes';

export const DEMO_WIZARD_ATTRIBUTES = {
  'home-url': {},
  'job-url': {},
  'job-text': {},
  'prefill-from-url': { type: 'boolean' },
  'hide-language-select': { type: 'boolean' },
  partner: {},
} as const satisfies AttributeTable;
