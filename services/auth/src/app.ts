import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import {
  AuditTrail,
  SessionRevocations,
  auditRoutes,
  createAuthGuards,
  createServiceApp,
  tokenVerifierFromConfig,
  isMongoReady,
  isRedisReady,
  type Logger,
} from '@trek/service-kit';
import type { AuthConfig } from './config.js';
import { SetupKeyRepository } from './data-access/setup-key.repository.js';
import { SignInAttempts } from './data-access/sign-in-attempts.store.js';
import { UserRepository } from './data-access/user.repository.js';
import type { AuthDomain } from './domain/auth-context.js';
import { SetupKeyPolicy } from './domain/setup-key.js';
import { TokenIssuer } from './domain/token-issuer.js';
import { accountsRoutes } from './routes/accounts.routes.js';
import { sessionRoutes } from './routes/session.routes.js';

export interface AuthAppDeps {
  config: AuthConfig;
  mongo: Connection;
  redis: Redis;
  logger: Logger;
}

export async function createAuthApp({ config, mongo, redis, logger }: AuthAppDeps) {
  const users = new UserRepository(mongo);
  const audit = new AuditTrail(mongo, logger);
  await Promise.all([users.ready(), audit.ready()]);
  const revocations = new SessionRevocations(redis);
  const domain: AuthDomain = {
    users,
    setupKey: new SetupKeyPolicy(config.ORGANIZER_SETUP_KEY, new SetupKeyRepository(mongo)),
    tokens: new TokenIssuer({
      privateKey: config.JWT_PRIVATE_KEY,
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      ttlSeconds: config.TOKEN_TTL_SECONDS,
    }),
    revocations,
    signInAttempts: new SignInAttempts(redis, { maxFailures: config.SIGN_IN_LOCK_FAILURES, windowSeconds: config.SIGN_IN_LOCK_SECONDS }),
    signInLockMinutes: Math.ceil(config.SIGN_IN_LOCK_SECONDS / 60),
    audit,
  };
  const guards = createAuthGuards(tokenVerifierFromConfig(config), revocations, logger);
  return createServiceApp({
    name: 'auth',
    logger,
    readiness: { mongo: () => isMongoReady(mongo), redis: () => isRedisReady(redis) },
    routes: (app) => {
      app.use(sessionRoutes(domain, guards));
      app.use(accountsRoutes(domain, guards));
      app.use(auditRoutes('/api/admin/audit/accounts', domain.audit, guards));
    },
  });
}
