/**
 * `npm run build:package`: the widgets as an npm package in dist/package (or the folder given as the argument): ES
 * modules (one entry per widget, one for all and one for servers, sharing chunks, React and React DOM left to the
 * app), their type declarations, a package.json with the repository's version, and a README. The script-tag build
 * (../build.ts) is a different thing and stays as it is.
 */
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { WIDGETS } from '../catalogue';
import { workerSource } from '../worker-source';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = path.join(root, 'widgets/package');
const PACKAGE_DIR = path.join(root, 'dist/package');

/** `roi-calculator` -> `RoiCalculator`. */
const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

const declaration = (name: string) => {
  const component = `Alex${pascal(name)}`;
  return [
    `import type { ${component}Component } from './props';`,
    `export type { ${component}Element, ${component}Props } from './props';`,
    `/** \`<${component}>\`: the \`<alex-${name}>\` element as a React component; its ref is the element. */`,
    `export declare const ${component}: ${component}Component;`,
    `/** Defines \`<alex-${name}>\` for a page that writes the element itself; the component does it on its first mount. */`,
    `export declare function define${component}(): void;`,
    '',
  ].join('\n');
};

export async function buildPackage(outDir = PACKAGE_DIR): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  const names = WIDGETS.map((widget) => widget.name);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [workerSource()],
    build: {
      outDir,
      target: 'es2022',
      copyPublicDir: false,
      // Readable ES modules: the app's bundler minifies them with its own code.
      minify: false,
      lib: {
        entry: Object.fromEntries(['index', ...names, 'server'].map((name) => [name, path.join(source, `${name}.ts`)])),
        formats: ['es'],
      },
      rolldownOptions: {
        external: (id) => /^react(?:-dom)?(?:\/|$)/.test(id),
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });

  // The types-only sources are declarations as they are.
  const types = await readFile(path.join(source, 'props.ts'), 'utf8');
  await writeFile(path.join(outDir, 'props.d.ts'), types.replaceAll("from '../types'", "from './types'"));
  await copyFile(path.join(source, 'server-types.ts'), path.join(outDir, 'server-types.d.ts'));
  await writeFile(
    path.join(outDir, 'server.d.ts'),
    [
      "import type { PrerenderWidgets, RenderWidget } from './server-types';",
      "export type * from './server-types';",
      'export declare const renderWidget: RenderWidget;',
      'export declare const prerenderWidgets: PrerenderWidgets;',
      '',
    ].join('\n'),
  );
  await copyFile(path.join(root, 'widgets/types.d.ts'), path.join(outDir, 'types.d.ts'));
  await copyFile(path.join(root, 'widgets/jsx.d.ts'), path.join(outDir, 'jsx.d.ts'));
  for (const name of names) await writeFile(path.join(outDir, `${name}.d.ts`), declaration(name));
  await writeFile(
    path.join(outDir, 'index.d.ts'),
    `${names.map((name) => `export * from './${name}';`).join('\n')}\nexport type * from './props';\n`,
  );
  await copyFile(path.join(source, 'README.md'), path.join(outDir, 'README.md'));

  const rootPackage = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const entry = (name: string) => ({ types: `./${name}.d.ts`, default: `./${name}.js` });
  const manifest = {
    name: '@alex/widgets',
    version: rootPackage.version,
    description: 'The Alex widgets (demo wizard, ROI calculator, live calls, audio player) as React components',
    type: 'module',
    // Nothing runs at import: each component defines its element on its first mount in a browser.
    sideEffects: false,
    exports: {
      '.': entry('index'),
      ...Object.fromEntries(names.map((name) => [`./${name}`, entry(name)])),
      // For a server only: a widget's first view rendered ahead, into a declarative shadow root.
      './server': entry('server'),
      './types': { types: './types.d.ts' },
      './jsx': { types: './jsx.d.ts' },
      './package.json': './package.json',
    },
    types: './index.d.ts',
    files: ['*.js', '*.d.ts', 'chunks/*.js'],
    peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
    license: 'UNLICENSED',
  };
  await writeFile(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : PACKAGE_DIR;
  await buildPackage(outDir);
  console.log('package built:', path.relative(root, outDir));
}
