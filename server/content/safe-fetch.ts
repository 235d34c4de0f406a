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
import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, request } from 'undici';
import { DEMO_MESSAGES } from '../../shared/demo';
import { HttpError } from '../errors';

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

export const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 8_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'Mozilla/5.0 (compatible; AlexJobReader/1.0)',
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

// ---------------------------------------------------------------------------------------------------------------
// Address policy
// ---------------------------------------------------------------------------------------------------------------

function cidrs(list: string[]): Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> {
  return list.map((cidr) => ipaddr.parseCIDR(cidr));
}

/** IPv4 blocks that are never a public web server, named explicitly on top of ipaddr.js's own ranges. */
const BLOCKED_IPV4 = cidrs([
  '0.0.0.0/8', // "this network", unspecified
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT (holds Alibaba Cloud's metadata service, 100.100.100.200)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (holds the AWS/GCP/Azure metadata service, 169.254.169.254)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation (TEST-NET-1)
  '192.88.99.0/24', // 6to4 relay anycast (deprecated)
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation (TEST-NET-2)
  '203.0.113.0/24', // documentation (TEST-NET-3)
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and 255.255.255.255 broadcast
]);

/** IPv6 blocks refused inside global unicast 2000::/3 (everything outside it is refused anyway). */
const BLOCKED_IPV6 = cidrs([
  '2001::/23', // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT, AS112…
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
]);

const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR('2000::/3');
const TEREDO = ipaddr.parseCIDR('2001::/32');
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const IPV4_TRANSLATED = ipaddr.parseCIDR('::ffff:0:0:0/96');
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

function inAny(address: ipaddr.IPv4 | ipaddr.IPv6, blocks: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>): boolean {
  return blocks.some((block) => address.kind() === block[0].kind() && address.match(block));
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast' && !inAny(address, BLOCKED_IPV4);
}

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 addresses an IPv6 address carries and that the packets may end up at: IPv4-mapped, IPv4-translated,
 * NAT64 (64:ff9b::/96), 6to4 and Teredo (server and client). Null when it carries none.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const p = address.parts as number[];
  const at = (i: number) => p[i] ?? 0;
  if (address.isIPv4MappedAddress()) return [address.toIPv4Address()];
  if (address.match(IPV4_TRANSLATED) || address.match(NAT64_WELL_KNOWN)) return [ipv4From(at(6), at(7))];
  if (address.match(SIX_TO_FOUR)) return [ipv4From(at(1), at(2))];
  // Teredo: the server's address in clear, the client's with every bit flipped.
  if (address.match(TEREDO)) return [ipv4From(at(2), at(3)), ipv4From(at(6) ^ 0xffff, at(7) ^ 0xffff)];
  return null;
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  // IPv4-compatible addresses (::a.b.c.d) are deprecated; with :: and ::1 they are all refused.
  if (address.match(IPV4_COMPATIBLE)) return false;
  const embedded = embeddedIPv4(address);
  if (embedded) {
    // Teredo and 6to4 are tunnels, never where a job board lives, unless every address inside is public.
    return embedded.every(isPublicIPv4);
  }
  return address.range() === 'unicast' && address.match(GLOBAL_UNICAST_IPV6) && !inAny(address, BLOCKED_IPV6);
}

