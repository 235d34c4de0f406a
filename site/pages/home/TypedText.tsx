/**
 * A text that types itself out with a script, when it is time (the agent intro, once it scrolls into view).
 * Screen readers and the prerendered page get the whole text at once; the typed copy beside it is decorative. The
 * part still to come keeps its place, unseen, in the same line of text, so nothing on the page moves while it
 * types (no layout shift).
 */
import { useTypedCount } from './motion';
import { typedSplit } from './typing';

/** The caret: a shadow right of the last typed character, which takes no room. */
const CARET = 'shadow-[3px_0_0_var(--alex-primary,#4338ca)]';

/** Classes only the browser adds (typing starts after hydration): the prerendered CSS must have them ready. */
export const TYPING_CLASSES = `invisible ${CARET}`;

interface TypedTextProps {
  text: string;
  msPerChar: number;
  /** Typing waits for this (for example the text scrolling into view). */
  start?: boolean;
}

export function TypedText({ text, msPerChar, start = true }: TypedTextProps) {
  const count = useTypedCount(text, msPerChar, start);
  const [typed, rest] = typedSplit(text, count);
  // The last typed character carries the caret while the rest is still to come.
  const [before, last] = rest ? typedSplit(typed, Array.from(typed).length - 1) : [typed, ''];
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-typed={Array.from(typed).length}>
        {before}
        {last && <span className={CARET}>{last}</span>}
        {rest && <span className="invisible">{rest}</span>}
      </span>
    </>
  );
}
