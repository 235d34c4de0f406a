/** Static files: widget modules for any origin, the sandbox pages and the prerendered site with its 404s. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';
import { isSiteRoute } from '../shared/site-routes';
import { HttpError } from './errors';
import { allowCrossOriginUse } from './security';

const YEAR = 'public, max-age=31536000, immutable';
/** embed.js keeps its name across releases: partners' pages pick up a new release within minutes. */
const EMBED = 'public, max-age=300, stale-while-revalidate=3600';
const REVALIDATE = 'no-cache';

const HASHED = /-[A-Za-z0-9_-]{8}\.(js|css|woff2|png|jpe?g|svg|webp|mp3|ogg)$/;

export function widgetFiles(dir: string): Router {
  const router = Router();
  router.use(
    express.static(dir, {
      index: false,
      redirect: false,
      setHeaders(res, file) {
        allowCrossOriginUse(res);
        res.setHeader(
          'Cache-Control',
          HASHED.test(file) ? YEAR : path.basename(file) === 'embed.js' ? EMBED : REVALIDATE,
        );
      },
    }),
  );
  router.use((req) => {
    throw new HttpError(404, 'NOT_FOUND', `No widget file at ${req.originalUrl}.`);
  });
  return router;
}

export function sandboxPages(dir: string): RequestHandler {
  return express.static(dir, { setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE) });
}

/** The site: hashed assets cached for a year; every page answered with the app shell, 404 when no route matches. */
export function sitePages(dir: string): Router {
  const router = Router();
  const shell = path.join(dir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(dir, 'assets'), {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', YEAR),
    }),
  );
  router.use(express.static(dir, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE) }));
  router.get('/{*path}', (req, res) => {
    if (!existsSync(shell)) {
      throw new HttpError(404, 'NOT_FOUND', 'The site is not built yet: run `npm run build`.');
    }
    res.status(isSiteRoute(req.path) ? 200 : 404);
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(shell);
  });
  return router;
}
