/** The part of negotiator (1.x) the gateway uses: content-coding negotiation with a server-side preference. */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The acceptable codings among `available`, best first: q-values, then `preferred` to break ties. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
