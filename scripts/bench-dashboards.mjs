// `npm run bench:dashboards`: how soon the dashboards' heavy tabs are usable after a click, in
// Debian's Chromium (playwright-core) against a stack of its own with the sample content:
//   - Admin → Content, opened from Overview in a fresh browser (nothing cached but what the
//     dashboard itself loaded): from the click to the Team list's first Edit button;
//   - the participant Profile tab, from the click to the Save Profile button, the first time
//     (from Updates, fresh browser) and again after visiting another tab (warm cache), noting
//     whether any loading spinner showed in between.
//   - every admin tab and every participant tab, each clicked in turn in a fresh browser (the
//     admin's from Overview, the participant's from Updates), from the click to the first frame
//     in which the tab's content has changed, no request the page made is still waiting and no
//     loader or skeleton shows; judged against 300 ms each, with the API reads each tab waited
//     for (from the page's resource timing: when each started and answered, from the click).
// With `--applications=3000 --participants=200` (BENCH_APPLICATIONS, BENCH_PARTICIPANTS) the stack
// first holds that many applications (submitted as the form does) and participant accounts.
// Median of `--runs=N` (BENCH_RUNS, default 5) each. Loopback only; prints figures, asserts nothing.
/* global window, document, localStorage, requestAnimationFrame, performance -- they run in the page (addInitScript, evaluate) */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance as nodePerformance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { repoRoot } from './lib/repo.mjs';
import { ensureChromium } from './lib/tools.mjs';
import { formatMs, percentile, prepareStack, seedApplications, startDrillStack } from './drills/load.mjs';
import { createParticipant, registerOrganizer } from './lib/bench-accounts.mjs';
// The journeys' flags (nothing may reach another host), so the two lists cannot drift apart.
import { CHROMIUM_FLAGS } from '../e2e/support/chromium.mjs';


const VIEWPORT = { width: 1280, height: 900 };
/** The most a tab may take from the click to being usable. */
const TAB_TARGET_MS = 300;
/** The admin tabs as the navigation names them, in its order (Overview is where each run starts). */
const ADMIN_TABS = ['Applications', 'Content', 'Speakers', 'Participants', 'Logistics', 'Announcements', 'Auth Spots', 'Payments', 'My Profile', 'Overview'];
/** The participant tabs as the tab bar names them (each run starts on Updates). */
const PARTICIPANT_TABS = ['Profile', 'Logistics', 'WhatsApp', 'Transfer', 'Trip card', 'Updates'];

/**
 * Counts, in the page, every moment a loading spinner (a Mantine Loader, or a status region) is
 * on screen, so "no visible spinner" is observed rather than assumed.
 * @param {import('playwright-core').Page} page
 */
