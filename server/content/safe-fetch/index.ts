/**
 * Fetches the HTML of a job post URL a visitor typed, without letting that URL reach anything but the public web.
 *
 * Every connection is checked where it is made: a host that is a literal IP is checked before connecting, a name is
 * resolved by our own lookup which refuses it when any of its addresses is not public, and the socket's remote
 * address is checked again once connected. Redirects are followed by hand (at most `maxRedirects`), and each hop's
 * scheme, host and address go through the same checks. Time (headers, body and an overall deadline) and size are
 * capped, and only HTML is read.
 *
 * Failures are HttpErrors with the visitor-facing wording of DEMO_MESSAGES:
 * - not an http(s) URL, unparsable, or with credentials: 400 INVALID_URL (invalidUrl);
 * - a host, address, port or redirect target the policy refuses: 400 URL_NOT_ALLOWED (urlNotAllowed);
 * - an answer that is not HTML: 422 URL_NOT_JOB_POSTING (urlNotJobPosting);
 * - DNS failure, refused connection, non-2xx answer, too many redirects, a body over `maxBytes`: 502 URL_FETCH_FAILED;
 * - no answer within `timeoutMs`: 504 URL_FETCH_FAILED (both urlFailed, which suggests pasting the text instead).
 * The internal reason is kept as the error's `cause`, for logs only.
 */

import type { LookupAddress } from 'node:dns';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Agent, request } from 'undici';
import { DEMO_MESSAGES } from '../../../shared/demo';
import { HttpError } from '../../http/errors';
import { AddressNotAllowedError, checkHost, isLoopbackHost } from './address-policy';
import { guardedConnector, systemResolve } from './connector';
import { decodeHtml } from './decode';

export { AddressNotAllowedError } from './address-policy';

export interface SafeFetchOptions {
  /**
   * Lets a loopback URL (127.0.0.0/8, ::1, `localhost`) through, and nothing else; for tests only. Redirects
   * may stay on that URL's origin but never lead to another loopback origin.
   */
  allowLoopback?: boolean;
  /** Overall deadline for the whole fetch, redirects included (default 8 s). */
  timeoutMs?: number;
  /** Largest body read, in bytes, before or after decompression (default 2 MB). */
  maxBytes?: number;
  /** Redirects followed before giving up (default 5). */
  maxRedirects?: number;
  userAgent?: string;
  /** Name resolution; the system resolver (getaddrinfo) by default. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface SafeFetchResult {
  html: string;
  /** The URL the HTML came from, after redirects, without its fragment. */
  finalUrl: string;
  redirects: number;
}

const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 8_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'Mozilla/5.0 (compatible; AlexJobReader/1.0)',
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

// ---------------------------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------------------------

const invalidUrl = (cause?: unknown) =>
  new HttpError(400, 'INVALID_URL', DEMO_MESSAGES.invalidUrl, undefined, { cause });
const notAllowed = (cause?: unknown) =>
  new HttpError(400, 'URL_NOT_ALLOWED', DEMO_MESSAGES.urlNotAllowed, undefined, { cause });
const notHtml = (cause?: unknown) =>
  new HttpError(422, 'URL_NOT_JOB_POSTING', DEMO_MESSAGES.urlNotJobPosting, undefined, { cause });
const fetchFailed = (cause?: unknown) =>
  new HttpError(502, 'URL_FETCH_FAILED', DEMO_MESSAGES.urlFailed, undefined, { cause });
const timedOut = (cause?: unknown) =>
  new HttpError(504, 'URL_FETCH_FAILED', DEMO_MESSAGES.urlFailed, undefined, { cause });

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e && chain.length < 10; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

function toHttpError(error: unknown, deadlineReached: boolean): HttpError {
  if (error instanceof HttpError) return error;
  const chain = causes(error);
  if (chain.some((e) => e instanceof AddressNotAllowedError)) return notAllowed(error);
  if (deadlineReached || chain.some((e) => TIMEOUT_CODES.has((e as { code?: string }).code ?? ''))) {
    return timedOut(error);
  }
  return fetchFailed(error);
}

// ---------------------------------------------------------------------------------------------------------------
// URLs and bodies
// ---------------------------------------------------------------------------------------------------------------

