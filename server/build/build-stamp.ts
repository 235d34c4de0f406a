/**
 * Whether dist/ was built from the sources as they are now. `npm run build` ends by writing a stamp of its
 * inputs into dist/ (run this file); `npm start` rebuilds when the stamp is missing or differs, so a pull or
 * a checkout never leaves it serving an older build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT_DIR } from '../config';

/**
 * What the build reads, relative to the project's root: the widgets, the site (its Vite config included),
 * shared code, copy, the gateway it compiles and the sandbox pages it copies, the dependencies and the
 * compiler settings. The blog's posts are added by {@link buildInputs}, from where the build reads them.
 */
const SOURCE_INPUTS = [
  'widgets',
  'site',
  'shared',
  'locales',
  'server',
  'demo-embed',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/** Inside an input folder but read only when it is the blog folder ({@link buildInputs}). */
const DEFAULT_BLOG_DIR = path.join('server', 'blog', 'posts');

/** The stamp's place in the build's folder; the gateway serves only dist/site and dist/widgets. */
export const STAMP_FILE = 'build-stamp';

/** Files without which the gateway has nothing to serve, or there is no compiled gateway. */
const BUILT_FILES = ['widgets/embed.js', 'site/index.html', 'server/main.js'];

/** The build's inputs, with the blog folder it reads (BLOG_DIR, as site/build.ts reads it). */
export function buildInputs(root: string, blogDir: string | undefined): string[] {
  return [...SOURCE_INPUTS, path.relative(root, path.resolve(root, blogDir ?? DEFAULT_BLOG_DIR))];
}

/** Tests ride along in the source folders but are no input of the build. */
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/**
 * A hash of every input file's path, size and modification time. No file is read: a few hundred files take
 * milliseconds, and a pull, checkout or edit changes the time of every file it touches.
 */
export function sourceStamp(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    const stat = statSync(path.join(root, relative), { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
      return;
    }
    for (const name of readdirSync(path.join(root, relative)).sort()) {
      if (name === 'node_modules' || name.startsWith('.') || isTest(name)) continue;
      if (path.join(relative, name) === DEFAULT_BLOG_DIR) continue;
      visit(path.join(relative, name));
    }
  };
  for (const input of inputs) {
    hash.update(`${input}\n`);
    visit(input);
  }
  return hash.digest('hex');
}

export function writeBuildStamp(root: string, distDir: string, inputs: readonly string[]): void {
  writeFileSync(path.join(distDir, STAMP_FILE), `${sourceStamp(root, inputs)}\n`);
}

/** Why dist/ must be built before the gateway starts: nothing there, or built from other sources; else null. */
export function buildNeeded(root: string, distDir: string, inputs: readonly string[]): 'missing' | 'stale' | null {
  if (!BUILT_FILES.every((file) => existsSync(path.join(distDir, file)))) return 'missing';
  const stampFile = path.join(distDir, STAMP_FILE);
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  return stamp === sourceStamp(root, inputs) ? null : 'stale';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeBuildStamp(ROOT_DIR, path.join(ROOT_DIR, 'dist'), buildInputs(ROOT_DIR, process.env.BLOG_DIR));
}
