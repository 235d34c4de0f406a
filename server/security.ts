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
  /** Origins of a configured analytics script (it also sends its events there). */
  analyticsOrigins?: readonly string[];
  /** Origins of configured media (the hero video). */
  mediaOrigins?: readonly string[];
}

/** Strict CSP for the site and sandbox pages: no inline script, no eval; widget styles use constructable sheets. */
export function pageDirectives(policy: PagePolicy) {
  const { https, styleHashes = [], analyticsOrigins = [], mediaOrigins = [] } = policy;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...analyticsOrigins],
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

export function securityHeaders(policy: PagePolicy): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(policy) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: policy.https,
  });
}

/** The CSP of one page (its own style hashes); set after securityHeaders, it replaces the general one. */
export function pageCsp(policy: PagePolicy): RequestHandler {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives: pageDirectives(policy) });
}

/**
 * Headers for JSON answers of the API: nothing in them may run, be framed or be sniffed as another type.
 * A page's CSP and its dozen helmet headers mean nothing to a JSON answer, so the API sets this fixed set
 * in one step (it is on every request of the demo's hot path).
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

/** Files partner pages load from another origin (widget modules, their media) must say so. */
export function allowCrossOriginUse(res: Response): void {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Access-Control-Allow-Origin', '*');
}

const sameOrigin = (origin: string, protocol: string, host: string | undefined) =>
  host !== undefined && origin === `${protocol}://${host}`;

/**
 * CORS for the API: allowed partner origins get the headers; a request from any other origin is refused
 * outright (403) rather than processed with an unreadable answer, since a send would still have effects.
 */
export function apiCors(allowedOrigins: readonly string[]): RequestHandler[] {
  const allowed = new Set(allowedOrigins);
  const headers = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept', 'X-Captcha-Token', 'X-Demo-Session'],
    exposedHeaders: ['Retry-After', 'RateLimit', 'RateLimit-Policy'],
    maxAge: 600,
  });
  const refuseOthers: RequestHandler = (req, _res, next) => {
    const origin = req.get('origin');
    if (!origin || allowed.has(origin) || sameOrigin(origin, req.protocol, req.get('host'))) return next();
    next(new HttpError(403, 'ORIGIN_NOT_ALLOWED', 'This site is not allowed to call the Alex API.'));
  };
  return [headers, refuseOthers];
}
