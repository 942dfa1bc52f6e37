import { createServer, Socket } from 'node:net';

/**
 * A loopback port whose every connection is refused: a server that is down. Port 1 lies below the
 * ports the system hands out to a server asking for any free one, as the suites' servers do, so no
 * suite running beside can take it. A port found free and given back can be taken meanwhile, and
 * the test then meets another suite's server where it expected nobody.
 */
export const REFUSED_PORT = 1;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function canConnect(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, host);
  });
}

/** Polls until something listens on the port: start-up readiness of a child server, not test synchronisation. */
export async function waitForPort(port: number, { host = '127.0.0.1', timeoutMs = 30_000, what = 'server' } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await canConnect(port, host)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start listening on ${host}:${port} within ${timeoutMs} ms`);
}
