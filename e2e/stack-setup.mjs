import { mkdir, mkdtemp, open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from '../scripts/lib/stack.mjs';
import { processTreeCpuMs } from '../scripts/lib/where-time-goes.mjs';
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH, SHARED_BROWSER_ENV } from './support/chromium.mjs';

const artifacts = new URL('./artifacts/', import.meta.url).pathname;

/**
 * Starts the whole system exactly as `npm start` does, on a fresh data folder and a free port.
 * Its log goes to e2e/artifacts/stack.log so test output stays readable; a start-up failure's
 * error carries the last lines of the process that failed. Also starts the Chromium the journeys
 * drive (support/browser.ts connects to it).
 */
export default async function startJourneyStack() {
  await mkdir(artifacts, { recursive: true });
  const logFile = await open(join(artifacts, 'stack.log'), 'w');
  const dataDir = await mkdtemp(join(tmpdir(), 'trek-e2e-'));
  // One Chromium for every journey file (each connects to it and opens its own contexts), started alongside the stack.
  const [browser, stack] = await Promise.allSettled([
    chromium.launchServer({ executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true }),
    startStackForJourneys(dataDir, logFile),
  ]);
  const failure = [browser, stack].find((started) => started.status === 'rejected');
  if (failure) {
    if (browser.status === 'fulfilled') await browser.value.close();
    if (stack.status === 'fulfilled') await stack.value.stop();
    throw failure.reason;
  }
  process.env[SHARED_BROWSER_ENV] = browser.value.wsEndpoint();
  process.env.E2E_BASE_URL = stack.value.url;
  process.env.E2E_SETUP_KEY = stack.value.setupKey;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MONGODB_URI = stack.value.mongoUri;
  globalThis.__TREK_E2E_STOP__ = async () => {
    await reportChromiumCpu(browser.value.process().pid);
    await browser.value.close();
    await stack.value.stop();
    await logFile.close();
  };
}

/**
 * Prints the CPU time the journeys' Chromium used: most of it is its renderers', which the
 * CPU figure of npm test's step does not include (nobody waits for them).
 * @param {number | undefined} pid
 */
async function reportChromiumCpu(pid) {
  const cpuMs = pid === undefined ? null : await processTreeCpuMs(pid);
  if (cpuMs !== null) process.stdout.write(`\nChromium used ${(cpuMs / 1000).toFixed(1)} s of CPU; its renderers' share is not in the step's CPU figure\n`);
}

/**
 * The stack `npm start` runs, with the settings the journeys need.
 * @param {string} dataDir
 * @param {import('node:fs/promises').FileHandle} logFile
 */
function startStackForJourneys(dataDir, logFile) {
  return startStack({
    dataDir,
    port: 0,
    env: {
      ...process.env,
      ORGANIZER_SETUP_KEY: 'e2e-organizer-setup-key',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1 against this one stack; the limits themselves are
      // tested in the gateway's suite.
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_REGISTER_MAX: '1000',
      RATE_LIMIT_APPLICATION_MAX: '1000',
      RATE_LIMIT_UPLOAD_MAX: '1000',
      RATE_LIMIT_PASSWORD_RESET_MAX: '1000',
      RATE_LIMIT_PASSWORD_LINK_MAX: '1000',
      // Journeys change the edition (transfer deadline) and expect the participant service to see
      // it at once, not after its 60 s edition cache expires.
      EDITION_CACHE_MS: '0',
    },
    log: (line) => void logFile.write(`${line}\n`),
  });
}
