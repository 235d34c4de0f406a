/**
 * The partner page, served on a second port so it is another origin: hostile global CSS, its own
 * React 18, a strict CSP, and the widgets embedded with one script tag from the gateway.
 *
 * `?trusted-types=alex-widgets` (or `none`) serves a page the way a partner enforcing Trusted Types would:
 * blob: workers allowed, every script sink requiring a trusted value, and only that policy name allowed.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import helmet from 'helmet';
import { ROOT_DIR, runtimeFolder } from '../config';

const PARTNER_DIR = path.join(runtimeFolder('sandbox'), 'partner');
const REACT_18 = {
  'react.js': path.join(ROOT_DIR, 'node_modules/react-18/umd/react.production.min.js'),
  'react-dom.js': path.join(ROOT_DIR, 'node_modules/react-dom-18/umd/react-dom.production.min.js'),
};

/**
 * Whether the page can be served: its React 18 is a development dependency, so an install for production
 * (`npm ci --omit=dev`) has none, and the gateway starts no partner page there.
 */
export const partnerPageInstalled = (): boolean => Object.values(REACT_18).every((file) => existsSync(file));

export function createPartnerApp(gatewayOrigin: string): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", gatewayOrigin],
          styleSrc: ["'self'"],
          connectSrc: ["'self'", gatewayOrigin],
          imgSrc: ["'self'", 'data:', gatewayOrigin],
          mediaSrc: ["'self'", gatewayOrigin],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: false,
    }),
  );
  // The partner's pages: the calculators, the demo wizard on a page of its own, the other widgets together, and
  // widgets prefilled by their attributes, by refused attributes and by the page's URL parameters.
  const pages = {
    '/': 'index.html',
    '/wizard': 'wizard.html',
    '/widgets': 'widgets.html',
    '/prefill': 'prefill.html',
    '/prefill-invalid': 'prefill-invalid.html',
    '/prefill-url': 'prefill-url.html',
  };
  for (const [route, file] of Object.entries(pages)) {
    app.get(route, async (req, res) => {
      const page = await readFile(path.join(PARTNER_DIR, file), 'utf8');
      const policy = req.query['trusted-types'];
      if (policy === 'alex-widgets' || policy === 'none') {
        const csp = res.getHeader('Content-Security-Policy');
        res.setHeader(
          'Content-Security-Policy',
          `${String(csp)};worker-src 'self' blob:;require-trusted-types-for 'script';trusted-types ${policy === 'none' ? "'none'" : policy}`,
        );
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(page.replaceAll('{{GATEWAY}}', gatewayOrigin));
    });
  }
  for (const [name, file] of Object.entries(REACT_18)) {
    app.get(`/vendor/${name}`, (_req, res) => res.sendFile(file));
  }
  app.use(express.static(PARTNER_DIR, { index: false }));
  return app;
}
