/**
 * The widgets' event names, as the code needs them at run time (widgets/events.ts, the site's analytics).
 * Generated from widgets/event-schemas.ts by widgets/manifest-build.ts: do not edit.
 */

/** Every event, in the order of the table. */
export const EVENT_NAMES = [
  'alex-roi-industry-change',
  'alex-roi-slider-change',
  'alex-roi-email-request',
  'alex-roi-email-success',
  'alex-roi-email-error',
  'alex-demo-wizard-step-completed',
  'alex-demo-wizard-job-parsing',
  'alex-demo-wizard-interview-generation',
  'alex-demo-wizard-contact-creation',
  'alex-demo-wizard-lead-created',
  'alex-demo-wizard-lead-error',
  'alex-demo-wizard-hubspot-lead-created',
  'alex-demo-wizard-hubspot-error',
  'alex-demo-wizard-submitted',
  'alex-demo-voice-sample-played',
  'alex-audio-play',
  'alex-audio-pause',
  'alex-audio-seek',
  'alex-audio-restart',
  'alex-audio-ended',
] as const;

/** Each former name, by the event that replaced it (dispatched right after it, with the same detail). */
export const RENAMED_FROM = {
  'alex-demo-wizard-lead-created': 'alex-demo-wizard-hubspot-lead-created',
  'alex-demo-wizard-lead-error': 'alex-demo-wizard-hubspot-error',
} as const;
