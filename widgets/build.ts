/**
 * Builds what browsers load from /widgets/: each widget as a hashed, fully minified ES module (sharing
 * chunks for React and the runtime), then embed.js, a classic script that knows those file names.
 */
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { WIDGETS } from './catalogue';
import { customElementsJson } from './manifest-build';
import { workerSource } from './worker-source';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/widgets');

const production = {
  configFile: false as const,
  root,
  logLevel: 'warn' as const,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [workerSource()],
};

// Library mode leaves ES output unminified (to keep it re-bundlable); these files go straight to browsers.
const browserOutput = { minify: true, comments: false } as const;

export async function buildWidgets(): Promise<Record<string, string>> {
  await rm(outDir, { recursive: true, force: true });
  const result = (await build({
    ...production,
    build: {
      outDir,
      target: 'es2022',
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: Object.fromEntries(WIDGETS.map((w) => [w.name, path.join(root, w.entry)])), formats: ['es'] },
      rolldownOptions: {
        output: { ...browserOutput, entryFileNames: '[name]-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  })) as Rolldown.RolldownOutput[];

  const files = new Map(
    result.flatMap((output) =>
      output.output.flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? [[chunk.name, chunk.fileName]] : [])),
    ),
  );
  const modules = Object.fromEntries(
    WIDGETS.map((w) => {
      const file = files.get(w.name);
      if (!file) throw new Error(`The widget build produced no module for ${w.name}`);
      return [w.tag, `./${file}`];
    }),
  );

  await build({
    ...production,
    define: {
      ...production.define,
      __ALEX_WIDGET_MODULES__: JSON.stringify(modules),
      __ALEX_WIDGET_RESERVE__: JSON.stringify(Object.fromEntries(WIDGETS.map((w) => [w.tag, w.reserve]))),
    },
    build: {
      outDir,
      target: 'es2020',
      emptyOutDir: false,
      copyPublicDir: false,
      lib: {
        entry: path.join(root, 'widgets/embed.ts'),
        formats: ['iife'],
        name: 'AlexEmbed',
        fileName: () => 'embed.js',
      },
      rolldownOptions: { output: browserOutput },
    },
  });
  // The persona voice samples, which the wizard plays straight from /widgets/voices/.
  await cp(path.join(root, 'widgets/assets/voices'), path.join(outDir, 'voices'), {
    recursive: true,
    filter: (file) => !file.endsWith('.ts'),
  });
  // The interview example the audio player plays by default, with its captions, from /widgets/interview/.
  await cp(path.join(root, 'widgets/assets/interview'), path.join(outDir, 'interview'), {
    recursive: true,
    filter: (file) => !file.endsWith('.ts'),
  });
  // The Custom Elements Manifest beside the modules it describes, for partners' tools and the sandbox playground.
  await writeFile(path.join(outDir, 'custom-elements.json'), customElementsJson());
  return modules;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const modules = await buildWidgets();
  console.log('widgets built:', modules);
}
