import { adminOverviewMessages, editionTransferDeadline, transferMessages, type PublicEdition } from '@trek/contracts';
import { editionOr503 } from '@trek/service-kit';
import type { DeadlineContext, PeopleContext } from './people.context.js';

/** What the edition's dates are read with: the content service's settings, the override and the clock. */
type EditionDates = Pick<(PeopleContext & DeadlineContext), 'edition' | 'logger' | 'transferDeadlineOverride' | 'now'>;

/** The edition settings, or a 503 with `message` when the content service cannot be read (never a guess). */
export function currentEditionOr503(domain: Pick<(PeopleContext & DeadlineContext), 'edition' | 'logger'>, message: string): Promise<PublicEdition> {
  return editionOr503(domain.edition, domain.logger, message);
}

/** TRANSFER_DEADLINE when set, else the edition's deadline, else (none set) the spec's February 1 rule: contracts' one implementation. */
const deadlineOf = (domain: Pick<EditionDates, 'transferDeadlineOverride'>, edition: PublicEdition) => domain.transferDeadlineOverride ?? editionTransferDeadline(edition);

/** The override when set, else the edition settings' deadline; never a guess when neither can be read. */
export async function transferDeadline(domain: EditionDates): Promise<Date> {
  if (domain.transferDeadlineOverride) return domain.transferDeadlineOverride;
  return deadlineOf(domain, await currentEditionOr503(domain, transferMessages.deadlineUnavailable));
}

/** The edition's transfer deadline and trek start; the trek starts on its first day, 00:00 UTC. */
export function editionDates(domain: Pick<EditionDates, 'transferDeadlineOverride' | 'now'>, edition: PublicEdition): { transferDeadline: Date; trekStart: Date } {
  return { transferDeadline: deadlineOf(domain, edition), trekStart: new Date(`${edition.startDate}T00:00:00.000Z`) };
}

/** The Overview's edition and its two dates from one read of the edition settings. */
export async function overviewDates(domain: EditionDates): Promise<{ year: number; transferDeadline: Date; trekStart: Date }> {
  const edition = await currentEditionOr503(domain, adminOverviewMessages.editionUnavailable);
  return { year: edition.year, ...editionDates(domain, edition) };
}
