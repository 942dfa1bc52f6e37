// The supervisor of the supervisor-kill drill (supervisor-kill.test.mjs): a stack on a fresh data
// folder, run in this process until it is killed. Once the stack serves it prints one line:
// `ready <gateway url> <data folder> <process id of each process the stack started>`.
import { APPS } from '../lib/services.mjs';
import { startDrillStack } from './load.mjs';

const drill = await startDrillStack({ name: 'supervisor-kill' });
const pids = [...APPS.map((app) => app.name), 'ferretdb', 'redis-server'].map((name) => drill.stack.pidOf(name));
process.stdout.write(`ready ${drill.stack.url} ${drill.dataDir} ${pids.join(' ')}\n`);
