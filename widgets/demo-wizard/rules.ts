/** The wizard's constants (spec section 9) and the rules that decide what the visitor may do next (section 4). */
import type { PrefillCheck } from '../runtime/prefill';
import type { Step, WizardState } from './store';

/** Continue on step 1 needs more than this many characters after trimming. */
export const MIN_JOB_INPUT = 20;
/** Generation stages in seconds, and the least time the call launch takes in all. */
export const GENERATION_STAGES_S = [3, 3, 3, 4, 4] as const;
export const MIN_GENERATION_MS = 20_000;
export const MESSAGE_ROTATION_MS = 1_500;
export const AUTO_START_MS = 1_000;
export const VOICE_PRELOAD_MS = 1_000;
export const BANNER_MS = 2_000;

type Form = WizardState['form'];

/** Whether Continue is enabled on a step (spec section 4), before busy work and captcha are considered. */
export function canContinue(step: Step, form: Form): boolean {
  switch (step) {
    case 1:
      return form.jobInput.trim().length > MIN_JOB_INPUT;
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
