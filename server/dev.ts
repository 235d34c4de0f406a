/** `npm run dev`: the gateway on :8080 and the site with hot reload on :5173 (its /api, /widgets and /sandbox go to the gateway). */
import path from 'node:path';
import { createServer } from 'vite';
import { ROOT_DIR } from './config';
import { main } from './main';

process.env.NODE_ENV ??= 'development';
await main();
const vite = await createServer({ configFile: path.join(ROOT_DIR, 'site/vite.config.ts'), server: { port: 5173 } });
await vite.listen();
vite.printUrls();
