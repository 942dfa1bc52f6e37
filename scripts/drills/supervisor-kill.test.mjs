import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import { pollUntil } from './load.mjs';
import { isPortFree } from '../lib/ports.mjs';
import { APPS } from '../lib/services.mjs';

const MARKER_VARIABLE = 'TREK_SUPERVISOR_KILL_DRILL';

/**
 * A zombie (ended, not yet collected by whoever inherited it) does not count.
 * @param {number} pid
 */
function isRunning(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * The processes whose environment carries `marker`: every process of the stack inherits it.
 * @param {string} marker
 * @returns {Promise<number[]>}
 */
async function processesMarked(marker) {
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  const marked = await Promise.all(
    pids.map(async (pid) => {
      const environment = await readFile(`/proc/${pid}/environ`, 'latin1').catch(() => '');
      return environment.split('\0').includes(`${MARKER_VARIABLE}=${marker}`) ? Number(pid) : null;
    }),
  );
  return marked.filter((pid) => pid !== null);
}

// Needs a build (npm test builds before its suites). A stack starts in about ten seconds; its
// processes are gone within a few seconds of the kill.
test('when the supervisor of a running stack is killed with SIGKILL, then no process of the stack is left and its port is free', { timeout: 3 * 60_000 }, async () => {
  const marker = randomBytes(8).toString('hex');
  const supervisor = spawn(process.execPath, [new URL('supervisor-kill.mjs', import.meta.url).pathname], {
    env: { ...process.env, [MARKER_VARIABLE]: marker },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [url, dataDir, ...started] = await new Promise((resolve, reject) => {
    supervisor.once('exit', (code) => reject(new Error(`the stack's supervisor exited with ${code} before the stack was up`)));
    createInterface({ input: /** @type {import('node:stream').Readable} */ (supervisor.stdout) }).on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length).split(' '));
    });
  });
  /** What the supervisor started, and whatever else inherited the marker (redis-server overwrites its environment with its process title). */
  const stackProcesses = async () => [...new Set([...started.map(Number).filter(isRunning), ...(await processesMarked(marker))])];
  try {
    assert.equal(started.length, APPS.length + 2, 'the supervisor names FerretDB, redis-server, every service and the gateway');
    assert.ok(started.every((pid) => /^\d+$/.test(pid)), `the stack started every process it names: ${started.join(' ')}`);
    assert.ok(started.every((pid) => isRunning(Number(pid))), 'every process the supervisor names runs');
    // Those, the supervisor and the reaper.
    assert.ok((await stackProcesses()).length >= APPS.length + 4);

    supervisor.kill('SIGKILL');
    const allGone = await pollUntil(async () => (await stackProcesses()).length === 0, { timeoutMs: 30_000, intervalMs: 200 });
    assert.ok(allGone, `still running after the supervisor was killed: ${(await stackProcesses()).join(', ')}`);
    assert.ok(await isPortFree(Number(new URL(url ?? '').port)), 'the gateway port is free again');
  } finally {
    supervisor.kill('SIGKILL');
    for (const pid of await stackProcesses()) process.kill(pid, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
});
