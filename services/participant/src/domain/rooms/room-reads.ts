import type { OwnRooms, RoomsBoard, RoomSuggestions } from '@trek/contracts';
import type { StoredPublication, StoredRoom } from '../../data-access/rooms/room.repository.js';
import { ownRecord } from '../people/own-record.js';
import { nameOf } from '../people/participant-status.js';
import { editionPeople } from './room-people.js';
import { roomFlags, suggestedRooms } from './room-rules.js';
import { toRoom } from './room-writes.js';
import type { RoomsContext } from './rooms.context.js';

type BoardDeps = Pick<RoomsContext, 'rooms' | 'participants' | 'participantEditions' | 'pastEditions' | 'authAccounts' | 'edition' | 'logger'>;

/** A room as participants see it when published: what a draft change would change for them. */
const publishedShape = (rooms: ReadonlyArray<Pick<StoredRoom, 'id' | 'label' | 'night' | 'memberIds'>>) =>
  JSON.stringify(
    rooms
      .map(({ id, label, night, memberIds }) => ({ id, label, night, memberIds: [...memberIds].sort() }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  );

const differs = (rooms: readonly StoredRoom[], publication: StoredPublication | null) =>
  publication === null ? rooms.length > 0 : publishedShape(rooms) !== publishedShape(publication.rooms);

/** The current edition's rooms (the draft) with their members, who is in none, the flags, and whether participants see them as they are. */
export async function readRoomsBoard(domain: BoardDeps, organizerToken: string): Promise<RoomsBoard> {
  const { edition, people, pairs } = await editionPeople(domain, organizerToken);
  const [rooms, publication] = await Promise.all([domain.rooms.listByYear(edition.year), domain.rooms.latestPublication(edition.year)]);
  const roomed = new Set(rooms.flatMap((room) => room.memberIds));
  return {
    year: edition.year,
    trekDates: { start: edition.startDate, end: edition.endDate },
    rooms: rooms.map((room) => toRoom(room, people)),
    people: [...people.values()],
    unassigned: [...people.values()].filter((person) => !roomed.has(person.userId)),
    flags: roomFlags(rooms, people, pairs),
    publishedAt: publication?.at.toISOString() ?? null,
    changedSincePublished: differs(rooms, publication),
  };
}

/** Rooms proposed from the requests for people in no room yet; nothing is saved until an organizer accepts one. */
export async function readRoomSuggestions(domain: BoardDeps, organizerToken: string): Promise<RoomSuggestions> {
  const { edition, pairs, singleUpgrade } = await editionPeople(domain, organizerToken);
  return { suggestions: suggestedRooms(await domain.rooms.listByYear(edition.year), pairs, singleUpgrade) };
}

type OwnRoomsDeps = Pick<RoomsContext, 'rooms' | 'participants' | 'participantEditions' | 'edition' | 'now' | 'logger'>;

/**
 * The caller's rooms as organizers last published them, each with the names of the others in it
 * who still hold their spot (nothing else of them). Nothing before a publication, and nothing for
 * one who gave their spot away.
 */
export async function readOwnRooms(domain: OwnRoomsDeps, userId: string): Promise<OwnRooms> {
  const { record, edition } = await ownRecord(domain, userId);
  const publication = record.clearedAt === null ? await domain.rooms.latestPublication(edition.year) : null;
  if (!publication) return { published: false, rooms: [] };
  const theirs = publication.rooms.filter((room) => room.memberIds.includes(userId));
  const others = [...new Set(theirs.flatMap((room) => room.memberIds))].filter((id) => id !== userId);
  const roommates = new Map((await domain.participants.findByUserIds(others)).filter((other) => other.clearedAt === null).map((other) => [other.userId, nameOf(other)]));
  return {
    published: true,
    rooms: theirs.map((room) => ({
      label: room.label,
      night: room.night,
      roommates: room.memberIds.flatMap((id) => {
        const name = roommates.get(id);
        return id === userId || name === undefined ? [] : [{ name }];
      }),
    })),
  };
}
