import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Where the ports handed out start. Below it lie the well-known ports of services a machine may
 * run (PostgreSQL's 5432, Redis's 6379, the gateway's 8080).
 */
const LOWEST_PORT = 20_000;
/** Linux's default start of the range it picks from for port 0 and for outgoing connections. */
const DEFAULT_EPHEMERAL_START = 32_768;

/** @type {number | undefined} */
let kernelRangeStart;

/**
 * The first port the kernel hands out on its own, to a server asking for port 0 and to every
 * outgoing connection. A port from that range, found free and given back, can be taken by either
 * before the process meant to listen on it has started; below it, nothing takes a port unasked.
 * Read once. (packages/testing/src/ports.ts picks the suites' ports the same way.)
 * @returns {number}
 */
export function ephemeralRangeStart() {
  kernelRangeStart ??= readEphemeralRangeStart();
  return kernelRangeStart;
}

function readEphemeralRangeStart() {
  try {
    const start = Number.parseInt(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0] ?? '', 10);
    return Number.isInteger(start) && start > LOWEST_PORT + 1_000 ? start : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

/**
 * A port nothing listens on right now, picked at random below the kernel's own range (see
 * ephemeralRangeStart), so that stacks started side by side rarely meet on one.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const end = ephemeralRangeStart();
  for (;;) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (end - LOWEST_PORT));
    if (await isPortFree(port)) return port;
  }
}

/**
 * Hands out free ports, never the same one twice, so the processes of one stack cannot collide
 * even if a port is picked again between two picks.
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
 * Whether a port can be listened on, on loopback and on all interfaces (the gateway listens on all).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export async function isPortFree(port) {
  return (await canListen(port)) && (await canListen(port, '127.0.0.1'));
}

/**
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
function canListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host }, () => server.close(() => resolve(true)));
  });
}
