import type { MyData, OwnRooms, RoomsBoard, RoomSuggestions } from '@trek/contracts';
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

type RoomLike = Pick<StoredRoom, 'label' | 'night' | 'memberIds'>;

/** Each room with the names of the others in it who still hold their spot (nothing else of them). */
async function withRoommates<R extends RoomLike>(domain: Pick<RoomsContext, 'participants'>, userId: string, rooms: readonly R[]): Promise<Array<{ room: R; roommates: Array<{ name: string }> }>> {
  const others = [...new Set(rooms.flatMap((room) => room.memberIds))].filter((id) => id !== userId);
  const names = new Map((await domain.participants.findByUserIds(others)).filter((other) => other.clearedAt === null).map((other) => [other.userId, nameOf(other)]));
  return rooms.map((room) => ({
    room,
    roommates: room.memberIds.flatMap((id) => {
      const name = names.get(id);
      return id === userId || name === undefined ? [] : [{ name }];
    }),
  }));
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
  return { published: true, rooms: (await withRoommates(domain, userId, theirs)).map(({ room, roommates }) => ({ label: room.label, night: room.night, roommates })) };
}

/**
 * The person's rooms for their data download: in each edition's latest publication (their own
 * edition's, and any other whose draft holds them) and in the draft now. Earlier publications
 * were replaced by the latest and were shown no more.
 */
export async function exportedRoomsOf(domain: Pick<RoomsContext, 'rooms' | 'participants'>, userId: string, ownYear: number | null): Promise<MyData['rooms']> {
  const drafted = await domain.rooms.roomsOf(userId);
  const years = [...new Set([...drafted.map((room) => room.year), ...(ownYear === null ? [] : [ownYear])])].sort();
  const publications = await Promise.all(years.map((year) => domain.rooms.latestPublication(year)));
  const published = publications.flatMap((publication) => (publication ? publication.rooms.filter((room) => room.memberIds.includes(userId)).map((room) => ({ ...room, year: publication.year })) : []));
  const exported = async (rooms: ReadonlyArray<RoomLike & { year: number }>) =>
    (await withRoommates(domain, userId, rooms)).map(({ room, roommates }) => ({ year: room.year, label: room.label, night: room.night, roommates }));
  return { published: await exported(published), draft: await exported(drafted) };
}
