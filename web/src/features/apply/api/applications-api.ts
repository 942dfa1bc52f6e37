import { applicationCreatedSchema, type ApplicationPayload } from '@trek/contracts';
import { apiRequest } from '../../../lib/api-client';

export const applyPaths = {
  applications: '/api/applications',
} as const;

/** POST /api/applications; resolves with the reference the applicant keeps. */
export async function submitApplication(payload: ApplicationPayload): Promise<string> {
  return applicationCreatedSchema.parse(await apiRequest('POST', applyPaths.applications, payload)).ref;
}
