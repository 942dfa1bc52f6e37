import { request } from 'node:http';
import { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @typedef {object} WaitOptions
 * @property {string} what named in the error when it never becomes ready
 * @property {number} timeoutMs
 * @property {AbortSignal} [signal] stops waiting (e.g. the process being waited for exited)
 */

/**
 * One GET; its status code, or the reason there was none.
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<{ status: number } | { error: string }>}
 */
export function httpStatus(url, timeoutMs) {
  return new Promise((resolve) => {
    // No connection pool: a probe's socket must not outlive it (nor keep a process alive).
    const req = request(url, { timeout: timeoutMs, agent: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
    });
    req.once('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.once('error', (error) => resolve({ error: /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message }));
    req.end();
  });
}

/**
 * Polls until the URL answers 200 (a /readyz turns 200 once the service's dependencies connect).
 * @param {string} url
 * @param {WaitOptions} options
 */
export async function waitForHttpOk(url, { what, timeoutMs, signal }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    const answer = await httpStatus(url, 2_000);
    if ('status' in answer && answer.status === 200) return;
    last = 'status' in answer ? `HTTP ${answer.status}` : answer.error;
    await sleep(200, undefined, { signal }).catch(() => signal?.throwIfAborted());
  }
  throw new Error(`${what} was not ready within ${Math.round(timeoutMs / 1000)} s (${url}: ${last})`);
}

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function acceptsConnections(port, host) {
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

/**
 * Polls until something listens on a loopback port (for servers without an HTTP health check).
 * @param {number} port
 * @param {WaitOptions} options
 */
export async function waitForPort(port, { what, timeoutMs, signal }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (await acceptsConnections(port, '127.0.0.1')) return;
    await sleep(100, undefined, { signal }).catch(() => signal?.throwIfAborted());
  }
  throw new Error(`${what} did not listen on 127.0.0.1:${port} within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Whether a Redis server answers PING (an inline command, so no client library is needed).
 * A server that wants a password answers with an error, which counts as not usable.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function redisAnswersPing(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = new Socket();
    let reply = '';
    const finish = (/** @type {boolean} */ answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000);
    socket.setEncoding('utf8');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
    socket.once('timeout', () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('close', () => finish(false));
    socket.connect(port, host);
  });
}

/**
 * Polls until a Redis server answers PING on a loopback port (listening is not enough: while it
 * loads its append-only file it answers every command with an error).
 * @param {number} port
 * @param {WaitOptions} options
 */
export async function waitForRedis(port, { what, timeoutMs, signal }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (await redisAnswersPing(port)) return;
    await sleep(100, undefined, { signal }).catch(() => signal?.throwIfAborted());
  }
  throw new Error(`${what} did not answer PING on 127.0.0.1:${port} within ${Math.round(timeoutMs / 1000)} s`);
}
