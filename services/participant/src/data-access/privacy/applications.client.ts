import { ownApplicationsSchema, privacyMessages, type OwnApplication } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { callWithCallerToken } from '../caller-token-call.js';

export interface ApplicationsClient {
  /** The caller's own applications, read with their token (the applications service checks it and finds them by their account). */
  ownApplications(participantToken: string): Promise<OwnApplication[]>;
}

/** The applications service's HTTP API (it alone owns applications); a refusal of the forwarded token is passed on. */
export function createApplicationsClient(applicationsServiceUrl: string): ApplicationsClient {
  return {
    async ownApplications(participantToken) {
      const { ok, body } = await callWithCallerToken(new URL('/api/applications/mine', applicationsServiceUrl), participantToken, privacyMessages.applicationsUnavailable);
      const parsed = ownApplicationsSchema.safeParse(body);
      if (!ok || !parsed.success) throw AppError.unavailable(privacyMessages.applicationsUnavailable);
      return parsed.data.applications;
    },
  };
}
