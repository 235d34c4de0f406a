/**
 * Closing an HTTP server without dropping what it was asked: the listener stops, idle keep-alive connections
 * close at once, and each busy one closes right after its answer (sent with `Connection: close`), so no
 * request already received goes unanswered and clients reconnect to another instance.
 */
import type { Server, ServerResponse } from 'node:http';

/** How long a keep-alive connection between two requests has to send its next one before it is closed. */
const KEEP_ALIVE_NOTICE_MS = 250;

export interface DrainableServer {
  server: Server;
  /** Answers under way right now. */
  readonly inFlight: number;
  /** Requests received, answered in full, and cut off (the connection closed before their answer ended). */
  readonly counts: { received: number; answered: number; cutOff: number };
  /** Stops taking connections and resolves once the last one has closed. */
  drain(): Promise<void>;
  /** Drops whatever connections are left (the grace period is over). */
  destroy(): void;
}

/** Tracks a server's answers under way, from its first request; call before it listens. */
export function drainable(server: Server): DrainableServer {
  const answering = new Set<ServerResponse>();
  const counts = { received: 0, answered: 0, cutOff: 0 };
  let draining = false;

  // Before the app's own listener: the app may answer within the call (a health probe, a preflight), and a
  // header cannot be set on an answer already sent.
  server.prependListener('request', (_req, res: ServerResponse) => {
    counts.received += 1;
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      if (res.writableFinished) counts.answered += 1;
      else counts.cutOff += 1;
    });
    if (draining) res.setHeader('Connection', 'close');
  });

  return {
    server,
    get inFlight() {
      return answering.size;
    },
    counts,
    drain() {
      draining = true;
      // Answers not started yet end their connection. A keep-alive connection between two requests cannot be
      // told: for a moment it stays open, so that its next request is answered with `Connection: close` instead
      // of finding the connection gone; then the listener closes, and so does every connection as soon as it
      // is idle (looked for every 50 ms, as Go's Shutdown does).
      for (const res of answering) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
      }
      return new Promise<void>((resolve) => {
        setTimeout(() => {
          const sweep = setInterval(() => server.closeIdleConnections(), 50);
          server.close(() => {
            clearInterval(sweep);
            resolve();
          });
        }, KEEP_ALIVE_NOTICE_MS);
      });
    },
    destroy() {
      server.closeAllConnections();
    },
  };
}
