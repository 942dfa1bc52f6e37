import { participantMessages, type ParticipantEdition, type PublicEdition } from '@trek/contracts';
import { AppError, editionAt, pastEditionsOrNone } from '@trek/service-kit';
import { currentEditionOr503 } from './edition-dates.js';
import type { PeopleContext } from './people.context.js';

/** `pastEditions` and `activeParticipants` date a newcomer's edition: optional in the callers' types (the service's domain has both); without them a newcomer joins the current edition. */
type ParticipantEditionDeps = Pick<PeopleContext, 'participantEditions' | 'edition' | 'now' | 'logger'> & Partial<Pick<PeopleContext, 'pastEditions' | 'activeParticipants'>>;

/**
 * The edition a participant belongs to: recorded the first time they open the portal (see
 * `newcomerEdition`) against the edition settings of the content service. Once organizers start a later
 * edition, theirs is a past edition: the portal shows it read-only but for the profile, which
 * stays their card in that year's cohort of the directory.
 */
export async function participantEdition(domain: ParticipantEditionDeps, userId: string): Promise<Omit<ParticipantEdition, 'dates'>> {
  const { year, current } = await editionOf(domain, userId);
  return { year, currentYear: current.year, pastEdition: year < current.year };
}

async function editionOf(domain: ParticipantEditionDeps, userId: string): Promise<{ year: number; current: PublicEdition }> {
  const current = await currentEditionOr503(domain, participantMessages.editionUnavailable);
  const recorded = await domain.participantEditions.yearOf(userId);
  if (recorded !== null) return { year: recorded, current };
  return { year: await domain.participantEditions.record(userId, await newcomerEdition(domain, userId, current.year), domain.now()), current };
}

/**
 * The edition of someone opening the portal for the first time: the one current when their
 * account was made (a past edition's participant who never signed in is not moved into the next
 * edition), else the current one (no edition has ended, or auth cannot say when).
 */
async function newcomerEdition(domain: ParticipantEditionDeps, userId: string, currentYear: number): Promise<number> {
  const { pastEditions, activeParticipants } = domain;
  if (!pastEditions || !activeParticipants) return currentYear;
  const past = await pastEditionsOrNone({ pastEditions, logger: domain.logger });
  if (!past.some((edition) => edition.endedAt !== null)) return currentYear;
  try {
    const account = (await activeParticipants()).find((candidate) => candidate.id === userId);
    return account?.createdAt ? editionAt(new Date(account.createdAt), past, currentYear) : currentYear;
  } catch (error) {
    domain.logger.warn({ err: error }, "a newcomer's account could not be read: they join the current edition");
    return currentYear;
  }
}

const datesOf = ({ startDate, endDate, day0Date }: { startDate: string; endDate: string; day0Date: string }) => ({ startDate, endDate, day0Date });

/**
 * GET /api/participant/edition: the participant's edition with its own trek dates, which the
 * portal's texts name (a past edition's from content's edition history; null when those cannot
 * be read, so the portal names no wrong day).
 */
export async function ownEdition(domain: ParticipantEditionDeps & Pick<PeopleContext, 'pastEditions'>, userId: string): Promise<ParticipantEdition> {
  const { year, current } = await editionOf(domain, userId);
  const edition = { year, currentYear: current.year, pastEdition: year < current.year };
  if (year === current.year) return { ...edition, dates: datesOf(current) };
  const past = await domain.pastEditions().then(
    (editions) => editions.find((candidate) => candidate.year === year),
    (error: unknown) => domain.logger.warn({ err: error }, "a past edition's dates could not be read"),
  );
  return { ...edition, dates: past ? datesOf(past) : null };
}

type AssertCurrentEditionDeps = ParticipantEditionDeps;

/** Refuses a write only the current edition's participants make (logistics, WhatsApp, transfer). */
export async function assertCurrentEdition(domain: AssertCurrentEditionDeps, userId: string): Promise<Omit<ParticipantEdition, 'dates'>> {
  const edition = await participantEdition(domain, userId);
  if (edition.pastEdition) throw AppError.conflict(participantMessages.pastEditionReadOnly(edition.year));
  return edition;
}
