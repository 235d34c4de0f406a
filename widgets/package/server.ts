/** `@alex/widgets/server`: the widgets' first views rendered in Node (../server.tsx); touches no `window`. */
import { prerenderWidgets as prerender, renderWidget as render } from '../server';
import type { PrerenderWidgets, RenderWidget } from './server-types';

export const renderWidget: RenderWidget = render;
export const prerenderWidgets: PrerenderWidgets = prerender;

export type { RenderOptions, WidgetTag } from './server-types';
