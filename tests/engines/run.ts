/**
 * Smoke checks in Firefox ESR and WebKitGTK (`node --import tsx tests/engines/run.ts [firefox|webkit]`), against
 * the built dist/ served as the e2e tests serve it. An engine whose programs are missing, or that cannot start on
 * this machine, is reported as skipped with the reason; a check that fails fails the run.
 */
import { CHECKS } from './checks';
import { type Engine, type EngineName, launch, missing } from './drivers';
import { startServer } from './server';

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-')) as EngineName[];
const engines: EngineName[] = wanted.length ? wanted : ['firefox', 'webkit'];

const started = performance.now();
const server = await startServer();
let failures = 0;
try {
  for (const name of engines) {
    const absent = missing(name);
    if (absent) {
      console.log(`\n${name}: SKIPPED (${absent})`);
      continue;
    }
    let engine: Engine;
    try {
      engine = await launch(name);
    } catch (error) {
      console.log(`\n${name}: SKIPPED, the browser could not start here: ${(error as Error).message}`);
      continue;
    }
    console.log(`\n${name} (${engine.version})`);
    try {
      for (const [title, check, pending] of CHECKS) {
        const t0 = performance.now();
        if (pending?.[name]) {
          console.log(`  - ${title}: SKIPPED in ${name}: ${pending[name]}`);
          continue;
        }
        // One more try on a fresh visitor, as the Chromium e2e tests have in CI: a failure twice fails the run.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            await engine.reset();
            const detail = await check(engine, server);
            const retried = attempt > 1 ? ', on the second try' : '';
            console.log(`  ✓ ${title}: ${detail} (${((performance.now() - t0) / 1000).toFixed(1)} s${retried})`);
            break;
          } catch (error) {
            const message = (error as Error).message.split('\n')[0];
            if (attempt === 1) {
              console.log(`  ! ${title}: ${message} (trying again)`);
              continue;
            }
            failures += 1;
            console.log(`  ✗ ${title}: ${message}`);
          }
        }
      }
    } finally {
      await engine.close();
    }
  }
} finally {
  await server.stop();
}
console.log(
  `\n${failures ? `${failures} check(s) failed` : 'All engine checks passed'} in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
process.exit(failures ? 1 : 0);
