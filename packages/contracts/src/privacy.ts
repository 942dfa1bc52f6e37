import { z } from 'zod';
import { ownAnnouncementReadSchema } from './announcement.js';
import { applicationPayloadSchema } from './application.js';
import { applicationStatusSchema, APPLICATION_STATUSES, type ApplicationStatus } from './admission-workflow.js';
import { objectIdSchema, pagedListShape, pageQueryShape } from './common.js';
import { addDays, applicationsCloseAt } from './edition.js';
import { ownFeedbackSchema } from './feedback.js';
import { logisticsFieldsSchema, logisticsRecordSchema } from './logistics.js';
import { ownRoomsSchema } from './rooms.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Travel-data privacy over time: what a participant can download, how long data is kept
 * (the retention days of the edition settings), erasure on request, and the log of every
 * organizer read of logistics.
 */

/** The logistics fields a purge or an erasure deletes: everything the wizard asked. */
export const purgedLogisticsFields = () => Object.keys(logisticsFieldsSchema.shape) as Array<keyof typeof logisticsFieldsSchema.shape>;

/** Application statuses a retention purge deletes: every one but accepted (accepted applications are the participant's record). */
/** Applications of people who hold (or were offered) a spot stay; the others are purged after the retention. */
export const KEPT_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['accepted', 'confirmed'];
export const PURGED_APPLICATION_STATUSES = APPLICATION_STATUSES.filter((status) => !KEPT_APPLICATION_STATUSES.includes(status));

/** When a trek's logistics become due for deletion: the retention days after its end date, at 00:00 UTC. */
export const logisticsPurgeDueAt = (edition: { endDate: string; logisticsRetentionDays: number }): Date =>
  new Date(`${addDays(edition.endDate, edition.logisticsRetentionDays)}T00:00:00.000Z`);

/** When an edition's applications that were not accepted become due: the retention days after applications closed. */
export const applicationPurgeDueAt = (edition: { applicationDeadline: string; applicationRetentionDays: number }): Date =>
  new Date(applicationsCloseAt(edition).getTime() + edition.applicationRetentionDays * 86_400_000);

/**
 * The next purge of a retention schedule, as the organizers' previews show it: when it runs (the
 * earliest due date), how many records it deletes (all due by then, or by now when it is overdue),
 * how many are already due, and the edition of the earliest.
 */
export function nextPurgeOf(
  schedule: ReadonlyArray<{ year: number; dueAt: Date }>,
  now: Date,
): { nextPurgeAt: string | null; removes: number; alreadyDue: number; editionYear: number | null } {
  if (schedule.length === 0) return { nextPurgeAt: null, removes: 0, alreadyDue: 0, editionYear: null };
  const next = schedule.reduce((earliest, item) => (item.dueAt < earliest.dueAt ? item : earliest));
  const dueBy = (time: number) => schedule.filter((item) => item.dueAt.getTime() <= time).length;
  return {
    nextPurgeAt: next.dueAt.toISOString(),
    removes: dueBy(Math.max(next.dueAt.getTime(), now.getTime())),
    alreadyDue: dueBy(now.getTime()),
    editionYear: next.year,
  };
}

/** GET /api/admin/logistics/purge-preview: what the next logistics purge removes, and when. */
export const logisticsPurgePreviewSchema = builtOnFirstUse(() =>
  z.object({
    retentionDays: z.number(),
    /** The next purge that will remove something (null when no stored logistics are waiting for one). */
    nextPurgeAt: z.string().nullable(),
    /** Participants whose logistics that purge deletes. */
    participants: z.number(),
    /** Of them, whose logistics are already due (the hourly job deletes them at its next run). */
    alreadyDue: z.number(),
    editionYear: z.number().nullable(),
    fields: z.array(z.string()),
    /** Rooms that purge deletes with their edition's logistics (every publication of them goes too). */
    rooms: z.number(),
  }),
);
export type LogisticsPurgePreview = z.infer<typeof logisticsPurgePreviewSchema>;

/** GET /api/admin/applications/purge-preview: the same for applications that were not accepted. */
export const applicationPurgePreviewSchema = builtOnFirstUse(() =>
  z.object({
    retentionDays: z.number(),
    nextPurgeAt: z.string().nullable(),
    applications: z.number(),
    alreadyDue: z.number(),
    editionYear: z.number().nullable(),
    statuses: z.array(applicationStatusSchema),
  }),
);
export type ApplicationPurgePreview = z.infer<typeof applicationPurgePreviewSchema>;

/** What one purge run deleted (its audit entry says the same, as counts). */
export const purgeResultSchema = builtOnFirstUse(() => z.object({ purged: z.number() }));
export type PurgeResult = z.infer<typeof purgeResultSchema>;

/** Which organizer screen read logistics. */
export const LOGISTICS_READ_VIEWS = ['list', 'detail', 'export', 'rooming', 'flights'] as const;
export type LogisticsReadView = (typeof LOGISTICS_READ_VIEWS)[number];

/**
 * One organizer read of participants' logistics (insert-only): every query is one, also a page
 * that shows nobody, since its count alone tells who matches its filters.
 */
export const logisticsReadSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    organizerId: z.string(),
    organizerName: z.string().nullable(),
    view: z.enum(LOGISTICS_READ_VIEWS),
    /** The participants whose logistics the answer showed. */
    participantIds: z.array(z.string()),
    /** The filters the organizer asked with (the list's `search`, `dietary`, ...), by name; none for the other views. */
    filters: z.record(z.string(), z.string()),
    /** How many participants matched (the list's `total`, whatever page was shown). */
    matches: z.number(),
  }),
);
export type LogisticsRead = z.infer<typeof logisticsReadSchema>;

