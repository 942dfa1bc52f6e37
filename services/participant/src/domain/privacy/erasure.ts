import { privacyMessages, type ErasureResult, type PersonErasedEvent } from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import type { PersonErasedConsumer } from '../../data-access/privacy/person-erased.publisher.js';
import { leaveRooms } from '../rooms/room-writes.js';
import { redactTransfersOf } from '../spots/transfer-claims.js';
import type { PrivacyContext } from './privacy.context.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

type EraseParticipantDataDeps = Pick<
  PrivacyContext,
  'participants' | 'audit' | 'authAccounts' | 'calendarFeeds' | 'setupReminders'
  | 'personErased' | 'spots' | 'rooms' | 'now' | 'logger'
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
 * An organizer erases one participant's data on request. Order matters: `PersonErased` to the
 * applications service (their applications) and the notifications worker (the contents of emails
 * sent to the account's email) carries that email, so it goes before auth deletes it; then the
 * account in auth (kept disabled, its personal fields deleted, its sessions ended), a call because
 * everything after it relies on the person being signed out: then `PersonErased` to the upload
 * service (their uploads) and the updates service (their feedback and read receipts), and
 * everything this service holds, none of which their own saves, uploads or messages can bring
 * back. Every step is idempotent, so a retry after a failure finishes the rest. The answer says
 * what this service and auth erased; the consumers of `PersonErased` erase theirs within moments
 * of it (the queues retry until they have) and each audits what it deleted. The audit entry here
 * records what kinds of data went and how many, never the person's name or email.
 */
export async function eraseParticipantData(domain: EraseParticipantDataDeps, organizer: Pick<AuthContext, 'userId' | 'name'>, userId: string, organizerToken: string): Promise<ErasureResult> {
  const accounts = await domain.authAccounts.listParticipantAccounts(organizerToken);
  const account = accounts.find((candidate) => candidate.id === userId);
  const record = await domain.participants.findByUserId(userId);
  if (!account && !record) throw AppError.notFound(privacyMessages.participantNotFound);

  // Through the account only: an email typed into the profile or the logistics may be anyone's.
  const event = { userId, accountEmail: account?.email ?? null, erasedBy: { id: organizer.userId, name: organizer.name }, erasedAt: domain.now().toISOString() };
  await publishPersonErased(domain, 'applications', event);
  await publishPersonErased(domain, 'notifications', event);
  const accountErased = account ? await domain.authAccounts.eraseAccount(organizerToken, userId) : false;
  await publishPersonErased(domain, 'uploads', event);
  await publishPersonErased(domain, 'updates', event);
  // Recorded before the deletes: a save that passed its session check just before the sessions
  // ended finds it once it has written, and takes its own write back (createDocuments).
  await domain.participants.markErased(userId, domain.now());
  const erasedDocuments = await domain.participants.eraseParticipant(userId);
  const documents = { ...erasedDocuments, transfers: await redactTransfersOf(domain.spots, userId) };
  await leaveRooms(domain, userId);
  await domain.calendarFeeds.remove(userId);
  const reminderRecords = await domain.setupReminders.deleteByUser(userId);

  const kinds = [
    accountErased ? 'account' : null,
    documents.profile ? 'profile' : null,
    documents.logistics ? 'logistics' : null,
    documents.whatsapp > 0 ? 'WhatsApp confirmation' : null,
    documents.transfers > 0 ? plural(documents.transfers, 'transfer record') : null,
    reminderRecords > 0 ? plural(reminderRecords, 'setup reminder record') : null,
  ].filter((kind): kind is string => kind !== null);
  await domain.audit.record({
    actorId: organizer.userId,
    action: 'participant.erase',
    target: `participant:${userId}`,
    summary: `Erased a participant's data on request: ${kinds.length > 0 ? kinds.join(', ') : 'nothing held here'}; applications, feedback, uploads and email contents by their services`,
  });
  return { userId, account: accountErased, ...documents };
}
