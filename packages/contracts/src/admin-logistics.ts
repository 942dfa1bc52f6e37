import { z } from 'zod';
import { filterTextSchema, optionalChoice, pagedListShape, pageQueryShape } from './common.js';
import { editionYearFilterShape } from './edition.js';
import {
  DAY0_DECISIONS,
  DAY2_PREFERENCES,
  GENDERS,
  LOGISTICS_STATUSES,
  logisticsRecordSchema,
  ROOMMATE_PREFERENCES,
  SCHOOL_AFFILIATIONS,
} from './logistics.js';
import { adminLogisticsMessages, flightBoardMessages } from './messages/admin-logistics.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * The organizers' Logistics tab: every participant's logistics, passport data
 * included (decrypted for organizers only), the rooming report and the Day 0 lock.
 */

const m = adminLogisticsMessages;

/** GET /api/admin/logistics (and the same filters for nothing else: the CSV export has every row). */
export const adminLogisticsQuerySchema = builtOnFirstUse(() =>
  z.object({
    /** The edition whose participants are listed (blank: the current one). */
    ...editionYearFilterShape,
    /** Matched case-insensitively against legal, preferred and profile names and emails. */
    search: optionalChoice(filterTextSchema),
    /** One dietary preference, matched case-insensitively as a whole item; NONE finds those without needs. */
    dietary: optionalChoice(z.string().trim().max(100)),
    roommatePreference: optionalChoice(z.enum(ROOMMATE_PREFERENCES, m.invalidRoommatePreference)),
    day0Decision: optionalChoice(z.enum(DAY0_DECISIONS, m.invalidDay0Decision)),
    day2Preference: optionalChoice(z.enum(DAY2_PREFERENCES, m.invalidDay2Preference)),
    school: optionalChoice(z.enum(SCHOOL_AFFILIATIONS, m.invalidSchool)),
    status: optionalChoice(z.enum(LOGISTICS_STATUSES, m.invalidStatus)),
    ...pageQueryShape,
  }),
);
export type AdminLogisticsQuery = z.infer<typeof adminLogisticsQuerySchema>;

/** A row: the participant's logistics (passport number and date of birth in clear) and who they are. */
export const adminLogisticsRecordSchema = builtOnFirstUse(() =>
  logisticsRecordSchema.extend({
    /** Preferred name, else legal name, else the profile's name; '' if none is known. */
    participantName: z.string(),
    /** The profile's email, '' if none. */
    profileEmail: z.string(),
    transferCount: z.number(),
    receivedByTransfer: z.boolean(),
    /** When this person transferred their spot away (their logistics are their own history then); null while they hold it. */
    clearedAt: z.string().nullable(),
  }),
);
export type AdminLogisticsRecord = z.infer<typeof adminLogisticsRecordSchema>;

export const adminLogisticsListSchema = builtOnFirstUse(() =>
  z.object({
    records: z.array(adminLogisticsRecordSchema),
    ...pagedListShape,
  }),
);
export type AdminLogisticsList = z.infer<typeof adminLogisticsListSchema>;

/** PUT /api/admin/logistics/:userId/day0-lock and PUT /api/admin/logistics/day0-lock (everyone). */
export const day0LockSchema = builtOnFirstUse(() => z.object({ locked: z.boolean(m.lockRequired) }));
export type Day0Lock = z.infer<typeof day0LockSchema>;

/** How many participants' logistics now carry the lock as asked. */
export const day0LockResultSchema = builtOnFirstUse(() => z.object({ locked: z.boolean(), updated: z.number() }));
export type Day0LockResult = z.infer<typeof day0LockResultSchema>;

// ── Rooming ─────────────────────────────────────────────────────────────────

export const roomingPersonSchema = builtOnFirstUse(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    gender: z.enum(GENDERS).nullable(),
    schoolAffiliation: z.enum(SCHOOL_AFFILIATIONS).nullable(),
  }),
);
export type RoomingPerson = z.infer<typeof roomingPersonSchema>;

/**
 * GET /api/admin/logistics/rooming. PAIR_SPECIFIC requests are matched by the name asked for
 * against other participants' legal, preferred and profile names (case-insensitive, spaces folded):
 * both asking for each other make a pair; a request the other side does not return is one-sided;
 * a name matching no one (or several people) is unmatched, with the candidates found.
 */
export const roomingReportSchema = builtOnFirstUse(() =>
  z.object({
    pairs: z.array(z.object({ first: roomingPersonSchema, second: roomingPersonSchema })),
    oneSided: z.array(z.object({ requester: roomingPersonSchema, requestedName: z.string(), requested: roomingPersonSchema })),
    unmatched: z.array(z.object({ requester: roomingPersonSchema, requestedName: z.string(), candidates: z.array(roomingPersonSchema) })),
    random: z.array(roomingPersonSchema),
    singleUpgrade: z.array(roomingPersonSchema),
  }),
);
export type RoomingReport = z.infer<typeof roomingReportSchema>;

// ── Arrivals & departures ───────────────────────────────────────────────────

export const FLIGHT_BOARD_WINDOW_HOURS = [1, 2, 3, 4, 6] as const;

/** GET /api/admin/logistics/flights and flights.csv: one edition (blank: the current one), pickups in windows of `windowHours`. */
export const flightBoardQuerySchema = builtOnFirstUse(() =>
  z.object({
    ...editionYearFilterShape,
    windowHours: z.coerce
      .number(flightBoardMessages.invalidWindow)
      .refine((hours) => (FLIGHT_BOARD_WINDOW_HOURS as readonly number[]).includes(hours), flightBoardMessages.invalidWindow)
      .default(2),
  }),
);

/** One person's flight on the board, in the airport's local date and time. */
export const flightBoardEntrySchema = builtOnFirstUse(() =>
  z.object({
    userId: z.string(),
    participantName: z.string(),
    airline: z.string(),
    flightNumber: z.string(),
    date: z.string(),
    time: z.string(),
    airport: z.string(),
    timeZone: z.string(),
    /** The instant in UTC. */
    at: z.string(),
    /** Their phone in Mexico, '' if none: for the pickup. */
    phoneMexico: z.string(),
  }),
);
export type FlightBoardEntry = z.infer<typeof flightBoardEntrySchema>;

/** Everyone landing (or leaving) at one airport on one local day within one window: one pickup (or drop-off). */
export const flightBoardGroupSchema = builtOnFirstUse(() =>
  z.object({
    date: z.string(),
    airport: z.string(),
    timeZone: z.string(),
    /** `HH:MM` local, the window's first minute and the minute after its last. */
    windowStart: z.string(),
    windowEnd: z.string(),
    flights: z.array(flightBoardEntrySchema),
  }),
);
export type FlightBoardGroup = z.infer<typeof flightBoardGroupSchema>;

/** Someone with no structured flight yet; their free-text answer from before, if any. */
export const flightBoardMissingSchema = builtOnFirstUse(() =>
  z.object({
    userId: z.string(),
    participantName: z.string(),
    freeText: z.string().nullable(),
  }),
);
export type FlightBoardMissing = z.infer<typeof flightBoardMissingSchema>;

/** Groups in time order (by the UTC instant of their first flight), flights within a group too. */
export const flightBoardSchema = builtOnFirstUse(() =>
  z.object({
    year: z.number(),
    windowHours: z.number(),
    arrivals: z.array(flightBoardGroupSchema),
    departures: z.array(flightBoardGroupSchema),
    withoutArrival: z.array(flightBoardMissingSchema),
    withoutDeparture: z.array(flightBoardMissingSchema),
  }),
);
export type FlightBoard = z.infer<typeof flightBoardSchema>;
