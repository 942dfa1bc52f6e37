import { INTERNAL_KEY_HEADER, internalPasswordLinkUrlPath, passwordLinkUrlSchema } from '@trek/contracts';

/** The link can no longer be used (used, expired, replaced by a newer one, unknown): its email must not go out. */
export class PasswordLinkUnusableError extends Error {
  constructor(reason: string) {
    super(`The set-password link can no longer be used, so the email was not sent: ${reason}`);
    this.name = 'PasswordLinkUnusableError';
  }
}

export interface PasswordLinkSource {
  /** The URL to put in the email, with a token made for this sending; never logged or stored here. */
  urlFor(linkId: string): Promise<string>;
}

const TIMEOUT_MS = 10_000;

/**
 * Asks auth, at send time, for the set-password link of an email (its internal API, with the
 * internal key): the token exists only in auth's answer and in the email handed to the mail
 * server, never in the job, the email log or a log line.
 */
export function createPasswordLinkClient(authServiceUrl: string, internalKey: string): PasswordLinkSource {
  return {
    async urlFor(linkId) {
      const response = await fetch(new URL(internalPasswordLinkUrlPath(linkId), authServiceUrl), {
        method: 'POST',
        headers: { accept: 'application/json', [INTERNAL_KEY_HEADER]: internalKey },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) return passwordLinkUrlSchema.parse(body).url;
      const message = typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : response.statusText;
      // 400/404/410: the link is void and stays void; anything else (auth restarting, 5xx) is worth another attempt.
      if ([400, 404, 410].includes(response.status)) throw new PasswordLinkUnusableError(message);
      throw new Error(`auth did not give the set-password link (${response.status} ${message})`);
    },
  };
}
