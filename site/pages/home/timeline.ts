/**
 * How far the visitor has read the solution timeline, from where it sits in the viewport, and what that
 * progress switches on. Pure, so the scroll handler only measures and the rules stay testable.
 */

/** The line the timeline fills up to, as a share of the viewport height from its top (a reader's eye level). */
const READING_LINE = 0.6;

/** Above this progress the call-to-action block under the timeline takes the brand colour. */
const CTA_HIGHLIGHT_AFTER = 0.8;
/** Above this progress its decorative dots appear. */
const CTA_DOTS_AFTER = 0.85;

export interface ViewportBox {
  /** Distance from the viewport's top to the element's top, in px (negative once scrolled past). */
  top: number;
  height: number;
}

/** 0 while the timeline's top is below the reading line, 1 once its bottom has passed it, linear between. */
export function timelineProgress(box: ViewportBox, viewportHeight: number): number {
  if (box.height <= 0) return box.top <= viewportHeight * READING_LINE ? 1 : 0;
  const read = (viewportHeight * READING_LINE - box.top) / box.height;
  return Math.min(1, Math.max(0, read));
}

export const ctaHighlighted = (progress: number): boolean => progress > CTA_HIGHLIGHT_AFTER;
export const ctaDotsShown = (progress: number): boolean => progress > CTA_DOTS_AFTER;

/** A step's marker lights up once the filled line has entered that step's share of the timeline. */
export const stepReached = (progress: number, index: number, steps: number): boolean =>
  steps > 0 && progress * steps > index;
