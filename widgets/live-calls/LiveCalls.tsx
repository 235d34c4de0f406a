/**
 * The live-calls showcase: three rows of sample call cards looping as a marquee, rows alternating direction.
 * A row stops while hovered or focused, a button stops them all (WCAG 2.2.2), and under reduced motion
 * nothing moves: each row becomes a plain horizontal list to scroll.
 */
import { useId, useRef, useState } from 'react';
import { useWidgetT, type WidgetAttributes } from '../runtime/define';
import type { LIVE_CALLS_ATTRIBUTES } from './attributes';
import { CallCard } from './CallCard';
import { REDUCED_MOTION, useMarquee, useMediaQuery } from './marquee';
import { ROWS, SAMPLE_ROWS, type SampleCall } from './sample-calls';
import { useLiveCalls } from './store';

/** The showcase's attributes as props: the common ones (./attributes.ts). */
export type LiveCallsAttributes = WidgetAttributes<typeof LIVE_CALLS_ATTRIBUTES>;

export function LiveCalls() {
  const t = useWidgetT('live-calls');
  const titleId = useId();
  const noteId = useId();
  // Rendered ahead, the rows stand still (a list to scroll, as under reduced motion): nothing can move them
  // before the widget's code runs, and each card is there once. They start moving as the widget takes over.
  const moving = !useMediaQuery(REDUCED_MOTION, true);
  const seed = useLiveCalls((s) => s.seed);
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={noteId}
      // What drew the times ago (SEED_ATTRIBUTE): a page hydrating this view reads it back.
      data-seed={seed}
      part="container"
      className="rounded-3xl bg-surface px-0 py-4 sm:px-2 sm:py-6"
    >
      <header part="header" className="mb-4 flex flex-wrap items-end justify-between gap-3 px-4">
        <div className="min-w-0 flex-1 basis-[240px]">
          <h2 id={titleId} className="m-0 text-2xl font-bold tracking-tight text-ink">
            {t('title')}
          </h2>
          <p id={noteId} className="mt-1 mb-0 text-sm text-ink-muted">
            {t('note')}
          </p>
        </div>
        {moving && <PauseButton />}
      </header>
      <div className="flex flex-col gap-3">
        {SAMPLE_ROWS.map((calls, row) => (
          <MarqueeRow key={calls[0]?.id ?? row} row={row} calls={calls} moving={moving} />
        ))}
      </div>
    </section>
  );
}

function PauseButton() {
  const t = useWidgetT('live-calls');
  const paused = useLiveCalls((s) => s.paused);
  const togglePaused = useLiveCalls((s) => s.togglePaused);
  return (
    <button
      type="button"
      part="button"
      onClick={togglePaused}
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface px-4 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      data-marquee-toggle={paused ? 'play' : 'pause'}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
        <path d={paused ? 'M4.5 2.8v10.4L13 8Z' : 'M4 2.5h3v11H4Zm5 0h3v11H9Z'} />
      </svg>
      {paused ? t('play') : t('pause')}
    </button>
  );
}

function MarqueeRow({ row, calls, moving }: { row: number; calls: readonly SampleCall[]; moving: boolean }) {
  const t = useWidgetT('live-calls');
  const paused = useLiveCalls((s) => s.paused);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  useMarquee(track, { moving, reverse: row % 2 === 1, paused: paused || hovered || focused });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of cards, not form fields (fieldset).
    <div
      role="group"
      aria-label={t('row', { row: row + 1, rows: ROWS })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can stop a row, and scroll it when nothing moves.
      tabIndex={0}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // Keyboard focus (the one that shows a ring) stops the row; a click stops it only while hovered.
      onFocus={(event) => setFocused(event.currentTarget.matches(':focus-visible'))}
      onBlur={() => setFocused(false)}
      className={`rounded-2xl focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${moving ? '' : 'overflow-x-auto'}`}
      data-row={row}
    >
      <div
        className={
          moving
            ? 'overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_24px,#000_calc(100%_-_24px),transparent)]'
            : ''
        }
      >
        <div ref={track} className={`flex w-max py-1 ${moving ? '' : 'pl-4'}`} data-track>
          <CallList calls={calls} />
          {/* The second copy is only there for a seamless loop: hidden from assistive technology and keyboard. */}
          {moving && <CallList calls={calls} copy />}
        </div>
      </div>
    </div>
  );
}

function CallList({ calls, copy = false }: { calls: readonly SampleCall[]; copy?: boolean }) {
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: list-style none removes the list role in Safari.
      role="list"
      aria-hidden={copy || undefined}
      inert={copy || undefined}
      className="m-0 flex list-none gap-4 p-0 pr-4"
      data-copy={copy || undefined}
    >
      {calls.map((call) => (
        <CallCard key={call.id} call={call} />
      ))}
    </ul>
  );
}