export const logisticsReadListQuerySchema = builtOnFirstUse(() => z.object({ ...pageQueryShape }));
export type LogisticsReadListQuery = z.infer<typeof logisticsReadListQuerySchema>;

/** GET /api/admin/logistics/reads: newest first; participants named as they are now (an erased one as "Erased participant"). */
export const logisticsReadListSchema = builtOnFirstUse(() =>
  z.object({
    reads: z.array(logisticsReadSchema.extend({ participantNames: z.array(z.string()) })),
    ...pagedListShape,
  }),
);
export type LogisticsReadList = z.infer<typeof logisticsReadListSchema>;

/** GET /api/participant/logistics-reads: when organizers viewed the caller's logistics, newest first (names are not shown). */
export const ownLogisticsReadsSchema = builtOnFirstUse(() =>
  z.object({
    reads: z.array(z.object({ at: z.string(), view: z.enum(LOGISTICS_READ_VIEWS) })),
  }),
);
export type OwnLogisticsReads = z.infer<typeof ownLogisticsReadsSchema>;

/** An application as its applicant downloads it (GET /api/applications/mine): everything they sent, and its status. */
export const ownApplicationSchema = builtOnFirstUse(() =>
  applicationPayloadSchema.extend({
    ref: z.string(),
    year: z.number(),
    status: applicationStatusSchema,
    submittedAt: z.string(),
  }),
);
export type OwnApplication = z.infer<typeof ownApplicationSchema>;
export const ownApplicationsSchema = builtOnFirstUse(() => z.object({ applications: z.array(ownApplicationSchema) }));
export type OwnApplications = z.infer<typeof ownApplicationsSchema>;

/** One room in the data download: its edition, name and night (null: the whole trip), and the others in it. */
const exportedRoomSchema = builtOnFirstUse(() => ownRoomsSchema.shape.rooms.element.extend({ year: z.number() }));

/** GET /api/participant/my-data: everything the portal holds about the caller, as one JSON file. */
export const myDataSchema = builtOnFirstUse(() =>
  z.object({
    exportedAt: z.string(),
    account: z.object({ id: z.string(), fullName: z.string().nullable(), email: z.string().nullable() }),
    edition: z.number().nullable(),
    profile: z.record(z.string(), z.unknown()),
    whatsapp: z.object({ joined: z.boolean(), joinedAt: z.string().nullable() }),
    /** Decrypted: passport number and date of birth in clear. */
    logistics: logisticsRecordSchema
      .extend({ submittedAt: z.string().nullable(), updatedAt: z.string(), purgedAt: z.string().nullable() })
      .loose(),
    feedback: z.array(ownFeedbackSchema),
    transfer: z.object({
      transferCount: z.number(),
      receivedByTransfer: z.boolean(),
      clearedAt: z.string().nullable(),
      transfers: z.array(
        z.object({
          at: z.string(),
          recipientEmail: z.string().nullable(),
          recipientAffiliation: z.string().nullable(),
          noteToOrganizers: z.string().nullable(),
        }),
      ),
    }),
    applications: z.array(ownApplicationSchema),
    logisticsReads: ownLogisticsReadsSchema.shape.reads,
    /** Which announcements the portal recorded as read, and when (read receipts). */
    announcementReads: z.array(ownAnnouncementReadSchema),
    /**
     * The rooms the person is in: as organizers last published them (what their trip card shows)
     * and as organizers' draft holds them now, each edition's; roommates by name only.
     */
    rooms: z.object({ published: z.array(exportedRoomSchema), draft: z.array(exportedRoomSchema) }),
  }),
);
export type MyData = z.infer<typeof myDataSchema>;

export const eraseParticipantParamsSchema = builtOnFirstUse(() => z.object({ userId: objectIdSchema }));

/** POST /api/admin/participants/:userId/erase: what was deleted (the audit entry names the counts, not the person). */
export const erasureResultSchema = builtOnFirstUse(() =>
  z.object({
    userId: z.string(),
    account: z.boolean(),
    profile: z.boolean(),
    logistics: z.boolean(),
    whatsapp: z.number(),
    transfers: z.number(),
  }),
);
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** POST /api/admin/accounts/:id/erase (auth): the account is kept disabled with its personal fields deleted. */
export const erasedAccountSchema = builtOnFirstUse(() => z.object({ id: z.string(), erased: z.boolean() }));

/** How an erased account is named wherever it still appears (lists, the read log). */
export const ERASED_PARTICIPANT_NAME = 'Erased participant';

/** The email an erased account keeps: unique per id, in a domain that can never receive mail (RFC 2606). */
export const erasedEmailOf = (id: string) => `erased-${id}@erased.invalid`;

/** An account whose person was erased on request: it leaves every list and is never emailed. */
export const isErasedAccount = (account: { id: string; email: string }): boolean => account.email === erasedEmailOf(account.id);

/**
 * GET /api/public/edition/history: the dates of past editions (kept when organizers started the
 * next one), newest first; retention counts from them. `endedAt` is when organizers started the
 * next edition: what was created before it belongs to that edition (or an earlier one).
 */
export const pastEditionsSchema = builtOnFirstUse(() =>
  z.object({
    editions: z.array(
      z.object({
        year: z.number(),
        startDate: z.string(),
        endDate: z.string(),
        day0Date: z.string().default(''),
        applicationDeadline: z.string(),
        endedAt: z.string().nullable().default(null),
      }),
    ),
  }),
);
export type PastEditions = z.infer<typeof pastEditionsSchema>;
