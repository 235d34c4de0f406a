/** `<alex-live-calls>`: the live-calls marquee's element, as its page defines it (./element.ts) and a server renders it (../server.tsx). */
import type { WidgetDefinition } from '../runtime/define';
import { LIVE_CALLS_ATTRIBUTES } from './attributes';
import { copy } from './i18n';
import { LiveCalls } from './LiveCalls';
import { createLiveCallsStore, type LiveCallsState, prerenderedSeed } from './store';

export const liveCalls: WidgetDefinition<typeof LIVE_CALLS_ATTRIBUTES, LiveCallsState> = {
  tag: 'alex-live-calls',
  view: LiveCalls,
  copy,
  createStore: (prerendered) => createLiveCallsStore(prerenderedSeed(prerendered)),
  attributes: LIVE_CALLS_ATTRIBUTES,
};
