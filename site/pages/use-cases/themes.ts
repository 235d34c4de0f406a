/**
 * The colour of each use case (spec: blue, green, orange). Full class names, never built from pieces, so the
 * prerenderer's CSS extraction and twind both see them. Text and backgrounds are the -700/-800 shades, which
 * keep WCAG AA contrast with white.
 */
import type { UseCaseId } from './use-cases';

export interface UseCaseTheme {
  /** The case card while it is the selected one. */
  activeCard: string;
  /** The icon's tile on a card and the check badge. */
  iconTile: string;
  /** The detail's header banner (white text on it). */
  banner: string;
  /** Soft panels: the industry box, the "with Alex" column, the closing call to action. */
  soft: string;
  /** Coloured text on white or on `soft`. */
  text: string;
  /** Solid buttons and step numbers (white text on them). */
  solid: string;
  /** Outlined buttons. */
  outline: string;
}

export const USE_CASE_THEMES: Record<UseCaseId, UseCaseTheme> = {
  pre: {
    activeCard: 'border-blue-700 bg-blue-50 ring-2 ring-blue-700',
    iconTile: 'bg-blue-100 text-blue-800',
    banner: 'bg-blue-800',
    soft: 'border-blue-200 bg-blue-50',
    text: 'text-blue-800',
    solid: 'bg-blue-700 hover:bg-blue-800 text-white',
    outline: 'border-blue-700 text-blue-800 hover:bg-blue-50',
  },
  reactivation: {
    activeCard: 'border-emerald-700 bg-emerald-50 ring-2 ring-emerald-700',
    iconTile: 'bg-emerald-100 text-emerald-800',
    banner: 'bg-emerald-800',
    soft: 'border-emerald-200 bg-emerald-50',
    text: 'text-emerald-800',
    solid: 'bg-emerald-700 hover:bg-emerald-800 text-white',
    outline: 'border-emerald-700 text-emerald-800 hover:bg-emerald-50',
  },
  nsr: {
    activeCard: 'border-orange-700 bg-orange-50 ring-2 ring-orange-700',
    iconTile: 'bg-orange-100 text-orange-800',
    banner: 'bg-orange-800',
    soft: 'border-orange-200 bg-orange-50',
    text: 'text-orange-800',
    solid: 'bg-orange-700 hover:bg-orange-800 text-white',
    outline: 'border-orange-700 text-orange-800 hover:bg-orange-50',
  },
};
