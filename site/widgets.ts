/** The widgets the site mounts, each loaded only on a page that shows it (and never while prerendering). */
import { type RefObject, useEffect } from 'react';

const LOADERS = {
  'roi-calculator': () => import('../widgets/roi-calculator/element'),
  'demo-wizard': () => import('../widgets/demo-wizard/element'),
  'live-calls': () => import('../widgets/live-calls/element'),
  'audio-player': () => import('../widgets/audio-player/element'),
} as const;

export type SiteWidget = keyof typeof LOADERS;

/** How far ahead of the viewport a widget below the fold starts loading: a quarter of a screen. */
const AHEAD = '25% 0px';

/**
 * Defines a widget's element once the page is in the browser; its tag upgrades in place, in the box the
 * page reserved for it. With `near`, only when that element comes within a quarter screen of the viewport: a
 * widget far down the page costs nothing to a visitor who never scrolls to it.
 */
export function useWidget(widget: SiteWidget, near?: RefObject<Element | null>): void {
  useEffect(() => {
    const target = near?.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      void LOADERS[widget]();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void LOADERS[widget]();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [widget, near]);
}
