// The supervisor of the supervisor-kill drill (supervisor-kill.test.mjs): a stack on a fresh data
// folder, run in this process until it is killed. Prints `ready <url> <data folder>` once the stack serves.
import { startDrillStack } from './load.mjs';

const drill = await startDrillStack({ name: 'supervisor-kill' });
process.stdout.write(`ready ${drill.stack.url} ${drill.dataDir}\n`);
