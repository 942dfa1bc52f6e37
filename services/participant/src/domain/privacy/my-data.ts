import type { MyData } from '@trek/contracts';
import { ownLogisticsReads } from '../logistics/logistics-reads.js';
import { exportedRoomsOf } from '../rooms/room-reads.js';
import type { PrivacyContext } from './privacy.context.js';

type ExportMyDataDeps = Pick<
  PrivacyContext,
  'participants' | 'participantEditions' | 'updates' | 'authAccounts' | 'logisticsReads'
  | 'applications' | 'rooms' | 'now'
>;

/**
 * Everything the portal holds about the caller, as one document: their account (auth), profile,
 * WhatsApp confirmation, logistics decrypted, feedback and read receipts (the updates
 * service), transfer, rooms (as published and as drafted, roommates by name), application(s) (the applications service; both asked with the caller's own token), when organizers viewed their
 * logistics. Read only: nothing is created for someone who
 * never opened the portal.
 */
export async function exportMyData(domain: ExportMyDataDeps, userId: string, participantToken: string): Promise<MyData> {
  const [account, record, { feedback, announcementReads }, reads, applications, edition] = await Promise.all([
    domain.authAccounts.ownAccount(participantToken),
    domain.participants.findByUserId(userId),
    domain.updates.ownUpdates(participantToken),
    ownLogisticsReads(domain, userId),
    domain.applications.ownApplications(participantToken),
    domain.participantEditions.yearOf(userId),
  ]);
  const { submittedAt = null, updatedAt, purgedAt, ...logistics } = record?.logistics ?? { status: 'DRAFT' as const, day0Locked: false };
  const rooms = await exportedRoomsOf(domain, userId, edition);
  return {
    exportedAt: domain.now().toISOString(),
    account: { id: userId, fullName: account.fullName ?? null, email: account.email ?? null },
    edition,
    profile: { ...(record?.profile ?? {}) },
    whatsapp: { joined: record?.hasJoinedWhatsapp ?? false, joinedAt: record?.whatsappJoinedAt?.toISOString() ?? null },
    logistics: { ...logistics, id: record?.id ?? '', userId, submittedAt: submittedAt?.toISOString() ?? null, updatedAt: (updatedAt ?? domain.now()).toISOString(), purgedAt: purgedAt?.toISOString() ?? null },
    feedback,
    transfer: {
      transferCount: record?.transferCount ?? 0,
      receivedByTransfer: record?.receivedByTransfer ?? false,
      clearedAt: record?.clearedAt?.toISOString() ?? null,
      transfers: (record?.transfers ?? []).map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    },
    applications,
    logisticsReads: reads.reads,
    announcementReads,
    rooms,
  };
}
