/**
 * The marketing site: a Vite app that mounts the widgets' element modules directly (one React on the page).
 * `--ssr` builds the server renderer the prerenderer uses (site/build.ts runs both).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { workerSource } from '../widgets/worker-source.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Where the browser build says which chunk holds each module and which chunks each chunk imports. */
export const CHUNK_GRAPH_FILE = '.vite/chunks.json';

/** The chunk graph of the browser build (see ChunkGraph), written to CHUNK_GRAPH_FILE. */
export interface ChunkGraph {
  /** Module (relative to site/, e.g. `pages/home/Home.tsx`, `index.html`) to the chunk file that holds it. */
  modules: Record<string, string>;
  /** Chunk file to the chunk files it imports statically. */
  imports: Record<string, string[]>;
}

/**
 * Writes the chunk graph the prerenderer names each page's chunks from (modulepreload). Vite's manifest keys
 * chunks by the module they were made for, so a module the bundler merged into a shared chunk has no entry of
 * its own there; this graph knows every module.
 */
function chunkGraph(): Plugin {
  return {
    name: 'alex-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const graph: ChunkGraph = { modules: {}, imports: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        graph.imports[output.fileName] = output.imports;
        for (const id of output.moduleIds) {
          if (path.isAbsolute(id)) graph.modules[path.relative(root, id).split(path.sep).join('/')] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH_FILE, source: JSON.stringify(graph) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), workerSource(), ...(isSsrBuild ? [] : [chunkGraph()])],
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
        rolldownOptions: {
          // The page's styles (site/document-styles.ts) and the widgets' (widgets/runtime/styles.ts) share twind
          // and its config: one chunk, one request, whichever a page loads first. What every page starts with
          // (React, the router, i18next, the language and copy code and the few small modules the pages and the
          // widgets share) travels in one chunk, rather than in as many as the bundler would split it into.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'styles',
                  test: /[\\/](@twind[\\/]|shared[\\/]twind\.ts|site[\\/]document-styles\.ts|widgets[\\/]runtime[\\/]styles\.ts)/,
                },
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|zustand)[\\/]|[\\/]shared[\\/](languages|i18n|site-routes)\.ts|[\\/]site[\\/](i18n|language|page-copy|config|widgets)\.ts|[\\/]site[\\/]layout[\\/]StrokeIcon\.tsx|[\\/]widgets[\\/]events\.ts/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '^/widgets/': 'http://localhost:8080',
      '/sandbox': 'http://localhost:8080',
    },
  },
}));
