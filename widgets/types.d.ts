/**
 * Types for pages that embed the Alex widgets: `document.querySelector('alex-roi-calculator')`,
 * `document.createElement(…)` and `addEventListener('alex-…')` are typed once this file is part of the
 * program (`import type {} from 'alex-widgets/types'`). React's JSX: alex-widgets/jsx.
 * Generated from widgets/manifest.ts by widgets/manifest-build.ts: do not edit.
 */

/** A language the widgets speak. */
export type Language = 'en' | 'fr' | 'es';
/** An industry preset of the ROI calculator's. */
export type RoiIndustryKey =
  | 'custom'
  | 'quick-service'
  | 'hospitality'
  | 'retail'
  | 'logistics'
  | 'collective-catering'
  | 'interim-staffing'
  | 'security'
  | 'healthcare'
  | 'call-center'
  | 'on-demand';
/** A slider of the ROI calculator. */
export type RoiSlider = 'monthlyRecruitments' | 'currentTimeToHire' | 'costPerDay';
/** An interviewer persona of the demo. */
export type Persona = 'structured' | 'balanced' | 'open' | 'open_female';
/** The demo wizard's steps by name. */
export type DemoWizardStepName = 'job' | 'persona' | 'contact' | 'call' | 'success';
/** What each `alex-*` event carries in `detail`. */
export interface AlexEventDetails {
  /** `<alex-roi-calculator>`: The visitor picked an industry; the sliders now show its preset. */
  'alex-roi-industry-change': { industry: RoiIndustryKey };
  /** `<alex-roi-calculator>`: The visitor let go of a slider at a new value (once per move, not per tick). */
  'alex-roi-slider-change': { slider: RoiSlider; value: number };
  /** `<alex-roi-calculator>`: The visitor asked for the results by e-mail and the request left. */
  'alex-roi-email-request': { industry: RoiIndustryKey };
  /** `<alex-roi-calculator>`: The gateway accepted the e-mail. */
  'alex-roi-email-success': { industry: RoiIndustryKey };
  /**
   * `<alex-roi-calculator>`: The e-mail was refused before sending (`invalid-email`) or the request failed
   * (`request-failed`).
   */
  'alex-roi-email-error': { industry: RoiIndustryKey; reason: 'invalid-email' | 'request-failed' };
  /** `<alex-demo-wizard>`: A step's Continue succeeded and the next step shows (demo_wizard_step_completed). */
  'alex-demo-wizard-step-completed': { step: 1 | 2 | 3 | 4; name: DemoWizardStepName; language: Language };
  /** `<alex-demo-wizard>`: The job was read and parsed, or that failed (demo_wizard_job_parsing). */
  'alex-demo-wizard-job-parsing': { status: 'success' | 'error'; inputType: 'paste' | 'url'; errorType?: string };
  /**
   * `<alex-demo-wizard>`: The interview was generated for a persona, or that failed (demo_wizard_interview_generation).
   */
  'alex-demo-wizard-interview-generation': { status: 'success' | 'error'; persona: Persona; errorType?: string };
  /** `<alex-demo-wizard>`: The visitor's contact was created, or that failed (demo_wizard_contact_creation). */
  'alex-demo-wizard-contact-creation': { status: 'success' | 'error'; errorType?: string };
  /**
   * `<alex-demo-wizard>`: The lead reached the CRM, or its outbox while no CRM is configured
   * (demo_wizard_lead_created).
   */
  'alex-demo-wizard-lead-created': { stored: 'crm' | 'outbox' };
  /** `<alex-demo-wizard>`: The lead could not be saved; the demo goes on (demo_wizard_lead_error). */
  'alex-demo-wizard-lead-error': { errorType: string };
  /**
   * `<alex-demo-wizard>`: Deprecated: the former name of `alex-demo-wizard-lead-created`, dispatched right after it.
   * @deprecated Listen to `alex-demo-wizard-lead-created`; this name goes in the next release.
   */
  'alex-demo-wizard-hubspot-lead-created': { stored: 'crm' | 'outbox' };
  /**
   * `<alex-demo-wizard>`: Deprecated: the former name of `alex-demo-wizard-lead-error`, dispatched right after it.
   * @deprecated Listen to `alex-demo-wizard-lead-error`; this name goes in the next release.
   */
  'alex-demo-wizard-hubspot-error': { errorType: string };
  /** `<alex-demo-wizard>`: The call was booked, now or later today (demo_wizard_submitted). */
  'alex-demo-wizard-submitted': { persona: Persona; callTiming: 'now' | 'later'; language: Language };
  /** `<alex-demo-wizard>`: A persona's voice sample started playing (demo_voice_sample_played). */
  'alex-demo-voice-sample-played': { persona: Persona; language: Language };
  /**
   * `<alex-audio-player>`: The visitor pressed play and playback started `at` seconds in. Every audio event names the
   * recording (`src`, its full URL) and the widget's language.
   */
  'alex-audio-play': { src: string; language: Language; at: number };
  /** `<alex-audio-player>`: The visitor paused playback `at` seconds in. */
  'alex-audio-pause': { src: string; language: Language; at: number };
  /**
   * `<alex-audio-player>`: The visitor moved the position with the keys or the bar, once per move and only when it
   * changed; `to` is within the recording.
   */
  'alex-audio-seek': { src: string; language: Language; from: number; to: number; method: 'keyboard' | 'pointer' };
  /** `<alex-audio-player>`: The visitor pressed play after the end and the recording started over. */
  'alex-audio-restart': { src: string; language: Language };
  /** `<alex-audio-player>`: Playback reached the end; the player is back at the start. */
  'alex-audio-ended': { src: string; language: Language; duration: number };
}

