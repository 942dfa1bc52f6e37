import type { RequestListener } from 'node:http';
import express, { type Request } from 'express';
import type { Redis } from 'ioredis';
import { pinoHttp } from 'pino-http';
import { SessionRevocations, errorHandler, notFound, requestLogSerializers, tokenVerifierFromConfig, type Logger } from '@trek/service-kit';
import { serviceUrlsOf, type GatewayConfig } from './config.js';
import { cacheHitAnswerer } from './cache/cache-hit.listener.js';
import { SharedResponseCache } from './cache/shared-response.cache.js';
import { stripIdentityHeaders } from './middleware/identity-headers.middleware.js';
import { enforcePolicy } from './middleware/policy.middleware.js';
import { applyRateLimits } from './middleware/rate-limit.middleware.js';
import { assignRequestId } from './middleware/request-id.middleware.js';
import { serveFromSharedCache } from './middleware/shared-cache.middleware.js';
import { SECURITY_HEADERS, securityHeaders } from './middleware/security-headers.middleware.js';
import { createUpstreamProxies } from './proxy/upstream.proxy.js';
import { apiRoutes } from './routes/api.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { seoRoutes } from './routes/seo.routes.js';
import { spaRoutes } from './routes/spa.routes.js';
import { PAGE_SOURCES, publicPageRendererFromConfig } from './ssr/public-page-renderer.js';

/** Public reads are small JSON answers; anything larger is passed on without a copy. */
const SHARED_CACHE_MAX_BODY_BYTES = 1024 * 1024;

export interface GatewayDeps {
  redis: Redis;
  logger: Logger;
}

export interface GatewayApp {
  /** What main.ts listens with and tests run in-process. */
  listener: RequestListener;
  /** Renders the public pages ahead of the first visitor, once the services they read answer. */
  warmUpPages: () => Promise<void>;
}

/**
 * The gateway's request listener, and its pages' warm-up. Fresh shared cache hits are answered
 * before Express (cache-hit.listener.ts); everything else goes through it.
 */
export function createGatewayApp(config: GatewayConfig, { redis, logger }: GatewayDeps): GatewayApp {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);

  app.use(assignRequestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req as Request).headers['x-request-id'] as string,
      serializers: requestLogSerializers,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(stripIdentityHeaders);
  app.use(securityHeaders);
  app.use(healthRoutes(redis));

  const verify = tokenVerifierFromConfig(config);
  const cache = new SharedResponseCache({
    maxBytes: config.SHARED_CACHE_MAX_BYTES,
    maxBodyBytes: SHARED_CACHE_MAX_BODY_BYTES,
    gatewayHeaders: SECURITY_HEADERS,
  });
  const pipeline = apiRoutes({
    policy: enforcePolicy(verify, new SessionRevocations(redis)),
    rateLimits: applyRateLimits(config, redis, logger),
    sharedCache: serveFromSharedCache(cache),
    proxies: createUpstreamProxies(serviceUrlsOf(config), config.UPSTREAM_TIMEOUT_MS, logger, (req, upstream) => cache.offer(req, upstream)),
  });
  app.use(pipeline);

  let warmUpPages = async (): Promise<void> => {};
  if (config.WEB_DIST_DIR) {
    app.use(seoRoutes(config.PUBLIC_SITE_URL));
    const pages = publicPageRendererFromConfig(config, config.WEB_DIST_DIR, logger);
    warmUpPages = () => pages.warmUp();
    cache.onForget((service) => {
      if (PAGE_SOURCES.has(service)) pages.forget();
    });
    app.use(spaRoutes(config.WEB_DIST_DIR, pages));
  }
  app.use(notFound);
  app.use(errorHandler(logger));

  const answerCacheHit = cacheHitAnswerer(cache, logger);
  return {
    listener: (req, res) => {
      if (!answerCacheHit(req, res)) app(req, res);
    },
    warmUpPages,
  };
}
