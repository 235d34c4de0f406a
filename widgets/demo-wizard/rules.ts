/** The wizard's constants (spec section 9) and the rules that decide what the visitor may do next (section 4). */
import { MIN_JOB_CHARACTERS } from '../../shared/job-words';
import type { PrefillCheck } from '../runtime/prefill';
import type { Step, WizardState } from './store';

/** Generation stages in seconds, and the least time the call launch takes in all. */
const GENERATION_STAGES_S = [3, 3, 3, 4, 4] as const;
const MIN_GENERATION_MS = 20_000;
export const MESSAGE_ROTATION_MS = 1_500;
export const AUTO_START_MS = 1_000;
export const VOICE_PRELOAD_MS = 1_000;
export const BANNER_MS = 2_000;

type Form = WizardState['form'];

/** Whether Continue is enabled on a step (spec section 4), before busy work and captcha are considered. */
export function canContinue(step: Step, form: Form): boolean {
  switch (step) {
    case 1:
      return form.jobInput.trim().length > MIN_JOB_CHARACTERS;
    case 2:
      return form.selectedPersona !== null;
    case 3:
      return (
        form.firstName.trim() !== '' && form.email.trim() !== '' && form.phone.digits !== '' && form.consent === true
      );
    default:
      return true;
  }
}

/** The contact fields step 3 cannot go on without, in the form's order. */
const REQUIRED_CONTACT_FIELDS = ['firstName', 'email', 'phone'] as const;
type RequiredContactField = (typeof REQUIRED_CONTACT_FIELDS)[number];

/** Why Continue (Generate on step 3) cannot be pressed yet: what the footer says next to it. */
export type ContinueBlocker =
  | { reason: 'captcha' }
  | { reason: 'jobText' }
  | { reason: 'jobUrl' }
  | { reason: 'persona' }
  | { reason: 'contact'; fields: RequiredContactField[]; consent: boolean };

/**
 * What stops Continue on a step, null when nothing does (busy work aside). On step 1 the captcha comes first, as
 * it is the first thing the step asks for; on step 3 every missing field is named, and the consent.
 */
export function continueBlocker(step: Step, form: Form, captchaSolved: boolean): ContinueBlocker | null {
  if (canContinue(step, form)) return step === 1 && !captchaSolved ? { reason: 'captcha' } : null;
  switch (step) {
    case 1:
      if (!captchaSolved) return { reason: 'captcha' };
      return { reason: form.inputType === 'url' ? 'jobUrl' : 'jobText' };
    case 2:
      return { reason: 'persona' };
    case 3: {
      const fields = REQUIRED_CONTACT_FIELDS.filter((field) =>
        field === 'phone' ? form.phone.digits === '' : form[field].trim() === '',
      );
      return { reason: 'contact', fields, consent: !form.consent };
    }
    default:
      return null;
  }
}

/** The longest job URL the gateway reads (shared/demo-schemas.ts, processUrlRequest). */
export const MAX_JOB_URL = 2048;
/** The longest job description the gateway takes (shared/demo.ts, DEMO_TEXT_BOUNDS.jobDescription). */
export const MAX_JOB_TEXT = 20_000;

/** An absolute http or https URL the gateway reads (spec section 5, URL mode): the `job-url` a page may prefill. */
export const checkJobUrl: PrefillCheck = (value) => {
  try {
    const { protocol, hostname } = new URL(value);
    return value.length <= MAX_JOB_URL && /^https?:$/.test(protocol) && hostname ? value : undefined;
  } catch {
    return undefined;
  }
};

/** The `job-text` a page may prefill: what the gateway takes; a short one is still filled in (Continue says so). */
export const checkJobText: PrefillCheck = (value) => (value.length > MAX_JOB_TEXT ? undefined : value);

/** An http or https address, as the URL mode accepts. */
export const isJobUrl = (value: string): boolean => checkJobUrl(value.trim()) !== undefined;

/** The offset of each stage's start and the total, padded to the minimum (spec: 3, 3, 3, 4, 4 s, 20 s at least). */
export function generationTimeline(): { starts: number[]; total: number } {
  const starts: number[] = [];
  let at = 0;
  for (const seconds of GENERATION_STAGES_S) {
    starts.push(at);
    at += seconds * 1000;
  }
  return { starts, total: Math.max(at, MIN_GENERATION_MS) };
}

/** The stage running at a time since the start (the last one holds until the end). */
export function stageAt(elapsedMs: number): number {
  const { starts } = generationTimeline();
  let stage = 0;
  for (let i = 0; i < starts.length; i += 1) if (elapsedMs >= (starts[i] as number)) stage = i;
  return stage;
}
