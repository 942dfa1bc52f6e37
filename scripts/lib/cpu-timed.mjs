// Runs a command, then writes to a file the CPU time (user + system, in ms) that it and the
// processes it waited for used: `npm test` prints it beside each step's wall time, which on a
// machine shared with other work says little. Linux only (/proc); elsewhere no file is written.
// Usage: node cpu-timed.mjs <cpu-file> <command> [args...]. Plain node built-ins only.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { waitedForChildrenCpuMsFromProcStat } from './where-time-goes.mjs';

const [cpuFile, command, ...args] = process.argv.slice(2);
if (!cpuFile || !command) {
  process.stderr.write('usage: node cpu-timed.mjs <cpu-file> <command> [args...]\n');
  process.exit(2);
}

const child = spawn(command, args, { stdio: 'inherit' });
// Ctrl-C reaches the whole process group, the command included: wait for it to end. A SIGTERM
// sent to this process alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.once('error', (error) => {
  process.stderr.write(`${command}: ${error.message}\n`);
  process.exitCode = 127;
});
child.once('close', (code, signal) => {
  try {
    writeFileSync(cpuFile, `${waitedForChildrenCpuMsFromProcStat(readFileSync('/proc/self/stat', 'utf8'))}\n`);
  } catch {
    // no /proc here: the time is not known
  }
  // A command that could not start has its exit code already. A signal maps to the shell's 128 + n convention.
  process.exitCode ??= code ?? 128 + (signal ? constants.signals[signal] : 0);
});
