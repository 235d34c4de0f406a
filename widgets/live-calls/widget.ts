/** `<alex-live-calls>`: the live-calls marquee's element, as its page defines it (./element.ts) and a server renders it (../server.tsx). */
import type { CommonAttributes, WidgetDefinition } from '../runtime/define';
import { copy } from './i18n';
import { LiveCalls } from './LiveCalls';
import { createLiveCallsStore, type LiveCallsState, prerenderedSeed } from './store';

export const liveCalls: WidgetDefinition<CommonAttributes, LiveCallsState> = {
  tag: 'alex-live-calls',
  view: LiveCalls,
  copy,
  createStore: (prerendered) => createLiveCallsStore(prerenderedSeed(prerendered)),
};
