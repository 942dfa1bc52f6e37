// `npm run drill:crash`: builds if needed, then runs the crash drill (scripts/drills/crash-drill.mjs)
// on a stack of its own and prints its figures. Exits with 1 when an expectation does not hold.
// `--rate=N` sets the submissions per second (default 10); `--faults=a,b` the processes killed, in
// order (default applications,notifications,ferretdb; any process name of the stack works).
import { parseArgs } from 'node:util';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { green, red, step } from './lib/output.mjs';
import { DEFAULT_FAULTS, crashDrillProblems, formatCrashDrillReport, runCrashDrill } from './drills/crash-drill.mjs';
import { prepareStack } from './drills/load.mjs';

/** @returns {Promise<number>} */
async function main() {
  const { values } = parseArgs({ options: { rate: { type: 'string', default: '10' }, faults: { type: 'string', default: DEFAULT_FAULTS.join(',') } } });
  const faults = values.faults.split(',').map((name) => name.trim()).filter(Boolean);
  const ratePerSecond = Number(values.rate);
  if (!(ratePerSecond > 0 && ratePerSecond <= 100)) throw new Error(`--rate must be between 0 and 100 submissions per second, not ${values.rate}`);
  await prepareStack();
  step(`Crash drill: kill -9 of ${faults.join(', then ')} under a stream of submissions`);
  const report = await runCrashDrill({ ratePerSecond, faults });
  for (const line of formatCrashDrillReport(report)) console.log(line);
  const problems = crashDrillProblems(report);
  if (problems.length === 0) console.log(green('\n✔ Every acknowledged application was stored and confirmed exactly once.'));
  for (const problem of problems) console.log(red(`✘ ${problem}`));
  return problems.length === 0 ? 0 : 1;
}

await runScriptOnSupportedNode(main);
