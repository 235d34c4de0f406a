/**
 * A headline figure ('500 K€') that counts up from 0 when it scrolls into view. The final text holds the
 * box's size (invisible) and is what screen readers and the prerendered page get; the counting copy sits on top.
 */
import { useRef } from 'react';
import { useCountUp, useInView } from './motion';

export function AnimatedFigure({ text }: { text: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const shown = useCountUp(text, useInView(box, { threshold: 0.1, once: true }));
  return (
    <span ref={box} className="relative inline-block whitespace-nowrap tabular-nums">
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="invisible">
        {text}
      </span>
      <span aria-hidden="true" data-shown="" className="absolute inset-0 text-center">
        {shown}
      </span>
    </span>
  );
}
