/**
 * The captcha solver's own thread, built into the widget as an inline blob worker (a worker script from the
 * gateway's origin is refused on partners' pages). It answers 'started' at once, so the page can tell a
 * worker that runs from one a strict host CSP silently stopped, then the solution.
 *
 * It runs the page's own search (slices.ts): the gateway's challenge hashed synchronously rather than one
 * awaited WebCrypto digest per counter, which costs 40-70 µs a counter in Firefox and WebKit. The search pauses
 * between slices, so a new request stops the one under way (that one then answers nothing).
 */
import type { Challenge, Solution } from 'altcha-lib';
import { solveInSlices } from './slices';

export interface SolverRequest {
  challenge: Challenge;
}

export type SolverReply =
  | { type: 'started' }
  | { type: 'solved'; solution: Solution }
  | { type: 'failed'; message: string };

/** Hashing time between two looks at the worker's messages: no frames to keep here, so longer than the page's. */
export const WORKER_SLICE_MS = 50;

const reply = (message: SolverReply) => postMessage(message);

let current: AbortController | undefined;

addEventListener('message', (event: MessageEvent<SolverRequest>) => {
  current?.abort();
  const solving = new AbortController();
  current = solving;
  const answer = (message: SolverReply) => {
    if (!solving.signal.aborted) reply(message);
  };
  reply({ type: 'started' });
  // No time limit here: the page stops the thread when the visitor leaves or the challenge gets old.
  solveInSlices(event.data.challenge, { signal: solving.signal, sliceMs: WORKER_SLICE_MS }).then(
    (solution) => answer({ type: 'solved', solution }),
    (error: unknown) => answer({ type: 'failed', message: String(error) }),
  );
});
