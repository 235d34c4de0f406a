/**
 * Bringing a place of the page to the top of the screen, below the fixed top bar, and keeping it there while the
 * page settles. The browser's own smooth scroll aims once, at the start; on the way, sections laid out only near
 * the screen (content-visibility: auto) take their real height and widgets replace their placeholders, so the
 * place moves and the scroll stops short of it. Here every frame aims again, and for a moment after arriving
 * the place is held where it landed, until the visitor scrolls, taps or types.
 */

/** How long the place is held after arriving, while late layout (a widget, a section's real height) settles. */
const SETTLE_MS = 1200;
/** The smooth scroll's length: a quarter of a millisecond per pixel, within these bounds. */
const MIN_MS = 300;
const MAX_MS = 900;
const INPUT_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

const easeInOut = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

/** A section's landing place: the element inside it marked `data-landing` while it shows, else the section. */
function landingPlace(id: string): HTMLElement | null {
  const section = document.getElementById(id);
  const place = section?.querySelector<HTMLElement>('[data-landing]');
  return place?.checkVisibility?.() ? place : section;
}

/** The scroll position that puts `place` right below the top bar (the root's scroll padding and its own margin). */
function scrollTopFor(place: Element): number {
  const offset =
    (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
    (Number.parseFloat(getComputedStyle(place).scrollMarginTop) || 0);
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(max, window.scrollY + place.getBoundingClientRect().top - offset));
}

let stopLanding: (() => void) | undefined;

/** Scrolls to `place`, smoothly unless `smooth` is false, and holds it there a moment (one landing at a time). */
function landOn(place: Element, { smooth }: { smooth: boolean }): void {
  stopLanding?.();
  const from = window.scrollY;
  const began = performance.now();
  const duration = Math.min(MAX_MS, Math.max(MIN_MS, Math.abs(scrollTopFor(place) - from) / 4));
  let frame = 0;
  let arrived: number | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, stop);
    if (stopLanding === stop) stopLanding = undefined;
  };
  const step = (now: number) => {
    const to = scrollTopFor(place);
    const progress = smooth ? Math.min(1, (now - began) / duration) : 1;
    const top = progress < 1 ? from + (to - from) * easeInOut(progress) : to;
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo({ top, behavior: 'instant' });
    if (progress === 1) {
      arrived ??= now;
      if (now - arrived >= SETTLE_MS) return stop();
    }
    frame = requestAnimationFrame(step);
  };
  // The visitor takes over at once.
  for (const type of INPUT_EVENTS) window.addEventListener(type, stop, { passive: true, once: true });
  stopLanding = stop;
  frame = requestAnimationFrame(step);
}

/** Whether scrolling may be animated (the visitor has not asked for less motion). */
export const smoothScrolling = (): boolean =>
  typeof matchMedia !== 'function' || !matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to a section of the page (to its landing place, see landingPlace); false if the page has no such section. */
export function landOnSection(id: string): boolean {
  const place = landingPlace(id);
  if (!place) return false;
  landOn(place, { smooth: smoothScrolling() });
  return true;
}
