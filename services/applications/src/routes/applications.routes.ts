import { Router } from 'express';
import { applicationPayloadSchema, languageHeaderSchema } from '@trek/contracts';
import { parseInput } from '@trek/service-kit';
import type { ApplicationsDomain } from '../domain/applications-context.js';
import { submitApplication } from '../domain/submit-application.js';

/** The public intake: the wizard's submission. */
export function applicationsRoutes(domain: ApplicationsDomain): Router {
  const router = Router();
  router.post('/api/applications', async (req, res) => {
    const payload = parseInput(applicationPayloadSchema, req.body);
    const language = parseInput(languageHeaderSchema, req.headers['accept-language']);
    res.status(201).json(await submitApplication(domain, payload, language));
  });
  return router;
}
