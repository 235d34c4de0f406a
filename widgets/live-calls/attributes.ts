/** The attributes of `<alex-live-calls>` besides the common ones: none (widgets/manifest.ts documents it). */
import type { AttributeTable } from '../runtime/attributes';

export const LIVE_CALLS_ATTRIBUTES = {} as const satisfies AttributeTable;
