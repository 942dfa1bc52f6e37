import { Router } from 'express';
import { objectIdSchema, participantRosterQuerySchema } from '@trek/contracts';
import { callerOf, parseInput, setCsvDownload, toCsv, type AuthGuards } from '@trek/service-kit';
import { listRoster, participantDetail, ROSTER_CSV_COLUMNS, rosterRows } from '../domain/profile/admin-participants.js';
import { recordLogisticsRead } from '../domain/logistics/logistics-reads.js';
import type { LogisticsContext } from '../domain/logistics/logistics.context.js';
import type { PeopleContext } from '../domain/people/people.context.js';
import { organizerOnly, organizerToken } from './organizer-only.js';

const BASE = '/api/admin/participants';

/** The Participants tab: accounts (from auth) joined with profiles, setup and transfers. */
export function adminParticipantsRoutes(domain: PeopleContext & Pick<LogisticsContext, 'logisticsReads'>, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, BASE);

  router.get(BASE, async (req, res) => {
    res.json(await listRoster(domain, parseInput(participantRosterQuerySchema, req.query), organizerToken(req)));
  });

  router.get(`${BASE}/export.csv`, async (req, res) => {
    const { year } = parseInput(participantRosterQuerySchema, req.query);
    const rows = await rosterRows(domain, organizerToken(req), year);
    setCsvDownload(res, 'participants.csv');
    res.send(toCsv(ROSTER_CSV_COLUMNS, rows));
  });

  router.get(`${BASE}/:userId`, async (req, res) => {
    const userId = parseInput(objectIdSchema, req.params.userId);
    const detail = await participantDetail(domain, userId, organizerToken(req));
    // The detail shows the logistics summary (legal name, rooming, dietary, Day 0): a logistics read.
    await recordLogisticsRead(domain, callerOf(req), 'detail', { participantIds: [userId] });
    res.json(detail);
  });

  return router;
}
