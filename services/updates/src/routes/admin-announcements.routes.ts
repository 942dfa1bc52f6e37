import { Router } from 'express';
import {
  adminAnnouncementListQuerySchema,
  announcementIdParamsSchema,
  announcementInputSchema,
  announcementUpdateSchema,
  audiencePreviewRequestSchema,
  groupEmailInputSchema,
  objectIdSchema,
} from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { createAnnouncement, deleteAnnouncement, listAdminAnnouncements, previewAnnouncementAudience, updateAnnouncement } from '../domain/admin-announcements.js';
import { emailUnreadParticipants, readDetail, readSummary } from '../domain/announcement-reads.js';
import { sendGroupEmail } from '../domain/group-emails.js';
import type { UpdatesDomain } from '../domain/updates-context.js';
import { organizerOnly, organizerToken } from './organizer-only.js';

const BASE = '/api/admin/announcements';

/**
 * Organizers write announcements for an audience, now or at a set time, pinned or not, and can
 * email them to it; a plain email can go to an audience too. Read receipts: who has and has not
 * read each one, and an urgent one emailed to those who have not.
 */
export function adminAnnouncementsRoutes(domain: UpdatesDomain, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, BASE);

  router.get(BASE, async (req, res) => {
    res.json(await listAdminAnnouncements(domain, parseInput(adminAnnouncementListQuerySchema, req.query)));
  });

  router.post(BASE, async (req, res) => {
    const input = parseInput(announcementInputSchema, req.body);
    res.status(201).json(await createAnnouncement(domain, callerOf(req).userId, input));
  });

  router.put(`${BASE}/:id`, async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    const update = parseInput(announcementUpdateSchema, req.body);
    res.json(await updateAnnouncement(domain, callerOf(req).userId, id, update));
  });

  router.delete(`${BASE}/:id`, async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    await deleteAnnouncement(domain, callerOf(req).userId, id);
    res.status(204).end();
  });

  router.post(`${BASE}/audience-preview`, async (req, res) => {
    res.json(await previewAnnouncementAudience(domain, parseInput(audiencePreviewRequestSchema, req.body)));
  });

  router.post(`${BASE}/group-emails`, async (req, res) => {
    const input = parseInput(groupEmailInputSchema, req.body);
    res.status(201).json(await sendGroupEmail(domain, callerOf(req).userId, input));
  });

  router.get(`${BASE}/reads`, async (req, res) => {
    res.json(await readSummary(domain, organizerToken(req)));
  });

  router.get(`${BASE}/:id/reads`, async (req, res) => {
    const { id } = parseInput(announcementIdParamsSchema, req.params);
    res.json(await readDetail(domain, id, organizerToken(req)));
  });

  router.post(`${BASE}/:id/email-unread`, async (req, res) => {
    const { id } = parseInput(announcementIdParamsSchema, req.params);
    res.json(await emailUnreadParticipants(domain, callerOf(req), id, organizerToken(req)));
  });

  return router;
}
