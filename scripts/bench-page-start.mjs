// `npm run bench:page-start`: what starting a page costs the browser's main thread, on a stack of
// its own with the sample content. Each run is a first visit in a fresh browser context (nothing
// cached, a phone's 375 px and user agent) until the page's requests have settled; it prints the
// main thread's time in tasks, of which running scripts, recalculating style and laying out
// (Chromium's own counters), its longest task and its blocking time after the first paint (each
// task's time past 50 ms, as Lighthouse counts it; Chromium's trace of the page's own renderer
// thread), and the scripts that took the
// most of it (a CPU profile's self time per file, chunk hashes left out), each the median over
// the runs; and the median of React's commits and component renders over as many first visits of
// their own (reads answering in another order add or save a few). At full speed, not slowed down
// as Lighthouse slows a phone, so two builds compare within a few percent where Lighthouse's
// blocking time spreads by half on this machine; multiply by about 4 for Lighthouse's phone. It is
// also what each page a browser journey opens costs `npm test`.
// `--cpu-slowdown=4` slows the page's main thread as Lighthouse's phone is slowed, for real rather
// than simulated, so the blocking time reads as a phone's.
// Loopback only; prints figures, asserts nothing. `--runs=N` (default 7), `--pages=/,/apply`; a
// page under /admin is visited signed in as an organizer, one under /participant as a participant.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, PHONE_USER_AGENT } from '../e2e/support/chromium.mjs';
import { createParticipant, registerOrganizer } from './lib/bench-accounts.mjs';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { repoRoot } from './lib/repo.mjs';
import { ensureChromium } from './lib/tools.mjs';
import { percentile, prepareStack, startDrillStack } from './drills/load.mjs';

const DEFAULT_PAGES = '/,/apply,/participant/dashboard,/admin/dashboard,/admin/dashboard?tab=applications,/admin/dashboard?tab=payments';
const PHONE = { width: 375, height: 812 };
/** How many files to name under each page. */
const TOP_FILES = 6;

/** @param {number[]} values */
const median = (values) => percentile(values, 0.5);

/** `landing-CdXdaGQj.js` as `landing`; V8's own entries ("(program)", "(garbage collector)") as they are, a nameless native function as "(native)". */
function fileOf(/** @type {string} */ url, /** @type {string} */ functionName) {
  if (!url) return functionName || '(native)';
  const name = url.split('/').pop() ?? url;
  return name.replace(/-[\w-]{8}\.js$/, '');
}

/**
 * Self time per file in a V8 CPU profile, in ms; idle time left out.
 * @param {{ nodes: Array<{ id: number, callFrame: { url: string, functionName: string } }>, samples: number[], timeDeltas: number[] }} profile
 */
