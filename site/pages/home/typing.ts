/**
 * The home page's typing effects as plain steps: how much of a text shows, and how the pain section's rotating
 * word types, waits, deletes and moves on. The hooks only schedule these steps.
 */

/**
 * Spec section 9: the hero title types at 50 ms per character (in CSS: site/public/base.css, `.typed-title`, which
 * a test holds to this figure), the agent intro at 30 ms.
 */
export const TITLE_MS_PER_CHAR = 50;
export const INTRO_MS_PER_CHAR = 30;

/** Spec section 9: rotating words type at 80-100 ms per character, wait 2000 ms, delete at 40-50 ms. */
export const ROTATION = { typeMinMs: 80, typeMaxMs: 100, holdMs: 2000, deleteMs: 45 } as const;

/** Characters as a reader sees them (an accented letter or an emoji counts once). */
export const characters = (text: string): string[] => Array.from(text);

/** The typed part of a text and the part still to come, which stays in place (invisible) so nothing reflows. */
export function typedSplit(text: string, count: number): [typed: string, rest: string] {
  const chars = characters(text);
  const shown = Math.max(0, Math.min(chars.length, Math.floor(count)));
  return [chars.slice(0, shown).join(''), chars.slice(shown).join('')];
}

type RotationPhase = 'typing' | 'holding' | 'deleting';

export interface RotationState {
  /** Which word of the list. */
  word: number;
  /** How many of its characters show. */
  chars: number;
  phase: RotationPhase;
}

/** What the prerendered page shows: the first word in full, as if it had just been typed. */
export const ROTATION_START: RotationState = { word: 0, chars: Number.MAX_SAFE_INTEGER, phase: 'holding' };

/**
 * A typing rhythm inside 80-100 ms that varies from one character to the next, like a person typing,
 * without randomness so the effect is the same on every visit.
 */
export const typingDelay = (index: number): number =>
  ROTATION.typeMinMs + ((index * 13) % (ROTATION.typeMaxMs - ROTATION.typeMinMs + 1));

/** The state after `state` and how long to wait before showing it. `lengths` are the words' lengths in characters. */
export function rotationStep(state: RotationState, lengths: readonly number[]): { next: RotationState; delay: number } {
  const count = lengths.length;
  const length = lengths[state.word] ?? 0;
  const chars = Math.min(state.chars, length);
  switch (state.phase) {
    case 'holding':
      return { next: { word: state.word, chars: length, phase: 'deleting' }, delay: ROTATION.holdMs };
    case 'deleting': {
      if (chars > 0) return { next: { ...state, chars: chars - 1 }, delay: ROTATION.deleteMs };
      const word = count ? (state.word + 1) % count : 0;
      return { next: { word, chars: 0, phase: 'typing' }, delay: ROTATION.deleteMs };
    }
    case 'typing': {
      if (chars < length) return { next: { ...state, chars: chars + 1 }, delay: typingDelay(chars) };
      return { next: { ...state, chars: length, phase: 'holding' }, delay: 0 };
    }
  }
}
