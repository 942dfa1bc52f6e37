// `npm run bench:dashboards`: how soon the dashboards' heavy tabs are usable after a click, in
// Debian's Chromium (playwright-core) against a stack of its own with the sample content:
//   - Admin → Content, opened from Overview in a fresh browser (nothing cached but what the
//     dashboard itself loaded): from the click to the Team list's first Edit button;
//   - the participant Profile tab, from the click to the Save Profile button, the first time
//     (from Updates, fresh browser) and again after visiting another tab (warm cache), noting
//     whether any loading spinner showed in between.
// Median of `--runs=N` (BENCH_RUNS, default 5) each. Loopback only; prints figures, asserts nothing.
/* global fetch, window, document, localStorage, requestAnimationFrame -- fetch is Node's; the others run in the page (addInitScript, evaluate) */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { repoRoot } from './lib/repo.mjs';
import { ensureChromium } from './lib/tools.mjs';
import { formatMs, percentile, prepareStack, registerOrganizer, startDrillStack } from './drills/load.mjs';
// The journeys' flags (nothing may reach another host), so the two lists cannot drift apart.
import { CHROMIUM_FLAGS } from '../e2e/support/chromium.mjs';


const VIEWPORT = { width: 1280, height: 900 };
const PARTICIPANT_PASSWORD = 'participant pass 2026';

/**
 * Counts, in the page, every moment a loading spinner (a Mantine Loader, or a status region) is
 * on screen, so "no visible spinner" is observed rather than assumed.
 * @param {import('playwright-core').Page} page
 */
async function watchSpinners(page) {
  await page.addInitScript(() => {
    const state = { seen: 0 };
    Object.assign(window, { __spinners: state });
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
  const startedAt = performance.now();
  await target.click();
  await ready.waitFor({ state: 'visible', timeout: 60_000 });
  const elapsed = performance.now() - startedAt;
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

/** A participant account the organizer creates (the Auth Spots call), and its token. */
async function createParticipant(baseUrl, organizerToken) {
  const email = `bench.participant.${Date.now()}@example.edu`;
  const created = await fetch(new URL('/api/admin/accounts', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${organizerToken}` },
    body: JSON.stringify({ fullName: 'Bench Participant', email, password: PARTICIPANT_PASSWORD }),
  });
  if (!created.ok) throw new Error(`creating the participant failed: HTTP ${created.status} ${await created.text()}`);
  const login = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PARTICIPANT_PASSWORD }),
  });
  if (!login.ok) throw new Error(`signing the participant in failed: HTTP ${login.status}`);
  return /** @type {{ token: string }} */ (await login.json()).token;
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
  const { values } = parseArgs({ options: { runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' } } });
  const runs = Number(values.runs);
  if (!(Number.isInteger(runs) && runs >= 1 && runs <= 50)) throw new Error(`--runs (BENCH_RUNS) must be a whole number from 1 to 50, not ${JSON.stringify(values.runs)}`);

  await prepareStack();
  const executablePath = await ensureChromium(process.env);
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
    // One unmeasured round first: the services' own first reads (connections, caches) are not the tab's.
    await adminContentRun(browser, baseURL, organizerToken);
    await participantProfileRun(browser, baseURL, participantToken);

    const admin = [];
    const profileFirst = [];
    const profileWarm = [];
    for (let run = 0; run < runs; run += 1) {
      admin.push(await adminContentRun(browser, baseURL, organizerToken));
      const profile = await participantProfileRun(browser, baseURL, participantToken);
      profileFirst.push(profile.first);
      profileWarm.push(profile.warm);
    }
    console.log('');
    console.log(bold('From the click to the tab being usable (Chromium, 1280×900, loopback)'));
    printLine('Admin → Content (from Overview, fresh browser)', admin);
    printLine('Participant → Profile, first open', profileFirst);
    printLine('Participant → Profile, again (warm cache)', profileWarm);
  } finally {
    await browser.close();
    await bench.stop();
  }
}

await runScriptOnSupportedNode(main);
