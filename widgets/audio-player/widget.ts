/** `<alex-audio-player>`: the audio player's element, as its page defines it (./element.ts) and a server renders it (../server.tsx). */
import type { WidgetDefinition } from '../runtime/define';
import { AudioPlayer, type AudioPlayerAttributes } from './AudioPlayer';
import { copy } from './i18n';
import { type AudioPlayerState, createAudioPlayerStore } from './store';

export const audioPlayer: WidgetDefinition<AudioPlayerAttributes, AudioPlayerState> = {
  tag: 'alex-audio-player',
  view: AudioPlayer,
  copy,
  createStore: createAudioPlayerStore,
  attributes: { src: 'string', captions: 'string', label: 'string' },
};
