import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCrashDrillReport, runCrashDrill } from './crash-drill.mjs';

// Needs a build (npm test builds before its suites). Bounded: each fault's recovery waits at most
// 60 s and the last emails at most 120 s; a passing run takes about a minute and a half.
test('when the applications service, the email worker and FerretDB are killed under load, then every acknowledged application is stored and confirmed exactly once', { timeout: 6 * 60_000 }, async () => {
  const report = await runCrashDrill({ log: (line) => console.log(line) });
  for (const line of formatCrashDrillReport(report)) console.log(line);

  for (const fault of report.faults) {
    assert.ok(fault.restarted, `${fault.process} was restarted`);
    // Measured and printed; only "eventually" is asserted, timings vary with the machine.
    assert.notEqual(fault.submissionsBackMs, null, `submissions were accepted again after ${fault.process} was killed`);
    assert.notEqual(fault.emailsBackMs, null, `emails were captured again after ${fault.process} was killed`);
  }
  assert.ok(report.acknowledged > 0);
  assert.deepEqual(report.notStored, [], 'every acknowledged application is visible to an organizer');
  assert.deepEqual(report.emailsMissing, [], 'every acknowledged application got its confirmation');
  assert.deepEqual(report.emailsDuplicated, [], 'no acknowledged application got two confirmation emails');
});
