import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from './shutdown';

const KEEP_ALIVE_MS = 400;
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose `/slow` answers after 300 ms, with a short keep-alive time. */
async function start() {
  const server = createServer((req, res) => {
    setTimeout(() => res.end('ok'), req.url === '/slow' ? 300 : 0);
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const gateway = drainable(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { gateway, port: (server.address() as AddressInfo).port };
}

/** A raw keep-alive connection: what it has read, and whether the server closed it. */
async function open(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let text = '';
  let closed = false;
  socket.on('data', (chunk) => {
    text += chunk.toString();
  });
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => {});
  return {
    send: (pathname: string) => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`),
    answers: () => text.split('HTTP/1.1 ').slice(1),
    get closed() {
      return closed;
    },
  };
}

const until = async (done: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('drainable', () => {
  it('answers a request sent on an idle keep-alive connection after the drain began, then closes it', async () => {
    const { gateway, port } = await start();
    const client = await open(port);
    client.send('/');
    await until(() => client.answers().length === 1);
    expect(client.answers()[0]).toMatch(/keep-alive/i);

    const drained = gateway.drain();
    // Idle, but within the keep-alive time the client was told: a request on its way is still served.
    await new Promise((resolve) => setTimeout(resolve, KEEP_ALIVE_MS / 4));
    expect(client.closed).toBe(false);
    client.send('/');
    await until(() => client.closed);
    expect(client.answers()).toHaveLength(2);
    expect(client.answers()[1]).toMatch(/^200 .*Connection: close/s);
    await drained;
    expect(gateway.counts).toEqual({ received: 2, answered: 2, cutOff: 0 });
  });

  it('finishes an answer under way with Connection: close and takes no new connection', async () => {
    const { gateway, port } = await start();
    const client = await open(port);
    client.send('/slow');
    await until(() => gateway.inFlight === 1);
    const drained = gateway.drain();
    const refused = await new Promise<string>((resolve) => {
      const late = connect(port, '127.0.0.1');
      late.once('connect', () => resolve('connected'));
      late.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    await until(() => client.closed);
    expect(client.answers()[0]).toMatch(/^200 .*Connection: close.*ok$/s);
    await drained;
  });

  it('closes a connection left idle once its keep-alive time is over', async () => {
    const { gateway, port } = await start();
    const client = await open(port);
    client.send('/');
    const silent = await open(port);
    await until(() => client.answers().length === 1);
    const started = performance.now();
    await gateway.drain();
    // Not before the keep-alive time the client was told (less the time it already spent idle).
    expect(performance.now() - started).toBeGreaterThan(KEEP_ALIVE_MS / 2);
    await until(() => client.closed && silent.closed);
  });
});
