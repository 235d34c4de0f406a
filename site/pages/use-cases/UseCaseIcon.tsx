/** Each use case's icon, drawn inline (no image request), decorative: the case's title names it. */

import { StrokeIcon } from '../../layout/StrokeIcon';
import type { UseCaseId } from './use-cases';

const PATHS: Record<UseCaseId, string[]> = {
  // A phone with a lightning bolt: the instant call.
  pre: [
    'M5 4h3l1.5 4-2 1.5a11 11 0 0 0 5 5l1.5-2 4 1.5v3a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2Z',
    'M16 2l-2 4h4l-2 4',
  ],
  // Two arrows in a circle: dormant profiles brought back.
  reactivation: ['M20 11a8 8 0 0 0-14.5-4.5L4 8', 'M4 4v4h4', 'M4 13a8 8 0 0 0 14.5 4.5L20 16', 'M20 20v-4h-4'],
  // A calendar with a tick: the confirmed mission.
  nsr: [
    'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2Z',
    'M4 10h16',
    'M8 2v4M16 2v4',
    'm9 15 2 2 4-4',
  ],
};

export function UseCaseIcon({ id, className = 'h-6 w-6' }: { id: UseCaseId; className?: string }) {
  return <StrokeIcon paths={PATHS[id]} className={className} />;
}

/** A tick for the lists of what Alex brings. */
export function TickIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

/** A cross for the lists of how things go without Alex. */
export function CrossIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
