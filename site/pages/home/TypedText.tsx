/**
 * A text that types itself out. Screen readers and the prerendered page get the whole text at once; the typed
 * copy beside it is decorative, and keeps the untyped rest in place (invisible) so its box never changes size.
 */
import { brandColors } from '../../../shared/theme';
import { useTypedCount } from './motion';
import { typedSplit } from './typing';

const CARET = `-3px 0 0 ${brandColors.primary}`;

interface TypedTextProps {
  text: string;
  msPerChar: number;
  /** Typing waits for this (for example the text scrolling into view). */
  start?: boolean;
}

export function TypedText({ text, msPerChar, start = true }: TypedTextProps) {
  const [typed, rest] = typedSplit(text, useTypedCount(text, msPerChar, start));
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {typed}
        {rest && (
          // The untyped rest keeps its room but stays unseen; its left shadow is the caret, which takes no room.
          <span data-untyped="" className="text-transparent" style={{ boxShadow: CARET }}>
            {rest}
          </span>
        )}
      </span>
    </>
  );
}
