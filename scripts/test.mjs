// `npm test`: installs what is missing (Node 24 on an older Node, pnpm, dependencies, FerretDB,
// Chromium), then builds, lints, type-checks and runs every suite, several at a time: each suite
// starts its own servers on free ports, so suites share nothing but the CPU. One line per step as
// it ends; a failing step's whole output follows its line. After a failure no step starts.
// Plain node built-ins only: it runs before anything is installed.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { CommandError } from './lib/commands.mjs';
import { ensureFerretDb } from './lib/ferretdb.mjs';
import { rerunOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, reportFailure, step } from './lib/output.mjs';
import { localDir, repoRoot } from './lib/repo.mjs';
import { commandStep, drillsSuite, formatStepLine, formatSummary, jestPackageSuite, packagesWithScript, runSteps, scriptsSuite } from './lib/test-suites.mjs';
import { ensureChromium, ensurePnpm, installDependencies } from './lib/tools.mjs';
import { assertAppsHaveEntryPoints, buildWebUnlessCurrent, TYPESCRIPT_BUILD_ARGS, TYPESCRIPT_SOLUTION } from './lib/workspace-build.mjs';

const END_TO_END_PACKAGE = '@trek/e2e';
const WEB_PACKAGE = '@trek/web';
/** Every package's `typecheck` script; `npm test` checks the same tsconfig.json files in one process. */
const TYPECHECK_COMMAND = 'tsc -p tsconfig.json --noEmit';
/** Where each step's output goes (git-ignored); a failing step's is also printed. */
const outputDir = join(localDir, 'test-output');

/**
 * How many steps run at once: TREK_TEST_CONCURRENCY, else one per core and at least two (a step
 * waits for its servers and files part of the time).
 * @param {NodeJS.ProcessEnv} env
 */
function concurrencyFrom(env) {
  const asked = Number(env.TREK_TEST_CONCURRENCY);
  if (env.TREK_TEST_CONCURRENCY !== undefined && !(Number.isInteger(asked) && asked > 0)) {
    throw new Error(`TREK_TEST_CONCURRENCY should be a whole number above 0, not ${JSON.stringify(env.TREK_TEST_CONCURRENCY)}`);
  }
  return env.TREK_TEST_CONCURRENCY !== undefined ? asked : Math.max(2, availableParallelism());
}

/**
 * Every step after installing, the first ones preferred when several could start: the journeys
 * (the longest, one at a time on one stack) and the web suite first, so the short ones fill the
 * end of the run.
 * @param {string} pnpm
 * @returns {Promise<import('./lib/test-suites.mjs').Step[]>}
 */
async function testSteps(pnpm) {
  const built = ['build:tsc', 'build:web'];
  const packages = (await packagesWithScript(pnpm, 'test', [END_TO_END_PACKAGE, WEB_PACKAGE])).map(({ name }) => name);
  const typechecked = await packagesWithScript(pnpm, 'typecheck', []);
  const otherwise = typechecked.filter(({ command }) => command !== TYPECHECK_COMMAND).map(({ name }) => name);
  if (otherwise.length > 0) throw new Error(`npm test type-checks each package with \`${TYPECHECK_COMMAND}\`; ${otherwise.join(', ')} type-check otherwise`);
  const tsconfigs = typechecked.map(({ dir }) => relative(repoRoot, join(dir, 'tsconfig.json')));
  return [
    commandStep('build:tsc', pnpm, TYPESCRIPT_BUILD_ARGS, []),
    {
      name: 'build:web',
      needs: [],
      run: async (context) => {
        if (!(await buildWebUnlessCurrent(pnpm, context.run))) context.note('up to date');
      },
    },
    // The journeys drive the built stack in Chromium.
    jestPackageSuite(pnpm, END_TO_END_PACKAGE, outputDir, built),
    // The package suites read the workspace packages from their sources; the gateway's serves the web build.
    jestPackageSuite(pnpm, WEB_PACKAGE, outputDir, []),
    commandStep('eslint', pnpm, ['exec', 'eslint', '.'], []),
    commandStep('knip', pnpm, ['exec', 'knip', '--no-progress'], []),
    // Type-checks the tests too (swc strips types without checking them), against the built
    // declarations; one process for every package, which parses the declarations they share once.
    // What build:tsc has checked (the services' and packages' sources) is not checked again.
    commandStep(
      'typecheck',
      process.execPath,
      [join(repoRoot, 'scripts', 'lib', 'typecheck-projects.mjs'), `--checked-by=${join(repoRoot, TYPESCRIPT_SOLUTION)}`, ...tsconfigs],
      ['build:tsc'],
    ),
    ...packages.map((name) => jestPackageSuite(pnpm, name, outputDir, name === '@trek/gateway' ? ['build:web'] : [])),
    await scriptsSuite(outputDir, built),
    // A real stack with processes killed under load, beside the other steps once the builds pass.
    await drillsSuite(outputDir, built),
  ];
}

async function main() {
  const startedAt = Date.now();
  const pnpm = await ensurePnpm();
  await installDependencies(pnpm, { ci: process.env.CI === 'true' });
  await ensureFerretDb(process.env);
  await ensureChromium(process.env, 'headless-shell');
  assertAppsHaveEntryPoints();
  const preparationMs = Date.now() - startedAt;

  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  const steps = await testSteps(pnpm);
  const concurrency = concurrencyFrom(process.env);
  const beside = steps.filter((candidate) => candidate.mostlyWaits).map((candidate) => candidate.name);
  step(`Building, checking and testing: ${steps.length} steps, ${concurrency} at a time${beside.length > 0 ? ` and ${beside.join(', ')} beside them` : ''} (their output: ${outputDir})`);
  const width = Math.max(...steps.map((candidate) => candidate.name.length));
  const results = await runSteps(steps, {
    concurrency,
    outputDir,
    onFinished: async (result) => {
      if (result.exitCode !== 0) {
        process.stdout.write(`\n${bold(`━━ ${result.name} failed; its output (${result.logFile}) ━━`)}\n`);
        process.stdout.write(await readFile(result.logFile, 'utf8').catch(() => '(no output)\n'));
        process.stdout.write(`${bold(`━━ end of ${result.name} ━━`)}\n`);
      }
      process.stdout.write(`${formatStepLine(result, width)}\n`);
    },
  });
  process.stdout.write(formatSummary({ steps, results, preparationMs, totalMs: Date.now() - startedAt }));
  return results.find((result) => result.exitCode !== 0)?.exitCode ?? 0;
}

try {
  process.exitCode = (await rerunOnSupportedNode()) ?? (await main());
} catch (error) {
  reportFailure(error, error instanceof CommandError ? error.exitCode : 1);
}
