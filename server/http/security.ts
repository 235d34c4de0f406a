/** Response headers and who may call the API from a browser: helmet everywhere, a CORS allowlist on /api. */
import cors from 'cors';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { HttpError } from './errors';

/** What a page may load beyond its own origin: configured third parties and the hashes of its inline styles. */
export interface PagePolicy {
  https: boolean;
  /** sha256 hashes (base64) of the page's inline <style> elements. */
  styleHashes?: readonly string[];
  /** sha256 hashes (base64) of the page's inline scripts (its boot line). */
  scriptHashes?: readonly string[];
  /** Origins of a configured analytics script (it also sends its events there). */
  analyticsOrigins?: readonly string[];
  /** Origins of configured media (the hero video). */
  mediaOrigins?: readonly string[];
}

/**
 * Strict CSP for the site and sandbox pages: no inline script but the exact ones a prerendered page names by
 * hash, no eval; widget styles use constructable sheets.
 */
function pageDirectives(policy: PagePolicy) {
  const { https, styleHashes = [], scriptHashes = [], analyticsOrigins = [], mediaOrigins = [] } = policy;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...analyticsOrigins],
    scriptSrcAttr: ["'none'"],
    // The demo wizard solves its captcha in a worker it builds from its own code (a blob: URL).
    workerSrc: ["'self'", 'blob:'],
    // Prerendered pages inline the CSS of their first paint; only those exact styles are allowed.
    styleSrc: ["'self'", ...styleHashes.map((hash) => `'sha256-${hash}'`)],
    imgSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", ...mediaOrigins],
    connectSrc: ["'self'", ...analyticsOrigins],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Over plain HTTP (local runs) upgrading would break every request.
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * The browser features no page of the site uses, turned off for it and anything it frames. The hero video
 * plays by itself (autoplay) and full screen stays possible for the site's own media; everything else here
 * is a sensor, device, payment or tracking feature the site never asks for. Every name is one Chromium knows
 * (an unknown one costs a console warning on every page; `bluetooth` is unknown to Linux builds).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export function securityHeaders(policy: PagePolicy): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(policy) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: policy.https,
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/** The CSP of one page (its own style hashes); set after securityHeaders, it replaces the general one. */
export function pageCsp(policy: PagePolicy): RequestHandler {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives: pageDirectives(policy) });
}

/**
 * Headers for JSON answers of the API: nothing in them may run, be framed or be sniffed as another type.
 * A page's CSP and its dozen helmet headers mean nothing to a JSON answer, nor does a permissions policy,
 * which governs what a document may use (400 bytes on every answer), so the API sets this fixed set in one
 * step (it is on every request of the demo's hot path).
 */
export function apiSecurityHeaders({ https }: { https: boolean }): RequestHandler {
  const headers: [string, string][] = [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cache-Control', 'no-store'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [string, string][]) : []),
  ];
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * Headers for the files a page loads (scripts, styles, images, media, data): of a page's set only these mean
 * anything to them: no sniffing into another type, who may load them, what a stylesheet's or a module's own
 * requests send as referrer, and HTTPS. A CSP of the page's kind, a frame or opener policy or a permissions
 * policy governs a document; on the two dozen files of a page they were 850 bytes each. A file a browser can
 * open as a document by itself (an SVG, XML) gets a CSP that lets nothing in it run or load.
 */
export function fileSecurityHeaders({ https }: { https: boolean }): (res: Response, file: string) => void {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [string, string][]) : []),
  ];
  return (res, file) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (OPENS_AS_DOCUMENT.test(file)) res.setHeader('Content-Security-Policy', FILE_DOCUMENT_CSP);
  };
}

/** Files a browser renders as a document when opened by themselves, where a script inside could run. */
const OPENS_AS_DOCUMENT = /\.(html?|xhtml|svg|xml)$/i;
/** Such a file of ours is an image or data: its own styles, nothing that runs, loads or navigates. */
const FILE_DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Files partner pages load from another origin (widget modules, their media) must say so. */
export function allowCrossOriginUse(res: Response): void {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Access-Control-Allow-Origin', '*');
}

export interface ApiCorsOptions {
  /** Where visitors reach the site (PUBLIC_URL): its own pages call the API from this origin. */
  publicUrl: string;
  /** Partner origins allowed to call the API from a browser (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  /** Told about each request refused for its origin. */
  onRefused?: (origin: string) => void;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins of the site's own pages: PUBLIC_URL's, whatever Host header or scheme a request arrives with
 * (behind a TLS proxy it arrives over http; a rebound DNS name brings its own Host). A local run answers on
 * every loopback name of its port, as the sandbox's partner page does.
 */
function siteOrigins(publicUrl: string): string[] {
  const site = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(site.hostname)) return [site.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(site.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/**
 * CORS for the API: the site and the allowed partner origins may call it; a request from any other origin is
 * refused outright (403) rather than processed with an unreadable answer, since a send would still have effects.
 *
 * The refusal itself is readable from the refused origin: every preflight passes and every answer names its
 * origin, credentials never. A browser (Chromium included) sends nothing after a failed preflight and hides an
 * answer without Access-Control-Allow-Origin: the widget's fetch would reject with a bare TypeError it cannot
 * tell from the gateway being down, and could not say which setting to change. The request still reaches
 * nothing but the 403.
 */
/** The longest refused origin a log line holds: a real one (scheme, host, port) is far shorter. */
export const LOGGED_ORIGIN_MAX = 100;

/**
 * A refused Origin as the log shows it: its scheme, host and port only (no user, path or anything else a caller
 * wrote), at most {@link LOGGED_ORIGIN_MAX} characters; `null` as browsers send it for an opaque origin; the
 * scheme alone for another opaque one (an extension's); `invalid` for a value that is not a URL at all.
 */
export function loggedOrigin(origin: string): string {
  if (origin === 'null') return 'null';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'invalid';
  }
  const shown = url.origin === 'null' ? url.protocol : url.origin;
  return shown.slice(0, LOGGED_ORIGIN_MAX);
}

export function apiCors({ publicUrl, corsOrigins, onRefused }: ApiCorsOptions): RequestHandler[] {
  const allowed = new Set([...siteOrigins(publicUrl), ...corsOrigins]);
  const headers = cors({
    origin: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept', 'X-Captcha-Token', 'X-Demo-Session', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'RateLimit', 'RateLimit-Policy', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  const refuseOthers: RequestHandler = (req, _res, next) => {
    const origin = req.get('origin');
    if (origin === undefined || allowed.has(origin)) return next();
    onRefused?.(origin);
    next(
      new HttpError(403, 'ORIGIN_NOT_ALLOWED', 'This site is not allowed to call the Alex API.', {
        origin,
      }),
    );
  };
  return [headers, refuseOthers];
}
