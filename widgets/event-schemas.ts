/**
 * Every DOM event the widgets dispatch, once: its name, the element that dispatches it, its `detail` as a
 * zod/mini schema and what it means. `AlexEventMap` (widgets/events.ts) is inferred from it; widgets/manifest-build.ts
 * writes from it the event types of the manifest (custom-elements.json, widgets/types.d.ts) and the names the
 * code needs at run time (widgets/event-names.ts), and widgets/widget-docs.ts the README's event tables. Widget
 * code imports only its types: the schemas stay out of the widget bundles (the manifest build and the tests run
 * them, e.g. to check a payload a widget dispatched).
 *
 * A payload never changes shape: add a new event and deprecate the old one. Payloads never carry what a
 * visitor typed (e-mail addresses, phone numbers).
 */
import { z } from 'zod/mini';
import { PERSONAS } from '../shared/demo';
import { LANGUAGES } from '../shared/languages';
import { ROI_INDUSTRY_KEYS, ROI_SLIDERS, type RoiSlider } from '../shared/roi';

const language = z.enum(LANGUAGES);
const roiIndustryKey = z.enum(ROI_INDUSTRY_KEYS);
const roiSlider = z.enum(Object.keys(ROI_SLIDERS) as [RoiSlider, ...RoiSlider[]]);
const persona = z.enum(PERSONAS);
const demoWizardStepName = z.enum(['job', 'persona', 'contact', 'call', 'success']);

/** Named types the event details use; the declarations export them under these names. */
export const DETAIL_TYPES = {
  Language: { schema: language, description: 'A language the widgets speak.' },
  RoiIndustryKey: { schema: roiIndustryKey, description: "An industry preset of the ROI calculator's." },
  RoiSlider: { schema: roiSlider, description: 'A slider of the ROI calculator.' },
  Persona: { schema: persona, description: 'An interviewer persona of the demo.' },
  DemoWizardStepName: { schema: demoWizardStepName, description: "The demo wizard's steps by name." },
} as const;

/** The wizard's steps by name, as its step events report them. */
export type DemoWizardStepName = z.infer<typeof demoWizardStepName>;

const outcome = z.enum(['success', 'error']);
const audio = { src: z.string(), language };

interface AlexEvent<Detail extends z.ZodMiniType> {
  /** The element that dispatches it. */
  tag: `alex-${string}`;
  /** What `event.detail` holds. */
  detail: Detail;
  /** What it means and when it fires (the spec's analytics event it stands for, where there is one). */
  description: string;
  /** A former name, still dispatched for one release after the event that replaces it: what to listen to instead. */
  deprecated?: string;
  /** A former name's: the event that replaced it, which dispatchAlexEvent follows with this name. */
  renamedTo?: `alex-${string}`;
}

const event = <Detail extends z.ZodMiniType>(
  tag: AlexEvent<Detail>['tag'],
  detail: Detail,
  description: string,
): AlexEvent<Detail> => ({ tag, detail, description });

/** A former name of `current`, dispatched right after it with the same detail, for one release. */
const formerName = <Detail extends z.ZodMiniType>(
  current: `alex-${string}`,
  tag: AlexEvent<Detail>['tag'],
  detail: Detail,
): AlexEvent<Detail> => ({
  tag,
  detail,
  description: `Deprecated: the former name of \`${current}\`, dispatched right after it.`,
  deprecated: `Listen to \`${current}\`; this name goes in the next release.`,
  renamedTo: current,
});

const lead = z.object({ stored: z.enum(['crm', 'outbox']) });
const leadError = z.object({ errorType: z.string() });

