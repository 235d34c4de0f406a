/** A throwaway redis-server (Debian's) on a free loopback port, with nothing saved to disk. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** A loopback port nothing listens on right now (a server started later can take it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.setTimeout(200);
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });

export interface RedisServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await answersPing(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        process: child,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port} (is ${REDIS_SERVER} installed?)`);
}
