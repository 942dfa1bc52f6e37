import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuMsFromProcStat, ferretDbCommandCounts, growthByName, treeCpuMsFromProcStats, waitedForChildrenCpuMsFromProcStat } from './where-time-goes.mjs';

test('CPU time is user plus system ticks, whatever the command name holds', () => {
  const stat = '4242 (node (gateway) x) S 1 4242 4242 0 -1 4194560 5000 0 0 0 1234 56 0 0 20 0 11 0 900 1000000 20000 18446744073709551615';
  assert.equal(cpuMsFromProcStat(stat), (1234 + 56) * 10);
});

test("the children's CPU time is the user plus system ticks of the children waited for", () => {
  const stat = '4242 (node (gateway) x) S 1 4242 4242 0 -1 4194560 5000 0 0 0 1234 56 7000 300 20 0 11 0 900 1000000 20000 18446744073709551615';
  assert.equal(waitedForChildrenCpuMsFromProcStat(stat), (7000 + 300) * 10);
});

test("a process tree's CPU time adds each running descendant's own and its waited-for children's, and nothing outside the tree", () => {
  const stat = (/** @type {number} */ pid, /** @type {number} */ parent, /** @type {number} */ user, /** @type {number} */ children) =>
    `${pid} (chromium) S ${parent} ${pid} ${pid} 0 -1 4194560 5000 0 0 0 ${user} 0 ${children} 0 20 0 11 0 900 1000000 20000 18446744073709551615`;
  const stats = [stat(100, 1, 50, 0), stat(101, 100, 20, 0), stat(102, 101, 1, 300), stat(200, 1, 999, 999)];
  assert.equal(treeCpuMsFromProcStats(100, stats), (50 + 20 + 1 + 300) * 10);
});

test('a line that is not /proc/<pid>/stat is refused', () => {
  assert.throws(() => cpuMsFromProcStat('hello (x) S'), /not a \/proc/);
  assert.throws(() => waitedForChildrenCpuMsFromProcStat('hello (x) S'), /not a \/proc/);
});

test("FerretDB's requests are summed by command over opcodes; other metrics are ignored", () => {
  const text = [
    '# HELP ferretdb_client_requests_total Total number of requests.',
    '# TYPE ferretdb_client_requests_total counter',
    'ferretdb_client_requests_total{command="insert",opcode="OP_MSG"} 30',
    'ferretdb_client_requests_total{command="find",opcode="OP_MSG"} 12',
    'ferretdb_client_requests_total{command="find",opcode="OP_QUERY"} 3',
    'ferretdb_client_responses_total{argument="unknown",command="find",opcode="OP_MSG",result="ok"} 15',
    'go_goroutines 12',
  ].join('\n');
  assert.deepEqual(ferretDbCommandCounts(text), new Map([['insert', 30], ['find', 15]]));
});

test('growth keeps the counters that grew, counting new ones from zero', () => {
  const before = new Map([['insert', 10], ['find', 4]]);
  const after = new Map([['insert', 40], ['find', 4], ['update', 2]]);
  assert.deepEqual(growthByName(before, after), new Map([['insert', 30], ['update', 2]]));
});
