import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@trek/service-kit';
import { isAmbiguousPath, matchRoute } from '../domain/route.match.js';
import type { RouteRule } from '../domain/route.table.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own extension point
  namespace Express {
    interface Request {
      /** The route-table rule this /api or /media request matched. */
      gatewayRule?: RouteRule;
    }
  }
}

/** Finds the request's rule; an unknown path is a JSON 404 before anything else runs. */
export function resolveRoute(req: Request, _res: Response, next: NextFunction): void {
  if (isAmbiguousPath(req.path)) throw AppError.badRequest('Invalid path');
  const rule = matchRoute(req.method, req.path);
  if (!rule) throw AppError.notFound('Not found');
  req.gatewayRule = rule;
  next();
}

export function ruleOf(req: Request): RouteRule {
  if (!req.gatewayRule) throw new Error('resolveRoute must run before this middleware');
  return req.gatewayRule;
}
