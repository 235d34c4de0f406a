/**
 * Dispatching the widgets' DOM events. All bubble and are composed, so a host page can listen on the element or
 * on document. What each event is and carries is in widgets/event-schemas.ts, of which this file (part of every
 * widget bundle) imports only types; the names it needs at run time are generated from it (./event-names.ts).
 */
import { EVENT_NAMES, RENAMED_FROM } from './event-names';
import type { AlexEventDetailMap } from './event-schemas';

export type { DemoWizardStepName } from './event-schemas';

/** What each `alex-*` event carries in `detail`: inferred from the schemas of widgets/event-schemas.ts. */
export type AlexEventMap = AlexEventDetailMap;

export type AlexEventName = keyof AlexEventMap;

/** The names at run time, in the order of the table (widgets/event-names.ts, generated from it). */
export const ALEX_EVENTS: readonly AlexEventName[] = EVENT_NAMES satisfies readonly AlexEventName[];

/**
 * Former names, each dispatched for one release right after the event that replaced it, with the same detail:
 * a partner listening to the old name keeps working meanwhile. The table marks them deprecated.
 */
export const FORMER_NAMES: Partial<Record<AlexEventName, AlexEventName>> = RENAMED_FROM;

/** The current names (the site forwards each to its analytics): the deprecated ones left out, counted once. */
export const CURRENT_EVENTS = ALEX_EVENTS.filter((name) => !Object.values(FORMER_NAMES).includes(name));

/** Each event as a listener receives it. */
type AlexCustomEvents = { [N in AlexEventName]: CustomEvent<AlexEventMap[N]> };

declare global {
  // Typed `addEventListener('alex-…')` inside the widgets' own code; widgets/types.d.ts says the same to partners.
  interface HTMLElementEventMap extends AlexCustomEvents {}
}

const debugging = (): boolean => {
  try {
    return new URLSearchParams(location.search).get('alex-debug') === '1';
  } catch {
    return false;
  }
};

/**
 * Dispatches an analytics event from a widget's host element, then under its former name if it has one.
 * `?alex-debug=1` on the page also logs it.
 */
export function dispatchAlexEvent<N extends AlexEventName>(host: HTMLElement, name: N, detail: AlexEventMap[N]): void {
  if (debugging()) console.info('[alex]', host.localName, name, detail);
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  const former = FORMER_NAMES[name];
  if (former) host.dispatchEvent(new CustomEvent(former, { detail, bubbles: true, composed: true }));
}
