import type { RoomFlags, RoomPerson, RoomSuggestion } from '@trek/contracts';

/** A room as the rules see it: which night (null: the whole trip), how many beds, who is in it. */
export interface RoomShape {
  id: string;
  size: number;
  night: string | null;
  memberIds: readonly string[];
}

/** Whether two rooms share a night: a whole-trip room shares every night. */
export const sameNight = (a: Pick<RoomShape, 'night'>, b: Pick<RoomShape, 'night'>): boolean => a.night === null || b.night === null || a.night === b.night;

/** Whether a night is one of the trek's days (its first to its last, inclusive; ISO dates compare as text). */
export const isTrekNight = (night: string, trek: { start: string; end: string }): boolean => night >= trek.start && night <= trek.end;

/** The rooms, other than `except`, that already give this person a bed on the room's night. */
export function overlappingRoomsOf(rooms: readonly RoomShape[], userId: string, room: Pick<RoomShape, 'id' | 'night'>): RoomShape[] {
  return rooms.filter((other) => other.id !== room.id && other.memberIds.includes(userId) && sameNight(other, room));
}

/** A pair of people who asked for each other (the rooming report's mutual pairs). */
export interface MutualPair {
  first: RoomPerson;
  second: RoomPerson;
}

const roomIdsOf = (rooms: readonly RoomShape[], userId: string) =>
  rooms
    .filter((room) => room.memberIds.includes(userId))
    .map((room) => room.id)
    .sort();

/**
 * What an organizer should look at. The writes refuse a second room on one night and a person
 * over the beds, so these come from a room made smaller after people were put in it, or from
 * a request the draft does not follow (a single-upgrade person sharing, a pair apart). A pair
 * counts as split once either of them is in a room and their rooms differ.
 */
export function roomFlags(rooms: readonly RoomShape[], people: ReadonlyMap<string, RoomPerson>, pairs: readonly MutualPair[]): RoomFlags {
  const flags: RoomFlags = { doubleBooked: [], overSize: [], singleSharing: [], splitPairs: [] };
  for (const person of people.values()) {
    const theirs = rooms.filter((room) => room.memberIds.includes(person.userId));
    const clash = theirs.some((room, index) => theirs.slice(index + 1).some((other) => sameNight(room, other)));
    if (clash) flags.doubleBooked.push({ person, roomIds: theirs.map((room) => room.id) });
    if (person.roommatePreference === 'SINGLE_UPGRADE') {
      for (const room of theirs) if (room.memberIds.length > 1) flags.singleSharing.push({ person, roomId: room.id });
    }
  }
  for (const room of rooms) {
    if (room.memberIds.length > room.size) flags.overSize.push({ roomId: room.id, members: room.memberIds.length, size: room.size });
  }
  for (const pair of pairs) {
    const [first, second] = [roomIdsOf(rooms, pair.first.userId), roomIdsOf(rooms, pair.second.userId)];
    const apart = first.length !== second.length || first.some((id, index) => id !== second[index]);
    if (apart && first.length + second.length > 0) flags.splitPairs.push(pair);
  }
  return flags;
}

/**
 * Rooms proposed from the requests, for people in no room yet: each mutual pair together in a
 * double room for the whole trip, and each single-upgrade person alone in one.
 */
export function suggestedRooms(rooms: readonly RoomShape[], pairs: readonly MutualPair[], singleUpgrade: readonly RoomPerson[]): RoomSuggestion[] {
  const roomed = new Set(rooms.flatMap((room) => room.memberIds));
  const free = (person: RoomPerson) => !roomed.has(person.userId);
  const named = (person: RoomPerson) => person.name || person.userId;
  return [
    ...pairs.filter(({ first, second }) => free(first) && free(second)).map(({ first, second }) => ({ label: `${named(first)} & ${named(second)}`, size: 2, night: null, members: [first, second] })),
    ...singleUpgrade.filter(free).map((person) => ({ label: named(person), size: 2, night: null, members: [person] })),
  ];
}
