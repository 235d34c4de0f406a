/**
 * The marketing site: a Vite app that mounts the widgets' element modules directly (one React on the page).
 * `--ssr` builds the server renderer the prerenderer uses (site/build.ts runs both).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react()],
  publicDir: path.join(root, 'public'),
  build: isSsrBuild
    ? {
        outDir: path.join(root, '../dist/site-ssr'),
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rollupOptions: { input: path.join(root, 'entry-server.tsx') },
      }
    : {
        outDir: path.join(root, '../dist/site'),
        emptyOutDir: true,
        target: 'es2022',
        // Which chunks each module imports: the prerenderer names a page's chunks in it (modulepreload).
        manifest: true,
      },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '^/widgets/': 'http://localhost:8080',
      '/sandbox': 'http://localhost:8080',
    },
  },
}));
