import { Router } from 'express';
import { calendarLanguageQuerySchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { createCalendarFeed, ownCalendarFeed, personalCalendar, revokeCalendarFeed, type CalendarFeedDomain } from '../domain/logistics/calendar-feed.js';

/**
 * The participant's private trip calendar: its address (shown, replaced or revoked in the portal)
 * and the feed itself, which calendar apps fetch without a session: the address is the key.
 */
export function calendarFeedRoutes(domain: CalendarFeedDomain, guards: AuthGuards): Router {
  const router = Router();

  router.get('/api/calendar/:file', async (req, res) => {
    const token = req.params.file.replace(/\.ics$/, '');
    const calendar = await personalCalendar(domain, token, parseInput(calendarLanguageQuerySchema, req.query).lang);
    // Personal: never kept by a shared cache (the gateway's or a proxy's).
    res.set({ 'Cache-Control': 'private, no-store', 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="mexico-trek-my-trip.ics"' });
    res.send(calendar);
  });

  const own = '/api/participant/calendar-feed';
  router.use(own, guards.requireRole('PARTICIPANT'));
  router.get(own, async (req, res) => {
    res.json(await ownCalendarFeed(domain, callerOf(req).userId));
  });
  router.post(own, async (req, res) => {
    res.status(201).json(await createCalendarFeed(domain, callerOf(req).userId));
  });
  router.delete(own, async (req, res) => {
    await revokeCalendarFeed(domain, callerOf(req).userId);
    res.status(204).end();
  });
  return router;
}
