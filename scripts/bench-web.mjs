// `npm run bench:web`: how fast the public pages are for a visitor, as Lighthouse (12, in Debian's
// Chromium) measures them on a stack of its own with the sample content. Every run prints its
// Performance score, First and Largest Contentful Paint, Total Blocking Time, Cumulative Layout
// Shift, the JavaScript transferred until the page was idle (Lighthouse's resource summary, as
// sent over the wire, so compressed) and Lighthouse's CPU index of the machine at that run (its
// benchmarkIndex: higher is faster; a busy machine shows there first); then each page's median and
// each budget with PASS or FAIL.
// Loopback only; prints figures, asserts nothing. `--runs=N` (BENCH_RUNS, default 5) runs per page
// and preset; `--pages=/,/apply`; `--presets=mobile` (default mobile,desktop); `--report-dir=DIR`
// keeps each run's Lighthouse report (JSON) there, to see where the time went; `--http2`
// (BENCH_HTTP2=true) serves the stack to Chromium over HTTP/2 with TLS, as a production reverse
// proxy does (`npm start` serves HTTP/1.1, where a browser opens six connections per site).
// A page under /admin is measured signed in as an organizer, one under /participant as a
// participant (`--pages=/participant/dashboard,/admin/dashboard?tab=payments`): the benchmark
// makes both accounts on its stack and puts the token where the app keeps it before each load.
/* global location, localStorage -- in the page (evaluateOnNewDocument) */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium.mjs';
import { createParticipant, registerOrganizer } from './lib/bench-accounts.mjs';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { repoRoot } from './lib/repo.mjs';
import { ensureChromium } from './lib/tools.mjs';
import { pollUntil, prepareStack, startDrillStack } from './drills/load.mjs';
import { PAGES_KEPT_OFF_THE_LANDING, firstLoadScriptBytes, readManifest } from './lib/web-chunks.mjs';
import { startHttp2Proxy } from './bench/http2-proxy.mjs';

/** The budgets for a phone (Lighthouse mobile), printed as pass or fail; nothing asserts them. */
const BUDGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05, firstLoadKb: 170 };
/** The landing page's own, stricter budgets: every run, not the median, must meet them. */
const LANDING_BUDGETS = { score: 95, lcpMs: 1500, tbtMs: 150, scriptKb: 120 };

/**
 * The flags every Chromium of this project starts with (nothing may reach another host), the
 * journeys' own list, and two more so no extension or default app adds work to the page measured.
 * `--headless` is the new headless mode in Chromium 132 and later (Debian's is newer).
 */
const BENCH_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--disable-default-apps', '--disable-extensions'];

