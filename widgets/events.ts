/**
 * Every DOM event the widgets dispatch. All bubble and are composed, so a host page can listen on the
 * element or on document. A payload never changes shape: add a new event and deprecate the old one.
 * Payloads never carry what a visitor typed (e-mail addresses, phone numbers).
 */
import type { Persona } from '../shared/demo';
import type { Language } from '../shared/languages';
import type { RoiIndustryKey, RoiSlider } from '../shared/roi';

/** The wizard's steps by name, as its step events report them. */
export type DemoWizardStepName = 'job' | 'persona' | 'contact' | 'call' | 'success';
type Outcome = 'success' | 'error';

export interface AlexEventMap {
  /** ROI calculator: the visitor picked an industry (sliders now show its preset). */
  'alex-roi-industry-change': { industry: RoiIndustryKey };
  /** ROI calculator: the visitor let go of a slider at a new value (fires once per move, not per tick). */
  'alex-roi-slider-change': { slider: RoiSlider; value: number };
  /** ROI calculator: the visitor asked for the results by e-mail and the request left. */
  'alex-roi-email-request': { industry: RoiIndustryKey };
  /** ROI calculator: the gateway accepted the e-mail. */
  'alex-roi-email-success': { industry: RoiIndustryKey };
  /** ROI calculator: the e-mail was refused before sending (`invalid-email`) or the request failed. */
  'alex-roi-email-error': { industry: RoiIndustryKey; reason: 'invalid-email' | 'request-failed' };
  /** Demo wizard: a step's Continue succeeded and the next step shows (demo_wizard_step_completed). */
  'alex-demo-wizard-step-completed': { step: 1 | 2 | 3 | 4; name: DemoWizardStepName; language: Language };
  /** Demo wizard: the job was read and parsed, or that failed (demo_wizard_job_parsing). */
  'alex-demo-wizard-job-parsing': { status: Outcome; inputType: 'paste' | 'url'; errorType?: string };
  /** Demo wizard: the interview was generated for a persona, or that failed (demo_wizard_interview_generation). */
  'alex-demo-wizard-interview-generation': { status: Outcome; persona: Persona; errorType?: string };
  /** Demo wizard: the visitor's contact was created, or that failed (demo_wizard_contact_creation). */
  'alex-demo-wizard-contact-creation': { status: Outcome; errorType?: string };
  /** Demo wizard: the lead reached the CRM (or its outbox) (demo_wizard_hubspot_lead_created). */
  'alex-demo-wizard-hubspot-lead-created': { stored: 'crm' | 'outbox' };
  /** Demo wizard: the lead could not be saved; the demo goes on (demo_wizard_hubspot_error). */
  'alex-demo-wizard-hubspot-error': { errorType: string };
  /** Demo wizard: the call was booked, now or later today (demo_wizard_submitted). */
  'alex-demo-wizard-submitted': { persona: Persona; callTiming: 'now' | 'later'; language: Language };
  /** Demo wizard: a persona's voice sample started playing (demo_voice_sample_played). */
  'alex-demo-voice-sample-played': { persona: Persona; language: Language };
  /**
   * Audio player: the visitor pressed play and playback started `at` seconds in (audio action "play").
   * Every audio event names the recording (`src`, its full URL) and the widget's language.
   */
  'alex-audio-play': { src: string; language: Language; at: number };
  /** Audio player: the visitor paused playback `at` seconds in (audio action "pause"). */
  'alex-audio-pause': { src: string; language: Language; at: number };
  /**
   * Audio player: the visitor moved the position with the audio bar keys or by dragging the bar (audio action
   * "seek"); once per move, and only when the position changed. `to` is already clamped to the recording.
   */
  'alex-audio-seek': { src: string; language: Language; from: number; to: number; method: 'keyboard' | 'pointer' };
  /** Audio player: the visitor pressed play after the end and the recording started over (audio action "restart"). */
  'alex-audio-restart': { src: string; language: Language };
  /** Audio player: playback reached the end; the player is back at the start, ready to restart. */
  'alex-audio-ended': { src: string; language: Language; duration: number };
}

export type AlexEventName = keyof AlexEventMap;

/** Every event name once (a record, so an event added to the map and not here fails to compile). */
const EVENT_NAMES: Record<AlexEventName, true> = {
  'alex-roi-industry-change': true,
  'alex-roi-slider-change': true,
  'alex-roi-email-request': true,
  'alex-roi-email-success': true,
  'alex-roi-email-error': true,
  'alex-demo-wizard-step-completed': true,
  'alex-demo-wizard-job-parsing': true,
  'alex-demo-wizard-interview-generation': true,
  'alex-demo-wizard-contact-creation': true,
  'alex-demo-wizard-hubspot-lead-created': true,
  'alex-demo-wizard-hubspot-error': true,
  'alex-demo-wizard-submitted': true,
  'alex-demo-voice-sample-played': true,
  'alex-audio-play': true,
  'alex-audio-pause': true,
  'alex-audio-seek': true,
  'alex-audio-restart': true,
  'alex-audio-ended': true,
};
export const ALEX_EVENTS = Object.keys(EVENT_NAMES) as AlexEventName[];

declare global {
  interface HTMLElementEventMap {
    'alex-roi-industry-change': CustomEvent<AlexEventMap['alex-roi-industry-change']>;
    'alex-roi-slider-change': CustomEvent<AlexEventMap['alex-roi-slider-change']>;
    'alex-roi-email-request': CustomEvent<AlexEventMap['alex-roi-email-request']>;
    'alex-roi-email-success': CustomEvent<AlexEventMap['alex-roi-email-success']>;
    'alex-roi-email-error': CustomEvent<AlexEventMap['alex-roi-email-error']>;
    'alex-demo-wizard-step-completed': CustomEvent<AlexEventMap['alex-demo-wizard-step-completed']>;
    'alex-demo-wizard-job-parsing': CustomEvent<AlexEventMap['alex-demo-wizard-job-parsing']>;
    'alex-demo-wizard-interview-generation': CustomEvent<AlexEventMap['alex-demo-wizard-interview-generation']>;
    'alex-demo-wizard-contact-creation': CustomEvent<AlexEventMap['alex-demo-wizard-contact-creation']>;
    'alex-demo-wizard-hubspot-lead-created': CustomEvent<AlexEventMap['alex-demo-wizard-hubspot-lead-created']>;
    'alex-demo-wizard-hubspot-error': CustomEvent<AlexEventMap['alex-demo-wizard-hubspot-error']>;
    'alex-demo-wizard-submitted': CustomEvent<AlexEventMap['alex-demo-wizard-submitted']>;
    'alex-demo-voice-sample-played': CustomEvent<AlexEventMap['alex-demo-voice-sample-played']>;
    'alex-audio-play': CustomEvent<AlexEventMap['alex-audio-play']>;
    'alex-audio-pause': CustomEvent<AlexEventMap['alex-audio-pause']>;
    'alex-audio-seek': CustomEvent<AlexEventMap['alex-audio-seek']>;
    'alex-audio-restart': CustomEvent<AlexEventMap['alex-audio-restart']>;
    'alex-audio-ended': CustomEvent<AlexEventMap['alex-audio-ended']>;
  }
}

const debugging = (): boolean => {
  try {
    return new URLSearchParams(location.search).get('alex-debug') === '1';
  } catch {
    return false;
  }
};

/** Dispatches an analytics event from a widget's host element. `?alex-debug=1` on the page also logs it. */
export function dispatchAlexEvent<N extends AlexEventName>(host: HTMLElement, name: N, detail: AlexEventMap[N]): void {
  if (debugging()) console.info('[alex]', host.localName, name, detail);
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
