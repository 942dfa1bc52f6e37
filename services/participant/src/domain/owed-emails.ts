import type { EmailOutboxStore } from '@trek/service-kit';
import type { ParticipantRecords } from './people/participant-record.js';
import type { SpotRepository } from '../data-access/spots/spot.repository.js';
import { logisticsFinalisedNotice } from './people/organizer-notices.js';
import type { NoticeContext } from './people/people.context.js';
import { transferNoticeEmail } from './spots/transfer.js';

/** Longer than any restart takes; the recovery only re-owes, so a wider window costs time, not emails. */
const RECOVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface OutboxRecovery {
  participants: ParticipantRecords;
  spots: SpotRepository;
  /** What the organizer notices are built from. */
  notices: Pick<NoticeContext, 'organizerEmails' | 'publicSiteUrl'>;
  store: EmailOutboxStore;
  now: Date;
}

/**
 * Runs at start-up, before the service takes requests. A transfer and a final logistics submission
 * are stored first and their organizer notices owed after: a crash between the two would leave a
 * notice unowed, so the notices of the last day's events are owed again (those already owed or sent
 * are skipped by job id).
 */
export async function recoverOwedEmails({ participants, spots, notices, store, now }: OutboxRecovery): Promise<void> {
  const since = new Date(now.getTime() - RECOVERY_WINDOW_MS);
  const transfers = await spots.transferNoticesSince(since);
  await store.owe(transfers.flatMap((claim) => transferNoticeEmail(claim) ?? []), now);
  const finalised = await participants.logisticsSubmittedSince(since);
  await store.owe(finalised.map((record) => logisticsFinalisedNotice(notices, record)), now);
}
