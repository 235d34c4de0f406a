/** `<alex-live-calls>`: registers the live-calls marquee custom element and its translations. */
import en from '../../locales/en/live-calls.json';
import es from '../../locales/es/live-calls.json';
import fr from '../../locales/fr/live-calls.json';
import { defineWidget } from '../runtime/define';
import { addTranslations } from '../runtime/i18n';
import { LiveCalls } from './LiveCalls';
import { createLiveCallsStore } from './store';

addTranslations('live-calls', { en, fr, es });

defineWidget({
  tag: 'alex-live-calls',
  view: LiveCalls,
  createStore: () => createLiveCallsStore(),
});

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
