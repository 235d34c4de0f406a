/** Unit tests sit next to their code; integration tests (gateway with real SMTP, Redis) live in tests/integration. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workerSource } from '../widgets/worker-source.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  root,
  // The captcha solver imports its worker's code (widgets/worker-source.ts).
  plugins: [workerSource()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{shared,locales,widgets,site,server}/**/*.test.{ts,tsx}',
            'tests/bench/*.test.ts',
            'tests/house.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
    ],
  },
});
