/**
 * The marquee's motion, with the Web Animations API rather than CSS keyframes: the shared stylesheet stays
 * untouched, and pausing, resuming or changing speed keeps each row exactly where it is.
 */
import { type RefObject, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** One loop of a row (spec section 9): about 20 s, about 26.6 s on small screens. */
const LOOP_MS = { wide: 20_000, narrow: 26_600 } as const;
const NARROW_SCREEN = '(max-width: 767px)';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether a media query matches now; re-renders when that changes. `ahead` is the answer while a server renders
 * the view and while the browser hydrates that render.
 */
export function useMediaQuery(query: string, ahead = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => ahead,
  );
}

export interface MarqueeOptions {
  /** False under reduced motion: no animation is created at all. */
  moving: boolean;
  /** Rows alternate: a reversed row moves left to right. */
  reverse: boolean;
  /** Paused by the visitor's button, by hover or by focus. */
  paused: boolean;
}

/**
 * Loops a track holding its content twice from 0 to -50% of its width, so the second copy takes the first's
 * place without a seam. Any change (pause, direction, screen size) rebuilds the animation at the same point.
 */
export function useMarquee(track: RefObject<HTMLElement | null>, { moving, reverse, paused }: MarqueeOptions): void {
  const narrow = useMediaQuery(NARROW_SCREEN);
  /** How far through a loop the row is, 0-1, carried from one animation to the next. */
  const progress = useRef(0);

  useEffect(() => {
    const element = track.current;
    if (!moving || !element) return;
    const duration = narrow ? LOOP_MS.narrow : LOOP_MS.wide;
    const animation = element.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration,
      iterations: Number.POSITIVE_INFINITY,
      direction: reverse ? 'reverse' : 'normal',
    });
    animation.currentTime = progress.current * duration;
    if (paused) animation.pause();
    return () => {
      const time = Number(animation.currentTime ?? 0);
      progress.current = (time % duration) / duration;
      animation.cancel();
    };
  }, [track, moving, reverse, paused, narrow]);
}
