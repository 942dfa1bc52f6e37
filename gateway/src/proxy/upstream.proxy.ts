import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@trek/service-kit';
import type { ServiceName } from '../domain/route.table.js';

export type Upstreams = Record<ServiceName, string>;

/** Sees every upstream answer as it starts (the shared cache keeps a copy of some). */
export type UpstreamAnswerObserver = (req: IncomingMessage, upstream: IncomingMessage) => void;

class UpstreamTimeoutError extends Error {
  readonly code = 'UPSTREAM_TIMEOUT';
}

function isResponse(target: ServerResponse | Socket): target is ServerResponse {
  return 'writeHead' in target;
}

function answerFailure(service: ServiceName, error: Error, res: ServerResponse | Socket, logger: Logger): void {
  const timedOut = error instanceof UpstreamTimeoutError;
  logger.warn({ service, code: (error as NodeJS.ErrnoException).code ?? error.message }, 'upstream request failed');
  if (!isResponse(res)) {
    res.destroy();
    return;
  }
  // Part of the upstream answer is already on its way: all that is left is to cut it short.
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = timedOut
    ? `The ${service} service took too long to answer. Please try again shortly.`
    : `The ${service} service is unavailable. Please try again shortly.`;
  res.writeHead(timedOut ? 504 : 502, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ message }));
}

/**
 * One streaming proxy to a service: the body is piped, never parsed or logged; a refused or
 * reset connection is a JSON 502 at once, an upstream silent for `timeoutMs` a JSON 504.
 */
function createUpstreamProxy(service: ServiceName, target: string, timeoutMs: number, logger: Logger, observe: UpstreamAnswerObserver): RequestHandler {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    // http-proxy opens a new connection per request unless given an agent; idle sockets are
    // dropped after 5 s, well before the services' 65 s keep-alive, so a reused one is rarely stale.
    agent: new (target.startsWith('https:') ? HttpsAgent : HttpAgent)({ keepAlive: true, timeout: 5_000 }),
    xfwd: true,
    on: {
      proxyReq: (proxyReq: ClientRequest) => {
        proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(new UpstreamTimeoutError(`no answer within ${timeoutMs} ms`)));
      },
      proxyRes: (upstream, req) => observe(req, upstream),
      error: (error, req, res) => answerFailure(service, error, res, (req as Request).log ?? logger),
    },
  });
  return (req, res, next) => {
    // Node has already answered the client's Expect: 100-continue; forwarded, it would also stop
    // http-proxy from emitting proxyReq, and with it the upstream timeout above.
    delete req.headers.expect;
    return proxy(req, res, next);
  };
}

/** The proxies, created once at start so connections to each service are pooled. */
export function createUpstreamProxies(
  upstreams: Upstreams,
  timeoutMs: number,
  logger: Logger,
  observe: UpstreamAnswerObserver,
): Record<ServiceName, RequestHandler> {
  const entries = (Object.keys(upstreams) as ServiceName[]).map(
    (service) => [service, createUpstreamProxy(service, upstreams[service], timeoutMs, logger, observe)] as const,
  );
  return Object.fromEntries(entries) as Record<ServiceName, RequestHandler>;
}
