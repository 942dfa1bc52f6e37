import { Router } from 'express';
import { objectIdSchema, roomCreateSchema, roomInputSchema, roomMemberAddSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { recordLogisticsRead } from '../domain/logistics/logistics-reads.js';
import { readRoomsBoard, readRoomSuggestions } from '../domain/rooms/room-reads.js';
import { addRoomMember, createRoom, deleteRoom, publishRooms, removeRoomMember, updateRoom } from '../domain/rooms/room-writes.js';
import type { RoomsContext } from '../domain/rooms/rooms.context.js';
import { organizerOnly, organizerToken } from './organizer-only.js';

const BASE = '/api/admin/logistics/rooms';

/** The Logistics tab's Rooms: the current edition's rooms, drafted by organizers and published to participants. */
export function adminRoomsRoutes(domain: RoomsContext, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, BASE);

  // The board shows roommate requests, which are logistics: logged like the rooming report.
  router.get(BASE, async (req, res) => {
    const board = await readRoomsBoard(domain, organizerToken(req));
    await recordLogisticsRead(domain, callerOf(req), 'rooming', { participantIds: board.people.map((person) => person.userId) });
    res.json(board);
  });

  router.get(`${BASE}/suggestions`, async (req, res) => {
    const suggestions = await readRoomSuggestions(domain, organizerToken(req));
    await recordLogisticsRead(domain, callerOf(req), 'rooming', { participantIds: suggestions.suggestions.flatMap((room) => room.members.map((person) => person.userId)) });
    res.json(suggestions);
  });

  router.post(`${BASE}/publish`, async (req, res) => {
    res.json(await publishRooms(domain, callerOf(req)));
  });

  router.post(BASE, async (req, res) => {
    const input = parseInput(roomCreateSchema, req.body);
    res.status(201).json(await createRoom(domain, callerOf(req), input, organizerToken(req)));
  });

  router.put(`${BASE}/:roomId`, async (req, res) => {
    const roomId = parseInput(objectIdSchema, req.params.roomId);
    res.json(await updateRoom(domain, callerOf(req), roomId, parseInput(roomInputSchema, req.body), organizerToken(req)));
  });

  router.delete(`${BASE}/:roomId`, async (req, res) => {
    await deleteRoom(domain, callerOf(req), parseInput(objectIdSchema, req.params.roomId));
    res.status(204).end();
  });

  router.post(`${BASE}/:roomId/members`, async (req, res) => {
    const roomId = parseInput(objectIdSchema, req.params.roomId);
    const { userId } = parseInput(roomMemberAddSchema, req.body);
    res.json(await addRoomMember(domain, callerOf(req), roomId, userId, organizerToken(req)));
  });

  router.delete(`${BASE}/:roomId/members/:userId`, async (req, res) => {
    const roomId = parseInput(objectIdSchema, req.params.roomId);
    const userId = parseInput(objectIdSchema, req.params.userId);
    res.json(await removeRoomMember(domain, callerOf(req), roomId, userId, organizerToken(req)));
  });

  return router;
}
