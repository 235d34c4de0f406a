/**
 * The widgets' one client of the gateway, rooted at a widget's `api-base` and made from the API contract
 * (shared/api/): a call names its endpoint, the path, method and headers come from it, and its answer is checked
 * against the endpoint's success schema before anyone reads it. Every failure comes out as an {@link ApiError}
 * with the gateway's code and details and a kind (http, network, timeout, aborted). It also owns getting a captcha
 * token: the challenge, the proof of work and the verify step.
 *
 * Loaded on a widget's first request (with ky): the endpoints' schemas travel with the code that calls them.
 */
import ky, { type KyInstance } from 'ky';
import { captchaChallenge, captchaVerify } from '../../shared/api/captcha';
import type { Endpoint, ResponseOf, SendOf } from '../../shared/api/endpoint';
import { CAPTCHA_HEADER, SESSION_HEADER } from '../../shared/captcha';
import { type ApiError, isApiError, readApiError, toApiError } from './api-error';
import { gatewayOrigin } from './origin';

export const API_TIMEOUT_MS = 15_000;

/** The header that names a user's action, so that its retries do it once (see server/http/idempotency.ts). */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** One message per page load: every widget and every request after it would only repeat the same advice. */
let originRefusalReported = false;

/**
 * A page whose origin the gateway refuses (ORIGIN_NOT_ALLOWED) cannot be fixed by a retry, only by the
 * gateway's configuration, so the page's developer is told which setting to change. The gateway makes that
 * refusal readable from the refused origin; a bare network failure says nothing sure about the cause, so
 * nothing is printed for one.
 */
function reportRefusedOrigin(gateway: string, error: ApiError): void {
  if (error.code !== 'ORIGIN_NOT_ALLOWED' || originRefusalReported) return;
  originRefusalReported = true;
  console.error(
    `Alex widgets: the gateway at ${gateway} refused the calls of this page (origin ${location.origin}). ` +
      `The gateway's CORS_ORIGINS setting must include ${location.origin}.`,
  );
}

/** What a call sends besides the endpoint: the parts of its request, the guard's header, and how long to wait. */
export type Call<E extends Endpoint> = Partial<SendOf<E>> & {
  /** The captcha token, for an endpoint behind the captcha (and the verify step's proof of a session). */
  captcha?: string | null;
  /** The demo session value, for a read of what the session created. */
  session?: string | null;
  timeout?: number;
  signal?: AbortSignal;
  /**
   * The key of the user's action, for an endpoint that takes one (the contract's `idempotent`); one is made
   * per call when not given. Its retries carry the same key, so the action happens once.
   */
  idempotencyKey?: string;
};

/**
 * How long to wait before each retry of a request that got no answer, or one from a proxy that could not reach a
 * gateway (502, 503, 504) or from a gateway still handling its duplicate (409): only reads and requests whose
 * action is keyed are retried, so that a retry can never do something twice.
 */
const RETRY_DELAYS_MS = [300, 1000, 2500];

const retryable = (error: ApiError): boolean =>
  error.kind === 'network' ||
  error.kind === 'timeout' ||
  error.status === 502 ||
  error.status === 503 ||
  error.status === 504 ||
  error.code === 'IDEMPOTENCY_IN_PROGRESS';

