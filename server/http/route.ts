/**
 * A route from the API contract (shared/api-contract.ts): its method and path are the endpoint's, its path
 * parameters, query and body are parsed with the endpoint's schemas before anything is counted, and its handler
 * receives them typed, with what the route's visitor check found out, and returns the endpoint's success body.
 *
 * A request passes, in order:
 * 1. `visitor`: who is asking (a captcha token, a demo session); it throws to refuse;
 * 2. the endpoint's schemas (a 400 naming the fields; a path parameter that does not parse names nothing: 404);
 * 3. `check`: what a schema cannot say (a phone number the demo can call, an id the session owns);
 * 4. `limit`: the visitor's allowance for the action, spent only by a request that got this far;
 * 5. `handle`: its result is sent with the endpoint's success status; with `refund`, a refusal it throws gives
 *    the limit back.
 */
import type { IRouter, Request, RequestHandler, Response } from 'express';
import type * as z from 'zod/mini';
import type { Endpoint, RequestOf, ResponseOf } from '../../shared/api/endpoint';
import { clearRefusal, HttpError, parseBody } from './errors';

/** What a handler returns: the success body, or nothing for an endpoint that answers itself (a file). */
type Answer<E extends Endpoint> = ResponseOf<E> extends undefined ? Promise<void> : Promise<ResponseOf<E>>;

export interface RouteSteps<E extends Endpoint, V, I> {
  visitor?: (req: Request, res: Response) => V | Promise<V>;
  check?: (request: RequestOf<E>, visitor: V, req: Request) => I | Promise<I>;
  limit?: RequestHandler;
  /**
   * Gives the limit back when the handler's failure says for sure nothing was done (a 4xx: the request was
   * refused, not lost on the way).
   */
  refund?: (req: Request) => Promise<void>;
  /**
   * The endpoint's work. Its result is the success body; an endpoint without a JSON body (a file) answers
   * itself and returns nothing.
   */
  handle: (input: I, visitor: V, req: Request, res: Response) => Answer<E>;
}

/** The path Express matches under the router's mount point: `/api/job/{id}/` under `/api` is `/job/:id/`. */
export function routePath(endpoint: Endpoint, mount = '/api'): string {
  if (!endpoint.path.startsWith(mount)) throw new Error(`${endpoint.path} is not under ${mount}`);
  return endpoint.path.slice(mount.length).replace(/\{(\w+)\}/g, ':$1') || '/';
}

/** The request's parts parsed with the endpoint's schemas; the first accepted form of a body that has several. */
function parseRequest<E extends Endpoint>(endpoint: E, req: Request): RequestOf<E> {
  let params: unknown;
  if (endpoint.params) {
    const parsed = endpoint.params.safeParse({ ...req.params });
    // A path that names nothing is not found, whatever it looks like.
    if (!parsed.success) throw new HttpError(404, 'NOT_FOUND', 'Not found.');
    params = parsed.data;
  }
  const query = endpoint.query ? parseBody(endpoint.query, req.query) : undefined;
  let body: unknown;
  const forms = endpoint.body === undefined ? [] : ([] as z.ZodMiniType[]).concat(endpoint.body);
  if (forms.length > 0) {
    const accepted = forms.map((form) => form.safeParse(req.body)).find((result) => result.success);
    // None accepted: the fields at fault in the form the endpoint names first.
    body = accepted ? accepted.data : parseBody(forms[0] as z.ZodMiniType, req.body);
  }
  return { params, query, body } as RequestOf<E>;
}

/** Registers the endpoint on the router (mounted at `mount`), with `before` run ahead of the route's own steps. */
export function route<E extends Endpoint, V = undefined, I = RequestOf<E>>(
  router: IRouter,
  endpoint: E,
  steps: RouteSteps<E, V, I>,
  { mount = '/api', before = [] as RequestHandler[] } = {},
): void {
  const prepared = new WeakMap<Response, { visitor: V; input: I }>();
  const prepare: RequestHandler = async (req, res, next) => {
    const visitor = (await steps.visitor?.(req, res)) as V;
    const request = parseRequest(endpoint, req);
    const input = steps.check ? await steps.check(request, visitor, req) : (request as I);
    prepared.set(res, { visitor, input });
    next();
  };
  const answer: RequestHandler = async (req, res) => {
    const found = prepared.get(res);
    if (!found) throw new Error(`${endpoint.id}: answered before it was prepared`);
    let body: Awaited<Answer<E>>;
    try {
      body = await steps.handle(found.input, found.visitor, req, res);
    } catch (error) {
      if (steps.refund && clearRefusal(error)) await steps.refund(req);
      throw error;
    }
    // A handler that answered in another form the request asked for (a page for a browser) has sent it.
    if (body !== undefined && !res.headersSent) res.status(endpoint.ok.status).json(body);
  };
  const handlers = [...before, prepare, ...(steps.limit ? [steps.limit] : []), answer];
  router[endpoint.method](routePath(endpoint, mount), ...handlers);
}