async function watchSpinners(page) {
  await page.addInitScript(() => {
    const state = { seen: 0 };
    // Requests the page is waiting for, so "usable" can mean its reads have answered.
    const inFlight = { count: 0 };
    Object.assign(window, { __spinners: state, __inFlight: inFlight });
    const pageFetch = window.fetch.bind(window);
    window.fetch = (...args) => {
      inFlight.count += 1;
      return pageFetch(...args).finally(() => {
        inFlight.count -= 1;
      });
    };
    const check = () => {
      for (const element of document.querySelectorAll('.mantine-Loader-root')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) state.seen += 1;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** @param {import('playwright-core').Page} page */
const spinnerFrames = (page) => page.evaluate(() => /** @type {{ __spinners: { seen: number } }} */ (/** @type {unknown} */ (window)).__spinners.seen);

/**
 * Milliseconds from the click to `ready` being visible, and whether a spinner showed meanwhile.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} target
 * @param {import('playwright-core').Locator} ready
 */
async function timeClick(page, target, ready) {
  await target.hover();
  const spinnersBefore = await spinnerFrames(page);
  const startedAt = nodePerformance.now();
  await target.click();
  await ready.waitFor({ state: 'visible', timeout: 60_000 });
  const elapsed = nodePerformance.now() - startedAt;
  return { elapsed, spinner: (await spinnerFrames(page)) > spinnersBefore };
}

/**
 * A fresh browser context signed in with `token`, on `path` once the network is idle and with
 * spinners watched; `measure` runs on the page, then the context closes (quietly: a page that
 * crashed is reported by the run's own error).
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {string} token
 * @param {string} path
 * @param {(page: import('playwright-core').Page) => Promise<T>} measure
 * @returns {Promise<T>}
 */
async function inFreshPage(browser, baseURL, token, path, measure) {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL });
  try {
    await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
    const page = await context.newPage();
    await watchSpinners(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    return await measure(page);
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {string} token
 */
const adminContentRun = (browser, baseURL, token) =>
  inFreshPage(browser, baseURL, token, '/admin/dashboard?tab=overview', (page) => {
    const contentLink = page.locator('.mantine-AppShell-navbar').getByRole('link', { name: 'Content', exact: true });
    return timeClick(page, contentLink, page.getByRole('button', { name: /^Edit / }).first());
  });

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {string} token
 */
const participantProfileRun = (browser, baseURL, token) =>
  inFreshPage(browser, baseURL, token, '/participant/dashboard#announcements', async (page) => {
    const profileTab = page.getByRole('tab', { name: 'Profile' });
    const saveButton = page.getByRole('button', { name: 'Save Profile' });
    const first = await timeClick(page, profileTab, saveButton);
    await page.getByRole('tab', { name: 'Updates' }).click();
    await page.waitForLoadState('networkidle');
    const warm = await timeClick(page, profileTab, saveButton);
    return { first, warm };
  });

/**
 * Clicks `target` in the page and answers the milliseconds until the first frame in which `main`
 * shows other content than before, no request of the page is waiting and no loader or skeleton is
 * on screen (two such frames in a row, so a request started by the render counts), with the API
 * requests that answered after the click.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} target
 * @returns {Promise<TabTiming>}
 */
async function timeTab(page, target) {
  await target.hover();
  const handle = await target.elementHandle();
  return page.evaluate(
    (element) =>
      new Promise((resolve) => {
        const main = () => document.querySelector('main')?.innerText ?? '';
        const before = main();
        const busy = () =>
          /** @type {{ __inFlight: { count: number } }} */ (/** @type {unknown} */ (window)).__inFlight.count > 0 ||
          [...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root')].some((node) => {
            const box = node.getBoundingClientRect();
            return box.width > 0 && box.height > 0;
          });
        const startedAt = performance.now();
        let quiet = 0;
        const frame = () => {
          quiet = !busy() && main() !== before ? quiet + 1 : 0;
          if (quiet >= 2 || performance.now() - startedAt > 20_000) {
            const requests = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.responseEnd > startedAt && new URL(entry.name).pathname.startsWith('/api/'))
              .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime - startedAt, end: entry.responseEnd - startedAt }));
            resolve({ elapsed: performance.now() - startedAt, requests });
          } else requestAnimationFrame(frame);
        };
        /** @type {HTMLElement} */ (element).click();
        requestAnimationFrame(frame);
      }),
    handle,
  );
}

/**
 * Every admin tab in turn, from Overview in a fresh browser: milliseconds per tab.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {string} token
 */
const adminTabsRun = (browser, baseURL, token) =>
  inFreshPage(browser, baseURL, token, '/admin/dashboard?tab=overview', async (page) => {
    const times = [];
    for (const name of ADMIN_TABS) times.push(await timeTab(page, page.locator('.mantine-AppShell-navbar').getByRole('link', { name, exact: true })));
    return times;
  });

/**
 * Every participant tab in turn, from Updates in a fresh browser: milliseconds per tab.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {string} token
 */
const participantTabsRun = (browser, baseURL, token) =>
  inFreshPage(browser, baseURL, token, '/participant/dashboard#announcements', async (page) => {
    const times = [];
    for (const name of PARTICIPANT_TABS) times.push(await timeTab(page, page.getByRole('tab', { name, exact: true })));
    return times;
  });

/** @typedef {{ elapsed: number, requests: Array<{ path: string, start: number, end: number }> }} TabTiming */

/**
 * Each tab's median and max against the target, and under it each API read the tab waited for:
 * the medians of when it started and answered, from the click (negative: started on hover).
 * @param {string} label
 * @param {string[]} names
 * @param {TabTiming[][]} runs one array per run, a timing per tab
 */
function printTabs(label, names, runs) {
  console.log(bold(label));
  names.forEach((name, index) => {
    const times = runs.map((run) => run[index]?.elapsed ?? NaN);
    const median = percentile(times, 0.5);
    console.log(`  ${name.padEnd(20)} median ${formatMs(median)}, max ${formatMs(Math.max(...times))} ${median <= TAB_TARGET_MS ? 'PASS' : 'FAIL'} (≤ ${TAB_TARGET_MS} ms)`);
    /** @type {Map<string, { starts: number[], ends: number[], inRuns: Set<number> }>} */
    const byPath = new Map();
    runs.forEach((run, runIndex) => {
      for (const { path, start, end } of run[index]?.requests ?? []) {
        const entry = byPath.get(path) ?? { starts: [], ends: [], inRuns: new Set() };
        entry.starts.push(start);
        entry.ends.push(end);
        entry.inRuns.add(runIndex);
        byPath.set(path, entry);
      }
    });
    for (const [path, { starts, ends, inRuns }] of byPath) {
      const ms = (/** @type {number[]} */ values) => `${Math.round(percentile(values, 0.5))} ms`;
      // A tab may ask for one path more than once a run (two queries of one list).
      const requests = starts.length > inRuns.size ? `, ${starts.length} requests` : '';
      console.log(`      ${path.padEnd(44)} ${ms(starts)} → ${ms(ends)} (in ${inRuns.size} of ${runs.length} runs${requests})`);
    }
  });
}

