/**
 * Whatever a gateway call threw, as one error object (spec section 3, "API error object"): its kind, status, the
 * gateway's code and details, and a message.
 */
import { errorBody } from '../../shared/api/endpoint';

/**
 * How a call failed: the gateway (or a proxy before it) answered with an error status (`http`), no answer
 * could be read (`network`: offline, DNS, a CORS refusal), none came in time (`timeout`), or the call was
 * given up (`aborted`).
 */
type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

export interface ApiError {
  kind: ApiErrorKind;
  /** The gateway's own message when it sent one, else a description of what went wrong on the way. */
  message: string;
  /** The HTTP status, or null when no response arrived (network failure, time-out). */
  status: number | null;
  /** The gateway path that was called, e.g. `/api/recruiter-demo/parse-job`. */
  endpoint: string;
  /** The gateway's error code (shared/errors.ts), or null when the answer carried none. */
  code: string | null;
  /** The gateway's `error.details` (field issues, retryAfter, action), or null. */
  details: unknown;
  /** The response body as received (parsed JSON or text) when there was one, else what was thrown. */
  raw: unknown;
}

/** Long bodies (a stack trace, a proxy's page) are cut: the banner and the logs need only their start. */
const MAX_BODY_CHARS = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isApiError = (value: unknown): value is ApiError =>
  isObject(value) &&
  typeof value.message === 'string' &&
  typeof value.endpoint === 'string' &&
  'status' in value &&
  'code' in value &&
  'raw' in value;

/** ky's HTTPError, told apart by shape so this module does not pull ky into the wizard's first chunk. */
interface HttpErrorLike {
  name: 'HTTPError';
  response: Response;
}

const isHttpError = (error: unknown): error is HttpErrorLike =>
  error instanceof Error &&
  error.name === 'HTTPError' &&
  typeof (error as Partial<HttpErrorLike>).response?.status === 'number';

const isTimeout = (error: unknown): boolean => error instanceof Error && error.name === 'TimeoutError';

/** fetch rejects with a TypeError when no answer could be read: offline, DNS, or a CORS refusal. */
const isNetworkFailure = (error: unknown): error is TypeError => error instanceof TypeError;

const isAbort = (error: unknown): boolean =>
  (error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)) &&
  (error as Error).name === 'AbortError';

const truncate = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_BODY_CHARS ? `${flat.slice(0, MAX_BODY_CHARS - 1)}…` : flat;
};

const looksLikeHtml = (text: string): boolean => /^\s*<(!doctype html|html|head|body)[\s>]/i.test(text);

/** The message a body outside the contract carries: `error.message`, or an `error` or `message` text. */
function bodyMessage(body: unknown): string | null {
  if (!isObject(body)) return null;
  const { error, message } = body;
  if (isObject(error) && typeof error.message === 'string' && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof message === 'string' && message.trim()) return message;
  return null;
}

function fromResponse(status: number, statusText: string, body: unknown, endpoint: string): ApiError {
  // The gateway's refusals are the contract's error body; anything else (a proxy's page, an older gateway) has
  // no code, and its message is what it says or the start of it.
  const refusal = errorBody.safeParse(body);
  if (refusal.success) {
    const { code, message, details } = refusal.data.error;
    return { kind: 'http', message, status, endpoint, code, details: details ?? null, raw: body };
  }
  let message = bodyMessage(body);
  if (message === null) {
    if (typeof body === 'string' && looksLikeHtml(body)) {
      // A proxy or a static host answered instead of the gateway: the path does not exist there.
      message = `API Error ${status}: Endpoint not found (HTML error page returned)`;
    } else {
      const text = typeof body === 'string' ? body : body === undefined || body === null ? '' : JSON.stringify(body);
      message = `API Error ${status}: ${truncate(text) || statusText || 'empty response'}`;
    }
  }
  return { kind: 'http', message, status, endpoint, code: null, details: null, raw: body ?? null };
}

/**
 * Turns what ky or fetch threw into an {@link ApiError}. An HTTP failure's body has to be read first (see
 * {@link readApiError}); pass it as `body` (parsed JSON or text). Without it only the status is known.
 */
export function toApiError(error: unknown, endpoint: string, body?: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isHttpError(error)) {
    return fromResponse(error.response.status, error.response.statusText, body, endpoint);
  }
  const base = { status: null, endpoint, code: null, details: null, raw: error };
  if (isTimeout(error)) {
    return { ...base, kind: 'timeout', message: 'Request timeout: the gateway did not answer in time.' };
  }
  if (isNetworkFailure(error)) {
    // The browser does not say whether the network failed or CORS refused the answer; the text names both.
    return { ...base, kind: 'network', message: `Network error: ${error.message || 'Failed to fetch'}` };
  }
  if (isAbort(error)) return { ...base, kind: 'aborted', message: 'Request cancelled.' };
  // Anything else thrown on the way (a body that could not be built, a script error) reached no gateway.
  if (error instanceof Error) return { ...base, kind: 'network', message: error.message || error.name };
  return { ...base, kind: 'network', message: typeof error === 'string' && error ? error : 'Unknown error' };
}

/** Reads the body of an HTTP failure (JSON when it parses, else the text) and builds the {@link ApiError}. */
export async function readApiError(error: unknown, endpoint: string): Promise<ApiError> {
  if (!isHttpError(error)) return toApiError(error, endpoint);
  let body: unknown;
  try {
    const text = await error.response.clone().text();
    try {
      body = text.trim() ? JSON.parse(text) : '';
    } catch {
      body = text;
    }
  } catch {
    // The body could not be read (connection cut mid-answer): the status alone has to do.
    body = undefined;
  }
  return toApiError(error, endpoint, body);
}

/** A refusal the gateway gave inside a 200 answer (the allowance), as the error the refused request would be. */
export function refusalError(
  refusal: { code: string; message: string; details?: unknown },
  status: number,
  endpoint: string,
): ApiError {
  return fromResponse(status, '', { error: refusal }, endpoint);
}
