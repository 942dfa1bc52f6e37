import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/**
 * Paths never written to logs: credentials (passwords, set-password tokens, the internal key
 * between services), and the request body as a whole (it may hold passport data).
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-internal-key"]',
  'res.headers["set-cookie"]',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'passportNumber',
  'dateOfBirth',
  'emergencyContactName',
  'emergencyContactPhone',
  'insurancePolicyNumber',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.passportNumber',
  '*.dateOfBirth',
  '*.emergencyContactName',
  '*.emergencyContactPhone',
  '*.insurancePolicyNumber',
  'body',
  'req.body',
];

/**
 * stdout written in batches: a line goes out at once when the process is quiet, and the lines
 * logged while a write is under way go out together after it, so a busy process makes a system
 * call per batch instead of one per line. What is waiting is written when the process exits
 * (pino flushes on exit); only a kill -9 loses it.
 */
export const batchedStdout = (): DestinationStream => pino.destination({ dest: 1, sync: false });

/** Logs to stdout unless given a destination (tests read what was logged from one). */
export function createLogger(service: string, level: LevelWithSilent = 'info', destination?: DestinationStream): Logger {
  const options = { name: service, level, redact: { paths: REDACTED, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The same logger without redaction, for lines whose every field the code picks (a request's id,
 * method, path and status): looking through them for secrets they cannot hold was a tenth of the
 * gateway's work on a cached read.
 */
export function withoutRedaction(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: [], censor: '' } });
}

/**
 * A private calendar feed's address is its key: the log names the route, never the secret. Express
 * routes case-insensitively, so `/API/Calendar/…` reaches the feed too and is redacted alike.
 */
const PATH_SECRETS = /^(\/api\/calendar\/)[^?]+/i;
export const withoutPathSecrets = (url: string | undefined): string | undefined => url?.replace(PATH_SECRETS, (_match, route: string) => `${route}[redacted]`);

/**
 * What a request's log line says of it: the line is written for every request, and copying and
 * redacting all of its headers was half of the gateway's work on a cached read.
 */
export const requestLogSerializers = {
  req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: withoutPathSecrets(req.url) }),
  res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
};
