/** What a page may prefill in the calculator (README, "Prefill"): plain checks, as the runtime's resolver calls them. */
import { ROI_INDUSTRY_KEYS } from '../../shared/roi';
import type { PrefillCheck } from '../runtime/prefill';

/** The longest e-mail address the gateway takes (shared/demo.ts, DEMO_TEXT_BOUNDS.email). */
export const MAX_EMAIL = 254;

/** Something that can be an e-mail address (the send checks it further). */
export const checkEmail: PrefillCheck = (value) =>
  value.length <= MAX_EMAIL && /^[^\s@]+@[^\s@]+$/.test(value) ? value : undefined;

/** An industry key of shared/roi.ts, in any case (as HTML's enumerated attributes are). */
export const checkIndustry: PrefillCheck = (value) => {
  const key = value.toLowerCase();
  return (ROI_INDUSTRY_KEYS as readonly string[]).includes(key) ? key : undefined;
};