/** Every event, in the order the manifest and the declarations list them. */
export const ALEX_EVENT_TABLE = {
  'alex-roi-industry-change': event(
    'alex-roi-calculator',
    z.object({ industry: roiIndustryKey }),
    'The visitor picked an industry; the sliders now show its preset.',
  ),
  'alex-roi-slider-change': event(
    'alex-roi-calculator',
    z.object({ slider: roiSlider, value: z.number() }),
    'The visitor let go of a slider at a new value (once per move, not per tick).',
  ),
  'alex-roi-email-request': event(
    'alex-roi-calculator',
    z.object({ industry: roiIndustryKey }),
    'The visitor asked for the results by e-mail and the request left.',
  ),
  'alex-roi-email-success': event(
    'alex-roi-calculator',
    z.object({ industry: roiIndustryKey }),
    'The gateway accepted the e-mail.',
  ),
  'alex-roi-email-error': event(
    'alex-roi-calculator',
    z.object({ industry: roiIndustryKey, reason: z.enum(['invalid-email', 'request-failed']) }),
    'The e-mail was refused before sending (`invalid-email`) or the request failed (`request-failed`).',
  ),
  'alex-demo-wizard-step-completed': event(
    'alex-demo-wizard',
    z.object({ step: z.literal([1, 2, 3, 4]), name: demoWizardStepName, language }),
    "A step's Continue succeeded and the next step shows (demo_wizard_step_completed).",
  ),
  'alex-demo-wizard-job-parsing': event(
    'alex-demo-wizard',
    z.object({ status: outcome, inputType: z.enum(['paste', 'url']), errorType: z.optional(z.string()) }),
    'The job was read and parsed, or that failed (demo_wizard_job_parsing).',
  ),
  'alex-demo-wizard-interview-generation': event(
    'alex-demo-wizard',
    z.object({ status: outcome, persona, errorType: z.optional(z.string()) }),
    'The interview was generated for a persona, or that failed (demo_wizard_interview_generation).',
  ),
  'alex-demo-wizard-contact-creation': event(
    'alex-demo-wizard',
    z.object({ status: outcome, errorType: z.optional(z.string()) }),
    "The visitor's contact was created, or that failed (demo_wizard_contact_creation).",
  ),
  'alex-demo-wizard-lead-created': event(
    'alex-demo-wizard',
    lead,
    'The lead reached the CRM, or its outbox while no CRM is configured (demo_wizard_lead_created).',
  ),
  'alex-demo-wizard-lead-error': event(
    'alex-demo-wizard',
    leadError,
    'The lead could not be saved; the demo goes on (demo_wizard_lead_error).',
  ),
  'alex-demo-wizard-hubspot-lead-created': formerName('alex-demo-wizard-lead-created', 'alex-demo-wizard', lead),
  'alex-demo-wizard-hubspot-error': formerName('alex-demo-wizard-lead-error', 'alex-demo-wizard', leadError),
  'alex-demo-wizard-submitted': event(
    'alex-demo-wizard',
    z.object({ persona, callTiming: z.enum(['now', 'later']), language }),
    'The call was booked, now or later today (demo_wizard_submitted).',
  ),
  'alex-demo-voice-sample-played': event(
    'alex-demo-wizard',
    z.object({ persona, language }),
    "A persona's voice sample started playing (demo_voice_sample_played).",
  ),
  'alex-audio-play': event(
    'alex-audio-player',
    z.object({ ...audio, at: z.number() }),
    'The visitor pressed play and playback started `at` seconds in. Every audio event names the recording ' +
      "(`src`, its full URL) and the widget's language.",
  ),
  'alex-audio-pause': event(
    'alex-audio-player',
    z.object({ ...audio, at: z.number() }),
    'The visitor paused playback `at` seconds in.',
  ),
  'alex-audio-seek': event(
    'alex-audio-player',
    z.object({ ...audio, from: z.number(), to: z.number(), method: z.enum(['keyboard', 'pointer']) }),
    'The visitor moved the position with the keys or the bar, once per move and only when it changed; `to` ' +
      'is within the recording.',
  ),
  'alex-audio-restart': event(
    'alex-audio-player',
    z.object(audio),
    'The visitor pressed play after the end and the recording started over.',
  ),
  'alex-audio-ended': event(
    'alex-audio-player',
    z.object({ ...audio, duration: z.number() }),
    'Playback reached the end; the player is back at the start.',
  ),
};

type EventTable = typeof ALEX_EVENT_TABLE;

/** What each event carries in `detail`, as the widgets dispatch it. */
export type AlexEventDetailMap = { [N in keyof EventTable]: z.infer<EventTable[N]['detail']> };
