import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressNotAllowedError } from './address-policy';
import { guardedConnector } from './connector';
import { resolver } from './test-helpers';

let server: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  server = createServer((_req, res) => res.end());
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('guardedConnector', () => {
  function connectTo(hostname: string, allowLoopback: boolean, resolve = resolver({})) {
    const connect = guardedConnector({ allowLoopback, resolve, connectTimeoutMs: 2_000 });
    return new Promise<{ error: Error | null; socket: Socket | null }>((done) => {
      connect({ hostname, protocol: 'http:', port: String(port) }, (error, socket) => done({ error, socket }));
    });
  }

  it('checks a literal IP itself, since no lookup happens for it', async () => {
    const before = connections;
    for (const host of ['127.0.0.1', '[::1]', '::ffff:127.0.0.1']) {
      const { error } = await connectTo(host, false);
      expect(error).toBeInstanceOf(AddressNotAllowedError);
    }
    expect(connections).toBe(before);
  });

  it('checks every address a name resolves to', async () => {
    const { error } = await connectTo('jobs.example.test', false, resolver({ 'jobs.example.test': ['127.0.0.1'] }));
    expect(error).toBeInstanceOf(AddressNotAllowedError);
    const mixed = await connectTo(
      'jobs.example.test',
      true,
      resolver({ 'jobs.example.test': ['127.0.0.1', '10.1.2.3'] }),
    );
    expect(mixed.error).toBeInstanceOf(AddressNotAllowedError);
  });

  it('connects to loopback when loopback is allowed, by address or by name', async () => {
    for (const [host, resolve] of [
      ['127.0.0.1', resolver({})],
      ['jobs.example.test', resolver({ 'jobs.example.test': ['127.0.0.1'] })],
    ] as const) {
      const { error, socket } = await connectTo(host, true, resolve);
      expect(error).toBeNull();
      expect(socket?.remoteAddress).toBe('127.0.0.1');
      socket?.destroy();
    }
  });
});
