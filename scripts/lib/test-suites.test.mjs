import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatSummary, readSummary } from './test-suites.mjs';

/** @param {string} name */
const suite = (name) => ({ name, command: 'pnpm', args: [], resultsFile: '', readCounts: () => ({ passed: 0, failed: 0, skipped: 0 }) });

test('a run’s summary reads back as the suites, their times and the totals it printed', () => {
  const summary = formatSummary({
    suites: [suite('scripts'), suite('@trek/web'), suite('@trek/e2e'), suite('drills')],
    results: [
      { name: 'scripts', exitCode: 0, durationMs: 4_200, counts: { passed: 70, failed: 0, skipped: 0 } },
      { name: '@trek/web', exitCode: 0, durationMs: 134_000, counts: { passed: 439, failed: 0, skipped: 0 } },
      { name: '@trek/e2e', exitCode: 1, durationMs: 496_000, counts: { passed: 70, failed: 1, skipped: 0 } },
    ],
    preparationMs: 60_000,
    totalMs: 700_000,
  });
  const output = `jest output\n  ● Landing › the place filter shows only that place's stops\n\n  ● Console\n${summary}`;

  assert.deepEqual(readSummary(output), {
    suites: [
      { name: 'scripts', passed: true, outcome: '70 passed', durationMs: 4_200 },
      { name: '@trek/web', passed: true, outcome: '439 passed', durationMs: 134_000 },
      { name: '@trek/e2e', passed: false, outcome: '70 passed, 1 failed; exit code 1', durationMs: 496_000 },
    ],
    passed: 579,
    failed: 1,
    failingTests: ["Landing › the place filter shows only that place's stops"],
  });
});

test('a run cut off before its summary reads as no suites and no totals', () => {
  assert.deepEqual(readSummary('› Installing dependencies\n'), { suites: [], passed: 0, failed: 0, failingTests: [] });
});
