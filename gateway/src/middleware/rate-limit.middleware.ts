import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import type { Logger } from '@trek/service-kit';
import type { GatewayConfig } from '../config.js';
import type { RateLimitName } from '../domain/route.table.js';
import { RecoveringRedisStore } from './rate-limit.store.js';
import { ruleOf } from './route.middleware.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Limits that count only refused requests (an answer of 400 or more): a whole cohort signs in and
 * opens its set-password links from one campus address, so successes must not use up the limit,
 * while a guesser's failures still do. The per-account sign-in lock (auth) stops guessing one account.
 */
const FAILURES_ONLY: ReadonlySet<RateLimitName> = new Set(['login', 'passwordLink']);

/**
 * Applies the matched rule's limit, counted per client IP in the shared Redis so every gateway
 * replica sees the same counts. When Redis is unreachable the request passes with a warning:
 * losing the limits for a while is better than refusing every sign-in and application.
 */
export function applyRateLimits(config: GatewayConfig, redis: Redis, logger: Logger): RequestHandler {
  const maxima: Record<RateLimitName, number> = {
    login: config.RATE_LIMIT_LOGIN_MAX,
    register: config.RATE_LIMIT_REGISTER_MAX,
    application: config.RATE_LIMIT_APPLICATION_MAX,
    upload: config.RATE_LIMIT_UPLOAD_MAX,
    passwordReset: config.RATE_LIMIT_PASSWORD_RESET_MAX,
    passwordLink: config.RATE_LIMIT_PASSWORD_LINK_MAX,
  };
  const limiters = Object.fromEntries(
    Object.entries(maxima).map(([name, limit]) => [
      name,
      rateLimit({
        windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
        limit,
        skipSuccessfulRequests: FAILURES_ONLY.has(name as RateLimitName),
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        message: { message: TOO_MANY_ATTEMPTS },
        store: new RecoveringRedisStore(redis, `${config.RATE_LIMIT_REDIS_PREFIX}${name}:`),
        passOnStoreError: true,
        logger: {
          error: (error, message) => logger.warn({ err: error, limit: name }, message ?? 'rate limiter error'),
          warn: (error, message) => logger.warn({ err: error, limit: name }, message ?? 'rate limiter warning'),
        },
      }),
    ]),
  ) as Record<RateLimitName, RateLimitRequestHandler>;

  return (req: Request, res: Response, next: NextFunction) => {
    const name = ruleOf(req).rateLimit;
    if (!name) {
      next();
      return;
    }
    return limiters[name](req, res, next);
  };
}
