import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { requestId, withoutPathSecrets, withoutRedaction, type Logger } from '@trek/service-kit';
import { isAmbiguousPath, isGatewayPath, matchRoute } from '../domain/route.match.js';
import { headerListOfHit, isAnonymousRead, type SharedResponseCache } from './shared-response.cache.js';

/** Answers the request and says so, or leaves it untouched and answers false. */
export type CacheHitAnswerer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The cheapest answer the gateway gives: a fresh shared-cache copy of an anonymous public read,
 * sent from node:http's request listener before Express runs. Express's routing, its request and
 * response wrappers, pino-http's per-request logger and helmet made up most of a hit's cost.
 *
 * It keeps what the Express path does for such a request: the same rule decides (public, no rate
 * limit: the limited routes are all writes), the headers are the ones stored with the entry (the
 * gateway's security headers under the service's, `x-cache: HIT`), the request gets an id, and the
 * line logged is the one pino-http writes. Nothing is forwarded, so identity headers never leave.
 * Anything else falls through to Express untouched: signed-in requests (Authorization or Cookie),
 * conditional requests (Express's freshness check answers 304), writes, misses.
 */
export function cacheHitAnswerer(cache: SharedResponseCache, logger: Logger): CacheHitAnswerer {
  const requestLog = withoutRedaction(logger);
  return (req, res) => {
    const { url = '', headers } = req;
    if (!isAnonymousRead(req) || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
    const method = req.method as 'GET' | 'HEAD';
    // The key lookup comes before the route table: most requests that go on to Express (assets, pages) stop at it.
    const answer = cache.lookup(req);
    if (!answer || !(answer.answersBeforeExpress[method] ??= isPublicUnlimitedRead(method, url))) return false;

    const startedAt = performance.now();
    const id = requestId(req);
    res.writeHead(answer.status, headerListOfHit(answer, id));
    res.end(method === 'HEAD' ? undefined : answer.body);
    requestLog.info(
      { req: { id, method, url: withoutPathSecrets(url) }, res: { statusCode: answer.status }, responseTime: Math.round(performance.now() - startedAt) },
      'request completed',
    );
    return true;
  };
}

/**
 * The route table's rule for a GET or HEAD of this address: a gateway path, unambiguous, public
 * and without a rate limit (a rate-limited rule counts every request in Redis, which only the
 * Express path does): with isAnonymousRead, what isSharedRead decides for the shared-cache middleware.
 */
function isPublicUnlimitedRead(method: 'GET' | 'HEAD', url: string): boolean {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!path.startsWith('/') || !isGatewayPath(path) || isAmbiguousPath(path)) return false;
  const rule = matchRoute(method, path);
  return rule !== undefined && !rule.rateLimit && rule.policy === 'public';
}
