// What a benchmark reads to say where the time went: each process's CPU time (Linux /proc) and
// FerretDB's count of commands by name (its debug handler's Prometheus metrics). Plain node
// built-ins only.
/* global fetch, AbortSignal */
import { readdir, readFile } from 'node:fs/promises';

/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/**
 * User plus system CPU time, in milliseconds, from the text of /proc/<pid>/stat.
 * @param {string} stat
 */
export function cpuMsFromProcStat(stat) {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return ((userTicks + systemTicks) * 1000) / TICKS_PER_SECOND;
}

/**
 * User plus system CPU time, in milliseconds, of the children a process has waited for (and of
 * theirs, as far as each waited for its own), from the text of /proc/<pid>/stat.
 * @param {string} stat
 */
export function waitedForChildrenCpuMsFromProcStat(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[13]);
  const systemTicks = Number(fields[14]);
  if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return ((userTicks + systemTicks) * 1000) / TICKS_PER_SECOND;
}

/**
 * A process's CPU time so far, in milliseconds; null where /proc is not there (not Linux) or
 * the process is gone.
 * @param {number} pid
 */
export async function processCpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat === null ? null : cpuMsFromProcStat(stat);
}

/**
 * The CPU time, in milliseconds, of a process and all its descendants still running, each with
 * the children it has waited for, from the texts of /proc/<pid>/stat of the running processes. A
 * browser's renderers are reaped by its zygote, which nobody waits for: a parent's figure of its
 * waited-for children (cpu-timed.mjs) misses them, this does not.
 * @param {number} rootPid
 * @param {string[]} stats
 */
export function treeCpuMsFromProcStats(rootPid, stats) {
  const processes = stats.map((stat) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid: Number.parseInt(stat, 10), parent: Number(fields[1]), cpuMs: cpuMsFromProcStat(stat) + waitedForChildrenCpuMsFromProcStat(stat) };
  });
  const inTree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const process of processes) {
      if (!inTree.has(process.pid) && inTree.has(process.parent)) {
        inTree.add(process.pid);
        grew = true;
      }
    }
  }
  return processes.filter((process) => inTree.has(process.pid)).reduce((sum, process) => sum + process.cpuMs, 0);
}

/**
 * The CPU time so far of a process and its descendants (see treeCpuMsFromProcStats); null where
 * /proc is not there (not Linux).
 * @param {number} rootPid
 */
export async function processTreeCpuMs(rootPid) {
  const pids = await readdir('/proc').catch(() => null);
  if (pids === null) return null;
  const stats = await Promise.all(pids.filter((name) => /^\d+$/.test(name)).map((pid) => readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)));
  return treeCpuMsFromProcStats(
    rootPid,
    stats.filter((stat) => stat !== null),
  );
}

/**
 * Requests by command name from FerretDB's Prometheus text (`ferretdb_client_requests_total`,
 * one line per opcode and command).
 * @param {string} text
 */
export function ferretDbCommandCounts(text) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const line of text.split('\n')) {
    const match = /^ferretdb_client_requests_total\{([^}]*)\}\s+(\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/.exec(line.trim());
    if (!match) continue;
    const command = /(?:^|,)command="([^"]*)"/.exec(match[1] ?? '')?.[1];
    if (!command) continue;
    counts.set(command, (counts.get(command) ?? 0) + Number(match[2]));
  }
  return counts;
}

/**
 * FerretDB's commands so far, by name, from its debug handler at `address` (host:port).
 * @param {string} address
 */
export async function readFerretDbCommandCounts(address) {
  const response = await fetch(`http://${address}/debug/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`FerretDB's debug handler answered HTTP ${response.status}`);
  return ferretDbCommandCounts(await response.text());
}

/**
 * What happened between two readings of counters by name: each one's growth, those that grew.
 * @param {Map<string, number>} before
 * @param {Map<string, number>} after
 */
export function growthByName(before, after) {
  /** @type {Map<string, number>} */
  const growth = new Map();
  for (const [name, value] of after) {
    const grown = value - (before.get(name) ?? 0);
    if (grown > 0) growth.set(name, grown);
  }
  return growth;
}