/** A key for one action: 128 random bits, from a source every page has (randomUUID needs a secure context). */
export function actionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Waits, unless the call is given up meanwhile. */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms * (0.8 + Math.random() * 0.4));
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** The contract's path with its parameters filled in, below the gateway's origin (ky's prefix wants no `/`). */
function pathOf(endpoint: Endpoint, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.slice(1).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** How a widget gets its captcha token: what it already has, and what it is told on the way. */
interface TokenRequest {
  signal?: AbortSignal;
  /** A challenge already fetched (from {@link Gateway.challenge}), solved instead of a new one. */
  challenge?: unknown;
  /**
   * The demo session to keep and the last token as proof of it (when the network changed), read as the
   * solution goes to the verify step.
   */
  proof?: () => { token?: string | null; session?: string | null };
  /** Told when the proof of work starts, and when its solution goes to the verify step. */
  onStage?: (stage: 'solving' | 'checking') => void;
}

/** The gateway asks for a captcha the visitor solves on the page (Turnstile), which the widgets do not load. */
const interactiveCaptcha = (): Error =>
  Object.assign(new Error('The gateway asks for an interactive captcha.'), { name: 'InteractiveCaptchaError' });

export interface Gateway {
  /** Sends one request to the endpoint and gives its answer, checked against the endpoint's success schema. */
  send<E extends Endpoint>(endpoint: E, call?: Call<E>): Promise<ResponseOf<E>>;
  /** An endpoint whose answer is a file (a voice sample): its body. */
  file<E extends Endpoint>(endpoint: E, call?: Call<E>): Promise<Blob>;
  /** The URL of a static file the gateway serves (a widget's media), or null when it does not have it. */
  staticFile(path: string, accept: string): Promise<string | null>;
  /**
   * The captcha's challenge: its configuration and, with ALTCHA, the proof of work to solve. A widget that shows
   * the captcha (the wizard's card) looks at it first, then hands it to {@link Gateway.captchaToken}.
   */
  challenge(signal?: AbortSignal): Promise<ResponseOf<typeof captchaChallenge>>;
  /**
   * Gets a captcha token: the challenge (unless one is given), the proof of work, the verify step. Its answer
   * has the token, when it expires and the visitor's demo session. Rejects with an
   * `InteractiveCaptchaError` when the gateway asks for a captcha the visitor has to solve (Turnstile).
   */
  captchaToken(request?: TokenRequest): Promise<ResponseOf<typeof captchaVerify>>;
}

/**
 * The gateway's answers are checked with the endpoints' schemas, which the calling code imports (the captcha's
 * are here): loading this module pulls in no schema a widget does not use.
 */
export function createGateway(
  apiBase: string | undefined,
  {
    fetch,
    retryDelaysMs = RETRY_DELAYS_MS,
  }: { fetch?: typeof globalThis.fetch; retryDelaysMs?: readonly number[] } = {},
): Gateway {
  const gateway = gatewayOrigin(apiBase);
  const client: KyInstance = ky.create({
    ...(fetch ? { fetch } : {}),
    prefixUrl: gateway,
    timeout: API_TIMEOUT_MS,
    retry: 0,
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });

  /** The request of a call, and its failure as an ApiError (a refused origin reported once). */
  async function request<E extends Endpoint>(endpoint: E, call: Call<E>, accept?: string): Promise<Response> {
    const path = pathOf(endpoint, call.params);
    const headers: Record<string, string> = accept ? { accept } : {};
    if (call.captcha) headers[CAPTCHA_HEADER] = call.captcha;
    if (call.session) headers[SESSION_HEADER] = call.session;
    if (call.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = call.idempotencyKey;
    try {
      return await client(path, {
        method: endpoint.method,
        headers,
        ...(call.body === undefined ? {} : { json: call.body }),
        ...(call.query === undefined ? {} : { searchParams: definedParams(call.query) }),
        ...(call.timeout === undefined ? {} : { timeout: call.timeout }),
        ...(call.signal ? { signal: call.signal } : {}),
      });
    } catch (error) {
      const failure = await readApiError(error, `/${path}`);
      reportRefusedOrigin(gateway, failure);
      throw failure;
    }
  }

  /**
   * One call, retried when no answer came (see RETRY_DELAYS_MS): a read as it is, an action with its key when the
   * endpoint takes one.
   */
  async function send<E extends Endpoint>(endpoint: E, call: Call<E> = {}): Promise<ResponseOf<E>> {
    const read = endpoint.method === 'get';
    if (!endpoint.idempotent && !read) return sendOnce(endpoint, call);
    const keyed = endpoint.idempotent ? { ...call, idempotencyKey: call.idempotencyKey ?? actionKey() } : call;
    for (const delay of retryDelaysMs) {
      try {
        return await sendOnce(endpoint, keyed);
      } catch (error) {
        if (!isApiError(error) || !retryable(error) || call.signal?.aborted) throw error;
        await pause(delay, call.signal).catch(() => {
          throw error;
        });
      }
    }
    return sendOnce(endpoint, keyed);
  }

  async function sendOnce<E extends Endpoint>(endpoint: E, call: Call<E>): Promise<ResponseOf<E>> {
    const response = await request(endpoint, call);
    const where = `/${pathOf(endpoint, call.params)}`;
    const body: unknown = await response.json().catch((error: unknown) => {
      throw toApiError(error, where);
    });
    const parsed = endpoint.ok.schema?.safeParse(body);
    if (parsed && !parsed.success) {
      // Something other than the gateway answered (a proxy, an older gateway), or the contract moved on.
      throw {
        kind: 'http',
        message: `Unexpected answer from the gateway (${parsed.error.issues.length} issue(s) against the contract).`,
        status: response.status,
        endpoint: where,
        code: null,
        details: null,
        raw: body,
      } satisfies ApiError;
    }
    return (parsed ? parsed.data : body) as ResponseOf<E>;
  }

  const challenge = (signal?: AbortSignal) => send(captchaChallenge, signal ? { signal } : {});
  return {
    send,
    async file(endpoint, call = {}) {
      return (await request(endpoint, call, 'audio/*')).blob();
    },
    async staticFile(path, accept) {
      try {
        const response = await client.head(path, { headers: { accept } });
        return response.url || null;
      } catch {
        return null;
      }
    },
    challenge,
    async captchaToken({ signal, challenge: given, proof, onStage } = {}) {
      let work = given;
      if (work === undefined) {
        const config = await challenge(signal);
        // An interactive captcha (Turnstile) needs the visitor and Cloudflare's script on the page.
        if (config.provider !== 'altcha') throw interactiveCaptcha();
        work = config.challenge;
      }
      onStage?.('solving');
      const { solveChallenge } = await import('./captcha/solve');
      const solution = await solveChallenge(work, signal ? { signal } : {});
      onStage?.('checking');
      // The gateway keeps the visitor's demo session when told which one it is, and moves it to a new network
      // on the proof of a token from its old one.
      const { token, session } = proof?.() ?? {};
      return send(captchaVerify, {
        body: { token: solution },
        captcha: token ?? null,
        session: session ?? null,
        ...(signal ? { signal } : {}),
      });
    },
  };
}

/** A query's values as ky sends them, without the ones left out. */
function definedParams(query: unknown): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
    ),
  );
}
