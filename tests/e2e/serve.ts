/**
 * Starts the gateway the e2e tests use: the built site and widgets, an outbox under tests/.tmp, and the blog's
 * posts plus a hostile one (tests/fixtures/blog) in a folder of its own.
 */
import { cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPANY_ENV } from '../fixtures/company';
import { E2E } from './env';

await rm(E2E.dataDir, { recursive: true, force: true });
await removeOldRuns(path.dirname(E2E.dataDir));

// The posts that ship, and an English post made of script and handler payloads that the API must serve inert.
const blogDir = E2E.blogDir;
await rm(blogDir, { recursive: true, force: true });
await cp(fileURLToPath(new URL('../../server/blog/posts/', import.meta.url)), blogDir, { recursive: true });
await mkdir(path.join(blogDir, 'en'), { recursive: true });
await cp(
  fileURLToPath(new URL('../fixtures/blog/xss-attempt.md', import.meta.url)),
  path.join(blogDir, 'en/xss-attempt.md'),
);

Object.assign(process.env, {
  PORT: String(E2E.gatewayPort),
  SANDBOX_PARTNER_PORT: String(E2E.partnerPort),
  PUBLIC_URL: E2E.gateway,
  DATA_DIR: E2E.dataDir,
  BLOG_DIR: blogDir,
  LOG_LEVEL: 'error',
  // No metrics listener: a gateway already running on this machine may hold its port.
  METRICS_PORT: '0',
  // Many tests send from one address; the default limit has its own integration test.
  ROI_EMAIL_LIMIT: '1000',
  // Each test is its own visitor (an X-Forwarded-For address it sets), as the demo limits are per visitor.
  TRUST_PROXY: 'loopback',
  // A CDN's country header: the language selector shows the visitor's country (its tests answer /api/geo).
  GEO_COUNTRY_HEADER: 'CF-IPCountry',
  // The URL path of the wizard reads a job page the test serves on this machine.
  URL_FETCH_ALLOW_LOOPBACK: 'true',
  NODE_ENV: 'test',
  // The company the legal pages, the footer, the consent and the booking links name.
  ...COMPANY_ENV,
});
const { main } = await import('../../server/main');
await main();

/** Each run has folders named after its port; those of runs over a day old are left-overs, not a run under way. */
async function removeOldRuns(dir: string): Promise<void> {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of await readdir(dir).catch(() => [])) {
    if (!/^e2e-(?:data|blog|results)-\d+$/.test(name)) continue;
    const folder = path.join(dir, name);
    const { mtimeMs } = await stat(folder);
    if (mtimeMs < dayAgo) await rm(folder, { recursive: true, force: true });
  }
}
