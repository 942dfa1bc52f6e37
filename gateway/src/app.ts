import express, { type Express, type Request } from 'express';
import type { Redis } from 'ioredis';
import { pinoHttp } from 'pino-http';
import { SessionRevocations, errorHandler, notFound, requestLogSerializers, tokenVerifierFromConfig, type Logger } from '@trek/service-kit';
import type { GatewayConfig } from './config.js';
import { SharedResponseCache } from './cache/shared-response.cache.js';
import { stripIdentityHeaders } from './middleware/identity-headers.middleware.js';
import { enforcePolicy } from './middleware/policy.middleware.js';
import { applyRateLimits } from './middleware/rate-limit.middleware.js';
import { assignRequestId } from './middleware/request-id.middleware.js';
import { serveFromSharedCache } from './middleware/shared-cache.middleware.js';
import { securityHeaders } from './middleware/security-headers.middleware.js';
import { createUpstreamProxies } from './proxy/upstream.proxy.js';
import { apiRoutes } from './routes/api.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { spaRoutes } from './routes/spa.routes.js';

/** Public reads are small JSON answers; anything larger is passed on without a copy. */
const SHARED_CACHE_MAX_BODY_BYTES = 1024 * 1024;

export interface GatewayDeps {
  redis: Redis;
  logger: Logger;
}

/** The gateway as an Express app: main.ts listens with it, tests run it in-process. */
export function createGatewayApp(config: GatewayConfig, { redis, logger }: GatewayDeps): Express {
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
  const cache = new SharedResponseCache({ maxBytes: config.SHARED_CACHE_MAX_BYTES, maxBodyBytes: SHARED_CACHE_MAX_BODY_BYTES });
  const pipeline = apiRoutes({
    policy: enforcePolicy(verify, new SessionRevocations(redis)),
    rateLimits: applyRateLimits(config, redis, logger),
    sharedCache: serveFromSharedCache(cache),
    proxies: createUpstreamProxies(
      {
        auth: config.AUTH_SERVICE_URL,
        content: config.CONTENT_SERVICE_URL,
        applications: config.APPLICATIONS_SERVICE_URL,
        participant: config.PARTICIPANT_SERVICE_URL,
        upload: config.UPLOAD_SERVICE_URL,
        notifications: config.NOTIFICATIONS_SERVICE_URL,
      },
      config.UPSTREAM_TIMEOUT_MS,
      logger,
      (req, upstream) => cache.offer(req, upstream),
    ),
  });
  app.use(pipeline);

  if (config.WEB_DIST_DIR) app.use(spaRoutes(config.WEB_DIST_DIR));
  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
