// Where the browser journeys' time goes: each journey file's wall time and its slowest test, from
// the results jest writes with --json (npm test keeps the journeys' in .local/test-output). Plain
// node built-ins only.
import { relative } from 'node:path';
import { formatDuration } from './output.mjs';

/**
 * @typedef {object} JestFileResult
 * @property {string} name the file's absolute path
 * @property {number} startTime ms since the epoch
 * @property {number} endTime
 * @property {{ title: string, duration?: number | null, status: string }[]} assertionResults
 */

/**
 * One row per journey file, the longest first.
 * @param {{ testResults: JestFileResult[] }} results jest's --json output
 * @param {string} root the folder file names are shown relative to
 */
export function journeyTimes(results, root) {
  return results.testResults
    .map((file) => {
      const tests = file.assertionResults.filter((test) => test.status !== 'pending' && test.status !== 'todo');
      const slowest = tests.reduce((found, test) => ((test.duration ?? 0) > (found?.duration ?? -1) ? test : found), /** @type {typeof tests[number] | undefined} */ (undefined));
      return {
        file: relative(root, file.name),
        wallMs: file.endTime - file.startTime,
        tests: tests.length,
        slowest: slowest ? { title: slowest.title, ms: slowest.duration ?? 0 } : null,
      };
    })
    .sort((a, b) => b.wallMs - a.wallMs);
}

/**
 * The rows as a table, with the files' total.
 * @param {ReturnType<typeof journeyTimes>} rows
 */
export function formatJourneyTimes(rows) {
  const width = Math.max(4, ...rows.map((row) => row.file.length));
  const lines = rows.map((row) => {
    const slowest = row.slowest ? `  slowest ${formatDuration(row.slowest.ms).padStart(8)}  ${row.slowest.title.slice(0, 70)}` : '';
    return `${row.file.padEnd(width)}  ${formatDuration(row.wallMs).padStart(10)}  ${String(row.tests).padStart(3)} tests${slowest}`;
  });
  const total = rows.reduce((sum, row) => sum + row.wallMs, 0);
  return `${[...lines, `${'all'.padEnd(width)}  ${formatDuration(total).padStart(10)}  ${String(rows.reduce((sum, row) => sum + row.tests, 0)).padStart(3)} tests`].join('\n')}\n`;
}
