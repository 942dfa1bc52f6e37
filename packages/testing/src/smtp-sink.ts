import { EventEmitter } from 'node:events';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CapturedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** For nodemailer: smtp://127.0.0.1:<port> */
  url: string;
  messages: CapturedEmail[];
  /** Resolves with the first message (already received or arriving) matching the predicate. */
  waitFor: (predicate: (email: CapturedEmail) => boolean, timeoutMs?: number) => Promise<CapturedEmail>;
  /** The next message sent to this address is refused once with 451 (try again later), as a busy mail server does; it is not kept. */
  refuseNextTo: (address: string) => void;
  stop: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, so tests read delivered mail. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: CapturedEmail[] = [];
  const arrivals = new EventEmitter();
  const refusals = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refused = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).find((address) => refusals.has(address));
        if (refused) {
          refusals.delete(refused);
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw)
          .then((parsed) => {
            const email: CapturedEmail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              raw,
            };
            messages.push(email);
            arrivals.emit('message', email);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const waitFor: SmtpSink['waitFor'] = (predicate, timeoutMs = 15_000) =>
    new Promise((resolve, reject) => {
      const existing = messages.find(predicate);
      if (existing) return resolve(existing);
      const onMessage = (email: CapturedEmail) => {
        if (!predicate(email)) return;
        clearTimeout(timer);
        arrivals.off('message', onMessage);
        resolve(email);
      };
      const timer = setTimeout(() => {
        arrivals.off('message', onMessage);
        reject(new Error(`no matching email within ${timeoutMs} ms; received: ${messages.map((m) => m.subject).join(' | ') || 'none'}`));
      }, timeoutMs);
      arrivals.on('message', onMessage);
    });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    refuseNextTo: (address) => refusals.add(address.toLowerCase()),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
