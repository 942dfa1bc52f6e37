import { Router } from 'express';
import { changePasswordRequestSchema, forgotPasswordRequestSchema, languageHeaderSchema, setPasswordLinkCheckSchema, setPasswordRequestSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { AuthDomain } from '../domain/auth-context.js';
import { changeOwnPassword } from '../domain/change-password.js';
import { checkPasswordLink, requestPasswordReset, setPasswordWithLink } from '../domain/password-links.js';

/**
 * Passwords people set themselves: "Forgot password?", the set-password link's page (the token
 * comes in the body, never the URL, so no access log holds it) and changing one's own password.
 */
export function passwordRoutes(domain: AuthDomain, guards: AuthGuards): Router {
  const router = Router();
  router.use(['/api/auth/forgot-password', '/api/auth/set-password', '/api/auth/change-password'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post('/api/auth/forgot-password', async (req, res) => {
    const language = parseInput(languageHeaderSchema, req.headers['accept-language']);
    res.status(202).json(await requestPasswordReset(domain, parseInput(forgotPasswordRequestSchema, req.body), language));
  });

  router.post('/api/auth/set-password/check', async (req, res) => {
    res.json(await checkPasswordLink(domain, parseInput(setPasswordLinkCheckSchema, req.body).token));
  });

  router.post('/api/auth/set-password', async (req, res) => {
    res.json(await setPasswordWithLink(domain, parseInput(setPasswordRequestSchema, req.body)));
  });

  router.post('/api/auth/change-password', guards.requireSignedIn, async (req, res) => {
    res.json(await changeOwnPassword(domain, callerOf(req), parseInput(changePasswordRequestSchema, req.body)));
  });

  return router;
}