/** Each `alex-*` event as a listener receives it. They bubble and are composed. */
export type AlexWidgetEvents = { [N in keyof AlexEventDetails]: CustomEvent<AlexEventDetails[N]> };

/** The attributes of `<alex-roi-calculator>`. */
export interface AlexRoiCalculatorAttributes {
  /**
   * The widget's language. `auto` (or no attribute) follows the page's `<html lang>`, then the browser's languages,
   * then English.
   */
  lang?: 'en' | 'fr' | 'es' | 'auto';
  /** Origin of the Alex gateway the widget calls; by default the origin of the widget's script. */
  'api-base'?: string;
  /** `dark` gives the colour custom properties their dark values (those set by the page still win). */
  theme?: 'light' | 'dark';
  /**
   * Fills the e-mail field with this address; the visitor still presses Send. Ignored, with one console warning, when
   * it is not an e-mail address.
   */
  email?: string;
  /** Starts with this industry's preset (any case). An unknown key is ignored with one console warning. */
  industry?:
    | 'custom'
    | 'quick-service'
    | 'hospitality'
    | 'retail'
    | 'logistics'
    | 'collective-catering'
    | 'interim-staffing'
    | 'security'
    | 'healthcare'
    | 'call-center'
    | 'on-demand';
  /**
   * When present, the page's URL parameters `alex_email` and `alex_industry` prefill the same fields (the attributes
   * win); without it they are never read.
   */
  'prefill-from-url'?: boolean;
  /**
   * The partner id the gateway has for your site (its PARTNERS setting), sent with the e-mail request together with the
   * `utm_source`, `utm_medium`, `utm_campaign`, `utm_term` and `utm_content` of the page's URL. The gateway trusts it
   * only from the partner's own origins.
   */
  partner?: string;
}

/**
 * `<alex-roi-calculator>`: ROI calculator: industry presets, three sliders, seven results, how they are calculated and
 * the results by e-mail. Each attribute is also a property (`api-base`: `apiBase`).
 */
export type AlexRoiCalculatorElement = HTMLElement & {
  lang?: string;
  apiBase?: string;
  theme?: string;
  email?: string;
  industry?: string;
  prefillFromUrl?: boolean;
  partner?: string;
};

