import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { createSupervisor, describeExit, restartDelayMs } from './supervisor.mjs';

/**
 * A node child running `code`, at the given stop layer.
 * @param {string} name
 * @param {string} code
 * @param {number} layer
 */
const nodeChild = (name, code, layer = 1) => ({ name, command: process.execPath, args: ['-e', code], env: process.env, layer });

/** Stays up until SIGTERM, then says so and exits. It says 'up' only once it listens for SIGTERM. */
const LONG_RUNNING = `process.on('SIGTERM', () => { console.log('stopping'); process.exit(0); }); console.log('up'); setInterval(() => {}, 1000);`;

/** A backoff short enough for tests; restarts still wait for it. */
const QUICK_BACKOFF = { initialMs: 10, maxMs: 40, stableAfterMs: 60_000 };

/**
 * Collects the supervisor's log lines; `waitFor` resolves once a line containing the text has
 * been logged `times` times (no polling: each logged line checks the waiters).
 */
function logLines() {
  /** @type {string[]} */
  const lines = [];
  /** @type {Array<{ text: string, times: number, resolve: () => void }>} */
  let waiters = [];
  const count = (/** @type {string} */ text) => lines.filter((line) => line.includes(text)).length;
  const settleWaiters = () => {
    const done = waiters.filter((waiter) => count(waiter.text) >= waiter.times);
    waiters = waiters.filter((waiter) => !done.includes(waiter));
    for (const waiter of done) waiter.resolve();
  };
  return {
    lines,
    count,
    log: (/** @type {string} */ line) => {
      lines.push(line);
      settleWaiters();
    },
    /** @param {string} text @param {number} [times] @returns {Promise<void>} */
    waitFor: (text, times = 1) =>
      new Promise((resolve) => {
        waiters.push({ text, times, resolve });
        settleWaiters();
      }),
  };
}

test('each output line is prefixed with the process name', async () => {
  const output = logLines();
  const supervisor = createSupervisor({ log: output.log });
  supervisor.start(nodeChild('content', `console.log('hello'); console.error('oops'); setInterval(() => {}, 1000);`));
  await output.waitFor('oops');
  await output.waitFor('hello');
  await supervisor.stop();
  assert.ok(output.lines.some((line) => /^content\s+│ hello$/.test(line)));
  assert.ok(output.lines.some((line) => /^content\s+│ oops$/.test(line)));
});

test('while the stack starts, an exit nobody asked for is reported once, with the last lines of the process', async () => {
  const supervisor = createSupervisor({ log: () => {} });
  const auth = supervisor.start(nodeChild('auth', `console.log('first'); console.log('last words'); process.exit(3);`));
  const exit = await supervisor.unexpectedExit;
  assert.equal(exit.name, 'auth');
  assert.equal(exit.code, 3);
  assert.deepEqual(exit.lastLines, ['first', 'last words']);
  assert.equal(describeExit(exit), 'exited with code 3');
  assert.equal(auth.restarts(), 0);
  await supervisor.stop();
});

test('a program that cannot be started is reported as such', async () => {
  const supervisor = createSupervisor({ log: () => {} });
  supervisor.start({ name: 'missing', command: '/nonexistent/program', args: [], env: process.env, layer: 0 });
  const exit = await supervisor.unexpectedExit;
  assert.match(describeExit(exit), /could not be started/);
  await supervisor.stop();
});

test('once the stack runs, a killed process is restarted and says so, while the others keep running', async () => {
  const output = logLines();
  const supervisor = createSupervisor({ log: output.log, restartBackoff: QUICK_BACKOFF });
  const database = supervisor.start(nodeChild('database', LONG_RUNNING, 0));
  const service = supervisor.start(nodeChild('service', LONG_RUNNING, 1));
  await output.waitFor('│ up', 2);
  supervisor.keepRunning();
  let reported = false;
  void supervisor.unexpectedExit.then(() => {
    reported = true;
  });
  const databasePid = database.pid();
  const firstPid = service.pid();
  assert.ok(firstPid);
  process.kill(firstPid, 'SIGKILL');

  await output.waitFor('↻ restarted');
  await output.waitFor('│ up', 3);
  assert.ok(output.lines.some((line) => line.includes('service') && line.includes('✘ was killed by SIGKILL; restarting it in')));
  assert.notEqual(service.pid(), firstPid);
  assert.equal(service.restarts(), 1);
  assert.equal(service.isRunning(), true);
  assert.equal(database.pid(), databasePid);
  assert.equal(database.restarts(), 0);

  await supervisor.stop();
  assert.equal(reported, false);
  assert.equal(service.isRunning() || database.isRunning(), false);
});

