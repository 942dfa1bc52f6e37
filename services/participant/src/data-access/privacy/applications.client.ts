import { ownApplicationsSchema, privacyMessages, type OwnApplication } from '@trek/contracts';
import { AppError } from '@trek/service-kit';

export interface ApplicationsClient {
  /** The caller's own applications, read with their token (the applications service checks it and finds them by their account). */
  ownApplications(participantToken: string): Promise<OwnApplication[]>;
}

const TIMEOUT_MS = 10_000;

/** The applications service's HTTP API (it alone owns applications); a refusal of the forwarded token is passed on. */
export function createApplicationsClient(applicationsServiceUrl: string): ApplicationsClient {
  async function call(url: URL, token: string, method: string, unavailable: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { method, headers: { accept: 'application/json', authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw AppError.unavailable(unavailable);
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401 || response.status === 403) {
      const message = (body as { message?: unknown } | null)?.message;
      throw new AppError(response.status, response.status === 401 ? 'unauthorized' : 'forbidden', typeof message === 'string' ? message : response.statusText);
    }
    if (!response.ok) throw AppError.unavailable(unavailable);
    return body;
  }

  return {
    async ownApplications(participantToken) {
      const body = await call(new URL('/api/applications/mine', applicationsServiceUrl), participantToken, 'GET', privacyMessages.applicationsUnavailable);
      const parsed = ownApplicationsSchema.safeParse(body);
      if (!parsed.success) throw AppError.unavailable(privacyMessages.applicationsUnavailable);
      return parsed.data.applications;
    },
  };
}
