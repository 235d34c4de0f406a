/** Builds the gateway: the composition root that wires each area with its dependencies. */
import path from 'node:path';
import express from 'express';
import { API_LIMIT } from '../shared/limits';
import { type Config, ROOT_DIR } from './config';
import { apiNotFound, errorHandler } from './errors';
import { createLimiter } from './limits';
import { type Mailer, outboxMailer, smtpMailer } from './mailer';
import { roiRoutes } from './roi/routes';
import { apiCors, securityHeaders } from './security';
import { sandboxPages, sitePages, widgetFiles } from './static';

export interface Dependencies {
  mailer: Mailer;
  log: (error: unknown) => void;
}

export function defaultDependencies(config: Config): Dependencies {
  return {
    mailer: config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom),
    log: (error) => {
      if (config.logLevel !== 'silent') console.error(error);
    },
  };
}

export function createApp(config: Config, deps: Dependencies = defaultDependencies(config)): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }));
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  const api = express.Router();
  api.use(apiCors(config.corsOrigins));
  api.use(createLimiter({ name: 'api', rule: API_LIMIT, message: 'Too many requests. Please wait a moment.' }));
  api.use(express.json({ limit: '16kb' }));
  api.use(
    roiRoutes({
      mailer: deps.mailer,
      log: deps.log,
      limiter: createLimiter({
        name: 'roi-email',
        rule: config.roiEmailLimit,
        message: 'Too many e-mails requested. Please try again later.',
      }),
    }),
  );
  api.use(apiNotFound);
  app.use('/api', api);

  app.use('/widgets', widgetFiles(path.join(config.staticDir, 'widgets')));
  app.use('/sandbox', sandboxPages(path.join(ROOT_DIR, 'demo-embed')));
  app.use(sitePages(path.join(config.staticDir, 'site')));

  app.use(errorHandler(deps.log));
  return app;
}
