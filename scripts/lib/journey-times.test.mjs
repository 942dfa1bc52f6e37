import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatJourneyTimes, journeyTimes } from './journey-times.mjs';

const results = {
  testResults: [
    {
      name: '/repo/e2e/journeys/quick.test.ts',
      startTime: 1_000,
      endTime: 4_500,
      assertionResults: [{ title: 'opens', duration: 3_000, status: 'passed' }],
    },
    {
      name: '/repo/e2e/journeys/slow.test.ts',
      startTime: 4_500,
      endTime: 94_500,
      assertionResults: [
        { title: 'signs in', duration: 20_000, status: 'passed' },
        { title: 'checks every tab', duration: 65_000, status: 'failed' },
        { title: 'later', duration: null, status: 'pending' },
      ],
    },
  ],
};

test("when jest's results are read, then each journey file's wall time and slowest test come first for the longest file", () => {
  assert.deepEqual(journeyTimes(results, '/repo/e2e'), [
    { file: 'journeys/slow.test.ts', wallMs: 90_000, tests: 2, slowest: { title: 'checks every tab', ms: 65_000 } },
    { file: 'journeys/quick.test.ts', wallMs: 3_500, tests: 1, slowest: { title: 'opens', ms: 3_000 } },
  ]);
});

test('when the rows are printed, then the last line gives the files’ total', () => {
  const lines = formatJourneyTimes(journeyTimes(results, '/repo/e2e')).trimEnd().split('\n');
  assert.equal(lines.length, 3);
  assert.match(lines[0] ?? '', /^journeys\/slow\.test\.ts\s+1 min 30 s\s+2 tests\s+slowest\s+1 min 5 s\s+checks every tab$/);
  assert.match(lines[2] ?? '', /^all\s+1 min 34 s\s+3 tests$/);
});
