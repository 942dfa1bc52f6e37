import type { NextFunction, Request, Response } from 'express';
import { requestId } from '@trek/service-kit';

/**
 * Keeps a well-formed incoming x-request-id (else makes one) and puts it on the request the
 * proxy forwards and on the response, so one id follows a call through every service's logs.
 */
export function assignRequestId(req: Request, res: Response, next: NextFunction): void {
  const id = requestId(req);
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  next();
}
