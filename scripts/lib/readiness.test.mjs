/* global AbortController */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { test } from 'node:test';
import { setTimeout } from 'node:timers';
import { redisAnswersPing, waitForHttpOk, waitForRedis } from './readiness.mjs';

/**
 * @param {import('node:http').Server | import('node:net').Server} server
 * @returns {Promise<number>}
 */
async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return address.port;
}

test('waiting ends when /readyz turns 200', async () => {
  let calls = 0;
  const server = createServer((_req, res) => {
    calls += 1;
    res.statusCode = calls < 3 ? 503 : 200;
    res.end();
  });
  const port = await listen(server);
  await waitForHttpOk(`http://127.0.0.1:${port}/readyz`, { what: 'content', timeoutMs: 5_000 });
  assert.equal(calls, 3);
  server.close();
});

test('a service that never gets ready is named with its last answer', async () => {
  const server = createServer((_req, res) => {
    res.statusCode = 503;
    res.end();
  });
  const port = await listen(server);
  await assert.rejects(waitForHttpOk(`http://127.0.0.1:${port}/readyz`, { what: 'upload', timeoutMs: 500 }), /upload was not ready within .* HTTP 503/);
  server.close();
});

test('waiting stops with the abort reason (e.g. the process exited)', async () => {
  const controller = new AbortController();
  const reason = new Error('auth exited with code 1');
  setTimeout(() => controller.abort(reason), 100);
  await assert.rejects(waitForHttpOk('http://127.0.0.1:9/readyz', { what: 'auth', timeoutMs: 10_000, signal: controller.signal }), reason);
});

test('a Redis answering PONG is usable; one that wants a password is not', async () => {
  /** @param {string} reply */
  const fakeRedis = (reply) => createTcpServer((socket) => socket.once('data', () => socket.end(reply)));
  const open = fakeRedis('+PONG\r\n');
  const locked = fakeRedis('-NOAUTH Authentication required.\r\n');
  assert.equal(await redisAnswersPing(await listen(open)), true);
  assert.equal(await redisAnswersPing(await listen(locked)), false);
  open.close();
  locked.close();
  const nothing = createTcpServer();
  const closedPort = await listen(nothing);
  await new Promise((resolve) => nothing.close(resolve));
  assert.equal(await redisAnswersPing(closedPort), false);
});

test('waiting for Redis ends once it answers PONG, not while it is still loading its data', async () => {
  let connections = 0;
  const loadingThenReady = createTcpServer((socket) =>
    socket.once('data', () => socket.end(++connections < 3 ? '-LOADING Redis is loading the dataset in memory\r\n' : '+PONG\r\n')),
  );
  await waitForRedis(await listen(loadingThenReady), { what: 'redis-server', timeoutMs: 10_000 });
  assert.equal(connections, 3);
  loadingThenReady.close();
});
