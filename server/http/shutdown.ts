/**
 * Closing an HTTP server without cutting a request a client has sent. The listener stops; each busy connection
 * closes right after its answer (sent with `Connection: close`); an idle keep-alive connection is left to its
 * client until it has been idle as long as the keep-alive time the server announces with every answer
 * (`Keep-Alive: timeout=5`). A client that keeps to that announcement never sends on a connection the server may
 * close, so it is never cut: a request that arrives meanwhile is answered, with `Connection: close`.
 *
 * Closing idle connections at once, as `server.close()` does since Node 19, races a request already on its way
 * on one of them: the client sees a reset for a request it cannot know was not served.
 */

import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** How often idle connections are looked at once the listener has stopped. */
const SWEEP_MS = 100;

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

interface Connection {
  busy: number;
  /** When its last answer ended, or it opened (ms, monotonic); 0 while busy. */
  idleSince: number;
}

/** Tracks a server's connections and answers under way, from its first request; call before it listens. */
export function drainable(server: Server): DrainableServer {
  const answering = new Set<ServerResponse>();
  const connections = new Map<Socket, Connection>();
  const counts = { received: 0, answered: 0, cutOff: 0 };
  let closing = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });

  // Before the app's own listener: the app may answer within the call (a health probe, a preflight), and a
  // header cannot be set on an answer already sent.
  server.prependListener('request', (req, res: ServerResponse) => {
    counts.received += 1;
    answering.add(res);
    const connection = connections.get(req.socket);
    if (connection) {
      connection.busy += 1;
      connection.idleSince = 0;
    }
    res.once('close', () => {
      answering.delete(res);
      if (res.writableFinished) counts.answered += 1;
      else counts.cutOff += 1;
      if (connection && --connection.busy === 0) connection.idleSince = performance.now();
    });
    if (closing) res.setHeader('Connection', 'close');
  });

  return {
    server,
    get inFlight() {
      return answering.size;
    },
    counts,
    drain() {
      // Answers not started yet end their connection, as will every answer from now on.
      closing = true;
      for (const res of answering) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
      }
      return new Promise<void>((resolve) => {
        // A connection idle for the keep-alive time its client was told is one the client no longer uses.
        const quietMs = server.keepAliveTimeout > 0 ? server.keepAliveTimeout : 5000;
        const sweep = setInterval(() => {
          const now = performance.now();
          for (const [socket, connection] of connections) {
            if (connection.busy === 0 && now - connection.idleSince >= quietMs) socket.destroy();
          }
        }, SWEEP_MS);
        // The listener alone: the HTTP server's own close would also drop every idle connection at once.
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          resolve();
        });
      });
    },
    destroy() {
      server.closeAllConnections();
      for (const socket of connections.keys()) socket.destroy();
    },
  };
}
