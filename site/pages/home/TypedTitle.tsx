/**
 * A title that types itself out in CSS alone (base.css, `.typed-title`): every character is in the prerendered
 * page, so the title is readable from the first paint, and each one takes the full ink in its turn while a caret
 * passes. No script starts, restarts or resets it: hydration finds the same characters and leaves them alone.
 * The heading names itself with the whole text (aria-label) and the characters, one element each, stay out of
 * the accessibility tree, where some screen readers would read them one by one.
 */
import { useRef } from 'react';
import { characters } from './typing';

export function TypedTitle({ text }: { text: string }) {
  // Only the text the page was painted with types; another one later (the visitor switches language) just shows.
  const first = useRef(text);
  return (
    <span aria-hidden="true" className={first.current === text ? 'typed-title' : undefined}>
      {characters(text).map((char, index) => (
        // The characters of one text never move or change: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={index}>{char}</span>
      ))}
    </span>
  );
}