function selfTimeByFile(profile) {
  const fileById = new Map(profile.nodes.map((node) => [node.id, fileOf(node.callFrame.url, node.callFrame.functionName)]));
  /** @type {Map<string, number>} */
  const byFile = new Map();
  profile.samples.forEach((id, index) => {
    const file = fileById.get(id) ?? '(unknown)';
    if (file === '(idle)') return;
    byFile.set(file, (byFile.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return byFile;
}

/**
 * Runs in the page before its scripts: counts React's commits and the components they rendered,
 * through the hook React offers its developer tools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`). A rendered
 * component is a fiber React swapped in during the commit's render (not the object the tree held
 * after the commit before) that ran its component (React's `PerformedWork` flag); the fiber tags
 * are React's own numbers for function, class, forwardRef, memo and simple memo components. Those
 * are React's internals, read only here: the figures compare builds, they are no contract. Walking
 * the tree after each commit costs time, so the counting visits are not the timed runs.
 */
function countReactRenders() {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const counts = { commits: 0, components: 0, lastCommitAt: 0 };
  let previous = new WeakSet();
  Object.assign(globalThis, {
    trekReactRenders: counts,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      /** @param {unknown} _renderer @param {{ current: any }} root */
      onCommitFiberRoot(_renderer, root) {
        counts.commits += 1;
        counts.lastCommitAt = globalThis.performance.now();
        const current = new WeakSet();
        const pending = [root.current];
        for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
          current.add(fiber);
          if (COMPONENT_TAGS.has(fiber.tag) && !previous.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) counts.components += 1;
          if (fiber.child) pending.push(fiber.child);
          if (fiber.sibling) pending.push(fiber.sibling);
        }
        previous = current;
      },
    },
  });
}

/** React's commits and component renders on a first visit (see `countReactRenders`). */
async function countRenders(/** @type {import('playwright-core').Browser} */ browser, /** @type {string} */ url, /** @type {string | undefined} */ token) {
  const context = await newVisitContext(browser, url, token);
  try {
    await context.addInitScript(countReactRenders);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // Requests can settle while the last answers still render: counted once React has been quiet a second.
    await page.waitForFunction(() => globalThis.performance.now() - /** @type {any} */ (globalThis).trekReactRenders.lastCommitAt > 1000, undefined, { polling: 200 });
    const { commits, components } = await page.evaluate(() => /** @type {any} */ (globalThis).trekReactRenders);
    return { commits, components };
  } finally {
    await context.close();
  }
}

/** A fresh browser context as a phone, signed in with `token` when there is one. */
function newVisitContext(/** @type {import('playwright-core').Browser} */ browser, /** @type {string} */ url, /** @type {string | undefined} */ token) {
  const origin = new URL(url).origin;
  return browser.newContext({
    viewport: PHONE,
    userAgent: PHONE_USER_AGENT,
    serviceWorkers: 'block',
    ...(token ? { storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'authToken', value: token }] }] } } : {}),
  });
}

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, args?: { name?: string } }} TraceEvent
 */

/**
 * Records Chromium's top-level tasks (a trace event each, `ThreadControllerImpl::RunTask`) until
 * `stop`, which resolves with the events.
 * @param {import('playwright-core').CDPSession} cdp
 */
function recordTopLevelTasks(cdp) {
  /** @type {TraceEvent[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const started = cdp.send('Tracing.start', { categories: 'toplevel,loading,__metadata', transferMode: 'ReportEvents' });
  return {
    async stop() {
      await started;
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      return events;
    },
  };
}

/**
 * The longest task of the page's main thread, in ms: what nothing can interrupt, a tap included;
 * and the blocking time after the first paint, Lighthouse's measure: each task's time past 50 ms.
 * The page's main thread is the renderer thread that painted it first: a browser runs other
 * renderers beside it, its own pages among them.
 * @param {TraceEvent[]} events
 */
function mainThreadBlocking(events) {
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaint) return { longestTaskMs: Number.NaN, blockingMs: Number.NaN };
  const tasks = events.filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.ph === 'X' && event.pid === firstPaint.pid && event.tid === firstPaint.tid);
  const durationMs = (/** @type {TraceEvent} */ task) => (task.dur ?? 0) / 1000;
  const blockingMs = tasks.filter((task) => task.ts > firstPaint.ts).reduce((sum, task) => sum + Math.max(0, durationMs(task) - 50), 0);
  return { longestTaskMs: Math.max(0, ...tasks.map(durationMs)), blockingMs };
}

/**
 * One first visit: the main thread's counters, its longest task and its CPU profile.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string | undefined} token
 * @param {number} cpuSlowdown how many times Chromium slows the page's main thread (1: not at all)
 */
async function visit(browser, url, token, cpuSlowdown) {
  const context = await newVisitContext(browser, url, token);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const traceEvents = recordTopLevelTasks(cdp);
    await page.goto(url, { waitUntil: 'networkidle' });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const { profile } = await cdp.send('Profiler.stop');
    const { longestTaskMs, blockingMs } = mainThreadBlocking(await traceEvents.stop());
    const metric = (/** @type {string} */ name) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
    return {
      taskMs: metric('TaskDuration'),
      scriptMs: metric('ScriptDuration'),
      styleMs: metric('RecalcStyleDuration'),
      layoutMs: metric('LayoutDuration'),
      longestTaskMs,
      blockingMs,
      byFile: selfTimeByFile(profile),
    };
  } finally {
    await context.close();
  }
}

