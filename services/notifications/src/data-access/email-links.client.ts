import { INTERNAL_KEY_HEADER, internalOfferLinkUrlPath, internalPasswordLinkUrlPath, offerLinkUrlSchema, passwordLinkUrlSchema } from '@trek/contracts';

/** The link can no longer be used (used, answered, expired, replaced by a newer one, unknown): its email must not go out. */
export class EmailLinkUnusableError extends Error {
  constructor(what: string, reason: string) {
    super(`The ${what} link can no longer be used, so the email was not sent: ${reason}`);
    this.name = 'EmailLinkUnusableError';
  }
}

export interface EmailLinkSource {
  /** The URL to put in the email, with a token made for this sending; never logged or stored here. */
  urlFor(linkId: string): Promise<string>;
}

const TIMEOUT_MS = 10_000;

interface InternalLinkApi {
  service: string;
  serviceUrl: string;
  internalKey: string;
  /** What the link is, for messages ("set-password", "offer"). */
  what: string;
  path: (linkId: string) => string;
  parse: (body: unknown) => { url: string };
}

/**
 * Asks the service that owns a link, at send time, for it (its internal API, with its internal
 * key): the token exists only in that answer and in the email handed to the mail server, never in
 * the job, the email log or a log line.
 */
function createInternalLinkClient({ service, serviceUrl, internalKey, what, path, parse }: InternalLinkApi): EmailLinkSource {
  return {
    async urlFor(linkId) {
      const response = await fetch(new URL(path(linkId), serviceUrl), {
        method: 'POST',
        headers: { accept: 'application/json', [INTERNAL_KEY_HEADER]: internalKey },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) return parse(body).url;
      const message = typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : response.statusText;
      // 400/404/410: the link is void and stays void; anything else (the service restarting, 5xx) is worth another attempt.
      if ([400, 404, 410].includes(response.status)) throw new EmailLinkUnusableError(what, message);
      throw new Error(`${service} did not give the ${what} link (${response.status} ${message})`);
    },
  };
}

/** Set-password links, from auth. */
export const createPasswordLinkClient = (authServiceUrl: string, internalKey: string): EmailLinkSource =>
  createInternalLinkClient({ service: 'auth', serviceUrl: authServiceUrl, internalKey, what: 'set-password', path: internalPasswordLinkUrlPath, parse: (body) => passwordLinkUrlSchema.parse(body) });

/** Offer links, from applications. */
export const createOfferLinkClient = (applicationsServiceUrl: string, internalKey: string): EmailLinkSource =>
  createInternalLinkClient({ service: 'applications', serviceUrl: applicationsServiceUrl, internalKey, what: 'offer', path: internalOfferLinkUrlPath, parse: (body) => offerLinkUrlSchema.parse(body) });
