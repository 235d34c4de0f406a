/** `npm run dev`: the gateway on :8080 and the site with hot reload on :5173 (its /api, /widgets and /sandbox go to the gateway). */
import path from 'node:path';
import { createServer } from 'vite';
import { ROOT_DIR } from '../config';
import { main } from '../main';

const DEV_PORT = 5173;

process.env.NODE_ENV ??= 'development';
// The dev server proxies /api with its pages' origin, which is not the gateway's (PUBLIC_URL): allow it.
process.env.CORS_ORIGINS = [process.env.CORS_ORIGINS, `http://localhost:${DEV_PORT}`, `http://127.0.0.1:${DEV_PORT}`]
  .filter(Boolean)
  .join(',');
await main();
const vite = await createServer({ configFile: path.join(ROOT_DIR, 'site/vite.config.ts'), server: { port: DEV_PORT } });
await vite.listen();
vite.printUrls();