function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // Only the canonical forms: no zone ids, no octal or hex IPv4 (a URL has normalised those already).
  if (bare.includes('%') || net.isIP(bare) === 0) return null;
  try {
    // ipaddr.js reads a dotted tail (::8.8.8.8) as IPv4-mapped; the URL parser writes it out in hex first.
    if (net.isIPv6(bare)) return ipaddr.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

/**
 * Whether an address is one the gateway may connect to for a visitor: a public unicast address. Refused:
 * unspecified, loopback, private, link-local, carrier-grade NAT, multicast, broadcast, reserved, benchmarking and
 * documentation ranges, cloud metadata services, IPv6 unique-local and site-local, and IPv6 forms that embed an
 * IPv4 address which is not public itself. Anything that is not a literal IP address is refused too.
 */
export function isPublicAddress(ip: string): boolean {
  const address = parseAddress(ip);
  if (!address) return false;
  return address.kind() === 'ipv4' ? isPublicIPv4(address as ipaddr.IPv4) : isPublicIPv6(address as ipaddr.IPv6);
}

/** A loopback address: 127.0.0.0/8, ::1, or 127.0.0.0/8 mapped into IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  let address = parseAddress(ip);
  if (!address) return false;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return address.range() === 'loopback';
}

function addressAllowed(ip: string, allowLoopback: boolean): boolean {
  return isPublicAddress(ip) || (allowLoopback && isLoopbackAddress(ip));
}

/** Suffixes of names that only mean something inside a private network. */
const PRIVATE_NAME_SUFFIXES = ['.local', '.localdomain', '.internal', '.intranet', '.lan', '.home.arpa', '.corp'];

/** Ports browsers refuse to fetch from (the Fetch standard's "bad ports"): mail, SSH, DNS, IRC and the like. */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Why a host was refused; kept as the cause of the URL_NOT_ALLOWED error. */
export class AddressNotAllowedError extends Error {
  readonly code = 'ERR_ADDRESS_NOT_ALLOWED';
  constructor(what: string) {
    super(`Refused to connect to ${what}`);
    this.name = 'AddressNotAllowedError';
  }
}

/** Checks what can be checked from the URL alone: a literal IP address, a private-looking name, a port. */
function checkHost(url: URL, allowLoopback: boolean): void {
  const port = url.port === '' ? null : Number(url.port);
  if (port !== null && BAD_PORTS.has(port)) throw new AddressNotAllowedError(`port ${port}`);
  const host = url.hostname;
  if (host.startsWith('[') || net.isIPv4(host)) {
    if (!addressAllowed(host, allowLoopback)) throw new AddressNotAllowedError(host);
    return;
  }
  const name = host.replace(/\.+$/, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) {
    if (!allowLoopback) throw new AddressNotAllowedError(name);
    return;
  }
  // A single label (http://intranet/, http://metadata/) is completed by the resolver's search domains, inside.
  if (name === '' || !name.includes('.') || PRIVATE_NAME_SUFFIXES.some((suffix) => name.endsWith(suffix))) {
    throw new AddressNotAllowedError(name || host);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Connections
// ---------------------------------------------------------------------------------------------------------------

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function systemResolve(hostname: string): Promise<LookupAddress[]> {
  return dnsLookup(hostname, { all: true });
}

/**
 * The lookup given to every socket: a name is refused when any of its addresses is refused, not only the one that
 * would be picked. A public name never publishes a private address next to its public ones, so a mix means a
 * misconfiguration or a rebinding attempt; and since the socket connects to exactly the addresses checked here,
 * nothing can change between the check and the connection.
 */
function guardedLookup(resolve: (hostname: string) => Promise<LookupAddress[]>, allowLoopback: boolean) {
  return (hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (found) => {
        const family =
          options.family === 4 || options.family === 'IPv4'
            ? 4
            : options.family === 6 || options.family === 'IPv6'
              ? 6
              : 0;
        const addresses = family ? found.filter((a) => a.family === family) : found;
        const refused = found.find((a) => !addressAllowed(a.address, allowLoopback));
        if (refused) return callback(new AddressNotAllowedError(`${hostname} (${refused.address})`), '');
        const first = addresses[0];
        if (!first) {
          const error: NodeJS.ErrnoException = new Error(`No address found for ${hostname}`);
          error.code = 'ENOTFOUND';
          return callback(error, '');
        }
        if (options.all) return callback(null, addresses);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** The connector behind every fetch: the address checks happen here, where sockets are opened. */
export function guardedConnector(options: {
  allowLoopback: boolean;
  resolve: (hostname: string) => Promise<LookupAddress[]>;
  connectTimeoutMs: number;
}): buildConnector.connector {
  const { allowLoopback } = options;
  const connect = buildConnector({
    timeout: options.connectTimeoutMs,
    lookup: guardedLookup(options.resolve, allowLoopback),
  } as buildConnector.BuildOptions);
  return (target, callback) => {
    // A literal IP never goes through the lookup, so it is checked here.
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (net.isIP(host) !== 0 && !addressAllowed(host, allowLoopback)) {
      callback(new AddressNotAllowedError(host), null);
      return;
    }
    connect(target, (error, socket) => {
      if (error || !socket) {
        callback(error ?? new Error('Connection failed'), null);
        return;
      }
      // And the address actually reached, whatever led to it.
      const remote = socket.remoteAddress ?? '';
      if (!addressAllowed(remote, allowLoopback)) {
        socket.destroy();
        callback(new AddressNotAllowedError(remote || host), null);
        return;
      }
      callback(null, socket);
    });
  };
}

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
// URLs, bodies and charsets
// ---------------------------------------------------------------------------------------------------------------

/** A URL as a visitor typed it: http or https, no user name or password; else INVALID_URL. */
export function parseJobUrl(input: string): URL {
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

function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

function metaCharset(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 4096).toString('latin1');
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}

/** windows-1252's characters for bytes 0x80 to 0x9f, where it differs from ISO-8859-1. */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

interface Decoder {
  encoding: string;
  decode(bytes: Uint8Array): string;
}

/** Latin-1 as browsers read it (windows-1252), which Node's TextDecoder reads as plain ISO-8859-1 on some versions. */
const windows1252: Decoder = {
  encoding: 'windows-1252',
  decode: (bytes) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString('latin1')
      .replace(/[\x80-\x9f]/g, (c) =>
        String.fromCharCode(WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80] ?? c.charCodeAt(0)),
      ),
};

function decoderFor(label: string | null): Decoder | null {
  if (!label) return null;
  try {
    const decoder = new TextDecoder(label);
    return decoder.encoding === 'windows-1252' ? windows1252 : decoder;
  } catch {
    return null;
  }
}

/**
 * Decodes a page: a byte-order mark first, then the charset of the Content-Type header, then a <meta> charset;
 * without any, UTF-8 when the bytes are valid UTF-8 and Latin-1 (windows-1252) otherwise.
 */
export function decodeHtml(bytes: Buffer, contentType?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const declared = decoderFor(charsetOf(contentType));
  if (declared) return declared.decode(bytes);
  const meta = decoderFor(metaCharset(bytes));
  // A <meta> cannot declare UTF-16: it was read as ASCII, so the page is not UTF-16.
  if (meta && !meta.encoding.startsWith('utf-16')) return meta.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
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

/** Whether a URL names this machine: a loopback address or localhost. */
function isLoopbackHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return net.isIP(host) !== 0 && isLoopbackAddress(host);
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
