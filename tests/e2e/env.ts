/**
 * Where the e2e gateway and the partner page listen, and where the gateway writes its outbox.
 *
 * The ports come from E2E_GATEWAY_PORT and E2E_PARTNER_PORT; when unset, the first process that loads this
 * module (Playwright's runner, reading its config) picks two free ones and sets the variables, so the web server
 * it starts and its workers, which inherit its environment, agree on them. Two runs on one machine therefore
 * neither share a port nor a data folder.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ports nothing listens on right now, each distinct (all are held open until every one is known). */
export function freePorts(count: number): number[] {
  // A child process, so that this stays synchronous for the modules that import it at load time.
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((ok, fail) => s.once('error', fail).listen(0, () => ok(s.address().port)))))
      .then((ports) => { process.stdout.write(JSON.stringify(ports)); servers.forEach((s) => s.close()); });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as number[];
}

function portFrom(variable: string): number | undefined {
  const value = process.env[variable];
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${variable} must be a port number, not "${value}".`);
  return port;
}

let gatewayPort = portFrom('E2E_GATEWAY_PORT');
let partnerPort = portFrom('E2E_PARTNER_PORT');
if (gatewayPort === undefined || partnerPort === undefined) {
  const [a, b] = freePorts(2) as [number, number];
  gatewayPort ??= a === partnerPort ? b : a;
  partnerPort ??= b === gatewayPort ? a : b;
  process.env.E2E_GATEWAY_PORT = String(gatewayPort);
  process.env.E2E_PARTNER_PORT = String(partnerPort);
}

// One folder per gateway port: a second run on this machine never clears the outbox the first one reads.
const dataDir = path.join(root, `tests/.tmp/e2e-data-${gatewayPort}`);

export const E2E = {
  gatewayPort,
  partnerPort,
  gateway: `http://localhost:${gatewayPort}`,
  partner: `http://localhost:${partnerPort}`,
  dataDir,
  outbox: path.join(dataDir, 'outbox'),
  /** The blog's posts plus the test's hostile one, copied for this run. */
  blogDir: path.join(root, `tests/.tmp/e2e-blog-${gatewayPort}`),
} as const;
