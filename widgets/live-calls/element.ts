/** `<alex-live-calls>`: registers the live-calls marquee custom element (its definition: ./widget.ts). */
import { defineWidget } from '../runtime/define';
import { liveCalls } from './widget';

defineWidget(liveCalls);

// Its element and JSX types are in widgets/types.d.ts and widgets/jsx.d.ts, generated from widgets/manifest.ts.
