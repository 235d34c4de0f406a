/** `<alex-live-calls>`: registers the live-calls marquee custom element (its translations: ./i18n.ts). */
import { defineWidget } from '../runtime/define';
import './i18n';
import { LiveCalls } from './LiveCalls';
import { createLiveCallsStore } from './store';

defineWidget({
  tag: 'alex-live-calls',
  view: LiveCalls,
  createStore: () => createLiveCallsStore(),
});

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
