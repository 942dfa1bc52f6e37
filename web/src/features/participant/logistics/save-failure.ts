import { ApiError, stripStatusPrefix } from '../../../lib/api-client';

/**
 * The server's own reason for refusing a save (e.g. the Day 0 rules), or undefined when there is
 * none worth showing: a network failure or a server fault gets the spec's generic message instead.
 */
export function serverRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  const message = stripStatusPrefix(error.message).trim();
  return message === '' ? undefined : message;
}

/** The per-field messages of a refused save, as the server sent them. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.errors ?? {}) : {};
}
