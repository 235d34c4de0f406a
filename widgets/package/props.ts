/**
 * The React components' props, from the widgets' generated declarations (../types.d.ts, written from the attribute
 * tables and the event table like custom-elements.json): each attribute as a camelCase prop, each current event as an
 * `on…` callback that receives the typed `CustomEvent`. Types only: the package ships this file as `props.d.ts`.
 */
import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes } from 'react';
import type {
  AlexAudioPlayerAttributes,
  AlexAudioPlayerElement,
  AlexDemoWizardAttributes,
  AlexDemoWizardElement,
  AlexEventDetails,
  AlexLiveCallsAttributes,
  AlexLiveCallsElement,
  AlexRoiCalculatorAttributes,
  AlexRoiCalculatorElement,
} from '../types';

/** `prefill-from-url` -> `prefillFromUrl`. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** An element's attributes as props: `job-url` -> `jobUrl`, of the type the attribute takes. */
type AttributeProps<Attributes> = { [Name in keyof Attributes & string as CamelCase<Name>]?: Attributes[Name] };

/** The names kept for one release only; the components offer the current ones. */
type DeprecatedEvent = 'alex-demo-wizard-hubspot-lead-created' | 'alex-demo-wizard-hubspot-error';

/** What is left of an event's name once the widget's prefix is gone: `alex-demo-wizard-step-completed` -> `step-completed`. */
type EventSuffix<Name, Prefixes extends string> = Name extends DeprecatedEvent
  ? never
  : Prefixes extends string
    ? Name extends `${Prefixes}${infer Suffix}`
      ? Suffix
      : never
    : never;

/** The longest prefix that fits wins, so the wizard's `alex-demo-wizard-…` is not read as `alex-demo-…`. */
type FirstSuffix<Name, Prefixes extends readonly string[]> = Prefixes extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? [EventSuffix<Name, First>] extends [never]
    ? FirstSuffix<Name, Rest>
    : EventSuffix<Name, First>
  : never;

/** Each of a widget's events as a callback prop: `onStepCompleted(event)`, `event.detail` typed. */
type EventProps<Prefixes extends readonly string[]> = {
  [Name in keyof AlexEventDetails as FirstSuffix<Name, Prefixes> extends infer Suffix extends string
    ? [Suffix] extends [never]
      ? never
      : `on${Capitalize<CamelCase<Suffix>>}`
    : never]?: (event: CustomEvent<AlexEventDetails[Name]>) => void;
};

/** What the element takes besides: `id`, `className`, `style`, `children` (shown until the widget renders)… */
type HostProps<Own> = Omit<HTMLAttributes<HTMLElement>, keyof Own>;

type WidgetProps<Attributes, Prefixes extends readonly string[]> = HostProps<
  AttributeProps<Attributes> & EventProps<Prefixes>
> &
  AttributeProps<Attributes> &
  EventProps<Prefixes>;

/** The event name prefixes of each widget, longest first. */
export type RoiCalculatorEventPrefixes = readonly ['alex-roi-'];
export type DemoWizardEventPrefixes = readonly ['alex-demo-wizard-', 'alex-demo-'];
export type AudioPlayerEventPrefixes = readonly ['alex-audio-'];

/** `<AlexRoiCalculator industry="logistics" onEmailSuccess={…} />`. */
export type AlexRoiCalculatorProps = WidgetProps<AlexRoiCalculatorAttributes, RoiCalculatorEventPrefixes>;
/** `<AlexDemoWizard jobUrl="…" onStepCompleted={…} />`. */
export type AlexDemoWizardProps = WidgetProps<AlexDemoWizardAttributes, DemoWizardEventPrefixes>;
/** `<AlexLiveCalls lang="fr" />`: it dispatches no events. */
export type AlexLiveCallsProps = WidgetProps<AlexLiveCallsAttributes, readonly []>;
/** `<AlexAudioPlayer src="…" onPlay={…} />`. */
export type AlexAudioPlayerProps = WidgetProps<AlexAudioPlayerAttributes, AudioPlayerEventPrefixes>;

/** A component whose ref is the custom element itself. */
type WidgetComponent<Props, Element> = ForwardRefExoticComponent<Props & RefAttributes<Element>>;

export type AlexRoiCalculatorComponent = WidgetComponent<AlexRoiCalculatorProps, AlexRoiCalculatorElement>;
export type AlexDemoWizardComponent = WidgetComponent<AlexDemoWizardProps, AlexDemoWizardElement>;
export type AlexLiveCallsComponent = WidgetComponent<AlexLiveCallsProps, AlexLiveCallsElement>;
export type AlexAudioPlayerComponent = WidgetComponent<AlexAudioPlayerProps, AlexAudioPlayerElement>;

export type {
  AlexAudioPlayerElement,
  AlexDemoWizardElement,
  AlexEventDetails,
  AlexLiveCallsElement,
  AlexRoiCalculatorElement,
} from '../types';
