import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { authMessages } from '@trek/contracts';
import { AppError, resolveCaller, type SessionRevocations, type TokenVerifier } from '@trek/service-kit';
import { ruleOf } from './route.middleware.js';

/**
 * Applies the matched rule's policy before any service is touched: 401 without a valid,
 * unrevoked token, 403 with the wrong role, 503 when the revocation list cannot be read.
 * The Authorization header itself is forwarded untouched; services verify it again.
 */
export function enforcePolicy(verify: TokenVerifier, revocations: SessionRevocations): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const { policy } = ruleOf(req);
    if (policy === 'public') {
      next();
      return;
    }
    const caller = await resolveCaller(req, verify, revocations, req.log);
    if (!caller) throw AppError.unauthorized(authMessages.signInRequired);
    if (policy !== 'signed-in' && caller.role !== policy) throw AppError.forbidden(authMessages.forbidden);
    next();
  };
}
