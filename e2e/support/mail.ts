import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

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
export async function capturedEmail(jobId: string, timeoutMs = 20_000): Promise<string> {
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
