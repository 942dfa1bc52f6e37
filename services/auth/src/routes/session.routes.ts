import { Router } from 'express';
import { languageHeaderSchema, languagePreferenceSchema, loginRequestSchema, registerRequestSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { AuthDomain } from '../domain/auth-context.js';
import { currentUser, registerOrganizer, setOwnLanguage, signIn, signOut } from '../domain/sign-in.js';

export function sessionRoutes(domain: AuthDomain, guards: AuthGuards): Router {
  const router = Router();

  router.post('/api/auth/login', async (req, res) => {
    const request = parseInput(loginRequestSchema, req.body);
    // Only a request that names a language changes the account's; a bare API call leaves it be.
    const language = req.headers['accept-language'] === undefined ? undefined : parseInput(languageHeaderSchema, req.headers['accept-language']);
    res.json(await signIn(domain, request, language));
  });

  router.post('/api/auth/register', async (req, res) => {
    const request = parseInput(registerRequestSchema, req.body);
    res.status(201).json(await registerOrganizer(domain, request, parseInput(languageHeaderSchema, req.headers['accept-language'])));
  });

  router.get('/api/auth/me', guards.requireSignedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ user: await currentUser(domain, callerOf(req)) });
  });

  router.put('/api/auth/me/language', guards.requireSignedIn, async (req, res) => {
    await setOwnLanguage(domain, callerOf(req), parseInput(languagePreferenceSchema, req.body).language);
    res.status(204).end();
  });

  router.post('/api/auth/logout', guards.requireSignedIn, async (req, res) => {
    await signOut(domain, callerOf(req));
    res.status(204).end();
  });

  return router;
}
