import { Router, type RequestHandler } from 'express';
import { isGatewayPath } from '../domain/route.match.js';
import type { ServiceName } from '../domain/route.table.js';
import { ruleOf, resolveRoute } from '../middleware/route.middleware.js';

export interface ApiPipeline {
  policy: RequestHandler;
  rateLimits: RequestHandler;
  sharedCache: RequestHandler;
  proxies: Record<ServiceName, RequestHandler>;
}

/**
 * /api and /media: match the rule, refuse by policy, count the rate limit, answer from the shared
 * cache when it can, then forward.
 * Not mounted on a path, because Express would strip it from req.url and the services expect full paths.
 */
export function apiRoutes({ policy, rateLimits, sharedCache, proxies }: ApiPipeline): RequestHandler {
  const router = Router();
  router.use(resolveRoute, policy, rateLimits, sharedCache, (req, res, next) => proxies[ruleOf(req).service](req, res, next));
  return (req, res, next) => (isGatewayPath(req.path) ? router(req, res, next) : next());
}
