import { participantMessages, type ParticipantEdition } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { currentEditionOr503 } from './edition-dates.js';
import type { ParticipantDomain } from './participant-context.js';

type ParticipantEditionDeps = Pick<ParticipantDomain, 'participantEditions' | 'edition' | 'now' | 'logger'>;

/**
 * The edition a participant belongs to: recorded the first time they open the portal, as the one
 * current then (the edition settings of the content service). Once organizers start a later
 * edition, theirs is a past edition: the portal shows it read-only but for the profile, which
 * stays their card in that year's cohort of the directory.
 */
export async function participantEdition(domain: ParticipantEditionDeps, userId: string): Promise<ParticipantEdition> {
  const current = await currentEditionOr503(domain, participantMessages.editionUnavailable);
  const year = (await domain.participantEditions.yearOf(userId)) ?? (await domain.participantEditions.record(userId, current.year, domain.now()));
  return { year, currentYear: current.year, pastEdition: year < current.year };
}

type AssertCurrentEditionDeps = Pick<ParticipantDomain, 'participantEditions' | 'edition' | 'now' | 'logger'>;

/** Refuses a write only the current edition's participants make (logistics, WhatsApp, transfer). */
export async function assertCurrentEdition(domain: AssertCurrentEditionDeps, userId: string): Promise<ParticipantEdition> {
  const edition = await participantEdition(domain, userId);
  if (edition.pastEdition) throw AppError.conflict(participantMessages.pastEditionReadOnly(edition.year));
  return edition;
}
