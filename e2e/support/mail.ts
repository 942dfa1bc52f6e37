import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

/** A ceiling, not a delay: on a busy machine the outbox, queue and worker can take tens of seconds. */
const EMAIL_CEILING_MS = 60_000;

/** The shared stack's captured mail, or that of a journey's own stack (`startOwnStack`'s `dataDir`). */
function mailDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through jest (the global setup starts the stack).');
  return join(dataDir, 'mail');
}

/** A captured email as its reader sees it: decoded headers and bodies (UTF-8, any transfer encoding). */
export interface CapturedEmail {
  /** The recipients' addresses, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: string[];
}

async function readEmail(path: string): Promise<CapturedEmail> {
  const parsed = await PostalMime.parse(await readFile(path));
  return {
    to: (parsed.to ?? []).flatMap((to) => ('group' in to && to.group ? to.group : [to])).map((to) => (to.address ?? '').toLowerCase()),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html ?? '',
    attachments: parsed.attachments.map((attachment) => attachment.filename ?? ''),
  };
}

/**
 * The stack captures mail instead of sending it: the notifications worker writes each delivered
 * email as `<job id>.eml` in the data folder. Polled against a deadline: another process produces
 * it, and the file is the only sign of it.
 */
export async function capturedEmail(jobId: string, { timeoutMs = EMAIL_CEILING_MS, dataDir }: { timeoutMs?: number; dataDir?: string } = {}): Promise<CapturedEmail> {
  const file = join(mailDir(dataDir), `${encodeURIComponent(jobId)}.eml`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await readEmail(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The job ids of the captured emails whose job id starts with `prefix` (each delivered email is one file). */
export async function capturedJobIds(prefix: string, { dataDir }: { dataDir?: string } = {}): Promise<string[]> {
  const files = await readdir(mailDir(dataDir)).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.eml')).map((file) => decodeURIComponent(file.slice(0, -'.eml'.length))).filter((jobId) => jobId.startsWith(prefix));
}

/**
 * The set-password link in the newest captured email to `to` that has one and is not in `seen`
 * (the file names already used) of the shared stack's mail or `dataDir`'s, polled against a deadline
 * like `capturedEmail`. Auth's emails are
 * `password-link-<id>.eml`, the applications' welcome `participant-credentials-<id>.eml`.
 */
export async function setPasswordLinkMailedTo(
  to: string,
  seen: Set<string>,
  { timeoutMs = EMAIL_CEILING_MS, dataDir }: { timeoutMs?: number; dataDir?: string } = {},
): Promise<CapturedEmail & { file: string; url: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(mailDir(dataDir)).catch(() => [] as string[])).filter((file) => file.endsWith('.eml') && !seen.has(file));
    const candidates = await Promise.all(
      files.map(async (file) => {
        const path = join(mailDir(dataDir), file);
        return { file, ...(await readEmail(path)), modified: (await stat(path)).mtimeMs };
      }),
    );
    const newest = candidates
      .filter((candidate) => candidate.to.includes(to.toLowerCase()))
      .map((candidate) => ({ ...candidate, url: /https?:\/\/\S+\/set-password#token=[A-Za-z0-9_-]+/.exec(candidate.text)?.[0] }))
      .filter((candidate): candidate is typeof candidate & { url: string } => candidate.url !== undefined)
      .sort((a, b) => b.modified - a.modified)[0];
    if (newest) {
      seen.add(newest.file);
      return newest;
    }
    if (Date.now() > deadline) throw new Error(`no email with a set-password link to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
