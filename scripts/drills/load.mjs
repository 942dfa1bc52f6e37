// What the drills and the benchmark share: a fresh stack, a paced stream of application
// submissions through the gateway, the organizer's view of what was stored, and the mail folder.
/* global fetch, AbortSignal, Response */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureFerretDb } from '../lib/ferretdb.mjs';
import { startStack } from '../lib/stack.mjs';
import { ensurePnpm, installDependencies } from '../lib/tools.mjs';
import { buildWorkspace } from '../lib/workspace-build.mjs';

/** An application reference as the applications service draws it (`MT26-K7QX-3HZP`). */
const REFERENCE = /MT\d{2}-[A-Z2-9]{4}-[A-Z2-9]{4}/g;
/** A request the stack has not answered in this long counts as failed (the gateway gives up after 30 s). */
const REQUEST_TIMEOUT_MS = 35_000;

/**
 * Polls `condition` until it holds, at most `timeoutMs`; another process produces what it checks,
 * so there is nothing to wait on but the deadline.
 * @param {() => boolean | Promise<boolean>} condition
 * @param {{ timeoutMs: number, intervalMs?: number }} options
 * @returns {Promise<boolean>} false when the deadline passed first
 */
export async function pollUntil(condition, { timeoutMs, intervalMs = 100 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(intervalMs);
  }
}

/**
 * @param {number[]} values
 * @param {number} fraction 0.5 for the median
 */
export function percentile(values, fraction) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

/** @param {number} milliseconds */
export const formatMs = (milliseconds) => (Number.isFinite(milliseconds) ? `${(milliseconds / 1000).toFixed(2)} s` : '—');

/** What `npm start` does before it starts the stack: install what is missing, build. */
export async function prepareStack() {
  const pnpm = await ensurePnpm();
  await installDependencies(pnpm, { ci: process.env.CI === 'true' });
  await ensureFerretDb(process.env);
  await buildWorkspace(pnpm);
}

/**
 * Starts a stack the way `npm start` does, on a fresh temporary data folder and a free port, with
 * its own FerretDB and redis-server whatever the environment names (the faults are applied to
 * those), capturing mail, and with the application limit out of the way of a load test. Its log
 * goes to `<data>/stack.log`; the supervisor's crash and restart lines also go to `onSupervisorLine`.
 * `env` overrides those settings (a benchmark measures at the default log level).
 * `portAllocator` replaces where the stack takes its ports from.
 * @param {{ name: string, onSupervisorLine?: (line: string) => void, env?: NodeJS.ProcessEnv, portAllocator?: import('../lib/stack.mjs').StackOptions['portAllocator'] }} options
 */