/** @param {string} page */
const roleFor = (page) => (page.startsWith('/admin') ? 'organizer' : page.startsWith('/participant') ? 'participant' : undefined);

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '7' },
      'cpu-slowdown': { type: 'string', default: '1' },
      pages: { type: 'string', default: DEFAULT_PAGES },
    },
  });
  const runs = Number(values.runs);
  const cpuSlowdown = Number(values['cpu-slowdown']);
  if (!(Number.isInteger(cpuSlowdown) && cpuSlowdown >= 1 && cpuSlowdown <= 20)) throw new Error(`--cpu-slowdown must be a whole number from 1 to 20, not ${JSON.stringify(values['cpu-slowdown'])}`);
  if (!(Number.isInteger(runs) && runs >= 1 && runs <= 50)) throw new Error(`--runs must be a whole number from 1 to 50, not ${JSON.stringify(values.runs)}`);
  const pages = values.pages.split(',').map((page) => page.trim()).filter(Boolean);

  await prepareStack();
  const executablePath = await ensureChromium(process.env, 'headless-shell');
  // The journeys' browser driver (e2e's dependency), loaded once prepareStack has installed it.
  const { chromium } = createRequire(join(repoRoot, 'e2e/package.json'))('playwright-core');
  step(`Page start: the main thread's time of a first visit at 375 px${cpuSlowdown > 1 ? `, its CPU slowed ${cpuSlowdown}×` : ''}, median of ${runs} run(s) per page`);
  const bench = await startDrillStack({ name: 'page-start-bench', env: { SEED_DEMO_CONTENT: 'true' } });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  try {
    const organizer = await registerOrganizer(bench.stack);
    const tokens = { organizer, participant: await createParticipant(bench.stack.url, organizer) };
    console.log('');
    console.log(bold(`${'page'.padEnd(38)} tasks    scripts  style   layout   longest  blocking after first paint`));
    for (const page of pages) {
      const role = roleFor(page);
      const url = new URL(page, bench.stack.url).href;
      // One unmeasured visit: the services' first reads of the page's data are not the page's.
      await visit(browser, url, role && tokens[role], cpuSlowdown);
      const renderCounts = [];
      for (let run = 0; run < runs; run += 1) renderCounts.push(await countRenders(browser, url, role && tokens[role]));
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await visit(browser, url, role && tokens[role], cpuSlowdown));
      const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`.padEnd(9);
      const pick = (/** @type {(result: (typeof results)[number]) => number} */ read) => median(results.map(read));
      console.log(`${page.padEnd(38)} ${ms(pick((r) => r.taskMs))}${ms(pick((r) => r.scriptMs))}${ms(pick((r) => r.styleMs))}${ms(pick((r) => r.layoutMs))}${ms(pick((r) => r.longestTaskMs))}${ms(pick((r) => r.blockingMs))}`);
      const files = new Set(results.flatMap((result) => [...result.byFile.keys()]));
      const fileMedians = [...files].map((file) => /** @type {const} */ ([file, median(results.map((result) => result.byFile.get(file) ?? 0))]));
      const top = fileMedians.sort((a, b) => b[1] - a[1]).slice(0, TOP_FILES);
      console.log(`  ${top.map(([file, value]) => `${file} ${value.toFixed(0)}`).join(', ')} (ms of the CPU profile's self time)`);
      const renders = (/** @type {'commits' | 'components'} */ count) => median(renderCounts.map((counted) => counted[count]));
      console.log(`  React: ${renders('commits')} commits, ${renders('components').toLocaleString('en')} component renders (first visits of their own)`);
    }
  } finally {
    await browser.close();
    await bench.stop();
  }
}

await runScriptOnSupportedNode(main);
