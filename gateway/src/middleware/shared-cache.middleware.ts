import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { headersOfHit, isSharedRead, type CachedAnswer, type SharedResponseCache } from '../cache/shared-response.cache.js';
import { ruleOf } from './route.middleware.js';

const READS = new Set(['GET', 'HEAD']);

/**
 * Answers anonymous public reads from the shared cache when it holds a fresh copy, and marks the
 * others so their answer can be kept. Any other method is a write: the service's kept answers are
 * dropped when it starts and again once it has succeeded, so no read that overlapped it is kept.
 * Most hits never get here: cache-hit.listener.ts answers them before Express; what reaches this
 * is the rest, such as a browser's conditional request.
 */
export function serveFromSharedCache(cache: SharedResponseCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const rule = ruleOf(req);
    const { service } = rule;
    if (!READS.has(req.method)) {
      cache.forget(service);
      res.on('finish', () => {
        if (res.statusCode < 400) cache.forget(service);
      });
      next();
      return;
    }
    if (!isSharedRead(req, rule)) {
      next();
      return;
    }
    const answer = cache.lookup(req);
    if (answer) {
      sendCachedAnswer(req, res, answer);
      return;
    }
    cache.expectAnswer(req, service);
    next();
  };
}

function sendCachedAnswer(req: Request, res: Response, answer: CachedAnswer): void {
  res.status(answer.status);
  for (const [name, value] of Object.entries(headersOfHit(answer, res.getHeader('x-request-id') as string))) {
    if (value !== undefined) res.setHeader(name, value);
  }
  // Express compares If-None-Match / If-Modified-Since with the ETag and Last-Modified just set.
  if (req.fresh) {
    res.removeHeader('content-length');
    res.status(304).end();
    return;
  }
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}
