/** `npm start`: builds the widgets and the site if they are missing, then starts the gateway. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './config';
import { main } from './main';

const built = ['dist/widgets/embed.js', 'dist/site/index.html'].every((file) => existsSync(path.join(ROOT_DIR, file)));
if (!built) {
  console.log('Building the widgets and the site (first start)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await main();
