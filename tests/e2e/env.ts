/** Where the e2e gateway and the partner page listen, and where the gateway writes its outbox. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const E2E = {
  gatewayPort: 18080,
  partnerPort: 18081,
  gateway: 'http://localhost:18080',
  partner: 'http://localhost:18081',
  dataDir: path.join(root, 'tests/.tmp/e2e-data'),
  outbox: path.join(root, 'tests/.tmp/e2e-data/outbox'),
} as const;
