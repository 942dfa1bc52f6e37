import { adminOverviewMessages, transferMessages } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { ParticipantDomain } from './participant-context.js';

async function editionOr503(domain: ParticipantDomain, message: string) {
  try {
    return await domain.edition.current();
  } catch (error) {
    domain.logger.error({ err: error }, 'the edition settings could not be read from the content service');
    throw AppError.unavailable(message);
  }
}

/** The override when set, else the edition settings' deadline; never a guess when neither can be read. */
export async function transferDeadline(domain: ParticipantDomain): Promise<Date> {
  if (domain.transferDeadlineOverride) return domain.transferDeadlineOverride;
  return new Date((await editionOr503(domain, transferMessages.deadlineUnavailable)).transferDeadline);
}

/** The trek's first day, 00:00 UTC. */
export async function trekStart(domain: ParticipantDomain): Promise<Date> {
  return new Date(`${(await editionOr503(domain, adminOverviewMessages.editionUnavailable)).startDate}T00:00:00.000Z`);
}
