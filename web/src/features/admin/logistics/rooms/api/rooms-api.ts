import { roomSchema, roomsPublicationSchema, type Room, type RoomCreate, type RoomInput, type RoomsPublication } from '@trek/contracts';
import { apiRequest } from '../../../../../lib/api-client';

export const roomsPaths = {
  board: '/api/admin/logistics/rooms',
  suggestions: '/api/admin/logistics/rooms/suggestions',
  publish: '/api/admin/logistics/rooms/publish',
  room: (roomId: string) => `/api/admin/logistics/rooms/${encodeURIComponent(roomId)}`,
  members: (roomId: string) => `/api/admin/logistics/rooms/${encodeURIComponent(roomId)}/members`,
  member: (roomId: string, userId: string) => `/api/admin/logistics/rooms/${encodeURIComponent(roomId)}/members/${encodeURIComponent(userId)}`,
} as const;

export async function createRoom(room: RoomCreate): Promise<Room> {
  return roomSchema.parse(await apiRequest('POST', roomsPaths.board, room));
}

export async function updateRoom(roomId: string, room: RoomInput): Promise<Room> {
  return roomSchema.parse(await apiRequest('PUT', roomsPaths.room(roomId), room));
}

export async function deleteRoom(roomId: string): Promise<void> {
  await apiRequest('DELETE', roomsPaths.room(roomId));
}

export async function addRoomMember(roomId: string, userId: string): Promise<Room> {
  return roomSchema.parse(await apiRequest('POST', roomsPaths.members(roomId), { userId }));
}

export async function removeRoomMember(roomId: string, userId: string): Promise<Room> {
  return roomSchema.parse(await apiRequest('DELETE', roomsPaths.member(roomId, userId)));
}

export async function publishRooms(): Promise<RoomsPublication> {
  return roomsPublicationSchema.parse(await apiRequest('POST', roomsPaths.publish));
}
