import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A ceiling, not a delay: on a busy machine the outbox, queue and worker can take tens of seconds. */
const EMAIL_CEILING_MS = 60_000;

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through jest (the global setup starts the stack).');
  return join(dataDir, 'mail');
}

/** Quoted-printable soft line breaks and `=XX` escapes, so assertions read the text as sent. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The stack captures mail instead of sending it: the notifications worker writes each delivered
 * email as `<job id>.eml` in the data folder. Polled against a deadline: another process produces
 * it, and the file is the only sign of it. Returns the decoded message.
 */
export async function capturedEmail(jobId: string, timeoutMs = EMAIL_CEILING_MS): Promise<string> {
  const file = join(mailDir(), `${encodeURIComponent(jobId)}.eml`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return decodeQuotedPrintable(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The set-password link in the newest captured email to `to` that has one and is not in `seen`
 * (the file names already used), polled against a deadline like `capturedEmail`. Auth's emails are
 * `password-link-<id>.eml`, the applications' welcome `participant-credentials-<id>.eml`.
 */
export async function setPasswordLinkMailedTo(to: string, seen: Set<string>, timeoutMs = EMAIL_CEILING_MS): Promise<{ file: string; text: string; url: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(mailDir()).catch(() => [] as string[])).filter((file) => file.endsWith('.eml') && !seen.has(file));
    const candidates = await Promise.all(
      files.map(async (file) => {
        const path = join(mailDir(), file);
        return { file, text: decodeQuotedPrintable(await readFile(path, 'utf8')), modified: (await stat(path)).mtimeMs };
      }),
    );
    const newest = candidates
      .filter((candidate) => candidate.text.includes(`To: ${to}`))
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
