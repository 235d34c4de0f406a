/** `<AlexLiveCalls>`: the `<alex-live-calls>` element as a React component (its props: ./props.ts). */
import { liveCalls } from '../live-calls/widget';
import { defineOnce, widgetComponent } from './component';
import type { AlexLiveCallsComponent } from './props';

export const AlexLiveCalls = widgetComponent(liveCalls, []) as unknown as AlexLiveCallsComponent;

/** Defines `<alex-live-calls>` for a page that writes the element itself; the component does it on its first mount. */
export const defineAlexLiveCalls = (): void => defineOnce(liveCalls);
