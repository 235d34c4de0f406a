/** `<alex-audio-player>`: registers the audio player custom element and its translations. */
import en from '../../locales/en/audio-player.json';
import es from '../../locales/es/audio-player.json';
import fr from '../../locales/fr/audio-player.json';
import { defineWidget } from '../runtime/define';
import { addTranslations } from '../runtime/i18n';
import { AudioPlayer } from './AudioPlayer';
import { createAudioPlayerStore } from './store';

addTranslations('audio-player', { en, fr, es });

defineWidget({
  tag: 'alex-audio-player',
  view: AudioPlayer,
  createStore: createAudioPlayerStore,
  attributes: { src: 'string', captions: 'string', label: 'string' },
});

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
