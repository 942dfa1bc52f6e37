import { Router } from 'express';
import type { Redis } from 'ioredis';
import { isRedisReady } from '@trek/service-kit';

/** Liveness says the process answers; readiness needs Redis, without which protected routes fail closed. */
export function healthRoutes(redis: Redis): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  router.get('/readyz', (_req, res) => {
    const checks = { redis: isRedisReady(redis) };
    res.status(checks.redis ? 200 : 503).json(checks.redis ? { status: 'ready', checks } : { message: 'Not ready', checks });
  });
  return router;
}
