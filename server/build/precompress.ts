/**
 * The last step of `npm run build`: a brotli (quality 11) and a gzip (level 9) copy beside every compressible
 * file the gateway serves from dist/ (`app-1234abcd.js.br`, `.gz`), so that it sends compressed bytes without
 * compressing per request. Templates the gateway fills in at startup (the prerendered pages, the sitemap and
 * robots.txt) are compressed by the gateway once filled (server/http/encoding.ts); media is already compressed.
 * A copy that saves too little to pay for its header is not written.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BEST, COPIES, isCopy } from '../http/encoding';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.xml', '.txt', '.vtt', '.map']);
/**
 * Under dist/site: filled in by the gateway at startup, compressed by it then. And dist/server: the compiled
 * gateway and the folders it reads, no file it serves compressed.
 */
const SKIPPED = new Set(['site/pages', 'site/index.html', 'site/sitemap.xml', 'site/robots.txt', 'server']);
/** A copy is kept when it is at least this much smaller than the file (a header and a Vary cost bytes too). */
const MIN_SAVING = 0.05;
const MIN_SAVED_BYTES = 64;

/** The files under `dir` to compress, relative to `root`; old copies are removed on the way. */
async function compressible(root: string, dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (SKIPPED.has(relative)) continue;
    if (entry.isDirectory()) found.push(...(await compressible(root, file)));
    else if (isCopy(entry.name)) await rm(file);
    else if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name))) found.push(file);
  }
  return found;
}

export interface PrecompressReport {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

/** Writes the copies for every compressible file under `root`, a few at a time (zlib runs them in its threads). */
export async function precompress(root: string): Promise<PrecompressReport> {
  const files = await compressible(root, root);
  const report: PrecompressReport = { files: files.length, bytes: 0, br: 0, gzip: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      report.bytes += body.length;
      for (const { coding, suffix } of COPIES) {
        const copy = await BEST[coding](body);
        const saved = body.length - copy.length;
        if (saved >= MIN_SAVED_BYTES && saved >= body.length * MIN_SAVING) {
          await writeFile(`${file}${suffix}`, copy);
          report[coding] += copy.length;
        } else {
          report[coding] += body.length;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const report = await precompress(dist);
  console.log(
    `Compressed ${report.files} files (${kb(report.bytes)}): ${kb(report.br)} with brotli, ${kb(report.gzip)} with gzip.`,
  );
}
