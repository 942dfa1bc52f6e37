import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { CachedAnswer, SharedResponseCache } from '../cache/shared-response.cache.js';
import { ruleOf } from './route.middleware.js';

const READS = new Set(['GET', 'HEAD']);
/** Set by the gateway for each request: the kept copy's would name another request. */
const PER_REQUEST_HEADERS = new Set(['x-request-id']);

/**
 * Answers anonymous public reads from the shared cache when it holds a fresh copy, and marks the
 * others so their answer can be kept. Any other method is a write: the service's kept answers are
 * dropped when it starts and again once it has succeeded, so no read that overlapped it is kept.
 */
export function serveFromSharedCache(cache: SharedResponseCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const { service, policy } = ruleOf(req);
    if (!READS.has(req.method)) {
      cache.forget(service);
      res.on('finish', () => {
        if (res.statusCode < 400) cache.forget(service);
      });
      next();
      return;
    }
    // A signed-in caller may be answered differently, so only anonymous public reads are shared.
    if (policy !== 'public' || req.headers.authorization || req.headers.cookie) {
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
  for (const [name, value] of Object.entries(answer.policy.responseHeaders())) {
    if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) res.setHeader(name, value);
  }
  res.setHeader('x-cache', 'HIT');
  // Express compares If-None-Match / If-Modified-Since with the ETag and Last-Modified just set.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('content-length', answer.body.length);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}
