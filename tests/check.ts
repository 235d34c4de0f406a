/** `npm test`: typecheck, lint, unit tests, build, integration tests, then Chromium e2e, stopping at the first failure. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const steps: [name: string, command: string, args: string[]][] = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint and format', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
  ['unit tests', 'npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'unit']],
  ['build', 'npm', ['run', 'build']],
  ['integration tests', 'npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'integration']],
  ['e2e tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']],
];

/** Debian's Chromium is what the e2e tests drive; browsers downloaded by Playwright do not work offline. */
function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    console.error('(or point CHROMIUM_PATH at a Chromium or Chrome binary)');
    process.exit(1);
  }
  console.log('Installing Debian chromium for the e2e tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) process.exit(1);
  }
}

const started = Date.now();
for (const [name, command, args] of steps) {
  if (name.startsWith('e2e')) ensureChromium();
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
