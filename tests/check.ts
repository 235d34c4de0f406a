/**
 * `npm test`: typecheck, lint, unused files, exports and dependencies (knip), unit tests, build, integration tests, Chromium e2e, then the smoke tests in Firefox ESR
 * and WebKitGTK (an engine whose Debian packages are missing is skipped with the reason), stopping at the first failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const steps: [name: string, command: string, args: string[]][] = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint and format', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
  // No file nobody reaches, no dependency nobody imports, none imported without being listed.
  ['unused files, exports and dependencies', 'npx', ['knip', '--include', 'files,exports,types,dependencies,unlisted']],
  ['unit tests', 'npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'unit']],
  ['build', 'npm', ['run', 'build']],
  ['integration tests', 'npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'integration']],
  ['e2e tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']],
  ['smoke tests (Firefox ESR, WebKitGTK)', 'node', ['--import', 'tsx', 'tests/engines/run.ts']],
];

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/**
 * The tests run against real programs from Debian: Chromium for the e2e tests (browsers downloaded by
 * Playwright do not work offline) and redis-server for the scale-out tests.
 */
function ensureDebianPackage(binary: string, pkg: string, variable: string): void {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${pkg} is missing at ${binary}. Install it with: sudo apt-get install -y ${pkg}`);
    console.error(`(or point ${variable} at another ${pkg} binary)`);
    process.exit(1);
  }
  console.log(`Installing Debian ${pkg} for the tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) process.exit(1);
  }
}

const started = Date.now();
for (const [name, command, args] of steps) {
  if (name.startsWith('integration')) ensureDebianPackage(REDIS_SERVER, 'redis-server', 'REDIS_SERVER_PATH');
  if (name.startsWith('e2e')) ensureDebianPackage(CHROMIUM, 'chromium', 'CHROMIUM_PATH');
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
