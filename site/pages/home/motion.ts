/**
 * The home page's effects in the browser: whether motion is welcome, whether an element is on screen, and the
 * hooks that run typing, counters and the rotating word. Every hook returns the final, complete state during
 * prerendering and the first client render, and only animates from an effect (never under reduced motion).
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { COUNTER_MS, countAt, formatFigure, parseFigure } from './figures';
import { characters, ROTATION_START, type RotationState, rotationStep } from './typing';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Call from effects and handlers only: it reads the browser's settings. */
export const motionAllowed = (): boolean => typeof matchMedia !== 'function' || !matchMedia(REDUCED_MOTION).matches;

/** Whether the element shows at least `threshold` of itself; with `once`, stays true after the first time. */
export function useInView(ref: RefObject<Element | null>, { threshold = 0.1, once = false } = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, once]);
  return inView;
}

/**
 * How many characters of `text` show: all of it in the prerendered page, none from hydration until `start`, then
 * one more every `msPerChar`. It types once; a text that changes afterwards (another language) shows in full.
 */
export function useTypedCount(text: string, msPerChar: number, start = true): number {
  const length = characters(text).length;
  const [typing, setTyping] = useState<{ text: string; count: number }>();
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current || !motionAllowed()) return;
    // Waiting for its turn (below the fold): blank already, so the visitor never sees it vanish and retype.
    if (!start) return setTyping({ text, count: 0 });
    let count = 0;
    setTyping({ text, count });
    const timer = setInterval(() => {
      count += 1;
      setTyping({ text, count });
      if (count >= length) {
        typed.current = true;
        clearInterval(timer);
      }
    }, msPerChar);
    return () => {
      clearInterval(timer);
      setTyping(undefined);
    };
  }, [text, length, msPerChar, start]);
  return typing && typing.text === text ? typing.count : length;
}

/** The rotating word's state: the first word in full, then type, hold, delete and next, while `running`. */
export function useRotation(lengths: readonly number[], running: boolean): RotationState {
  const key = lengths.join();
  const [state, setState] = useState(ROTATION_START);
  // The loop's own copy, so pausing (off screen) and resuming carries on where it stopped.
  const current = useRef({ key, state: ROTATION_START });
  useEffect(() => {
    if (current.current.key !== key) {
      // Another list of words (another language) starts again from its first word, shown in full.
      current.current = { key, state: ROTATION_START };
      setState(ROTATION_START);
    }
    if (!running || !motionAllowed()) return;
    const wordLengths = key ? key.split(',').map(Number) : [];
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const { next, delay } = rotationStep(current.current.state, wordLengths);
      timer = setTimeout(() => {
        current.current.state = next;
        setState(next);
        step();
      }, delay);
    };
    step();
    return () => clearTimeout(timer);
  }, [running, key]);
  return state;
}

/**
 * The text of a figure such as '500 K€': as written in the prerendered page, at 0 from hydration until `start`,
 * then counting up over 500 ms to the figure as written. It counts once per page view.
 */
export function useCountUp(text: string, start: boolean): string {
  const [shown, setShown] = useState<string>();
  const counted = useRef(false);
  useEffect(() => {
    const figure = parseFigure(text);
    if (counted.current || !figure || !motionAllowed()) return;
    // Waiting to be seen: at 0 already, so the visitor never sees the final figure drop back to 0.
    if (!start) return setShown(formatFigure(figure, 0));
    const began = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = now - began;
      if (elapsed >= COUNTER_MS) {
        counted.current = true;
        setShown(undefined);
        return;
      }
      setShown(formatFigure(figure, countAt(figure.value, elapsed)));
      frame = requestAnimationFrame(tick);
    });
    setShown(formatFigure(figure, 0));
    return () => {
      cancelAnimationFrame(frame);
      setShown(undefined);
    };
  }, [text, start]);
  return shown ?? text;
}
