import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailJob } from '@trek/contracts';
import type { DeliveredStatus } from '../data-access/email-log.repository.js';

export interface MailTransport {
  /** What the email log says once this transport has delivered a message. */
  readonly outcome: DeliveredStatus;
  /** `deliveryId`: the job id, or `<job id>-<language>` for an organizer notice's message in another language. */
  deliver(deliveryId: string, email: EmailJob): Promise<void>;
  /** Deletes what this transport kept of a delivered message (a captured file); SMTP keeps nothing. */
  discard(deliveryId: string): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  SMTP_URL?: string | undefined;
  MAIL_CAPTURE_DIR?: string | undefined;
  MAIL_FROM: string;
}

function message(from: string, email: EmailJob) {
  return { from, to: email.to, subject: email.subject, text: email.text, ...(email.html ? { html: email.html } : {}) };
}

/** Sends through an SMTP server; bounded timeouts make a hung server fail the attempt (and retry) instead of holding the job. */
function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    outcome: 'sent',
    async deliver(_deliveryId, email) {
      await transporter.sendMail(message(from, email));
    },
    async discard() {
      // Once handed over, the message is the mail server's and the recipient's.
    },
    close: () => transporter.close(),
  };
}

/** The file a captured email is written to; job ids may hold `:` or `/`, so they are encoded. */
export function capturedEmailFile(dir: string, deliveryId: string): string {
  return join(dir, `${encodeURIComponent(deliveryId)}.eml`);
}

/**
 * Writes each message as `<delivery id>.eml` instead of sending it (running without a mail server).
 * One file per delivery id, written through a temporary name, so a re-run replaces it rather than
 * adding a second copy and a reader never sees half a message.
 */
function captureTransport(dir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    outcome: 'captured',
    async deliver(deliveryId, email) {
      const info = await transporter.sendMail(message(from, email));
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not return the message as a buffer');
      await mkdir(dir, { recursive: true });
      const file = capturedEmailFile(dir, deliveryId);
      await writeFile(`${file}.partial`, info.message);
      await rename(`${file}.partial`, file);
    },
    async discard(deliveryId) {
      await rm(capturedEmailFile(dir, deliveryId), { force: true });
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport({ SMTP_URL, MAIL_CAPTURE_DIR, MAIL_FROM }: MailTransportOptions): MailTransport {
  if (SMTP_URL) return smtpTransport(SMTP_URL, MAIL_FROM);
  if (MAIL_CAPTURE_DIR) return captureTransport(MAIL_CAPTURE_DIR, MAIL_FROM);
  throw new Error('Set SMTP_URL to send email, or MAIL_CAPTURE_DIR to capture it as .eml files');
}
