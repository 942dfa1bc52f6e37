// The crash drill: a real stack under a stream of application submissions, with processes killed
// (SIGKILL, no chance to clean up) one after another. Run by `npm run drill:crash` (prints the
// figures) and by the drills suite of `npm test` (asserts them).
import { registerOrganizer } from '../lib/bench-accounts.mjs';
import { CONFIRMATION_JOB_ID_PREFIX, formatMs, pollUntil, startDrillStack, startSubmissionStream, storedReferences, watchMailFolder } from './load.mjs';

/** The processes killed, in order: the service that takes applications, the email worker, the database. */
export const DEFAULT_FAULTS = ['applications', 'notifications', 'ferretdb'];

/**
 * @typedef {object} FaultResult
 * @property {string} process
 * @property {boolean} restarted the stack started it again (it has a new process id)
 * @property {number | null} submissionsBackMs from the kill to the first 201 for a submission sent after it
 * @property {number | null} emailsBackMs from the kill to the first captured confirmation of an application sent after it
 * @property {number} failedSubmissions submissions sent after the kill, before the first 201, that were not accepted
 */

/**
 * @typedef {object} CrashDrillReport
 * @property {FaultResult[]} faults
 * @property {number} sent
 * @property {Record<string, number>} answers how many submissions got each answer ('201', '502', 'no answer', …)
 * @property {number} acknowledged answered 201 with a reference
 * @property {string[]} notStored acknowledged references an organizer does not see
 * @property {number} emailsCaptured acknowledged applications with exactly one captured confirmation
 * @property {string[]} emailsMissing acknowledged references without a captured confirmation by the deadline
 * @property {string[]} emailsDuplicated acknowledged references with more than one captured email
 * @property {string[]} emailsRewritten captured files written a second time (delivered again under the same job id)
 * @property {number} durationMs
 * @property {string} dataDir the drill's data folder (kept when something went wrong)
 */

/**
 * @param {{
 *   log?: (line: string) => void,
 *   faults?: string[],
 *   ratePerSecond?: number,
 *   recoveryTimeoutMs?: number,
 *   emailTimeoutMs?: number,
 * }} [options] recoveryTimeoutMs bounds the wait for each fault's recovery, emailTimeoutMs the
 *   wait for the last emails (a job the killed worker held is taken up again once its 30 s lock expires)
 * @returns {Promise<CrashDrillReport>}
 */
export async function runCrashDrill({
  log = (line) => process.stdout.write(`${line}\n`),
  faults = DEFAULT_FAULTS,
  ratePerSecond = 10,
  recoveryTimeoutMs = 60_000,
  emailTimeoutMs = 120_000,
} = {}) {
  const startedAt = Date.now();
  log(`Starting a stack on a temporary data folder…`);
  const drill = await startDrillStack({ name: 'crash-drill', onSupervisorLine: (line) => log(`  stack: ${line}`) });
  const { stack } = drill;
  /** Shown, and written with the time into stack.log among the processes' lines. */
  const say = (/** @type {string} */ line) => {
    drill.note(line);
    log(line);
  };
  const mail = watchMailFolder(drill.mailDir, { jobIdPrefix: CONFIRMATION_JOB_ID_PREFIX });
  let succeeded = false;
  try {
    say(`Stack up at ${stack.url} (data in ${drill.dataDir}); streaming ${ratePerSecond} submissions/s`);
    const organizerToken = await registerOrganizer(stack);
    const stream = startSubmissionStream(stack.url, { ratePerSecond });

    /** First capture time of a confirmation for an application acknowledged after `since`. */
    const firstEmailAfter = (/** @type {number} */ since) => {
      let first = Infinity;
      for (const submission of stream.acknowledged()) {
        if (submission.sentAt < since || !submission.ref) continue;
        for (const file of mail.filesFor(submission.ref)) first = Math.min(first, file.capturedAt);
      }
      return first;
    };
    const warmedUp = await pollUntil(
      async () => {
        await mail.scan();
        return stream.acknowledged().length >= 5 && Number.isFinite(firstEmailAfter(0));
      },
      { timeoutMs: recoveryTimeoutMs, intervalMs: 200 },
    );
    if (!warmedUp) throw new Error('the stack did not accept submissions and send their emails before any fault');

    /** @type {FaultResult[]} */
    const results = [];
    for (const name of faults) {
      const pid = stack.pidOf(name);
      if (!pid) throw new Error(`the stack runs no process named ${name}`);
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      say(`Killed ${name} (pid ${pid}) with SIGKILL`);
      const afterKill = () => stream.submissions.filter((submission) => submission.sentAt >= killedAt && submission.answeredAt !== undefined);
      const firstAccepted = () => afterKill().find((submission) => submission.ref !== undefined);
      await pollUntil(
        async () => {
          await mail.scan();
          const restarted = (stack.pidOf(name) ?? pid) !== pid;
          return restarted && firstAccepted() !== undefined && Number.isFinite(firstEmailAfter(killedAt));
        },
        { timeoutMs: recoveryTimeoutMs, intervalMs: 200 },
      );
      const accepted = firstAccepted();
      const emailAt = firstEmailAfter(killedAt);
      /** @type {FaultResult} */
      const result = {
        process: name,
        restarted: (stack.pidOf(name) ?? pid) !== pid,
        submissionsBackMs: accepted?.answeredAt === undefined ? null : accepted.answeredAt - killedAt,
        emailsBackMs: Number.isFinite(emailAt) ? Math.max(0, emailAt - killedAt) : null,
        failedSubmissions: afterKill().filter((submission) => submission.ref === undefined && (!accepted || submission.sentAt < accepted.sentAt)).length,
      };
      results.push(result);
      say(
        `  ${name}: ${result.restarted ? 'restarted' : 'NOT restarted'}; submissions accepted again after ${formatMs(result.submissionsBackMs ?? NaN)}` +
          ` (${result.failedSubmissions} failed meanwhile), emails captured again after ${formatMs(result.emailsBackMs ?? NaN)}`,
      );
    }

    await stream.stop();
    const acknowledged = stream.acknowledged();
    const refs = acknowledged.map((submission) => /** @type {string} */ (submission.ref));
    say(`Stopped the stream: ${stream.submissions.length} sent, ${acknowledged.length} acknowledged. Waiting for their emails…`);
    await pollUntil(
      async () => {
        await mail.scan();
        return refs.every((ref) => mail.filesFor(ref).length > 0);
      },
      { timeoutMs: emailTimeoutMs, intervalMs: 500 },
    );
    await mail.scan({ rewrites: true });
    const stored = await storedReferences(stack.url, organizerToken);

    /** @type {Record<string, number>} */
    const answers = {};
    for (const submission of stream.submissions) {
      const key = submission.status === undefined ? 'no answer' : String(submission.status);
      answers[key] = (answers[key] ?? 0) + 1;
    }
    const filesOf = refs.map((ref) => ({ ref, files: mail.filesFor(ref) }));
    /** @type {CrashDrillReport} */
    const report = {
      faults: results,
      sent: stream.submissions.length,
      answers,
      acknowledged: acknowledged.length,
      notStored: refs.filter((ref) => !stored.has(ref)),
      emailsCaptured: filesOf.filter(({ files }) => files.length === 1).length,
      emailsMissing: filesOf.filter(({ files }) => files.length === 0).map(({ ref }) => ref),
      emailsDuplicated: filesOf.filter(({ files }) => files.length > 1).map(({ ref }) => ref),
      emailsRewritten: filesOf.flatMap(({ files }) => files.filter((file) => file.versions > 1).map((file) => file.name)),
      durationMs: Date.now() - startedAt,
      dataDir: drill.dataDir,
    };
    succeeded = crashDrillProblems(report).length === 0;
    return report;
  } finally {
    await drill.stop({ keep: !succeeded });
    if (!succeeded) log(`Kept the drill's data folder (stack.log, mail/) for inspection: ${drill.dataDir}`);
  }
}

