/** `<alex-audio-player>`: registers the audio player custom element (its definition: ./widget.ts). */
import { defineWidget } from '../runtime/define';
import { audioPlayer } from './widget';

defineWidget(audioPlayer);

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