test('a process that keeps crashing waits longer before each restart, up to the maximum', async () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7].map((crashes) => restartDelayMs({ initialMs: 500, maxMs: 10_000, stableAfterMs: 30_000 }, crashes)),
    [500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000],
  );
  const output = logLines();
  const supervisor = createSupervisor({ log: output.log, restartBackoff: QUICK_BACKOFF });
  supervisor.keepRunning();
  const flaky = supervisor.start(nodeChild('flaky', `console.log('booting'); process.exit(1);`));
  await output.waitFor('✘ exited with code 1', 3);
  await supervisor.stop();
  assert.ok(output.lines.some((line) => line.includes('(crash 3 in a row)')));
  assert.ok(flaky.restarts() >= 2);
  assert.equal((await flaky.exited).code, 1);
});

test('a process that had stayed up long enough starts its backoff again from the shortest wait', async () => {
  const output = logLines();
  // Every run counts as stable: each crash is a first crash.
  const supervisor = createSupervisor({ log: output.log, restartBackoff: { ...QUICK_BACKOFF, stableAfterMs: 0 } });
  supervisor.keepRunning();
  supervisor.start(nodeChild('flaky', `process.exit(1);`));
  await output.waitFor('✘ exited with code 1', 3);
  await supervisor.stop();
  assert.equal(output.count('in a row'), 0);
});

test('stopping while a crashed process waits for its restart cancels the restart', async () => {
  const output = logLines();
  const supervisor = createSupervisor({ log: output.log, restartBackoff: { initialMs: 60_000, maxMs: 60_000, stableAfterMs: 60_000 } });
  supervisor.keepRunning();
  const crashed = supervisor.start(nodeChild('crashed', `process.exit(2);`));
  await output.waitFor('restarting it in 60.0 s');
  await supervisor.stop();
  assert.equal((await crashed.exited).code, 2);
  assert.equal(crashed.restarts(), 0);
  assert.equal(crashed.isRunning(), false);
});

test('stop ends the higher layer (services) before the lower one (databases), each with SIGTERM', async () => {
  const output = logLines();
  const supervisor = createSupervisor({ log: output.log });
  const database = supervisor.start(nodeChild('database', LONG_RUNNING, 0));
  const service = supervisor.start(nodeChild('service', LONG_RUNNING, 1));
  await output.waitFor('│ up', 2);
  supervisor.keepRunning();
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
  assert.equal(output.lines.filter((line) => line.endsWith('│ stopping')).length, 2);
  assert.equal(output.count('restart'), 0);
  assert.equal(reported, false);
  assert.equal(service.isRunning() || database.isRunning(), false);
});

test('a process that ignores SIGTERM is killed after the grace period', async () => {
  const output = logLines();
  const supervisor = createSupervisor({ log: output.log, stopGraceMs: 300 });
  const stubborn = supervisor.start(nodeChild('stubborn', `process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000);`));
  await output.waitFor('up');
  await supervisor.stop();
  assert.equal((await stubborn.exited).signal, 'SIGKILL');
  assert.ok(output.lines.some((line) => line.includes('killing it')));
});

test('when the supervisor is killed with SIGKILL, then its children, each in a process group of its own, stop too', async () => {
  const supervisorUrl = new URL('supervisor.mjs', import.meta.url).href;
  const program = `
    import { createSupervisor } from ${JSON.stringify(supervisorUrl)};
    const supervisor = createSupervisor({ log: () => {} });
    const up = (code, layer) => supervisor.start({ name: 'child' + layer, command: process.execPath, args: ['-e', code], env: process.env, layer });
    const children = [up(${JSON.stringify(LONG_RUNNING)}, 1), up(${JSON.stringify(LONG_RUNNING)}, 0)];
    console.log('pids ' + JSON.stringify(children.map((child) => child.pid())));
    setInterval(() => {}, 1000);
  `;
  const supervisorProcess = spawn(process.execPath, ['--input-type=module', '-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pids = await new Promise((resolve, reject) => {
    supervisorProcess.once('exit', (code) => reject(new Error(`the supervisor exited with ${code}`)));
    createInterface({ input: /** @type {import('node:stream').Readable} */ (supervisorProcess.stdout) }).on('line', (line) => {
      if (line.startsWith('pids ')) resolve(JSON.parse(line.slice('pids '.length)));
    });
  });
  assert.equal(pids.length, 2);
  const alive = (/** @type {number} */ pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  assert.ok(pids.every(alive));
  supervisorProcess.kill('SIGKILL');
  // Another process ends them; there is nothing to wait on but their disappearance.
  const deadline = Date.now() + 15_000;
  while (pids.some(alive) && Date.now() < deadline) await sleep(100);
  assert.deepEqual(pids.filter(alive), [], 'children left running');
});
