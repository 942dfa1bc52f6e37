import { readFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';

/**
 * A loopback port whose every connection is refused: a server that is down. Port 1 lies below the
 * ports the system hands out to a server asking for any free one, as the suites' servers do, so no
 * suite running beside can take it. A port found free and given back can be taken meanwhile, and
 * the test then meets another suite's server where it expected nobody.
 */
export const REFUSED_PORT = 1;

/** Where the ports freePort hands out start: above the well-known ports of services a machine may run. */
const LOWEST_PORT = 20_000;
/** Linux's default start of the range it picks from for port 0 and for outgoing connections. */
const DEFAULT_EPHEMERAL_START = 32_768;

let kernelRangeStart: number | undefined;

/**
 * The first port the kernel hands out on its own, to a server asking for port 0 and to outgoing
 * connections; read once. (scripts/lib/ports.mjs picks the stack's ports the same way.)
 */
function ephemeralRangeStart(): number {
  kernelRangeStart ??= readEphemeralRangeStart();
  return kernelRangeStart;
}

function readEphemeralRangeStart(): number {
  try {
    const start = Number.parseInt(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0] ?? '', 10);
    return Number.isInteger(start) && start > LOWEST_PORT + 1_000 ? start : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

function canListen(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host }, () => server.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on, for a child process to listen on once started. Picked at random below
 * the kernel's own range: a port from that range, found free and given back, can be taken by a
 * suite's server asking for any port, or by an outgoing connection, before the child listens.
 */
export async function freePort(): Promise<number> {
  const end = ephemeralRangeStart();
  for (;;) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (end - LOWEST_PORT));
    if ((await canListen(port)) && (await canListen(port, '127.0.0.1'))) return port;
  }
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
