/** `<alex-audio-player>`: the audio player's element, as its page defines it (./element.ts) and a server renders it (../server.tsx). */
import type { WidgetDefinition } from '../runtime/define';
import { AudioPlayer } from './AudioPlayer';
import { AUDIO_PLAYER_ATTRIBUTES } from './attributes';
import { copy } from './i18n';
import { type AudioPlayerState, createAudioPlayerStore } from './store';

export const audioPlayer: WidgetDefinition<typeof AUDIO_PLAYER_ATTRIBUTES, AudioPlayerState> = {
  tag: 'alex-audio-player',
  view: AudioPlayer,
  copy,
  createStore: createAudioPlayerStore,
  attributes: AUDIO_PLAYER_ATTRIBUTES,
};
