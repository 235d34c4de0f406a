/**
 * A step of `npm run build`: the gateway compiled to JavaScript in dist/server/, so that a deployment runs it
 * with Node alone (`node dist/server/main.js`; `node dist/server/doctor.js` for the doctor's checks): no tsx,
 * no TypeScript, no Vite. The project's own code (server/, shared/, locales/) is bundled, ES modules for Node 20
 * with source maps; npm packages stay imports, installed by `npm ci --omit=dev --omit=optional`. The folders the
 * gateway reads at run time (the sandbox pages, the voice samples, the blog's posts as the build read them,
 * BLOG_DIR) are copied beside it, so dist/ is all a deployment needs of the sources.
 */
import { cp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ROOT_DIR, RUNTIME_FOLDERS } from '../config';

/** The compiled entries, by output name: the gateway, and the doctor an operator runs where it runs. */
const ENTRIES = { main: 'server/main.ts', doctor: 'server/cli/doctor.ts' };

/** The package an import names: `@scope/name/sub` is `@scope/name`, `name/sub` is `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Sources that ride along in the copied folders (a recording's script) are no run-time file. */
const isSource = (file: string) => /\.tsx?$/.test(file);

export interface GatewayBuild {
  /** The output files, relative to the output folder. */
  files: string[];
  /** The npm packages the compiled gateway imports. */
  packages: string[];
}

/**
 * Compiles the gateway into `outDir` (emptied first) and copies its run-time folders beside it. Fails when the
 * gateway imports a package that is not a production dependency: an `--omit=dev` install would lack it.
 */
export async function buildGateway(root: string, outDir: string, blogDir: string | undefined): Promise<GatewayBuild> {
  await rm(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    define: { __ALEX_COMPILED_GATEWAY__: 'true' },
  });

  const builtins = new Set(builtinModules);
  const imported = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
  const packages = [
    ...new Set(imported.filter((name) => !name.startsWith('node:') && !builtins.has(name)).map(packageOf)),
  ].sort();
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = packages.filter((name) => !manifest.dependencies?.[name]);
  if (missing.length > 0) {
    throw new Error(
      `The gateway imports ${missing.join(', ')}, not in package.json's "dependencies": a production install ` +
        '(npm ci --omit=dev) would not have it. Move it there, or keep it out of the gateway.',
    );
  }

  for (const [name, source] of Object.entries(RUNTIME_FOLDERS)) {
    const from = path.resolve(root, name === 'blog-posts' && blogDir ? blogDir : source);
    await cp(from, path.join(outDir, name), { recursive: true, filter: (file) => !isSource(file) });
  }
  const files = Object.keys(result.metafile.outputs).map((file) => path.relative(outDir, path.resolve(root, file)));
  return { files, packages };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.join(ROOT_DIR, 'dist/server');
  const { files, packages } = await buildGateway(ROOT_DIR, outDir, process.env.BLOG_DIR);
  const entries = Object.keys(ENTRIES).map((name) => `dist/server/${name}.js`);
  console.log(
    `Gateway compiled: ${entries.join(', ')} (${files.filter((file) => file.endsWith('.js')).length} files, ` +
      `${packages.length} npm packages imported), with ${Object.keys(RUNTIME_FOLDERS).join(', ')} beside it.`,
  );
}