/** A URL as a visitor typed it: http or https, no user name or password; else INVALID_URL. */
function parseJobUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch (error) {
    throw invalidUrl(error);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) {
    throw invalidUrl();
  }
  url.hash = '';
  return url;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function decompressor(encoding: string | undefined): Transform | null {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return null;
  if (name === 'gzip' || name === 'x-gzip') return zlib.createGunzip();
  if (name === 'deflate') return zlib.createInflate();
  if (name === 'br') return zlib.createBrotliDecompress();
  throw fetchFailed(new Error(`Unsupported content encoding ${name}`));
}

/** Reads a body, decompressing it if needed, and stops as soon as it grows past `maxBytes`. */
async function readCapped(body: Readable, encoding: string | undefined, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw fetchFailed(new Error(`Response larger than ${maxBytes} bytes`));
      chunks.push(chunk);
    }
  };
  const inflate = decompressor(encoding);
  if (inflate) {
    let raw = 0;
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          raw += chunk.length;
          if (raw > maxBytes) throw fetchFailed(new Error(`Response larger than ${maxBytes} bytes`));
          yield chunk;
        }
      })(),
    );
    await pipeline(counted, inflate, collect);
  } else {
    await pipeline(body, collect);
  }
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------------------------
// The fetch
// ---------------------------------------------------------------------------------------------------------------

/** Fetches a public HTML page, following at most `maxRedirects` redirects; see the top of this file for failures. */
export async function safeFetchHtml(input: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const allowLoopback = options.allowLoopback === true;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const userAgent = options.userAgent ?? SAFE_FETCH_DEFAULTS.userAgent;

  let url = parseJobUrl(input);
  try {
    checkHost(url, allowLoopback);
  } catch (error) {
    throw notAllowed(error);
  }

  // The one loopback origin a test may read from.
  const loopbackOrigin = url.origin;

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(`No complete answer within ${timeoutMs} ms`)), timeoutMs);
  const agent = new Agent({
    connect: guardedConnector({
      allowLoopback,
      resolve: options.resolve ?? systemResolve,
      connectTimeoutMs: timeoutMs,
    }),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    maxResponseSize: maxBytes,
    connections: 2,
  });

  try {
    for (let redirects = 0; ; redirects++) {
      const response = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal: deadline.signal,
        headers: {
          'user-agent': userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'en,fr;q=0.9,es;q=0.8',
          'accept-encoding': 'gzip, deflate, br',
        },
      });
      const { statusCode, headers, body } = response;

      if (REDIRECT_STATUSES.has(statusCode)) {
        discard(body);
        if (redirects >= maxRedirects) throw fetchFailed(new Error(`More than ${maxRedirects} redirects`));
        const location = header(headers.location);
        if (!location) throw fetchFailed(new Error(`Redirect ${statusCode} without a Location`));
        url = nextHop(location, url, allowLoopback);
        if (allowLoopback && url.origin !== loopbackOrigin && isLoopbackHost(url)) {
          throw notAllowed(new Error(`Redirect to another loopback origin: ${url.origin}`));
        }
        continue;
      }
      if (statusCode < 200 || statusCode >= 300) {
        discard(body);
        throw fetchFailed(new Error(`Upstream answered ${statusCode}`));
      }

      const contentType = header(headers['content-type']);
      const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!HTML_TYPES.has(mediaType)) {
        discard(body);
        throw notHtml(new Error(`Content type ${contentType ?? '(none)'}`));
      }
      const length = Number(header(headers['content-length']));
      if (Number.isFinite(length) && length > maxBytes) {
        discard(body);
        throw fetchFailed(new Error(`Response of ${length} bytes, more than ${maxBytes}`));
      }

      const bytes = await readCapped(body, header(headers['content-encoding']), maxBytes);
      return { html: decodeHtml(bytes, contentType), finalUrl: url.href, redirects };
    }
  } catch (error) {
    throw toHttpError(error, deadline.signal.aborted);
  } finally {
    clearTimeout(timer);
    await agent.destroy().catch(() => {});
  }
}

/** Drops a body that will not be read; its connection closes with it. */
function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

/** The URL a redirect leads to, held to the same rules as the first one; a refused hop is URL_NOT_ALLOWED. */
function nextHop(location: string, current: URL, allowLoopback: boolean): URL {
  let next: URL;
  try {
    next = new URL(location, current);
  } catch (error) {
    throw fetchFailed(error);
  }
  if ((next.protocol !== 'http:' && next.protocol !== 'https:') || next.username || next.password) {
    throw notAllowed(new Error(`Redirect to ${next.protocol} URL`));
  }
  next.hash = '';
  try {
    checkHost(next, allowLoopback);
  } catch (error) {
    throw notAllowed(error);
  }
  return next;
}
