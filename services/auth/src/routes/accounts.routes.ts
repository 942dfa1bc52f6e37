import { Router } from 'express';
import {
  accountListQuerySchema,
  createParticipantAccountSchema,
  objectIdSchema,
  resetPasswordSchema,
  updateAccountSchema,
} from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { AuthDomain } from '../domain/auth-context.js';
import {
  createParticipantAccount,
  eraseParticipantAccount,
  findParticipantAccount,
  listAccounts,
  resetAccountPassword,
  rotateSetupKey,
  setParticipantDisabled,
} from '../domain/participant-accounts.js';
import { setOrganizerDisabled, signOutEverywhere, unlockSignIn } from '../domain/organizer-accounts.js';

/** Auth Spots: organizers manage participant accounts, each other's accounts and the organizer setup key. */
export function accountsRoutes(domain: AuthDomain, guards: AuthGuards): Router {
  const router = Router();
  router.use(['/api/admin/accounts', '/api/admin/organizers', '/api/admin/setup-key'], guards.requireRole('ORGANIZER'));
  router.use(['/api/admin/accounts', '/api/admin/organizers', '/api/admin/setup-key'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/api/admin/accounts', async (req, res) => {
    res.json(await listAccounts(domain, parseInput(accountListQuerySchema, req.query)));
  });

  router.get('/api/admin/accounts/:id', async (req, res) => {
    res.json(await findParticipantAccount(domain, parseInput(objectIdSchema, req.params.id)));
  });

  router.post('/api/admin/accounts', async (req, res) => {
    const request = parseInput(createParticipantAccountSchema, req.body);
    res.status(201).json(await createParticipantAccount(domain, request, callerOf(req).userId));
  });

  router.post('/api/admin/accounts/:id/reset-password', async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    parseInput(resetPasswordSchema, req.body ?? {});
    res.json(await resetAccountPassword(domain, id, callerOf(req).userId));
  });

  router.patch('/api/admin/organizers/:id', async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    const { disabled } = parseInput(updateAccountSchema, req.body);
    res.json(await setOrganizerDisabled(domain, id, disabled, callerOf(req).userId));
  });

  router.post('/api/admin/accounts/:id/sign-out', async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    await signOutEverywhere(domain, id, callerOf(req).userId);
    res.status(204).end();
  });

  router.post('/api/admin/accounts/:id/unlock', async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    await unlockSignIn(domain, id, callerOf(req).userId);
    res.status(204).end();
  });

  router.patch('/api/admin/accounts/:id', async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    const { disabled } = parseInput(updateAccountSchema, req.body);
    res.json(await setParticipantDisabled(domain, id, disabled, callerOf(req).userId));
  });

  router.post('/api/admin/accounts/:id/erase', async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    res.json(await eraseParticipantAccount(domain, id, callerOf(req).userId));
  });

  router.post('/api/admin/setup-key', async (req, res) => {
    res.json(await rotateSetupKey(domain, callerOf(req).userId));
  });

  return router;
}
