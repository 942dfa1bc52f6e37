import { privacyMessages, type ErasureResult, type PersonErasedEvent } from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import type { PersonErasedConsumer } from '../../data-access/person-erased.publisher.js';
import { redactTransfersOf } from '../spots/transfer-claims.js';
import type { PrivacyContext } from './privacy.context.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

type EraseParticipantDataDeps = Pick<
  PrivacyContext,
  'participants' | 'updates' | 'audit' | 'authAccounts' | 'calendarFeeds' | 'setupReminders'
  | 'personErased' | 'spots' | 'now' | 'logger'
>;

async function publishPersonErased(domain: Pick<PrivacyContext, 'personErased' | 'logger'>, consumer: PersonErasedConsumer, event: PersonErasedEvent): Promise<void> {
  try {
    await domain.personErased.publish(consumer, event);
  } catch (error) {
    domain.logger.error({ err: error, consumer }, 'PersonErased could not be queued');
    throw AppError.unavailable(privacyMessages.erasureEventsUnavailable);
  }
}

/**
 * An organizer erases one participant's data on request. Order matters for retries: `PersonErased`
 * to the applications service (their applications) and the notifications worker (the contents of
 * emails sent to the account's email), carrying that email before auth deletes it; then their feedback and read receipts
 * in the updates service; then the account in auth (kept disabled, its personal fields deleted, its sessions ended), then
 * `PersonErased` to the upload service (their uploads) and everything this service holds: ending
 * the sessions first keeps the participant's own saves and uploads from coming back after they
 * were deleted. Every step is idempotent, so a retry after a failure finishes the rest. The
 * audit entry records what kinds of data went and how many, never the person's name or email;
 * the consumers audit what they delete.
 */
export async function eraseParticipantData(domain: EraseParticipantDataDeps, organizer: Pick<AuthContext, 'userId' | 'name'>, userId: string, organizerToken: string): Promise<ErasureResult> {
  const accounts = await domain.authAccounts.listParticipantAccounts(organizerToken);
  const account = accounts.find((candidate) => candidate.id === userId);
  const record = await domain.participants.findByUserId(userId);
  if (!account && !record) throw AppError.notFound(privacyMessages.participantNotFound);

  // Through the account only: an email typed into the profile or the logistics may be anyone's.
  const event = { userId, accountEmail: account?.email ?? null, erasedBy: { id: organizer.userId, name: organizer.name }, erasedAt: domain.now().toISOString() };
  await publishPersonErased(domain, 'applications', event);
  const { feedback, announcementReads } = await domain.updates.eraseByAccount(organizerToken, userId);
  await publishPersonErased(domain, 'notifications', event);
  const accountErased = account ? await domain.authAccounts.eraseAccount(organizerToken, userId) : false;
  await publishPersonErased(domain, 'uploads', event);
  const erasedDocuments = await domain.participants.eraseParticipant(userId);
  const documents = { ...erasedDocuments, transfers: await redactTransfersOf(domain.spots, userId) };
  await domain.calendarFeeds.remove(userId);
  const reminderRecords = await domain.setupReminders.deleteByUser(userId);

  const kinds = [
    accountErased ? 'account' : null,
    documents.profile ? 'profile' : null,
    documents.logistics ? 'logistics' : null,
    documents.whatsapp > 0 ? 'WhatsApp confirmation' : null,
    plural(feedback, 'feedback message'),
    announcementReads > 0 ? plural(announcementReads, 'announcement read receipt') : null,
    documents.transfers > 0 ? plural(documents.transfers, 'transfer record') : null,
    reminderRecords > 0 ? plural(reminderRecords, 'setup reminder record') : null,
  ].filter((kind): kind is string => kind !== null);
  await domain.audit.record({
    actorId: organizer.userId,
    action: 'participant.erase',
    target: `participant:${userId}`,
    summary: `Erased a participant's data on request: ${kinds.join(', ')}`,
  });
  return { userId, account: accountErased, ...documents, feedback, announcementReads };
}