/** The attributes of `<alex-demo-wizard>`. */
export interface AlexDemoWizardAttributes {
  /**
   * The widget's language. `auto` (or no attribute) follows the page's `<html lang>`, then the browser's languages,
   * then English.
   */
  lang?: 'en' | 'fr' | 'es' | 'auto';
  /** Origin of the Alex gateway the widget calls; by default the origin of the widget's script. */
  'api-base'?: string;
  /** `dark` gives the colour custom properties their dark values (those set by the page still win). */
  theme?: 'light' | 'dark';
  /** Where the top bar's home link goes; without it the top bar shows no home link. */
  'home-url'?: string;
  /**
   * Step 1 starts in URL mode with this job post (an http or https URL of at most 2048 characters); the visitor still
   * presses Continue. Anything else is ignored with one console warning.
   */
  'job-url'?: string;
  /**
   * Step 1 starts in paste mode with this job description (at most 20000 characters), unless `job-url` is given too. A
   * longer one is ignored with one console warning.
   */
  'job-text'?: string;
  /**
   * When present, the page's URL parameters `alex_job_url` and `alex_job_text` prefill the same fields (the attributes
   * win); without it they are never read.
   */
  'prefill-from-url'?: boolean;
  /**
   * When present, the top bar shows no language selector: for a page whose own selector sets the wizard's `lang`
   * attribute (one language control per page).
   */
  'hide-language-select'?: boolean;
  /**
   * The partner id the gateway has for your site (its PARTNERS setting), sent with the demo contact and the lead
   * together with the `utm_source`, `utm_medium`, `utm_campaign`, `utm_term` and `utm_content` of the page's URL. The
   * gateway trusts it only from the partner's own origins.
   */
  partner?: string;
}

/**
 * `<alex-demo-wizard>`: Demo wizard: from a job description to a demo call from Alex, in five steps. Each attribute is
 * also a property (`api-base`: `apiBase`).
 */
export type AlexDemoWizardElement = HTMLElement & {
  lang?: string;
  apiBase?: string;
  theme?: string;
  homeUrl?: string;
  jobUrl?: string;
  jobText?: string;
  prefillFromUrl?: boolean;
  hideLanguageSelect?: boolean;
  partner?: string;
};

/** The attributes of `<alex-live-calls>`. */
export interface AlexLiveCallsAttributes {
  /**
   * The widget's language. `auto` (or no attribute) follows the page's `<html lang>`, then the browser's languages,
   * then English.
   */
  lang?: 'en' | 'fr' | 'es' | 'auto';
  /** Origin of the Alex gateway the widget calls; by default the origin of the widget's script. */
  'api-base'?: string;
  /** `dark` gives the colour custom properties their dark values (those set by the page still win). */
  theme?: 'light' | 'dark';
}

/**
 * `<alex-live-calls>`: Live calls: three rows of sample interview cards that scroll in a loop. Each attribute is also a
 * property (`api-base`: `apiBase`).
 */
export type AlexLiveCallsElement = HTMLElement & {
  lang?: string;
  apiBase?: string;
  theme?: string;
};

/** The attributes of `<alex-audio-player>`. */
export interface AlexAudioPlayerAttributes {
  /**
   * The widget's language. `auto` (or no attribute) follows the page's `<html lang>`, then the browser's languages,
   * then English.
   */
  lang?: 'en' | 'fr' | 'es' | 'auto';
  /** Origin of the Alex gateway the widget calls; by default the origin of the widget's script. */
  'api-base'?: string;
  /** `dark` gives the colour custom properties their dark values (those set by the page still win). */
  theme?: 'light' | 'dark';
  /** URL of the recording (relative to the page); without it, the interview example in the widget's language. */
  src?: string;
  /** URL of WebVTT captions for `src`; the interview example has its own. */
  captions?: string;
  /** What the recording is: the player's title and accessible name. */
  label?: string;
}

/**
 * `<alex-audio-player>`: Audio player: an example interview with Alex (synthetic voices), with play, seek, mute and
 * volume. Each attribute is also a property (`api-base`: `apiBase`).
 */
export type AlexAudioPlayerElement = HTMLElement & {
  lang?: string;
  apiBase?: string;
  theme?: string;
  src?: string;
  captions?: string;
  label?: string;
};

declare global {
  interface HTMLElementTagNameMap {
    'alex-roi-calculator': AlexRoiCalculatorElement;
    'alex-demo-wizard': AlexDemoWizardElement;
    'alex-live-calls': AlexLiveCallsElement;
    'alex-audio-player': AlexAudioPlayerElement;
  }
  // Every widget event bubbles and is composed: listeners on the element, the document and the window see it.
  interface HTMLElementEventMap extends AlexWidgetEvents {}
  interface DocumentEventMap extends AlexWidgetEvents {}
  interface WindowEventMap extends AlexWidgetEvents {}
}
