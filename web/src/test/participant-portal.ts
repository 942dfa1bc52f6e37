import {
  calendarFeedSchema,
  feedbackSchema,
  logisticsRecordSchema,
  memberEditionSchema,
  myPaymentsSchema,
  ownLogisticsReadsSchema,
  ownRoomsSchema,
  participantEditionSchema,
  participantAnnouncementListSchema,
  participantProfileSchema,
  transferStateSchema,
  tripCardLogisticsOf,
  tripCardLogisticsSchema,
  type LogisticsRecord,
  type MyPayments,
  type ParticipantProfile,
  type SpotLedger,
  type TransferState,
  type User,
} from '@trek/contracts';
import { http } from 'msw';
import { z } from 'zod';
import { calendarFeedPath } from '../features/participant/calendar/api/calendar-feed-api';
import { PARTICIPANT_EDITION_PATH } from '../features/participant/edition/api/participant-edition-path';
import { logisticsPath } from '../features/participant/logistics/api/logistics-api';
import { myPaymentsPath } from '../features/participant/payments/api/my-payments-path';
import { participantPrivacyPaths } from '../features/participant/privacy/api/privacy-api';
import { profilePaths } from '../features/participant/profile/api/profile-api';
import { transferPaths } from '../features/participant/transfer/api/transfer-paths';
import { tripCardPaths } from '../features/participant/trip-card/offline/trip-card-cache';
import { updatesPaths } from '../features/participant/updates/api/updates-api';
import { groupLinkPath } from '../features/participant/whatsapp/api/group-link-api';
import { answer, contractJson } from './api-server';
import { participant } from './fixtures';

/** The profile of a participant whose account was just made: nothing filled in yet, in the 2026 cohort. */
export const blankProfile = (user: User = participant, overrides: Partial<ParticipantProfile> = {}): ParticipantProfile => ({
  ...participantProfileSchema.parse({ id: `profile-of-${user.id}`, userId: user.id, cohortYears: [2026] }),
  ...overrides,
});

/** Logistics as the participant service answers before anything is saved: a draft without fields. */
export const draftLogistics = (user: User = participant, overrides: Partial<LogisticsRecord> = {}): LogisticsRecord => ({
  id: `logistics-of-${user.id}`,
  userId: user.id,
  status: 'DRAFT',
  day0Locked: false,
  submittedAt: null,
  updatedAt: '2026-01-10T12:00:00.000Z',
  ...overrides,
});

/** A spot's ledger as the payments service answers its holder: a subsidized spot, its deposit paid. */
export const spotLedger = (overrides: Partial<SpotLedger> = {}): SpotLedger => ({
  spotId: 'spot-1',
  year: 2026,
  confirmationOrder: 3,
  confirmedAt: '2025-12-01T10:00:00.000Z',
  subsidized: true,
  subsidyUsd: 1000,
  priceUsd: 1650,
  deposit: { dueUsd: 500, paidUsd: 500, dueDate: '2025-12-31', overdue: false },
  balance: { dueUsd: 1150, paidUsd: 0, dueDate: '2026-02-01', overdue: false },
  paidUsd: 500,
  outstandingUsd: 1150,
  entries: [
    {
      id: 'entry-1',
      spotId: 'spot-1',
      kind: 'payment',
      amountUsd: 500,
      paidOn: '2025-12-05',
      method: 'bank-transfer',
      reference: 'TX-77',
      note: '',
      source: 'organizer',
      recordedBy: { id: '', name: 'Olga Organizer' },
      recordedAt: '2025-12-05T12:00:00.000Z',
      reverses: null,
      reversedBy: null,
    },
  ],
  ...overrides,
});

export interface ParticipantPortalReads {
  profile?: ParticipantProfile;
  logistics?: LogisticsRecord;
  edition?: z.input<typeof participantEditionSchema>;
  /** The payments card's read; no spot (no card) unless given. */
  payments?: MyPayments;
}

/**
 * Answers the reads every participant portal screen makes (the setup progress above the tabs and
 * the profile tab's cards): the signed-in participant's profile, logistics (and the trip card's part
 * of them), edition and the log of organizers' logistics reads (empty). A test answers its own writes, and may answer a read again.
 */
export function answerParticipantPortal({
  profile = blankProfile(),
  logistics = draftLogistics(),
  edition = { year: 2026, currentYear: 2026, pastEdition: false, dates: { startDate: '2026-03-15', endDate: '2026-03-22', day0Date: '2026-03-14' } },
  payments = { ledger: null },
}: ParticipantPortalReads = {}): void {
  answer(
    http.get(profilePaths.profile, () => contractJson(participantProfileSchema, profile)),
    http.get(logisticsPath, () => contractJson(logisticsRecordSchema, logistics)),
    http.get(tripCardPaths.tripLogistics, () => contractJson(tripCardLogisticsSchema, tripCardLogisticsOf(logistics))),
    // Rooms unpublished: the trip card shows none.
    http.get(tripCardPaths.tripRooms, () => contractJson(ownRoomsSchema, { published: false, rooms: [] })),
    http.get(PARTICIPANT_EDITION_PATH, () => contractJson(participantEditionSchema, edition)),
    http.get(participantPrivacyPaths.logisticsReads, () => contractJson(ownLogisticsReadsSchema, { reads: [] })),
    http.get(myPaymentsPath, () => contractJson(myPaymentsSchema, payments)),
  );
}

/** A spot its holder can still transfer: none transferred yet, the deadline far off. */
export const transferableSpot: TransferState = { alreadyTransferred: false, receivedByTransfer: false, deadline: '2999-02-01T23:59:59.999Z', deadlinePassed: false, transferredAt: null };

/**
 * Answers the reads of the portal's other tabs, as on a first visit: the group link, no
 * announcements, no feedback sent, no calendar feed, and a spot that can still be transferred.
 * A test about one of these answers it again.
 */
export function answerParticipantTabs(): void {
  answer(
    http.get(groupLinkPath, () => contractJson(memberEditionSchema, { whatsappGroupUrl: 'https://chat.whatsapp.com/trek-2026' })),
    http.get(updatesPaths.announcements, () => contractJson(participantAnnouncementListSchema, [])),
    http.get(updatesPaths.feedback, () => contractJson(z.array(feedbackSchema), [])),
    http.get(calendarFeedPath, () => contractJson(calendarFeedSchema, { url: null, createdAt: null })),
    http.get(transferPaths.state, () => contractJson(transferStateSchema, transferableSpot)),
  );
}