/**
 * What the drill's figures fall short of; empty when every expectation holds.
 * @param {CrashDrillReport} report
 */
export function crashDrillProblems(report) {
  const problems = [];
  for (const fault of report.faults) {
    if (!fault.restarted) problems.push(`${fault.process} was not restarted`);
    if (fault.submissionsBackMs === null) problems.push(`submissions were not accepted again after ${fault.process} was killed`);
    if (fault.emailsBackMs === null) problems.push(`no email was captured again after ${fault.process} was killed`);
  }
  if (report.acknowledged === 0) problems.push('no submission was acknowledged');
  if (report.notStored.length) problems.push(`${report.notStored.length} acknowledged applications are not stored: ${report.notStored.join(', ')}`);
  if (report.emailsMissing.length) problems.push(`${report.emailsMissing.length} confirmations were never captured: ${report.emailsMissing.join(', ')}`);
  if (report.emailsDuplicated.length) problems.push(`${report.emailsDuplicated.length} applications got more than one email: ${report.emailsDuplicated.join(', ')}`);
  return problems;
}

/**
 * The drill's figures, for people.
 * @param {CrashDrillReport} report
 */
export function formatCrashDrillReport(report) {
  const width = Math.max(...report.faults.map((fault) => fault.process.length), 'kill -9 of'.length);
  const lines = [
    '',
    `Crash drill (${formatMs(report.durationMs)})`,
    `  ${'kill -9 of'.padEnd(width)}  restarted  submissions back  emails back  failed meanwhile`,
    ...report.faults.map(
      (fault) =>
        `  ${fault.process.padEnd(width)}  ${(fault.restarted ? 'yes' : 'NO').padEnd(9)}  ${formatMs(fault.submissionsBackMs ?? NaN).padStart(16)}  ${formatMs(fault.emailsBackMs ?? NaN).padStart(11)}  ${String(fault.failedSubmissions).padStart(15)}`,
    ),
    `  submissions: ${report.sent} sent (${Object.entries(report.answers).map(([answer, count]) => `${count} × ${answer}`).join(', ')}), ${report.acknowledged} acknowledged, ${report.acknowledged - report.notStored.length} of them stored`,
    `  confirmation emails: ${report.emailsCaptured} captured once, ${report.emailsDuplicated.length} duplicated, ${report.emailsMissing.length} missing`,
  ];
  if (report.emailsRewritten.length) {
    // Still one file each, but the worker delivered them twice: over SMTP that is a second email.
    lines.push(`  written twice under the same job id (delivered again after a retry): ${report.emailsRewritten.join(', ')}`);
  }
  return lines;
}
