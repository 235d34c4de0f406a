/** The widgets the site mounts, each loaded only on a page that shows it (and never while prerendering). */
import { useEffect } from 'react';

const LOADERS = {
  'roi-calculator': () => import('../widgets/roi-calculator/element'),
  'demo-wizard': () => import('../widgets/demo-wizard/element'),
  'live-calls': () => import('../widgets/live-calls/element'),
  'audio-player': () => import('../widgets/audio-player/element'),
} as const;

export type SiteWidget = keyof typeof LOADERS;

/** Defines a widget's element once the page is in the browser; its tag upgrades in place. */
export function useWidget(widget: SiteWidget): void {
  useEffect(() => {
    void LOADERS[widget]();
  }, [widget]);
}
