import { admissionMessages, APPLICATION_STATUS_LABELS, canMoveStatus, type ApplicationStatus, type StatusActor } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { ApplicationRecord } from '../../data-access/application.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import { findApplication } from '../review-applications.js';

/** Who moved a status: an organizer, or the applicant's answer to an offer (and its deadline). */
export interface StatusAuthor {
  userId: string;
  name: string | null;
}

export const APPLICANT_AUTHOR: StatusAuthor = { userId: 'applicant', name: null };
export const OFFER_DEADLINE_AUTHOR: StatusAuthor = { userId: 'offer-deadline', name: null };

export interface StatusMove {
  application: ApplicationRecord;
  from: ApplicationStatus;
}

type MoveStatusDeps = Pick<ApplicationsDomain, 'applications' | 'statusChanges' | 'applicationWrites' | 'audit'>;

/**
 * Moves an application's status if the workflow allows it from the status it has now (contracts
 * `STATUS_TRANSITIONS`), else 409. The check, the insert-only change record and the status write
 * run in one turn of the application's write queue, so two organizers deciding at once are judged
 * one after the other. Audited with its author.
 */
export async function moveStatus(domain: MoveStatusDeps, id: string, to: ApplicationStatus, actor: StatusActor, author: StatusAuthor, note: string | null): Promise<StatusMove> {
  const move = await domain.applicationWrites.run(id, async () => {
    const application = await findApplication(domain, id);
    if (!canMoveStatus(application.status, to, actor)) throw AppError.conflict(admissionMessages.transitionNotAllowed);
    const at = new Date();
    await domain.statusChanges.record({ applicationId: id, status: to, note, by: author.userId, byName: author.name, at });
    await domain.applications.setStatus(id, to, at);
    return { application: { ...application, status: to }, from: application.status };
  });
  // The reference, not the applicant's name nor the note: the trail outlives an erasure of the application.
  await domain.audit.record({
    actorId: author.userId,
    action: 'application.status',
    target: `application:${id}`,
    summary: `Status of application ${move.application.ref} set to ${APPLICATION_STATUS_LABELS[to]}`,
  });
  return move;
}
