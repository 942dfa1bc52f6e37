// `npm test`: installs what is missing (Node 24 on an older Node, pnpm, dependencies, FerretDB,
// Chromium), builds, lints and type-checks, then runs every suite one package at a time, stopping
// at the first failure with that package's exit code.
// Plain node built-ins only: it runs before anything is installed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandError } from './lib/commands.mjs';
import { ensureFerretDb } from './lib/ferretdb.mjs';
import { rerunOnSupportedNode } from './lib/node-runtime.mjs';
import { reportFailure } from './lib/output.mjs';
import { runStaticChecks } from './lib/static-checks.mjs';
import { drillsSuite, jestPackageSuite, packagesInTestOrder, printSummary, runSuite, scriptsSuite } from './lib/test-suites.mjs';
import { ensureChromium, ensurePnpm, installDependencies } from './lib/tools.mjs';
import { buildWorkspace } from './lib/workspace-build.mjs';

const END_TO_END_PACKAGE = '@trek/e2e';

async function main() {
  const startedAt = Date.now();
  const pnpm = await ensurePnpm();
  await installDependencies(pnpm, { ci: process.env.CI === 'true' });
  await ensureFerretDb(process.env);
  await ensureChromium(process.env);
  await buildWorkspace(pnpm);
  await runStaticChecks(pnpm);
  const preparationMs = Date.now() - startedAt;

  const resultsDir = await mkdtemp(join(tmpdir(), 'trek-test-results-'));
  try {
    // The browser journeys, then the crash drill run last: they need everything else to work, and
    // the drill (processes killed under load) last, so its failure does not hide the journeys'.
    const packages = await packagesInTestOrder(pnpm, [END_TO_END_PACKAGE]);
    const suites = [
      await scriptsSuite(resultsDir),
      ...packages.map((name) => jestPackageSuite(pnpm, name, resultsDir)),
      jestPackageSuite(pnpm, END_TO_END_PACKAGE, resultsDir),
      await drillsSuite(resultsDir),
    ];
    /** @type {import('./lib/test-suites.mjs').SuiteResult[]} */
    const results = [];
    for (const suite of suites) {
      const result = await runSuite(suite);
      results.push(result);
      if (result.exitCode !== 0) break;
    }
    printSummary({ suites, results, preparationMs, totalMs: Date.now() - startedAt });
    return results.find((result) => result.exitCode !== 0)?.exitCode ?? 0;
  } finally {
    await rm(resultsDir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = (await rerunOnSupportedNode()) ?? (await main());
} catch (error) {
  reportFailure(error, error instanceof CommandError ? error.exitCode : 1);
}
