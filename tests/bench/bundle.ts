/** Bundle sizes: embed.js on disk, and every script a page really downloads until the calculator has rendered. */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { VIEWPORTS } from './browser';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface BundleReport {
  embed: FileSize;
  /** Scripts downloaded by /sandbox/landing.html until the element had data-alex-ready. */
  calculator: { files: FileSize[]; raw: number; gzip: number };
  /** Scripts that arrived in the second after it was ready (lazy code fetched without being asked for). */
  afterReady: FileSize[];
  /** Every built widget file, and whether showing the calculator needed it. */
  built: (FileSize & { loaded: boolean })[];
}

/**
 * The code's own size, raw and at gzip -9, whatever the gateway sends: the code's budget. What a browser
 * receives (brotli, headers included) is the "bytes on the wire" section (wire.ts).
 */
const sizeOf = (file: string, body: Buffer): FileSize => ({
  file,
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
});

const sum = (files: FileSize[], key: 'raw' | 'gzip') => files.reduce((total, f) => total + f[key], 0);

async function builtWidgetFiles(dir: string): Promise<FileSize[]> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.js')).sort();
  return Promise.all(
    names.map(async (name) =>
      sizeOf(`/widgets/${name.split(path.sep).join('/')}`, await readFile(path.join(dir, name))),
    ),
  );
}

export async function measureBundles(browser: Browser, gatewayUrl: string, widgetsDir: string): Promise<BundleReport> {
  const context = await browser.newContext(VIEWPORTS.desktop);
  try {
    const page = await context.newPage();
    let phase: 'loading' | 'ready' | 'done' = 'loading';
    const loading: Promise<FileSize>[] = [];
    const later: Promise<FileSize>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || phase === 'done') return;
      const size = response.body().then((body) => sizeOf(new URL(response.url()).pathname, body));
      (phase === 'loading' ? loading : later).push(size);
    });

    await page.goto(`${gatewayUrl}/sandbox/landing.html`);
    await page.waitForSelector('alex-roi-calculator[data-alex-ready]', { state: 'attached', timeout: 30_000 });
    phase = 'ready';
    const files = await Promise.all(loading);
    await page.waitForTimeout(1000);
    phase = 'done';
    const afterReady = await Promise.all(later);

    const built = await builtWidgetFiles(widgetsDir);
    const embed = built.find((f) => f.file === '/widgets/embed.js');
    if (!embed) throw new Error(`No embed.js in ${widgetsDir}`);
    const loaded = new Set(files.map((f) => f.file));
    return {
      embed,
      calculator: { files, raw: sum(files, 'raw'), gzip: sum(files, 'gzip') },
      afterReady,
      built: built.map((f) => ({ ...f, loaded: loaded.has(f.file) })),
    };
  } finally {
    await context.close();
  }
}

export interface PackageSize {
  /** The tarball's bytes (gzip), as `npm pack` makes it. */
  packed: number;
  unpacked: number;
  files: number;
}

/** The npm package `@alex/widgets` as `npm pack` makes it, built into a folder of its own. */
export async function measurePackage(root: string): Promise<PackageSize> {
  const work = await mkdtemp(path.join(tmpdir(), 'alex-bench-package-'));
  try {
    const packageDir = path.join(work, 'package');
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'widgets/package/build.ts', packageDir], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`The package did not build:\n${built.stderr}`);
    const packed = spawnSync('npm', ['pack', '--dry-run', '--json'], { cwd: packageDir, encoding: 'utf8' });
    if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
    const [tarball] = JSON.parse(packed.stdout) as { size: number; unpackedSize: number; entryCount: number }[];
    if (!tarball) throw new Error('npm pack described no tarball');
    return { packed: tarball.size, unpacked: tarball.unpackedSize, files: tarball.entryCount };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
