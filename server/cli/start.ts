/**
 * `npm start`: builds the widgets, the site and the compiled gateway when they are missing or older than their
 * sources, then starts the gateway from its sources.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildInputs, buildNeeded } from '../build/build-stamp';
import { ROOT_DIR } from '../config';
import { main } from '../main';

const needed = buildNeeded(ROOT_DIR, path.join(ROOT_DIR, 'dist'), buildInputs(ROOT_DIR, process.env.BLOG_DIR));
if (needed) {
  console.log(
    needed === 'missing'
      ? 'Building the widgets, the site and the gateway (first start)...'
      : 'The sources changed since the last build: building the widgets, the site and the gateway...',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await main();
