import { createServer } from 'node:net';

/**
 * A port nothing listens on right now: the kernel's pick for port 0 on loopback.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port was assigned'))));
    });
  });
}

/**
 * Hands out free ports, never the same one twice, so the processes of one stack cannot collide
 * even if the kernel offers a port again between two picks.
 */
export function createPortAllocator() {
  /** @type {Set<number>} */
  const handedOut = new Set();
  return {
    async next() {
      for (;;) {
        const port = await freePort();
        if (!handedOut.has(port)) {
          handedOut.add(port);
          return port;
        }
      }
    },
  };
}

/**
 * Whether a fixed port can be listened on (all interfaces, as the gateway listens).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}
