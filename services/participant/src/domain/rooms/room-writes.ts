import { roomMessages, type PublicEdition, type Room, type RoomInput, type RoomPerson } from '@trek/contracts';
import { AppError, KeyedQueue, type AuthContext } from '@trek/service-kit';
import type { StoredRoom } from '../../data-access/rooms/room.repository.js';
import { currentEdition, editionPeople } from './room-people.js';
import { isTrekNight, overlappingRoomsOf } from './room-rules.js';
import type { RoomsContext } from './rooms.context.js';

/**
 * Storage (DESIGN.md write rules): one document per room with its members inside it, rather than
 * one document per assignment with a unique (edition, person, night) index. Such an index
 * cannot stop a whole-trip bed and a one-night bed on the same night (different keys), nor a
 * fifth person in a room of four, and a whole-trip assignment would be one insert per night
 * with no transaction to undo half of it. Every write of an edition's rooms instead runs through
 * one key of the service's write queue, `rooms:<year>`: it reads the edition's rooms, checks
 * the beds and the nights against all of them, then writes one room document, so two organizers
 * assigning the same person, or two people into the last bed, are checked one after the other
 * and the second is refused. Room edits are rare, so serializing an edition's costs nothing.
 * Like every queued write here, this holds within one process: on FerretDB the service runs as
 * one (see the README); the board's flags would show a clash that replicas let through.
 */
const roomWrites = new KeyedQueue();
const inEditionRooms = <T>(year: number, task: () => Promise<T>): Promise<T> => roomWrites.run(`rooms:${year}`, task);

type RoomWriteDeps = Pick<RoomsContext, 'rooms' | 'audit' | 'participants' | 'participantEditions' | 'pastEditions' | 'authAccounts' | 'edition' | 'now' | 'logger'>;
type Organizer = Pick<AuthContext, 'userId'>;

const nightText = (night: string | null) => (night === null ? 'whole trip' : `night of ${night}`);

function assertTrekNight(edition: PublicEdition, night: string | null): void {
  if (night !== null && !isTrekNight(night, { start: edition.startDate, end: edition.endDate })) {
    throw AppError.badRequest(roomMessages.nightOutsideTrek, { night: roomMessages.nightOutsideTrek });
  }
}

function assertInEdition(people: ReadonlyMap<string, RoomPerson>, userIds: readonly string[]): void {
  if (userIds.some((userId) => !people.has(userId))) throw AppError.badRequest(roomMessages.participantNotInEdition);
}

/** Refuses a bed for someone who has one in another room that night (checked inside the edition's queue). */
function assertFreeThatNight(rooms: readonly StoredRoom[], userIds: readonly string[], room: Pick<StoredRoom, 'id' | 'night'>): void {
  if (userIds.some((userId) => overlappingRoomsOf(rooms, userId, room).length > 0)) throw AppError.conflict(roomMessages.alreadyRoomed);
}

/** A stored room as organizers see it, its members named (one no longer listed keeps an empty name). */
export const toRoom = (room: StoredRoom, people: ReadonlyMap<string, RoomPerson>): Room => ({
  id: room.id,
  label: room.label,
  size: room.size,
  night: room.night,
  members: room.memberIds.map((userId) => people.get(userId) ?? { userId, name: '', roommatePreference: null }),
});

/** The current edition's room, read inside its queue; 404 for any other (a past edition's rooms stay as they were). */
async function roomOfEdition(domain: Pick<RoomsContext, 'rooms'>, roomId: string, year: number): Promise<{ room: StoredRoom; rooms: StoredRoom[] }> {
  const rooms = await domain.rooms.listByYear(year);
  const room = rooms.find((candidate) => candidate.id === roomId);
  if (!room) throw AppError.notFound(roomMessages.roomNotFound);
  return { room, rooms };
}

/** A room of the current edition, with the people given put in it at once (an accepted suggestion). */
export async function createRoom(domain: RoomWriteDeps, organizer: Organizer, input: RoomInput & { memberIds: string[] }, organizerToken: string): Promise<Room> {
  const { edition, people } = await editionPeople(domain, organizerToken);
  assertTrekNight(edition, input.night);
  const memberIds = [...new Set(input.memberIds)];
  assertInEdition(people, memberIds);
  if (memberIds.length > input.size) throw AppError.conflict(roomMessages.roomFull);
  const created = await inEditionRooms(edition.year, async () => {
    assertFreeThatNight(await domain.rooms.listByYear(edition.year), memberIds, { id: '', night: input.night });
    return domain.rooms.insert({ year: edition.year, label: input.label, size: input.size, night: input.night, memberIds, updatedAt: domain.now() });
  });
  await domain.audit.record({
    actorId: organizer.userId,
    action: 'rooms.create',
    target: `room:${created.id}`,
    summary: `Room "${created.label}" (${created.size} beds, ${nightText(created.night)}) created with ${memberIds.length} ${memberIds.length === 1 ? 'person' : 'people'}`,
  });
  return toRoom(created, people);
}

