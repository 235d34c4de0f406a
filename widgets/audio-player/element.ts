/** `<alex-audio-player>`: registers the audio player custom element (its translations: ./i18n.ts). */
import { defineWidget } from '../runtime/define';
import './i18n';
import { AudioPlayer } from './AudioPlayer';
import { createAudioPlayerStore } from './store';

defineWidget({
  tag: 'alex-audio-player',
  view: AudioPlayer,
  createStore: createAudioPlayerStore,
  attributes: { src: 'string', captions: 'string', label: 'string' },
});

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
