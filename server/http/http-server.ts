/**
 * The HTTP server an Express app is served on, and the two per-request costs of Express it takes away.
 *
 * 1. Prototypes. Express gives every request and response the app's own prototypes as they enter it
 * (Object.setPrototypeOf on objects the HTTP server has just built; it does so for mounted sub-apps, see
 * https://github.com/expressjs/express/issues/4368). V8 handles that badly: the re-parented objects, and everything
 * they reference, survive the next young-generation collection, and code that touches them runs slower. Measured
 * on a 2-core machine at 500 requests per second with a one-route app: some 5 MB kept per collection instead of
 * 20 KB, collections of 10-15 ms instead of under one; at full speed 5,000 requests per second instead of 9,500.
 * Requests and responses built with the app's prototypes in the first place turn Express's re-parenting into a
 * no-op, and the app runs unchanged. Upstream discussion of the same remedy (an HTTP server given Express's
 * request and response classes): https://github.com/expressjs/express/issues/5998.
 *
 * 2. `req.ip`. Express works it out on every read, walking X-Forwarded-For against the trusted proxies, and the
 * limits, the blacklist and the strikes each read it: the app's requests work it out once.
 *
 * `npm run bench` (section 3) measures the gateway with each of them turned off ({@link AppServerOptions}).
 */
import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** Both on unless turned off: the bench turns each off to measure what it buys. */
export interface AppServerOptions {
  /** Build requests and responses with the app's prototypes (1 above). */
  prototypes?: boolean;
  /** Work `req.ip` out once per request (2 above). */
  memoizeIp?: boolean;
}

/**
 * Makes `Class.prototype` the app's prototype for its `key` (what Express re-parents to): it takes over the
 * app's own properties and place in the chain, and the app gives its instances that prototype from now on.
 */
function adopt(app: Express, key: 'request' | 'response', Class: { prototype: object }): void {
  const current: object = app[key];
  Object.setPrototypeOf(Class.prototype, Object.getPrototypeOf(current));
  Object.defineProperties(Class.prototype, Object.getOwnPropertyDescriptors(current));
  Object.assign(app, { [key]: Class.prototype });
}

/**
 * Gives the app's requests a `req.ip` read once: the first read keeps its answer on the request. The trusted
 * proxies are the app's (a mounted sub-app's own setting is not read again), as with every other request.
 */
function memoizeIp(app: Express): void {
  const request: object = app.request;
  const ip = (req: object): unknown => Reflect.get(Object.getPrototypeOf(request), 'ip', req);
  Object.defineProperty(request, 'ip', {
    configurable: true,
    enumerable: true,
    get(this: object) {
      const value = ip(this);
      Object.defineProperty(this, 'ip', { value, configurable: true, enumerable: true });
      return value;
    },
  });
}

/** An HTTP server for `app` whose requests and responses already are the app's (see above). */
export function createAppServer(
  app: Express,
  { prototypes = true, memoizeIp: memo = true }: AppServerOptions = {},
): Server {
  if (memo) memoizeIp(app);
  if (!prototypes) return createServer(app);
  class AppRequest extends IncomingMessage {}
  class AppResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}
  adopt(app, 'request', AppRequest);
  adopt(app, 'response', AppResponse);
  return createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
}
