/**
 * Chromium end-to-end tests against the built site, widgets and sandbox, served by a test gateway. Importing
 * ./env picks the gateway's and the partner page's ports (free ones unless E2E_GATEWAY_PORT and
 * E2E_PARTNER_PORT say otherwise) once, in this process; the web server and the workers inherit them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './env';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  testDir: here,
  outputDir: path.join(here, `../.tmp/e2e-results-${E2E.gatewayPort}`),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E.gateway,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `node --import tsx ${path.join(here, 'serve.ts')}`,
    url: `${E2E.gateway}/healthz`,
    env: { E2E_GATEWAY_PORT: String(E2E.gatewayPort), E2E_PARTNER_PORT: String(E2E.partnerPort) },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
