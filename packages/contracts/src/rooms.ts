import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common.js';
import { ROOMMATE_PREFERENCES } from './logistics.js';
import { roomMessages } from './messages/rooms.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Room assignment for the trek (organizers, Logistics tab → Rooms): rooms of 2 to 4 beds for the
 * whole trip or one night, people assigned to them, a draft that participants see on their trip
 * card only once organizers publish it.
 */

const m = roomMessages;

export const ROOM_SIZES = [2, 3, 4] as const;
export const MAX_ROOM_SIZE = 4;

/** A room's night: one date of the trek, or null for the whole trip (every night). */
export const roomNightSchema = builtOnFirstUse(() => z.union([z.null(), isoDateSchema(m.invalidNight, m.invalidNight)], m.invalidNight));

/** What organizers type for a room: its name, beds, and the whole trip (night null) or one night. */
export const roomInputSchema = builtOnFirstUse(() =>
  z.object({
    label: z.string(m.labelRequired).trim().min(1, m.labelRequired).max(80, m.labelTooLong),
    size: z.number(m.invalidSize).int(m.invalidSize).min(2, m.invalidSize).max(MAX_ROOM_SIZE, m.invalidSize),
    night: roomNightSchema,
  }),
);
export type RoomInput = z.infer<typeof roomInputSchema>;

/** POST /api/admin/logistics/rooms: a room, with the people to put in it at once (an accepted suggestion). */
export const roomCreateSchema = builtOnFirstUse(() =>
  roomInputSchema.extend({
    memberIds: z.array(objectIdSchema, m.participantRequired).max(MAX_ROOM_SIZE, m.tooManyMembers).default([]),
  }),
);
export type RoomCreate = z.input<typeof roomCreateSchema>;

/** POST /api/admin/logistics/rooms/:roomId/members. */
export const roomMemberAddSchema = builtOnFirstUse(() =>
  z.object({ userId: z.string(m.participantRequired).regex(/^[a-f0-9]{24}$/i, m.participantRequired) }),
);
export type RoomMemberAdd = z.infer<typeof roomMemberAddSchema>;

/** A participant as the rooms board shows them: a name and their roommate request. */
export const roomPersonSchema = builtOnFirstUse(() =>
  z.object({
    userId: z.string(),
    name: z.string(),
    roommatePreference: z.enum(ROOMMATE_PREFERENCES).nullable(),
  }),
);
export type RoomPerson = z.infer<typeof roomPersonSchema>;

export const roomSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    size: z.number().int(),
    night: z.string().nullable(),
    members: z.array(roomPersonSchema),
  }),
);
export type Room = z.infer<typeof roomSchema>;

/** What needs an organizer's eye: none of these stops a save, they are shown beside the rooms. */
export const roomFlagsSchema = builtOnFirstUse(() =>
  z.object({
    /** Someone in two rooms on one night (a whole-trip room covers every night). */
    doubleBooked: z.array(z.object({ person: roomPersonSchema, roomIds: z.array(z.string()) })),
    /** A room with more people than beds (its size was lowered after people were put in it). */
    overSize: z.array(z.object({ roomId: z.string(), members: z.number().int(), size: z.number().int() })),
    /** Someone who asked for a single room (SINGLE_UPGRADE) sharing one. */
    singleSharing: z.array(z.object({ person: roomPersonSchema, roomId: z.string() })),
    /** Two people who asked for each other, not in the same rooms. */
    splitPairs: z.array(z.object({ first: roomPersonSchema, second: roomPersonSchema })),
  }),
);
export type RoomFlags = z.infer<typeof roomFlagsSchema>;

/** GET /api/admin/logistics/rooms: the current edition's rooms (the draft), who has none yet, and the flags. */
export const roomsBoardSchema = builtOnFirstUse(() =>
  z.object({
    year: z.number().int(),
    /** The trek's first and last day: a one-night room's night is one of these days or a day between. */
    trekDates: z.object({ start: z.string(), end: z.string() }),
    rooms: z.array(roomSchema),
    /** Every participant of the edition who holds their spot: whom organizers can put in a room. */
    people: z.array(roomPersonSchema),
    /** Participants in no room at all. */
    unassigned: z.array(roomPersonSchema),
    flags: roomFlagsSchema,
    /** When organizers last published the rooms; null while they never did. */
    publishedAt: z.string().nullable(),
    /** Whether the draft differs from what participants see. */
    changedSincePublished: z.boolean(),
  }),
);
export type RoomsBoard = z.infer<typeof roomsBoardSchema>;

/** A room proposed from the requests (a mutual pair, or a single-upgrade person alone); nothing is saved until accepted. */
export const roomSuggestionSchema = builtOnFirstUse(() =>
  z.object({
    label: z.string(),
    size: z.number().int(),
    night: z.null(),
    members: z.array(roomPersonSchema),
  }),
);
export type RoomSuggestion = z.infer<typeof roomSuggestionSchema>;

/** GET /api/admin/logistics/rooms/suggestions. */
export const roomSuggestionsSchema = builtOnFirstUse(() => z.object({ suggestions: z.array(roomSuggestionSchema) }));
export type RoomSuggestions = z.infer<typeof roomSuggestionsSchema>;

/** POST /api/admin/logistics/rooms/publish. */
export const roomsPublicationSchema = builtOnFirstUse(() => z.object({ publishedAt: z.string() }));
export type RoomsPublication = z.infer<typeof roomsPublicationSchema>;

/**
 * GET /api/me/rooms: the caller's own rooms as organizers last published them, with
 * their roommates' names only; nothing (published false) before organizers publish.
 */
export const ownRoomsSchema = builtOnFirstUse(() =>
  z.object({
    published: z.boolean(),
    rooms: z.array(
      z.object({
        label: z.string(),
        night: z.string().nullable(),
        roommates: z.array(z.object({ name: z.string() })),
      }),
    ),
  }),
);
export type OwnRooms = z.infer<typeof ownRoomsSchema>;
