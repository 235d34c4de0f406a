/** Static files: widget modules for any origin, the sandbox pages and the prerendered site with its 404s. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../shared/languages';
import {
  CONFIG_PLACEHOLDER,
  MISSING_POST_PATH,
  ORIGIN_PLACEHOLDER,
  postPath,
  prerenderedFile,
  prerenderedPostsDir,
} from '../../shared/prerender';
import type { SiteFacts } from '../../shared/site-facts';
import { SITE_ROUTES, siteRoute } from '../../shared/site-routes';
import { CompressedText, copiesOf, isCopy, type StaticFile, sendStaticFile } from '../http/encoding';
import { HttpError } from '../http/errors';
import { allowCrossOriginUse, pageCsp } from '../http/security';
import { fillFacts } from '../legal/facts';
import { requestLanguage } from './geo';

const YEAR = 'public, max-age=31536000, immutable';
/** embed.js keeps its name across releases: partners' pages pick up a new release within minutes. */
const EMBED = 'public, max-age=300, stale-while-revalidate=3600';
const REVALIDATE = 'no-cache';
/**
 * The site's files without a hash in their name (the logo, badges, the blog's images): an hour, so that a page
 * showing the logo twice and the browser asking for its icon fetch it once, and a changed image is seen
 * within the hour.
 */
const SITE_FILE = 'public, max-age=3600';

const HASHED = /-[A-Za-z0-9_-]{8}\.(js|css|woff2|png|jpe?g|svg|webp|mp3|ogg)$/;

/** Cache-Control for a widget file: hashed ones for a year, embed.js for minutes, the rest revalidated. */
const widgetCaching = (name: string) =>
  HASHED.test(name) ? YEAR : path.basename(name) === 'embed.js' ? EMBED : REVALIDATE;

/** The security headers of a file, by its name (see fileSecurityHeaders). */
export type FileHeaders = (res: Response, file: string) => void;

/** The widget files, for any origin, each in the best coding the request accepts. */
export function widgetFiles(dir: string, headers: FileHeaders): Router {
  const router = Router();
  const files = listFiles(dir);
  router.use((req, res, next) => {
    const name = requestedFile(req.path);
    headers(res, name ?? '');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = name === undefined ? undefined : files.get(name);
    if (!name || !file) return next();
    allowCrossOriginUse(res);
    res.setHeader('Cache-Control', widgetCaching(name));
    sendStaticFile(req, res, file, (error) => {
      if (res.headersSent) return;
      res.removeHeader('Cache-Control');
      next(error.code === 'ENOENT' ? undefined : error);
    });
  });
  router.use((req) => {
    throw new HttpError(404, 'NOT_FOUND', `No widget file at ${req.originalUrl}.`);
  });
  return router;
}

/** Where the sandbox's partner page listens: its port (0 when it is off) and the gateway's configured host. */
export interface PartnerPage {
  port: number;
  host: string | undefined;
}

/** The origin the index's file links the partner page at; the gateway writes the configured one instead. */
const INDEX_PARTNER_ORIGIN = 'http://localhost:8081';
const ANY_ADDRESS = new Set(['', '0.0.0.0', '::', '[::]']);
const HOST_NAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;

/**
 * The partner page's origin as a visitor of the sandbox reaches it: the configured host when the gateway
 * listens on one address, else the host the visitor reached the gateway by (the partner listens on the same
 * interfaces), with the partner's port.
 */
function partnerOrigin(partner: PartnerPage, requestHost: string): string {
  const configured = partner.host?.trim() ?? '';
  let host = ANY_ADDRESS.has(configured) ? requestHost : configured;
  if (host.includes(':') && !host.startsWith('[')) host = `[${host}]`;
  if (!HOST_NAME.test(host)) host = 'localhost';
  return `http://${host}:${partner.port}`;
}

/**
 * The sandbox pages as files, but for the index, whose links to the partner page follow SANDBOX_PARTNER_PORT
 * (and HOST), and say the page is off when it is.
 */
export function sandboxPages(dir: string, partner: PartnerPage): RequestHandler {
  const files = express.static(dir, { setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE) });
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const off =
    '<li data-partner-off>The partner page is off: set <code>SANDBOX_PARTNER_PORT</code> to a port to serve it.</li>';
  return (req, res, next) => {
    // "/sandbox" goes on to the files, which redirect it to "/sandbox/" (the index's links are relative).
    const isIndex = req.path === '/index.html' || (req.path === '/' && req.originalUrl.split('?')[0]?.endsWith('/'));
    if (!isIndex || (req.method !== 'GET' && req.method !== 'HEAD')) return files(req, res, next);
    const page =
      partner.port > 0
        ? index.replaceAll(INDEX_PARTNER_ORIGIN, escapeAttribute(partnerOrigin(partner, req.hostname)))
        : index.replace(/<li data-partner>[\s\S]*?<\/li>\s*/g, '').replace('</ul>', `  ${off}\n      </ul>`);
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('html').send(page);
  };
}

