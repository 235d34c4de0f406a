/**
 * The captcha solver's own thread, built into the widget as an inline blob worker (a worker script from the
 * gateway's origin is refused on partners' pages). It answers 'started' at once, so the page can tell a
 * worker that runs from one a strict host CSP silently stopped, then the solution.
 */
import { type Challenge, type Solution, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export interface SolverRequest {
  challenge: Challenge;
}

export type SolverReply =
  | { type: 'started' }
  | { type: 'solved'; solution: Solution }
  | { type: 'failed'; message: string };

const reply = (message: SolverReply) => postMessage(message);

addEventListener('message', (event: MessageEvent<SolverRequest>) => {
  reply({ type: 'started' });
  // No time limit here: the page stops the thread when the visitor leaves or the challenge gets old.
  solveChallenge({ challenge: event.data.challenge, deriveKey, timeout: 0 }).then(
    (solution) =>
      reply(solution ? { type: 'solved', solution } : { type: 'failed', message: 'The challenge has no solution.' }),
    (error: unknown) => reply({ type: 'failed', message: String(error) }),
  );
});