/**
 * @param {string} label
 * @param {Array<{ elapsed: number, spinner: boolean }>} results
 */
function printLine(label, results) {
  const times = results.map((result) => result.elapsed);
  const spinners = results.filter((result) => result.spinner).length;
  console.log(`  ${label.padEnd(44)} median ${formatMs(percentile(times, 0.5))}, min ${formatMs(Math.min(...times))}, max ${formatMs(Math.max(...times))}; spinner seen in ${spinners}/${results.length}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
      applications: { type: 'string', default: process.env.BENCH_APPLICATIONS ?? '0' },
      participants: { type: 'string', default: process.env.BENCH_PARTICIPANTS ?? '0' },
    },
  });
  const count = (/** @type {string} */ text, /** @type {string} */ name, /** @type {number} */ min, /** @type {number} */ max) => {
    const value = Number(text);
    if (!(Number.isInteger(value) && value >= min && value <= max)) throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(text)}`);
    return value;
  };
  const runs = count(values.runs, '--runs (BENCH_RUNS)', 1, 50);
  const applications = count(values.applications, '--applications (BENCH_APPLICATIONS)', 0, 20_000);
  const participants = count(values.participants, '--participants (BENCH_PARTICIPANTS)', 0, 1_000);

  await prepareStack();
  const executablePath = await ensureChromium(process.env, 'full');
  // The journeys' browser driver (e2e's dependency, so the repository holds one copy of it),
  // loaded once prepareStack has installed the dependencies.
  const { chromium } = createRequire(join(repoRoot, 'e2e/package.json'))('playwright-core');
  step(`Dashboards: time from a tab click to the tab being usable, median of ${runs} run(s)`);
  const bench = await startDrillStack({ name: 'dashboards-bench', env: { SEED_DEMO_CONTENT: 'true' } });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  try {
    const baseURL = bench.stack.url;
    const organizerToken = await registerOrganizer(bench.stack);
    const participantToken = await createParticipant(baseURL, organizerToken);
    if (applications > 0) {
      const seedStart = nodePerformance.now();
      const triedAgain = await seedApplications(baseURL, 0, applications);
      console.log(`  submitted ${applications} application(s) in ${((nodePerformance.now() - seedStart) / 1000).toFixed(1)} s (${triedAgain} needed another try)`);
    }
    for (let index = 1; index < participants; index += 1) await createParticipant(baseURL, organizerToken, index);
    if (participants > 1) console.log(`  created ${participants} participant account(s)`);
    // One unmeasured round first: the services' own first reads (connections, caches) are not the tab's.
    await adminContentRun(browser, baseURL, organizerToken);
    await participantProfileRun(browser, baseURL, participantToken);

    await adminTabsRun(browser, baseURL, organizerToken);
    await participantTabsRun(browser, baseURL, participantToken);

    const admin = [];
    const profileFirst = [];
    const profileWarm = [];
    const adminTabTimes = [];
    const participantTabTimes = [];
    for (let run = 0; run < runs; run += 1) {
      admin.push(await adminContentRun(browser, baseURL, organizerToken));
      const profile = await participantProfileRun(browser, baseURL, participantToken);
      profileFirst.push(profile.first);
      profileWarm.push(profile.warm);
      adminTabTimes.push(await adminTabsRun(browser, baseURL, organizerToken));
      participantTabTimes.push(await participantTabsRun(browser, baseURL, participantToken));
    }
    console.log('');
    console.log(bold('From the click to the tab being usable (Chromium, 1280×900, loopback)'));
    printLine('Admin → Content (from Overview, fresh browser)', admin);
    printLine('Participant → Profile, first open', profileFirst);
    printLine('Participant → Profile, again (warm cache)', profileWarm);
    const size = `${applications} application(s), ${Math.max(participants, 1)} participant(s)`;
    printTabs(`Admin tabs, each clicked in turn from Overview (${size})`, ADMIN_TABS, adminTabTimes);
    printTabs(`Participant tabs, each clicked in turn from Updates (${size})`, PARTICIPANT_TABS, participantTabTimes);
  } finally {
    await browser.close();
    await bench.stop();
  }
}

await runScriptOnSupportedNode(main);