/** What the gateway fills into the prerendered pages. */
export interface SiteOptions {
  /** The site's public origin for canonical, alternate, Open Graph and sitemap URLs. */
  publicUrl: string;
  https: boolean;
  /** Settings the pages read from <meta name="alex-config"> (analytics script, hero video). */
  settings: { analyticsScript?: string; analyticsDomain?: string; heroVideo?: string; locate?: boolean };
  /** The company, booking pages and optional services the pages name: filled into them and into their settings. */
  facts: SiteFacts;
  /**
   * The ids of the posts the gateway serves: a post page is answered only for them (a post removed since the
   * build is not found), and a post without a page is reported at startup.
   */
  postIds?: ReadonlySet<string>;
  /** The header a trusted proxy or CDN names the visitor's country in (`GEO_COUNTRY_HEADER`), if any. */
  countryHeader?: string;
  log?: (message: string) => void;
}

interface Page {
  html: CompressedText;
  csp: RequestHandler;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** The concrete paths of a language's prerendered pages: the routes without parameters, then each post's page. */
function pagePaths(dir: string, language: Language): string[] {
  const fixed = SITE_ROUTES.filter((route) => !route.includes(':'));
  const postsDir = path.join(dir, prerenderedPostsDir(language));
  const posts = existsSync(postsDir)
    ? readdirSync(postsDir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => postPath(name.slice(0, -'.html'.length)))
    : [];
  return [...fixed, ...posts];
}

/** The path a request names, its escapes decoded (/blog/a%2Db is /blog/a-b); undefined when they are malformed. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname).replace(/(.)\/+$/, '$1');
  } catch {
    return undefined;
  }
}

/**
 * The files under `dir` a request may name, by URL path (/favicon.svg, /assets/index-AbCd1234.js), each with
 * the compressed copies the build left beside it (which are not files of their own). `skip` leaves out
 * top-level entries.
 */
function listFiles(dir: string, skip: (topLevelName: string) => boolean = () => false): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string, urlPath: string) => {
    const entries = readdirSync(folder, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      const name = `${urlPath}/${entry.name}`;
      // Dotfiles (an editor's, the build tool's) are no file of the site.
      if ((urlPath === '' && skip(entry.name)) || isCopy(entry.name) || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(file, name);
      else if (entry.isFile() || (entry.isSymbolicLink() && statSync(file, { throwIfNoEntry: false })?.isFile()))
        files.set(name, { path: file, copies: copiesOf(entry.name, names) });
    }
  };
  if (existsSync(dir)) walk(dir, '');
  return files;
}

/**
 * The built site's files: all but the raw pages (the template index.html and pages/, before the origin and
 * settings are filled in) and sitemap.xml and robots.txt (templates too, answered filled in by their own
 * routes).
 */
const UNSERVED = new Set(['pages', 'index.html', 'sitemap.xml', 'robots.txt']);
const builtSiteFiles = (dir: string) => listFiles(dir, (name) => UNSERVED.has(name));

/**
 * The file a request path names, the way a file server would resolve it: escapes decoded (%2f is a slash)
 * and dot segments and repeated slashes resolved; undefined when it cannot name a file.
 */
function requestedFile(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  return path.posix.normalize(decoded);
}

/** Reads every prerendered page once, with the deployment's origin and settings filled in. */
function loadPages(dir: string, options: SiteOptions): Map<string, Page> {
  const pages = new Map<string, Page>();
  const config = escapeAttribute(JSON.stringify({ ...options.settings, facts: options.facts }));
  for (const language of LANGUAGES) {
    for (const pathname of [...pagePaths(dir, language), undefined]) {
      const file = path.join(dir, prerenderedFile(language, pathname));
      if (!existsSync(file)) continue;
      // The facts first, then the settings: an operator's text in the settings is never read as a token or as
      // a replacement pattern ($&, $`).
      const html = fillFacts(readFileSync(file, 'utf8'), options.facts, language)
        .replaceAll(ORIGIN_PLACEHOLDER, options.publicUrl)
        .replace(CONFIG_PLACEHOLDER, () => config);
      const styleHashes = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => sha256(match[1] ?? ''));
      // Inline scripts that run (not the JSON data blocks, which never do): the page's boot line.
      const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => sha256(match[1] ?? ''));
      const csp = pageCsp({
        https: options.https,
        styleHashes,
        scriptHashes,
        analyticsOrigins: originOf(options.settings.analyticsScript),
        mediaOrigins: originOf(options.settings.heroVideo),
      });
      pages.set(`${language}:${pathname ?? 404}`, { html: new CompressedText(html), csp });
    }
  }
  return pages;
}

