// `npm run journeys:times [-- <results.json>]`: each browser journey file's wall time and its
// slowest test, the longest first, from the results of the last `npm test` (or of
// `pnpm --filter @trek/e2e test --json --outputFile=<file>`). Runs nothing itself.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatJourneyTimes, journeyTimes } from './lib/journey-times.mjs';
import { reportFailure } from './lib/output.mjs';
import { localDir, repoRoot } from './lib/repo.mjs';

const resultsFile = process.argv[2] ?? join(localDir, 'test-output', '_trek_e2e.json');
try {
  const text = await readFile(resultsFile, 'utf8').catch(() => {
    throw new Error(`No journey results at ${resultsFile}: run npm test, or pass the file jest wrote with --json --outputFile.`);
  });
  process.stdout.write(formatJourneyTimes(journeyTimes(JSON.parse(text), join(repoRoot, 'e2e'))));
} catch (error) {
  reportFailure(error);
}
