import { Router } from 'express';
import { callerOf, type AuthGuards } from '@trek/service-kit';
import { readOwnRooms } from '../domain/rooms/room-reads.js';
import type { RoomsContext } from '../domain/rooms/rooms.context.js';

/** The trip card's rooms: the caller's own, as organizers published them, with their roommates' names only. */
export function roomsRoutes(domain: RoomsContext, guards: AuthGuards): Router {
  const router = Router();
  router.get('/api/me/rooms', guards.requireRole('PARTICIPANT'), async (req, res) => {
    res.json(await readOwnRooms(domain, callerOf(req).userId));
  });
  return router;
}