/**
 * The page's language and the request headers it was read from: `?lang=` fixes it (those addresses are the
 * hreflang alternates, the same page for everyone); without it, the visitor's language by requestLanguage's
 * chain (remembered choice, the proxy's country header, Accept-Language, English), so the first byte is
 * already in it.
 */
function pageLanguage(req: Request, countryHeader: string | undefined): { language: Language; read: string[] } {
  const requested = req.query.lang;
  if (isLanguage(requested)) return { language: requested, read: [] };
  const { language, read } = requestLanguage(req, countryHeader);
  return { language, read };
}

/**
 * The site's built files (scripts, styles, images): hashed ones cached for a year. Only the files listed at
 * start-up are served, looked up by the path a file server would resolve: a check of the raw path let
 * /pages%2fen%2findex.html or /assets/../pages/... through to a raw page. A folder is no file (/blog is a page
 * and a folder of images). Anything else goes on to the pages.
 */
export function siteFiles(dir: string, headers: FileHeaders): RequestHandler {
  const files = builtSiteFiles(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = requestedFile(req.path);
    const file = name === undefined ? undefined : files.get(name);
    if (!name || !file) return next();
    headers(res, name);
    res.setHeader('Cache-Control', name.startsWith('/assets/') ? YEAR : SITE_FILE);
    sendStaticFile(req, res, file, (error) => {
      if (res.headersSent) return;
      // Removed since start-up: the page route answers with the not-found page.
      res.removeHeader('Cache-Control');
      next(error.code === 'ENOENT' ? undefined : error);
    });
  };
}

/**
 * The site: every route prerendered per language (its CSS inlined, allowed by a per-page CSP hash), hashed
 * assets cached for a year, the not-found page with a 404, and sitemap.xml and robots.txt for this origin.
 */
export function sitePages(dir: string, options: SiteOptions): Router {
  const router = Router();
  const pages = loadPages(dir, options);
  const { postIds } = options;
  const isServedPost = (pathname: string) => {
    const id = pathname.slice(postPath('').length);
    return pathname !== MISSING_POST_PATH && (!postIds || postIds.has(id));
  };
  if (postIds && pages.size > 0) {
    const unbuilt = [...postIds].filter((id) => !pages.has(`${DEFAULT_LANGUAGE}:${postPath(id)}`));
    if (unbuilt.length > 0) {
      options.log?.(`Blog posts without a prerendered page (run \`npm run build\`): ${unbuilt.join(', ')}`);
    }
  }
  for (const [file, type] of [
    ['sitemap.xml', 'application/xml'],
    ['robots.txt', 'text/plain'],
  ] as const) {
    const target = path.join(dir, file);
    const body = existsSync(target)
      ? new CompressedText(readFileSync(target, 'utf8').replaceAll(ORIGIN_PLACEHOLDER, options.publicUrl))
      : undefined;
    router.get(`/${file}`, (req, res, next) => {
      if (!body) return next();
      res.setHeader('Cache-Control', 'public, max-age=3600');
      body.send(req, res, type, next);
    });
  }
  router.get('/{*path}', (req, res, next) => {
    const route = siteRoute(req.path);
    const { language, read } = pageLanguage(req, options.countryHeader);
    // A post's page is its own file; an id without one (or no longer served) is the post page's "not found" state.
    const pathname = route === '/blog/:id' ? decodedPath(req.path) : route;
    const served = route !== '/blog/:id' || (pathname !== undefined && isServedPost(pathname));
    const found = served ? pages.get(`${language}:${pathname ?? 404}`) : undefined;
    const page = found ?? (route === '/blog/:id' ? pages.get(`${language}:${MISSING_POST_PATH}`) : undefined);
    if (!page) {
      throw new HttpError(404, 'NOT_FOUND', 'The site is not built yet: run `npm run build`.');
    }
    page.csp(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.status(route && found ? 200 : 404);
      res.setHeader('Cache-Control', REVALIDATE);
      res.setHeader('Content-Language', language);
      // Exactly what chose the language (nothing for a `?lang=` address); compression adds Accept-Encoding.
      for (const field of read) res.vary(field);
      page.html.send(req, res, 'html', next);
    });
  });
  return router;
}

/**
 * `/jobs` and `/job/*` belong to the external jobs site: answered with a redirect there that keeps the
 * path and the query string.
 */
export function jobsRedirects(jobsSiteUrl: string): Router {
  const router = Router();
  router.get(['/jobs', '/jobs/', '/job/{*rest}'], (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.redirect(302, `${jobsSiteUrl}${req.originalUrl}`);
  });
  return router;
}
