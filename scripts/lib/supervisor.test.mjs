import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSupervisor, describeExit } from './supervisor.mjs';

/**
 * A node child running `code`, at the given stop layer.
 * @param {string} name
 * @param {string} code
 * @param {number} layer
 */
const nodeChild = (name, code, layer = 1) => ({ name, command: process.execPath, args: ['-e', code], env: process.env, layer });

/** Stays up until SIGTERM, then says so and exits. */
const LONG_RUNNING = `console.log('up'); process.on('SIGTERM', () => { console.log('stopping'); process.exit(0); }); setInterval(() => {}, 1000);`;

/** @param {string[]} lines @param {string} text */
async function waitForLine(lines, text) {
  while (!lines.some((line) => line.includes(text))) await sleep(20);
}

test('each output line is prefixed with the process name', async () => {
  /** @type {string[]} */
  const lines = [];
  const supervisor = createSupervisor({ log: (line) => lines.push(line) });
  supervisor.start(nodeChild('content', `console.log('hello'); console.error('oops'); setInterval(() => {}, 1000);`));
  await waitForLine(lines, 'oops');
  await supervisor.stop();
  assert.ok(lines.some((line) => /^content\s+│ hello$/.test(line)));
  assert.ok(lines.some((line) => /^content\s+│ oops$/.test(line)));
});

test('an exit nobody asked for is reported once, with the last lines of the process', async () => {
  const supervisor = createSupervisor({ log: () => {} });
  supervisor.start(nodeChild('auth', `console.log('first'); console.log('last words'); process.exit(3);`));
  const exit = await supervisor.unexpectedExit;
  assert.equal(exit.name, 'auth');
  assert.equal(exit.code, 3);
  assert.deepEqual(exit.lastLines, ['first', 'last words']);
  assert.equal(describeExit(exit), 'exited with code 3');
  await supervisor.stop();
});

test('a program that cannot be started is reported as such', async () => {
  const supervisor = createSupervisor({ log: () => {} });
  supervisor.start({ name: 'missing', command: '/nonexistent/program', args: [], env: process.env, layer: 0 });
  const exit = await supervisor.unexpectedExit;
  assert.match(describeExit(exit), /could not be started/);
  await supervisor.stop();
});

test('stop ends the higher layer (services) before the lower one (databases), each with SIGTERM', async () => {
  /** @type {string[]} */
  const lines = [];
  const supervisor = createSupervisor({ log: (line) => lines.push(line) });
  const database = supervisor.start(nodeChild('database', LONG_RUNNING, 0));
  const service = supervisor.start(nodeChild('service', LONG_RUNNING, 1));
  await waitForLine(lines, 'database');
  await waitForLine(lines, 'service');
  /** @type {string[]} */
  const order = [];
  void database.exited.then(() => order.push('database'));
  void service.exited.then(() => order.push('service'));
  let reported = false;
  void supervisor.unexpectedExit.then(() => {
    reported = true;
  });
  await supervisor.stop();
  assert.deepEqual(order, ['service', 'database']);
  assert.equal(lines.filter((line) => line.endsWith('│ stopping')).length, 2);
  assert.equal(reported, false);
  assert.equal(service.isRunning() || database.isRunning(), false);
});

test('a process that ignores SIGTERM is killed after the grace period', async () => {
  /** @type {string[]} */
  const lines = [];
  const supervisor = createSupervisor({ log: (line) => lines.push(line), stopGraceMs: 300 });
  const stubborn = supervisor.start(nodeChild('stubborn', `process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000);`));
  await waitForLine(lines, 'up');
  await supervisor.stop();
  assert.equal((await stubborn.exited).signal, 'SIGKILL');
  assert.ok(lines.some((line) => line.includes('killing it')));
});
