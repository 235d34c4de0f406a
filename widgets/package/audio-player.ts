/** `<AlexAudioPlayer>`: the `<alex-audio-player>` element as a React component (its props: ./props.ts). */
import { audioPlayer } from '../audio-player/widget';
import { defineOnce, widgetComponent } from './component';
import type { AlexAudioPlayerComponent } from './props';

export const AlexAudioPlayer = widgetComponent(audioPlayer, ['alex-audio-']) as unknown as AlexAudioPlayerComponent;

/** Defines `<alex-audio-player>` for a page that writes the element itself; the component does it on its first mount. */
export const defineAlexAudioPlayer = (): void => defineOnce(audioPlayer);
