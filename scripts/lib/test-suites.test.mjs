import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setImmediate } from 'node:timers';
import { commandStep, formatSummary, readSummary, runSteps } from './test-suites.mjs';

/**
 * @param {string} name
 * @param {string[]} [needs]
 * @returns {import('./test-suites.mjs').Step}
 */
const step = (name, needs = []) => ({ name, needs, run: async () => {} });

/**
 * @param {string} name
 * @param {number} exitCode
 * @returns {import('./test-suites.mjs').StepResult}
 */
const result = (name, exitCode = 0) => ({ name, exitCode, durationMs: 1, cpuMs: 1, counts: null, logFile: `${name}.log` });

/**
 * A stand-in for running a step: each one ends when the test says so.
 */
function controlledRunner() {
  /** @type {Map<string, (exitCode: number) => void>} */
  const endings = new Map();
  /** @type {string[]} */
  const started = [];
  return {
    started,
    running: () => [...endings.keys()],
    /** @param {import('./test-suites.mjs').Step} candidate */
    runOne: (candidate) =>
      new Promise((resolve) => {
        started.push(candidate.name);
        endings.set(candidate.name, (exitCode) => resolve(result(candidate.name, exitCode)));
      }),
    /** @param {string} name @param {number} [exitCode] */
    end: (name, exitCode = 0) => {
      const ending = endings.get(name);
      assert.ok(ending, `${name} is running`);
      endings.delete(name);
      ending(exitCode);
    },
  };
}

/** Lets the runner react to what just happened. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('steps run up to the concurrency at a time, earlier ones first, each once the steps it needs passed', async () => {
  const runner = controlledRunner();
  /** @type {string[]} */
  const finished = [];
  const run = runSteps([step('build'), step('journeys', ['build']), step('web'), step('lint'), step('api')], {
    concurrency: 2,
    outputDir: '/nowhere',
    runOne: runner.runOne,
    onFinished: (ended) => void finished.push(ended.name),
  });
  await settle();
  assert.deepEqual(runner.running(), ['build', 'web']);
  runner.end('build');
  await settle();
  assert.deepEqual(runner.running(), ['web', 'journeys']);
  runner.end('web');
  await settle();
  runner.end('journeys');
  await settle();
  assert.deepEqual(runner.running(), ['lint', 'api']);
  runner.end('api');
  runner.end('lint');
  const results = await run;
  assert.deepEqual(runner.started, ['build', 'web', 'journeys', 'lint', 'api']);
  assert.deepEqual(finished, ['build', 'web', 'journeys', 'api', 'lint']);
  assert.deepEqual(
    results.map((ended) => ended.name),
    finished,
  );
});

test('a step that mostly waits runs beside the others once what it needs has passed, without taking a place', async () => {
  const runner = controlledRunner();
  const run = runSteps([step('build'), step('journeys', ['build']), step('web'), step('lint'), { ...step('drills', ['build']), mostlyWaits: true }], {
    concurrency: 2,
    outputDir: '/nowhere',
    runOne: runner.runOne,
    onFinished: () => {},
  });
  await settle();
  assert.deepEqual(runner.running(), ['build', 'web']);
  /** @type {[string, string[]][]} which step ends, then which run */
  const turns = [
    ['build', ['web', 'journeys', 'drills']],
    ['drills', ['web', 'journeys']],
    ['web', ['journeys', 'lint']],
    ['journeys', ['lint']],
    ['lint', []],
  ];
  for (const [ended, runningAfter] of turns) {
    runner.end(ended);
    await settle();
    assert.deepEqual(runner.running(), runningAfter, `after ${ended} ended`);
  }
  await run;
  assert.deepEqual(runner.started, ['build', 'web', 'journeys', 'drills', 'lint']);
});

test('after a failure no step starts, and the steps already running finish', async () => {
  const runner = controlledRunner();
  const run = runSteps([step('lint'), step('web'), step('api'), step('journeys')], {
    concurrency: 2,
    outputDir: '/nowhere',
    runOne: runner.runOne,
    onFinished: () => {},
  });
  await settle();
  runner.end('lint', 1);
  await settle();
  assert.deepEqual(runner.running(), ['web']);
  runner.end('web');
  const results = await run;
  assert.deepEqual(runner.started, ['lint', 'web']);
  assert.deepEqual(
    results.map((ended) => [ended.name, ended.exitCode]),
    [
      ['lint', 1],
      ['web', 0],
    ],
  );
});

