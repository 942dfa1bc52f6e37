// Runs beside a supervisor (scripts/lib/supervisor.mjs starts it) and ends the supervisor's
// children if the supervisor dies without stopping them (kill -9, a crash): each child runs in a
// process group of its own, so nothing else would. The supervisor names each child's group on our
// stdin ("watch <pid> <layer>", "forget <pid>"); when stdin closes, the supervisor is gone, and we
// stop what is still watched: the highest layer first with SIGTERM, then whatever is left with SIGKILL.
// Plain node built-ins only.
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const GRACE_MS = 10_000;
const POLL_MS = 100;

/** @type {Map<number, number>} process group id -> layer */
const groups = new Map();

/**
 * @param {number} group
 * @param {NodeJS.Signals | 0} signal
 * @returns {boolean} false when no process of the group is left
 */
function signalGroup(group, signal) {
  try {
    process.kill(-group, signal);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {number[]} members */
async function stopGroups(members) {
  const alive = members.filter((group) => signalGroup(group, 'SIGTERM'));
  const deadline = Date.now() + GRACE_MS;
  while (alive.some((group) => signalGroup(group, 0)) && Date.now() < deadline) await sleep(POLL_MS);
  for (const group of alive) signalGroup(group, 'SIGKILL');
}

// Terminal signals are the supervisor's to handle; we only act when it is gone.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGHUP', 'SIGTERM'])) process.on(signal, () => {});

createInterface({ input: process.stdin, crlfDelay: Infinity })
  .on('line', (line) => {
    const [verb, pid, layer] = line.trim().split(' ');
    if (verb === 'watch') groups.set(Number(pid), Number(layer));
    else if (verb === 'forget') groups.delete(Number(pid));
  })
  .on('close', async () => {
    const layers = [...new Set(groups.values())].sort((a, b) => b - a);
    for (const layer of layers) await stopGroups([...groups].filter(([, of]) => of === layer).map(([group]) => group));
    process.exit(0);
  });
