import { Router } from 'express';
import { loginRequestSchema, registerRequestSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { AuthDomain } from '../domain/auth-context.js';
import { currentUser, registerOrganizer, signIn, signOut } from '../domain/sign-in.js';

export function sessionRoutes(domain: AuthDomain, guards: AuthGuards): Router {
  const router = Router();

  router.post('/api/auth/login', async (req, res) => {
    res.json(await signIn(domain, parseInput(loginRequestSchema, req.body)));
  });

  router.post('/api/auth/register', async (req, res) => {
    res.status(201).json(await registerOrganizer(domain, parseInput(registerRequestSchema, req.body)));
  });

  router.get('/api/auth/me', guards.requireSignedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ user: await currentUser(domain, callerOf(req)) });
  });

  router.post('/api/auth/logout', guards.requireSignedIn, async (req, res) => {
    await signOut(domain, callerOf(req));
    res.status(204).end();
  });

  return router;
}