export async function startDrillStack({ name, onSupervisorLine = () => {}, env: overrides = {}, portAllocator }) {
  const dataDir = await mkdtemp(join(tmpdir(), `trek-${name}-`));
  // A stream: a busy stack logs thousands of lines a second, written in batches and in order.
  const logFile = createWriteStream(join(dataDir, 'stack.log'), { flags: 'a' });
  const closeLog = () => new Promise((resolve) => logFile.end(resolve));
  const env = { ...process.env };
  for (const variable of ['MONGODB_URI', 'REDIS_URL', 'SMTP_URL', 'ORGANIZER_NOTIFICATION_EMAILS', 'ORGANIZER_SETUP_KEY', 'PORT', 'TREK_DATA_DIR']) {
    delete env[variable];
  }
  Object.assign(env, {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_APPLICATION_MAX: '1000000',
    RATE_LIMIT_REGISTER_MAX: '1000',
    RATE_LIMIT_LOGIN_MAX: '1000',
    SEED_DEMO_CONTENT: 'false',
    ...overrides,
  });
  let stack;
  try {
    stack = await startStack({
      dataDir,
      port: 0,
      env,
      portAllocator,
      log: (line) => {
        logFile.write(`${line}\n`);
        // The supervisor's own lines: a crash (✘) and a restart (↻).
        if (/│ .*(✘|↻)/.test(line)) onSupervisorLine(line);
      },
    });
  } catch (error) {
    await closeLog();
    throw error;
  }
  return {
    stack,
    dataDir,
    mailDir: join(dataDir, 'mail'),
    /** Writes one of the drill's own lines into stack.log, timed, so the log shows what was done when. */
    note: (/** @type {string} */ line) => {
      logFile.write(`${'drill'.padEnd(13)} │ ${new Date().toISOString()} ${line}\n`);
    },
    /** Stops the stack; removes its data folder unless `keep`. */
    async stop({ keep = false } = {}) {
      await stack.stop();
      await closeLog();
      if (!keep) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A valid application (as the application form sends it) with an email of its own: one
 * application per email per edition.
 * @param {string} email
 */
export function applicationPayload(email) {
  return {
    firstNames: 'María José',
    lastName: 'García',
    universityEmail: email,
    phone: '+1 650 555 0100',
    affiliation: 'MBA 2026, Stanford GSB',
    interest250: 'I want to understand Mexican business from the inside.',
    goals250: 'Build companies between Mexico and the US.',
    favoriteFood: 'Tacos al pastor',
    passportValid: 'YES',
    passportCountry: 'Mexico',
    commitment: 'COMMITTED',
    significantOther: 'NO',
    comments: '',
    referral: 'instagram',
  };
}

/** Submissions in flight at once while seeding: enough to keep the stack busy, few enough not to time out. */
const SEED_CONCURRENCY = 8;
/** Last names the seeded applications cycle through; one in SEED_LAST_NAMES.length is a "Villanueva". */
const SEED_LAST_NAMES = ['García', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Reyes', 'Ortiz', 'Castillo', 'Villanueva'];

/**
 * Tries per seeded application: on a busy machine a submission may time out or meet a locked
 * database (FerretDB's SQLite lets one writer in at a time and refuses the others after 10 s).
 */
const SEED_TRIES = 6;
/** The pause before the second try; it doubles before each later one (1, 2, 4, 8, 16 s), so a long lock has time to clear. */
const SEED_FIRST_PAUSE_MS = 1_000;

/**
 * Submits application number `index` (an email and last name of its own), as the form does; tries
 * again, after a pause that doubles each time, after a server error or no answer (a 409 then means
 * an earlier try was stored) and throws when the last try fails. Answers how many tries it took.
 * @param {string} baseUrl
 * @param {number} index
 * @returns {Promise<number>}
 */
export async function submitApplication(baseUrl, index) {
  const payload = { ...applicationPayload(`scale.${index}@example.edu`), lastName: SEED_LAST_NAMES[index % SEED_LAST_NAMES.length] };
  let failure = '';
  for (let attempt = 1; attempt <= SEED_TRIES; attempt += 1) {
    if (attempt > 1) await sleep(SEED_FIRST_PAUSE_MS * 2 ** (attempt - 2));
    const res = await fetch(new URL('/api/applications', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((/** @type {unknown} */ error) => error);
    if (!(res instanceof Response)) {
      failure = String(res);
      continue;
    }
    const body = await res.text();
    if (res.status === 201 || (res.status === 409 && attempt > 1)) return attempt;
    failure = `HTTP ${res.status} ${body}`;
    if (res.status < 500) break;
  }
  throw new Error(`submitting application ${index} failed: ${failure}`);
}

/**
 * Submits applications number `from` to `to - 1`, a few at a time (one in 20 named Villanueva).
 * Answers how many of them needed more than one try.
 * @param {string} baseUrl
 * @param {number} from
 * @param {number} to
 */
export async function seedApplications(baseUrl, from, to) {
  let next = from;
  let triedAgain = 0;
  const worker = async () => {
    while (next < to) if ((await submitApplication(baseUrl, next++)) > 1) triedAgain += 1;
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return triedAgain;
}

/**
 * @typedef {object} Submission
 * @property {number} index
 * @property {number} sentAt epoch ms
 * @property {number} [answeredAt]
 * @property {number} [status] the HTTP status, when there was an answer
 * @property {string} [ref] the reference of an acknowledged (201) application
 * @property {string} [error] why there was no answer, or the answer's message
 */

/**
 * Milliseconds from sending to the answer, of each submission that was answered.
 * @param {Submission[]} submissions
 */
export const latenciesOf = (submissions) =>
  submissions.flatMap((submission) => (submission.answeredAt === undefined ? [] : [submission.answeredAt - submission.sentAt]));

/**
 * POSTs one application through the gateway, as the form does.
 * @param {string} baseUrl
 * @param {Submission} submission filled in with the outcome
 * @param {string} email
 */
async function submit(baseUrl, submission, email) {
  try {
    const res = await fetch(new URL('/api/applications', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(applicationPayload(email)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await res.json().catch(() => ({}));
    submission.status = res.status;
    if (res.status === 201 && typeof body.ref === 'string') submission.ref = body.ref;
    else submission.error = typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
  } catch (error) {
    submission.error = error instanceof Error ? error.message : String(error);
  } finally {
    submission.answeredAt = Date.now();
  }
}

/**
 * Sends `ratePerSecond` submissions a second, each without waiting for the one before (as
 * independent applicants do), until `stop`; at most `maxInFlight` wait for an answer at once.
 * @param {string} baseUrl
 * @param {{ ratePerSecond: number, maxInFlight?: number, limit?: number }} options
 */
export function startSubmissionStream(baseUrl, { ratePerSecond, maxInFlight = 100, limit = Infinity }) {
  const run = randomBytes(4).toString('hex');
  /** @type {Submission[]} */
  const submissions = [];
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();
  let skipped = 0;
  const startedAt = Date.now();
  const send = () => {
    /** @type {Submission} */
    const submission = { index: submissions.length, sentAt: Date.now() };
    submissions.push(submission);
    const pending = submit(baseUrl, submission, `drill.${run}.${submission.index}@stanford.edu`).finally(() => inFlight.delete(pending));
    inFlight.add(pending);
  };
  // Paced by the clock rather than by the timer's ticks, which drift under load: each tick sends
  // what is due by now.
  const tick = () => {
    const due = Math.min(limit, Math.floor(((Date.now() - startedAt) * ratePerSecond) / 1000) + 1);
    while (submissions.length + skipped < due) {
      if (inFlight.size >= maxInFlight) skipped += 1;
      else send();
    }
  };
  const timer = setInterval(tick, Math.min(100, 1000 / ratePerSecond));
  tick();
  return {
    submissions,
    /** Submissions answered 201, with their reference. */
    acknowledged: () => submissions.filter((submission) => submission.ref !== undefined),
    /** Submissions that were due but not sent because too many requests were waiting. */
    skipped: () => skipped,
    /** Stops sending and waits for every answer. */
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}

/**
 * Every application reference an organizer sees in the Applications tab (all pages).
 * @param {string} baseUrl
 * @param {string} token
 */
export async function storedReferences(baseUrl, token) {
  /** @type {Set<string>} */
  const refs = new Set();
  for (let page = 1; ; page++) {
    const res = await fetch(new URL(`/api/admin/applications?page=${page}&pageSize=100`, baseUrl), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`listing applications failed: HTTP ${res.status} ${await res.text()}`);
    const body = await res.json();
    for (const application of body.applications) refs.add(application.ref);
    if (body.applications.length === 0 || page * body.pageSize >= body.total) return refs;
  }
}

/**
 * @typedef {object} CapturedFile
 * @property {string[]} refs the application references it mentions
 * @property {number} capturedAt when it was written (its mtime) the first time it was seen
 * @property {number} versions how many different versions of it were seen (a rewrite is a second delivery)
 * @property {string} version inode and mtime of the version seen last
 */

/** Job id prefix of an applicant's confirmation email (applications' `confirmationJobId`). */
export const CONFIRMATION_JOB_ID_PREFIX = 'application-confirmation-';

/**
 * Whether a file of the mail folder is a complete captured email (`<job id>.eml`, renamed into
 * place once written) of a job whose id starts with `jobIdPrefix`.
 * @param {string} name
 * @param {string} jobIdPrefix
 */
export const isCapturedEmailOf = (name, jobIdPrefix) => name.endsWith('.eml') && decodeURIComponent(name).startsWith(jobIdPrefix);

/**
 * Watches the folder the notifications worker captures mail into (`<job id>.eml`, written under
 * a temporary name and renamed, so a file is complete once it has its name). Each scan reads the
 * new files whose job id starts with `jobIdPrefix`: organizers' new-application notices name the
 * same references as the applicants' confirmations and must not count as a second confirmation.
 * Capture times come from the files themselves (their mtime), so they do not depend on how often
 * the folder is scanned.
 * @param {string} mailDir
 * @param {{ jobIdPrefix: string }} options
 */
export function watchMailFolder(mailDir, { jobIdPrefix }) {
  /** @type {Map<string, CapturedFile>} */
  const files = new Map();
  /** @type {Map<string, Set<string>>} */
  const filesByRef = new Map();

  /**
   * Reads the files not seen before; with `rewrites`, also checks every known file for a new version.
   * @param {{ rewrites?: boolean }} [options]
   */
  async function scan({ rewrites = false } = {}) {
    const names = await readdir(mailDir).catch(() => /** @type {string[]} */ ([]));
    for (const name of names) {
      if (!isCapturedEmailOf(name, jobIdPrefix)) continue;
      const known = files.get(name);
      if (known && !rewrites) continue;
      const path = join(mailDir, name);
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      const version = `${info.ino}:${info.mtimeMs}`;
      if (known) {
        if (known.version !== version) {
          known.version = version;
          known.versions += 1;
        }
        continue;
      }
      // Quoted-printable soft line breaks could split a reference.
      const text = (await readFile(path, 'utf8')).replace(/=\r?\n/g, '');
      const refs = [...new Set(text.match(REFERENCE) ?? [])];
      files.set(name, { refs, capturedAt: info.mtimeMs, versions: 1, version });
      for (const ref of refs) {
        const set = filesByRef.get(ref) ?? new Set();
        set.add(name);
        filesByRef.set(ref, set);
      }
    }
  }

  return {
    scan,
    /** The captured files that mention the reference (a confirmation email mentions its own). */
    filesFor: (/** @type {string} */ ref) => [...(filesByRef.get(ref) ?? [])].map((name) => ({ name, ...(/** @type {CapturedFile} */ (files.get(name))) })),
  };
}
