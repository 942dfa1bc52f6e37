import { Router } from 'express';
import { adminLogisticsQuerySchema, day0LockSchema, flightBoardQuerySchema, objectIdSchema } from '@trek/contracts';
import { callerOf, parseInput, setCsvDownload, toCsv, type AuthGuards } from '@trek/service-kit';
import { listLogistics, lockDay0, lockDay0ForAll, LOGISTICS_CSV_COLUMNS, logisticsRows } from '../domain/logistics/admin-logistics.js';
import { FLIGHT_CSV_COLUMNS, flightBoardParticipantIds, flightCsvRows, readFlightBoard } from '../domain/logistics/flight-board.js';
import { recordLogisticsRead } from '../domain/logistics/logistics-reads.js';
import type { LogisticsContext } from '../domain/logistics/logistics.context.js';
import { readRoomingReport, roomingParticipantIds } from '../domain/logistics/rooming.js';
import { organizerOnly, organizerToken } from './organizer-only.js';

const BASE = '/api/admin/logistics';

/** The Logistics tab. Passport data is decrypted for these answers only; request and answer bodies are never logged. */
export function adminLogisticsRoutes(domain: LogisticsContext, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, BASE);

  // Every answer holding logistics is recorded in the read log first (who, when, whose).
  router.get(BASE, async (req, res) => {
    const { page: pageNumber, pageSize, ...filters } = parseInput(adminLogisticsQuerySchema, req.query);
    const page = await listLogistics(domain, { page: pageNumber, pageSize, ...filters }, organizerToken(req));
    await recordLogisticsRead(domain, callerOf(req), 'list', { participantIds: page.records.map((record) => record.userId), filters, matches: page.total });
    res.json(page);
  });

  router.get(`${BASE}/export.csv`, async (req, res) => {
    const { year } = parseInput(adminLogisticsQuerySchema, req.query);
    const rows = await logisticsRows(domain, organizerToken(req), year);
    await recordLogisticsRead(domain, callerOf(req), 'export', { participantIds: rows.map((row) => row.userId) });
    setCsvDownload(res, 'logistics.csv');
    res.send(toCsv(LOGISTICS_CSV_COLUMNS, rows));
  });

  router.get(`${BASE}/rooming`, async (req, res) => {
    const report = await readRoomingReport(domain, organizerToken(req));
    await recordLogisticsRead(domain, callerOf(req), 'rooming', { participantIds: roomingParticipantIds(report) });
    res.json(report);
  });

  // Arrivals & departures: names, flights and phones, so a logistics read like the others.
  router.get(`${BASE}/flights`, async (req, res) => {
    const query = parseInput(flightBoardQuerySchema, req.query);
    const board = await readFlightBoard(domain, organizerToken(req), query);
    await recordLogisticsRead(domain, callerOf(req), 'flights', { participantIds: flightBoardParticipantIds(board), filters: { year: query.year, windowHours: query.windowHours } });
    res.json(board);
  });

  router.get(`${BASE}/flights.csv`, async (req, res) => {
    const query = parseInput(flightBoardQuerySchema, req.query);
    const board = await readFlightBoard(domain, organizerToken(req), query);
    await recordLogisticsRead(domain, callerOf(req), 'export', { participantIds: flightBoardParticipantIds(board), filters: { export: 'flights', windowHours: query.windowHours } });
    setCsvDownload(res, `arrivals-departures-${board.year}.csv`);
    res.send(toCsv(FLIGHT_CSV_COLUMNS, flightCsvRows(board)));
  });

  router.put(`${BASE}/day0-lock`, async (req, res) => {
    const { locked } = parseInput(day0LockSchema, req.body);
    res.json(await lockDay0ForAll(domain, callerOf(req).userId, locked));
  });

  router.put(`${BASE}/:userId/day0-lock`, async (req, res) => {
    const userId = parseInput(objectIdSchema, req.params.userId);
    const { locked } = parseInput(day0LockSchema, req.body);
    res.json(await lockDay0(domain, callerOf(req).userId, userId, locked));
  });

  return router;
}