/** A room's name, beds or night. Fewer beds than people is kept (and flagged); a night on which a member has another room is refused. */
export async function updateRoom(domain: RoomWriteDeps, organizer: Organizer, roomId: string, input: RoomInput, organizerToken: string): Promise<Room> {
  const { edition, people } = await editionPeople(domain, organizerToken);
  assertTrekNight(edition, input.night);
  const updated = await inEditionRooms(edition.year, async () => {
    const { room, rooms } = await roomOfEdition(domain, roomId, edition.year);
    if (input.night !== room.night) assertFreeThatNight(rooms, room.memberIds, { id: room.id, night: input.night });
    const next = { ...room, ...input, updatedAt: domain.now() };
    await domain.rooms.save(next);
    return next;
  });
  await domain.audit.record({ actorId: organizer.userId, action: 'rooms.update', target: `room:${roomId}`, summary: `Room "${updated.label}" set to ${updated.size} beds, ${nightText(updated.night)}` });
  return toRoom(updated, people);
}

export async function deleteRoom(domain: RoomWriteDeps, organizer: Organizer, roomId: string): Promise<void> {
  const edition = await currentEdition(domain);
  const removed = await inEditionRooms(edition.year, async () => {
    const { room } = await roomOfEdition(domain, roomId, edition.year);
    await domain.rooms.remove(room.id);
    return room;
  });
  await domain.audit.record({ actorId: organizer.userId, action: 'rooms.delete', target: `room:${roomId}`, summary: `Room "${removed.label}" deleted` });
}

/** Puts a participant in a room: 409 when it is full or they have a room that night already; putting them in again changes nothing. */
export async function addRoomMember(domain: RoomWriteDeps, organizer: Organizer, roomId: string, userId: string, organizerToken: string): Promise<Room> {
  const { edition, people } = await editionPeople(domain, organizerToken);
  assertInEdition(people, [userId]);
  const { room, added } = await inEditionRooms(edition.year, async () => {
    const { room: current, rooms } = await roomOfEdition(domain, roomId, edition.year);
    if (current.memberIds.includes(userId)) return { room: current, added: false };
    if (current.memberIds.length >= current.size) throw AppError.conflict(roomMessages.roomFull);
    assertFreeThatNight(rooms, [userId], current);
    const next = { ...current, memberIds: [...current.memberIds, userId], updatedAt: domain.now() };
    await domain.rooms.save(next);
    return { room: next, added: true };
  });
  if (added) await domain.audit.record({ actorId: organizer.userId, action: 'rooms.assign', target: `participant:${userId}`, summary: `Put in room "${room.label}"` });
  return toRoom(room, people);
}

/** Takes a participant out of a room; taking out someone not in it changes nothing. */
export async function removeRoomMember(domain: RoomWriteDeps, organizer: Organizer, roomId: string, userId: string, organizerToken: string): Promise<Room> {
  const { edition, people } = await editionPeople(domain, organizerToken);
  const { room, removed } = await inEditionRooms(edition.year, async () => {
    const { room: current } = await roomOfEdition(domain, roomId, edition.year);
    if (!current.memberIds.includes(userId)) return { room: current, removed: false };
    const next = { ...current, memberIds: current.memberIds.filter((id) => id !== userId), updatedAt: domain.now() };
    await domain.rooms.save(next);
    return { room: next, removed: true };
  });
  if (removed) await domain.audit.record({ actorId: organizer.userId, action: 'rooms.unassign', target: `participant:${userId}`, summary: `Taken out of room "${room.label}"` });
  return toRoom(room, people);
}

/**
 * Someone erased, or who transferred their spot away, leaves every room they are in (the draft;
 * a publication holds ids only, and their name is no longer shown from it). Idempotent.
 */
export async function leaveRooms(domain: Pick<RoomsContext, 'rooms' | 'now'>, userId: string): Promise<number> {
  const years = [...new Set((await domain.rooms.roomsOf(userId)).map((room) => room.year))];
  let left = 0;
  for (const year of years) {
    left += await inEditionRooms(year, async () => {
      const theirs = (await domain.rooms.listByYear(year)).filter((room) => room.memberIds.includes(userId));
      for (const room of theirs) await domain.rooms.save({ ...room, memberIds: room.memberIds.filter((id) => id !== userId), updatedAt: domain.now() });
      return theirs.length;
    });
  }
  return left;
}

/**
 * The retention purge of an edition's rooms: the draft and every publication go, inside the
 * edition's queue so a publication or an edit at that moment is not left behind. Idempotent.
 */
export const purgeEditionRooms = (domain: Pick<RoomsContext, 'rooms'>, year: number): Promise<number> => inEditionRooms(year, () => domain.rooms.removeEdition(year));

/** Participants see the rooms as they are now, on their trip card, until organizers publish again. */
export async function publishRooms(domain: Pick<RoomsContext, 'rooms' | 'audit' | 'edition' | 'now' | 'logger'>, organizer: Organizer): Promise<{ publishedAt: string }> {
  const edition = await currentEdition(domain);
  const at = domain.now();
  const count = await inEditionRooms(edition.year, async () => {
    const rooms = await domain.rooms.listByYear(edition.year);
    await domain.rooms.publish({ year: edition.year, at, publishedBy: organizer.userId, rooms: rooms.map(({ id, label, size, night, memberIds }) => ({ id, label, size, night, memberIds })) });
    return rooms.length;
  });
  await domain.audit.record({ actorId: organizer.userId, action: 'rooms.publish', target: `rooms:${edition.year}`, summary: `Published ${count} ${count === 1 ? 'room' : 'rooms'} of ${edition.year}` });
  return { publishedAt: at.toISOString() };
}
