import { Router } from 'express';
import {
  accountByEmailRequestSchema,
  INTERNAL_ACCOUNT_BY_EMAIL_PATH,
  INTERNAL_SPOT_RECIPIENTS_PATH,
  spotRecipientRequestSchema,
  INTERNAL_ACTIVE_ORGANIZERS_PATH,
  INTERNAL_ACTIVE_PARTICIPANTS_PATH,
  objectIdSchema,
  type ActiveOrganizer,
  type ActiveParticipant,
} from '@trek/contracts';
import { parseInput, requireInternalKey } from '@trek/service-kit';
import type { AuthDomain } from '../domain/auth-context.js';
import { passwordLinkUrl } from '../domain/password-links.js';
import { accountByEmail, spotRecipientAccount } from '../domain/spot-recipients.js';

/**
 * Routes for other services, never for browsers: the gateway routes nothing under /internal, the
 * service listens on loopback (a private network in compose), and the internal key is required.
 */
export function internalRoutes(domain: AuthDomain, internalKey: string): Router {
  const router = Router();
  router.use('/internal', requireInternalKey(internalKey));

  router.post('/internal/password-links/:id/url', async (req, res) => {
    res.json(await passwordLinkUrl(domain, parseInput(objectIdSchema, req.params.id)));
  });

  /** Who the notifications worker may send organizer notices to, read when each notice goes out. */
  router.get(INTERNAL_ACTIVE_ORGANIZERS_PATH, async (_req, res) => {
    const organizers: ActiveOrganizer[] = (await domain.users.listActiveOrganizers()).map(({ id, email, fullName, language }) => ({ id, email, fullName, language }));
    res.json({ organizers });
  });

  /** Whom the participant service's scheduled setup reminders may reach (read at each run), and when each account was made (a newcomer's edition). */
  router.get(INTERNAL_ACTIVE_PARTICIPANTS_PATH, async (_req, res) => {
    const participants: ActiveParticipant[] = (await domain.users.listActiveParticipants()).map(({ id, email, fullName, language, createdAt }) => ({
      id,
      email,
      fullName,
      language,
      createdAt: createdAt.toISOString(),
    }));
    res.json({ participants });
  });

  /** Spot transfers (participant service): whose an email is, the recipient's account (the former holder's sessions end on `SpotTransferred`). */
  router.post(INTERNAL_ACCOUNT_BY_EMAIL_PATH, async (req, res) => {
    const { email } = parseInput(accountByEmailRequestSchema, req.body);
    res.json(await accountByEmail(domain, email));
  });
  router.post(INTERNAL_SPOT_RECIPIENTS_PATH, async (req, res) => {
    res.json(await spotRecipientAccount(domain, parseInput(spotRecipientRequestSchema, req.body)));
  });

  return router;
}
