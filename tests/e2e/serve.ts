/** Starts the gateway the e2e tests use: the built site and widgets, an outbox under tests/.tmp. */
import { rm } from 'node:fs/promises';
import { E2E } from './env';

await rm(E2E.dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: String(E2E.gatewayPort),
  SANDBOX_PARTNER_PORT: String(E2E.partnerPort),
  PUBLIC_URL: E2E.gateway,
  DATA_DIR: E2E.dataDir,
  LOG_LEVEL: 'error',
  // Many tests send from one address; the default limit has its own integration test.
  ROI_EMAIL_LIMIT: '1000',
  // Each test is its own visitor (an X-Forwarded-For address it sets), as the demo limits are per visitor.
  TRUST_PROXY: 'loopback',
  // The URL path of the wizard reads a job page the test serves on this machine.
  URL_FETCH_ALLOW_LOOPBACK: 'true',
  NODE_ENV: 'test',
});
const { main } = await import('../../server/main');
await main();