/**
 * @param {string} chromium
 * @param {string[]} [extraFlags]
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
async function startChromium(chromium, extraFlags = []) {
  const profile = await mkdtemp(join(tmpdir(), 'trek-bench-web-chromium-'));
  const child = spawn(chromium, [...BENCH_CHROMIUM_FLAGS, ...extraFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let port = 0;
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (/** @type {string} */ text) => {
    const match = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(text);
    if (match) port = Number(match[1]);
  });
  if (!(await pollUntil(() => port > 0 || child.exitCode !== null, { timeoutMs: 30_000 })) || port === 0) {
    child.kill();
    throw new Error(`Chromium (${chromium}) did not open its DevTools port`);
  }
  return {
    port,
    async stop() {
      child.kill();
      await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * @param {number[]} values
 */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/** Where the web app keeps its bearer token (contracts' `AUTH_TOKEN_STORAGE_KEY`). */
const AUTH_TOKEN_STORAGE_KEY = 'authToken';

/**
 * The role whose token a page is measured with: the dashboards' pages need a signed-in account.
 * @param {string} page
 * @returns {'organizer' | 'participant' | undefined}
 */
const roleFor = (page) => (page.startsWith('/admin') ? 'organizer' : page.startsWith('/participant') ? 'participant' : undefined);

/**
 * A tab of the benchmark's Chromium for one run. With a token, every document of the stack's
 * origin finds it in localStorage before the app's scripts run: Lighthouse clears the origin's
 * storage before it loads the page (a first visit, caches cold), and the token comes back at once,
 * as if the person had signed in on this device earlier.
 * @param {number} port Chromium's DevTools port
 * @param {string} url
 * @param {string | undefined} token
 */
async function openTab(port, url, token) {
  // Lighthouse's own puppeteer-core, the version its runner drives.
  const puppeteer = createRequire(createRequire(join(repoRoot, 'package.json')).resolve('lighthouse'))('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  if (token) {
    await page.evaluateOnNewDocument(
      (/** @type {string} */ origin, /** @type {string} */ key, /** @type {string} */ value) => {
        if (location.origin === origin) localStorage.setItem(key, value);
      },
      new URL(url).origin,
      AUTH_TOKEN_STORAGE_KEY,
      token,
    );
  }
  return {
    page,
    async close() {
      await page.close().catch(() => undefined);
      await browser.disconnect();
    },
  };
}

/**
 * Lighthouse's trace of the load has no start of navigation (NO_NAVSTART): its recording failed,
 * about one run in ten here whatever the page, and it asks to be run again.
 */
class TraceNotRecorded extends Error {}

/**
 * One Lighthouse run of one page: the figures, and the scripts the page downloaded.
 * @param {string} url
 * @param {number} port
 * @param {'mobile' | 'desktop'} preset
 * @param {string | undefined} reportFile where to keep the report, if anywhere
 * @param {string | undefined} token the signed-in account's, for a dashboard's page
 * @param {'simulate' | 'devtools'} throttling how Lighthouse slows the phone down
 */
async function measure(url, port, preset, reportFile, token, throttling) {
  // Imported here: the root's dependencies are installed by prepareStack, on a fresh clone too.
  const [{ default: lighthouse }, { default: desktopConfig }] = await Promise.all([import('lighthouse'), import('lighthouse/core/config/desktop-config.js')]);
  const tab = await openTab(port, url, token);
  let result;
  try {
    result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: throttling },
      preset === 'desktop' ? desktopConfig : undefined,
      tab.page,
    );
  } finally {
    await tab.close();
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError?.code === 'NO_NAVSTART') throw new TraceNotRecorded(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  if (reportFile) await writeFile(reportFile, JSON.stringify(lhr));
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = /** @type {{ items?: Array<{ resourceType: string, transferSize?: number }> } | undefined} */ (lhr.audits['resource-summary']?.details);
  const requests = /** @type {{ items?: Array<{ url: string, resourceType?: string }> } | undefined} */ (lhr.audits['network-requests']?.details);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
    // Lighthouse's measure of the CPU at the run (higher is faster): a busy machine shows here first.
    cpuIndex: lhr.environment.benchmarkIndex,
    scriptNames: (requests?.items ?? [])
      .filter((request) => request.resourceType === 'Script')
      .map((request) => new URL(request.url).pathname.replace(/^\/assets\//, '')),
  };
}

/** @typedef {Awaited<ReturnType<typeof measure>>} RunFigures */

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * One line of the table: a run's figures, or a median's.
 * @param {string} label
 * @param {number} width the label column's
 * @param {Pick<RunFigures, 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'scriptBytes' | 'cpuIndex'>} r
 */
const figuresLine = (label, width, r) =>
  `${label.padEnd(width)} ${String(r.score).padEnd(6)} ${seconds(r.fcp).padEnd(8)} ${seconds(r.lcp).padEnd(8)} ${`${Math.round(r.tbt)} ms`.padEnd(8)} ` +
  `${r.cls.toFixed(3).padEnd(7)} ${`${Math.round(r.scriptBytes / 1024)} KB`.padEnd(22)} ${Math.round(r.cpuIndex)}`;

/**
 * Each budget with its figure and PASS or FAIL: the mobile medians of every page measured, the
 * landing page's first-load JavaScript (gzip, from the build's chunk graph), and whether a visit
 * to / downloaded a dashboard, wizard or confirmation page chunk.
 * @param {Map<string, { score: number, lcp: number, tbt: number, cls: number }>} mobileMedians
 * @param {string[] | undefined} landingScripts
 * @param {RunFigures[] | undefined} landingRuns every mobile run of /
 */
async function printBudgets(mobileMedians, landingScripts, landingRuns) {
  const verdict = (/** @type {boolean} */ pass) => (pass ? 'PASS' : 'FAIL');
  console.log('');
  console.log(bold('Budgets (Lighthouse mobile; meant for an idle machine)'));
  for (const [page, m] of mobileMedians) {
    console.log(`  ${page} score ${m.score} ≥ ${BUDGETS.score} ${verdict(m.score >= BUDGETS.score)}, LCP ${(m.lcp / 1000).toFixed(2)} s ≤ ${BUDGETS.lcpMs / 1000} s ${verdict(m.lcp <= BUDGETS.lcpMs)}, ` +
      `TBT ${Math.round(m.tbt)} ms ≤ ${BUDGETS.tbtMs} ms ${verdict(m.tbt <= BUDGETS.tbtMs)}, CLS ${m.cls.toFixed(3)} ≤ ${BUDGETS.cls} ${verdict(m.cls <= BUDGETS.cls)}`);
  }
  if (landingRuns?.length) {
    const worst = {
      score: Math.min(...landingRuns.map((r) => r.score)),
      lcp: Math.max(...landingRuns.map((r) => r.lcp)),
      tbt: Math.max(...landingRuns.map((r) => r.tbt)),
      scriptKb: Math.max(...landingRuns.map((r) => r.scriptBytes)) / 1024,
    };
    console.log(`  /, worst of ${landingRuns.length} runs: score ${worst.score} ≥ ${LANDING_BUDGETS.score} ${verdict(worst.score >= LANDING_BUDGETS.score)}, ` +
      `LCP ${seconds(worst.lcp)} ≤ ${LANDING_BUDGETS.lcpMs / 1000} s ${verdict(worst.lcp <= LANDING_BUDGETS.lcpMs)}, ` +
      `TBT ${Math.round(worst.tbt)} ms ≤ ${LANDING_BUDGETS.tbtMs} ms ${verdict(worst.tbt <= LANDING_BUDGETS.tbtMs)}, ` +
      `JS until idle ${Math.round(worst.scriptKb)} KB ≤ ${LANDING_BUDGETS.scriptKb} KB ${verdict(worst.scriptKb <= LANDING_BUDGETS.scriptKb)}`);
  }
  const firstLoad = await firstLoadScriptBytes();
  const kb = firstLoad.gzipBytes / 1024;
  console.log(`  first-load JS on / (the landing entry, the boot script and their static imports, gzip): ${Math.round(kb)} KB ≤ ${BUDGETS.firstLoadKb} KB ${verdict(kb <= BUDGETS.firstLoadKb)}`);
  if (landingScripts) {
    const manifest = await readManifest();
    const keptOff = PAGES_KEPT_OFF_THE_LANDING.map((page) => manifest[page]?.file?.replace(/^assets\//, '')).filter(Boolean);
    const loaded = keptOff.filter((file) => landingScripts.includes(/** @type {string} */ (file)));
    console.log(`  no dashboard or wizard code loaded on /: ${verdict(loaded.length === 0)}${loaded.length ? ` (${loaded.join(', ')})` : ''}`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
      pages: { type: 'string', default: process.env.BENCH_PAGES ?? '/,/apply,/privacy' },
      presets: { type: 'string', default: process.env.BENCH_PRESETS ?? 'mobile,desktop' },
      'report-dir': { type: 'string' },
      http2: { type: 'boolean', default: process.env.BENCH_HTTP2 === 'true' },
      throttling: { type: 'string', default: process.env.BENCH_THROTTLING ?? 'simulate' },
    },
  });
  const runs = Number(values.runs);
  if (!(Number.isInteger(runs) && runs >= 1 && runs <= 20)) throw new Error(`--runs (BENCH_RUNS) must be a whole number from 1 to 20, not ${JSON.stringify(values.runs)}`);
  const pages = values.pages.split(',').map((page) => page.trim()).filter(Boolean);
  const presets = values.presets.split(',').map((preset) => preset.trim());
  const unknownPreset = presets.find((preset) => preset !== 'mobile' && preset !== 'desktop');
  if (unknownPreset !== undefined) throw new Error(`--presets (BENCH_PRESETS) lists mobile and desktop only, not ${JSON.stringify(unknownPreset)}`);
  const throttling = values.throttling;
  if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error(`--throttling (BENCH_THROTTLING) is simulate or devtools, not ${JSON.stringify(throttling)}`);
  const reportDir = values['report-dir'];
  if (reportDir) await mkdir(reportDir, { recursive: true });
  const reportFile = (/** @type {string} */ page, /** @type {string} */ preset, /** @type {number} */ run) =>
    reportDir ? join(reportDir, `${page.replace(/^\//, '').replace(/\W+/g, '_') || 'root'}-${preset}-${run + 1}.json`) : undefined;

  await prepareStack();
  const chromiumPath = await ensureChromium(process.env, 'full');
  const http2 = values.http2 === true;
  step(`Web benchmark: Lighthouse on ${pages.join(', ')}, ${presets.join(' and ')}, ${runs} run(s) each${http2 ? ', over HTTP/2 with TLS' : ''}${throttling === 'devtools' ? ', the phone slowed down for real (devtools throttling)' : ''}`);
  const bench = await startDrillStack({ name: 'web-bench', env: { SEED_DEMO_CONTENT: 'true' } });
  /** @type {{ url: string, close: () => Promise<void> } | undefined} */
  let front;
  /** @type {{ port: number, stop: () => Promise<void> } | undefined} */
  let chromium;
  try {
    front = http2 ? await startHttp2Proxy(bench.stack.url) : undefined;
    const siteUrl = front?.url ?? bench.stack.url;
    // The front's certificate is its own, made for this run.
    chromium = await startChromium(chromiumPath, front ? ['--ignore-certificate-errors'] : []);
    const { port } = chromium;
    /** @type {{ organizer?: string, participant?: string }} */
    const tokens = {};
    if (pages.some((page) => roleFor(page) !== undefined)) {
      tokens.organizer = await registerOrganizer(bench.stack);
      tokens.participant = await createParticipant(bench.stack.url, tokens.organizer);
    }
    console.log('');
    const width = Math.max(28, ...pages.map((page) => `${page} desktop median`.length + 1));
    console.log(bold(`${'page, preset, run'.padEnd(width)} score  FCP      LCP      TBT      CLS     JS until idle (sent)   CPU index`));
    let failures = 0;
    /** @type {string[] | undefined} */
    let landingScripts;
    /** @type {RunFigures[] | undefined} */
    let landingRuns;
    /** @type {Map<string, { score: number, lcp: number, tbt: number, cls: number }>} */
    const mobileMedians = new Map();
    for (const page of pages) {
      for (const preset of /** @type {Array<'mobile' | 'desktop'>} */ (presets)) {
        /** @type {RunFigures[]} */
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          const label = `${page} ${preset} ${run + 1}`;
          const role = roleFor(page);
          const measureRun = () => measure(new URL(page, siteUrl).href, port, preset, reportFile(page, preset, run), role && tokens[role], throttling);
          try {
            // A failed recording is Lighthouse's, not the page's: the run is measured once more, and says so.
            const figures = await measureRun().catch((error) => {
              if (!(error instanceof TraceNotRecorded)) throw error;
              console.log(`${label.padEnd(width)} Lighthouse did not record the trace (NO_NAVSTART): measured again`);
              return measureRun();
            });
            results.push(figures);
            console.log(figuresLine(label, width, figures));
          } catch (error) {
            failures += 1;
            console.log(`${label.padEnd(width)} not measured: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        if (results.length === 0) continue;
        const pick = (/** @type {(result: RunFigures) => number} */ read) => median(results.map(read));
        const medians = { score: pick((r) => r.score), fcp: pick((r) => r.fcp), lcp: pick((r) => r.lcp), tbt: pick((r) => r.tbt), cls: pick((r) => r.cls), scriptBytes: pick((r) => r.scriptBytes), cpuIndex: pick((r) => r.cpuIndex) };
        console.log(bold(figuresLine(`${page} ${preset} median`, width, medians)));
        if (page === '/' && preset === 'mobile') {
          landingScripts = results[0]?.scriptNames ?? [];
          landingRuns = results;
        }
        if (preset === 'mobile') mobileMedians.set(page, medians);
      }
    }
    if (landingScripts) {
      console.log('');
      console.log(bold(`Scripts a first visit to / downloads until idle (${landingScripts.length})`));
      console.log(`  ${landingScripts.join(', ')}`);
    }
    await printBudgets(mobileMedians, landingScripts, landingRuns);
    return failures === 0 ? 0 : 1;
  } finally {
    await chromium?.stop();
    await front?.close();
    await bench.stop();
  }
}

await runScriptOnSupportedNode(main);
