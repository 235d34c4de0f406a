/**
 * A text that types itself out. Screen readers and the prerendered page get the whole text at once; the typed
 * copy beside it is decorative. Every character keeps its own place from the start and only turns visible, so
 * nothing on the page moves while it types (no layout shift).
 */
import { useTypedCount } from './motion';
import { characters } from './typing';

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
  const chars = characters(text);
  const typing = count < chars.length;
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-typed={Math.min(count, chars.length)}>
        {chars.map((char, index) => (
          <span
            // The characters of one text never move or change: their index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            className={index < count ? (typing && index === count - 1 ? CARET : undefined) : 'invisible'}
          >
            {char}
          </span>
        ))}
      </span>
    </>
  );
}
