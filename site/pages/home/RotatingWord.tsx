/**
 * The pain section's rotating industry: types a word, waits, deletes it and moves to the next. Its box is as wide
 * as the longest word (all words sit invisible in the same grid cell; on a narrow phone the longest may wrap, and
 * the cell keeps that height too), so the title never reflows. It is decorative: the heading carries a stable
 * sentence for screen readers.
 */
import { useRef } from 'react';
import { useInView, useRotation } from './motion';
import { characters, typedSplit } from './typing';

export function RotatingWord({ words }: { words: readonly string[] }) {
  const box = useRef<HTMLSpanElement>(null);
  // No need to keep typing while nobody sees it.
  const onScreen = useInView(box, { threshold: 0 });
  const { word, chars } = useRotation(
    words.map((w) => characters(w).length),
    onScreen,
  );
  const [typed] = typedSplit(words[word] ?? '', chars);
  return (
    <span ref={box} aria-live="off" className="inline-grid max-w-full text-primary">
      {words.map((w) => (
        <span key={w} className="invisible [grid-area:1/1]">
          {w}
        </span>
      ))}
      <span className="[grid-area:1/1]">
        {typed}
        <span className="ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] bg-accent align-baseline" />
      </span>
    </span>
  );
}