test('a step that needs a step that is not in the list is refused before anything runs', async () => {
  const runner = controlledRunner();
  await assert.rejects(runSteps([step('journeys', ['build'])], { concurrency: 2, outputDir: '/nowhere', runOne: runner.runOne, onFinished: () => {} }), /journeys needs build/);
  assert.deepEqual(runner.started, []);
});

test("a step's output goes to its log, and its CPU time counts the processes it ran, busy or failing", async (t) => {
  const outputDir = await mkdtemp(join(tmpdir(), 'trek-steps-'));
  t.after(() => rm(outputDir, { recursive: true, force: true }));
  // Half a second of CPU (however long that takes on a busy machine) in a child of the command, then output on both streams.
  const busy = `require('node:child_process').execFileSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 500000);']); console.log('busy done'); console.error('on stderr')`;
  const results = await runSteps(
    [commandStep('busy', process.execPath, ['-e', busy], []), commandStep('failing', process.execPath, ['-e', 'console.log("why it failed"); process.exit(3)'], [])],
    { concurrency: 2, outputDir, onFinished: () => {} },
  );
  const busyResult = results.find((ended) => ended.name === 'busy');
  const failingResult = results.find((ended) => ended.name === 'failing');
  assert.equal(busyResult?.exitCode, 0);
  assert.equal(busyResult?.note, 'ok');
  if (process.platform === 'linux') assert.ok((busyResult?.cpuMs ?? 0) >= 500, `CPU time ${busyResult?.cpuMs} ms`);
  assert.equal(await readFile(busyResult?.logFile ?? '', 'utf8'), 'busy done\non stderr\n');
  assert.equal(failingResult?.exitCode, 3);
  assert.equal(await readFile(failingResult?.logFile ?? '', 'utf8'), 'why it failed\n');
});

test('a run’s summary reads back as the steps, their wall and CPU times and the totals it printed', () => {
  const summary = formatSummary({
    steps: [step('build:tsc'), step('scripts'), step('@trek/web'), step('@trek/e2e'), step('drills')],
    results: [
      { name: 'build:tsc', exitCode: 0, durationMs: 41_000, cpuMs: 47_500, counts: null, note: 'ok', logFile: '' },
      { name: 'scripts', exitCode: 0, durationMs: 4_200, cpuMs: null, counts: { passed: 70, failed: 0, skipped: 0 }, logFile: '' },
      { name: '@trek/web', exitCode: 0, durationMs: 134_000, cpuMs: 250_000, counts: { passed: 439, failed: 0, skipped: 0 }, logFile: '' },
      { name: '@trek/e2e', exitCode: 1, durationMs: 496_000, cpuMs: 300_000, counts: { passed: 70, failed: 1, skipped: 0 }, logFile: '' },
    ],
    preparationMs: 60_000,
    totalMs: 700_000,
  });
  const output = `jest output\n  ● Landing › the place filter shows only that place's stops\n\n  ● Console\n${summary}`;

  assert.match(summary, /- drills\s+not run/);
  assert.match(summary, /CPU time of the steps 9 min 58 s/);
  assert.deepEqual(readSummary(output), {
    suites: [
      { name: 'build:tsc', passed: true, outcome: 'ok', durationMs: 41_000, cpuMs: 47_500 },
      { name: 'scripts', passed: true, outcome: '70 passed', durationMs: 4_200, cpuMs: null },
      { name: '@trek/web', passed: true, outcome: '439 passed', durationMs: 134_000, cpuMs: 250_000 },
      { name: '@trek/e2e', passed: false, outcome: '70 passed, 1 failed; exit code 1', durationMs: 496_000, cpuMs: 300_000 },
    ],
    passed: 579,
    failed: 1,
    failingTests: ["Landing › the place filter shows only that place's stops"],
  });
});

test('a run cut off before its summary reads as no suites and no totals', () => {
  assert.deepEqual(readSummary('› Installing dependencies\n'), { suites: [], passed: 0, failed: 0, failingTests: [] });
});
