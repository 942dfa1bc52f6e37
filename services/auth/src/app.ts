import type { Express } from 'express';
import type { Redis } from 'ioredis';
import {
  AuditTrail,
  EmailOutboxStore,
  SessionRevocations,
  auditRoutes,
  createAuthGuards,
  createServiceApp,
  createServiceEmailRelay,
  tokenVerifierFromConfig,
  isMongoReady,
  isRedisReady,
  type DataStores,
  type EmailOutboxRelay,
  type Logger,
} from '@trek/service-kit';
import type { AuthConfig } from './config.js';
import { PasswordLinkRepository } from './data-access/password-link.repository.js';
import { PasswordResetRequests } from './data-access/password-reset-requests.store.js';
import { SetupKeyRepository } from './data-access/setup-key.repository.js';
import { SpotRecipientRepository } from './data-access/spot-recipient.repository.js';
import { SignInAttempts } from './data-access/sign-in-attempts.store.js';
import { UserRepository } from './data-access/user.repository.js';
import type { AuthDomain } from './domain/auth-context.js';
import { BackgroundTasks } from './domain/background-tasks.js';
import { SetupKeyPolicy } from './domain/setup-key.js';
import { TokenIssuer } from './domain/token-issuer.js';
import { accountsRoutes } from './routes/accounts.routes.js';
import { internalRoutes } from './routes/internal.routes.js';
import { passwordRoutes } from './routes/password.routes.js';
import { sessionRoutes } from './routes/session.routes.js';

export interface AuthAppDeps {
  config: AuthConfig;
  mongo: DataStores['mongo'];
  /** A `commands` connection (fails fast while Redis is away); the relay queues owed emails once it is back. */
  redis: Redis;
  logger: Logger;
  /** BullMQ key prefix; tests pick a unique one, production uses BullMQ's default like the worker. */
  emailQueuePrefix?: string;
  /** The clock set-password links are dated and checked by; tests move it. */
  now?: () => Date;
}

export interface AuthApp {
  app: Express;
  relay: EmailOutboxRelay;
  /** What the use cases work with; tests call a use case directly to interleave it with another. */
  domain: AuthDomain;
  /** Work still running after its answer was sent ("Forgot password?"). */
  background: BackgroundTasks;
  /** Waits for background work, stops the relay and closes the email queue; the caller closes MongoDB and Redis. */
  close: () => Promise<void>;
}

export async function createAuthApp({ config, mongo, redis, logger, emailQueuePrefix, now = () => new Date() }: AuthAppDeps): Promise<AuthApp> {
  const users = new UserRepository(mongo);
  const audit = new AuditTrail(mongo, logger, now);
  const passwordLinks = new PasswordLinkRepository(mongo);
  const emailOutbox = new EmailOutboxStore(mongo);
  const spotRecipients = new SpotRecipientRepository(mongo);
  await Promise.all([users.ready(), audit.ready(), passwordLinks.ready(), emailOutbox.ready(), spotRecipients.ready()]);
  const revocations = new SessionRevocations(redis);
  const { queue, relay } = createServiceEmailRelay({ store: emailOutbox, redis, logger, config, prefix: emailQueuePrefix });
  const background = new BackgroundTasks(logger, config.PASSWORD_RESET_MAX_DELAY_MS);
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
    passwordLinks,
    passwordResetRequests: new PasswordResetRequests(redis, {
      maxPerEmail: config.PASSWORD_RESET_MAX_PER_EMAIL,
      windowSeconds: config.PASSWORD_RESET_WINDOW_SECONDS,
    }),
    emailOutbox,
    spotRecipients,
    relay,
    publicSiteUrl: config.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    background,
    now,
  };
  const guards = createAuthGuards(tokenVerifierFromConfig(config), revocations, logger);
  const app = createServiceApp({
    name: 'auth',
    logger,
    readiness: { mongo: () => isMongoReady(mongo), redis: () => isRedisReady(redis) },
    routes: (express) => {
      express.use(sessionRoutes(domain, guards));
      express.use(passwordRoutes(domain, guards));
      express.use(accountsRoutes(domain, guards));
      express.use(auditRoutes('/api/admin/audit/accounts', domain.audit, guards));
      express.use(internalRoutes(domain, config.AUTH_INTERNAL_KEY));
    },
  });
  relay.start();
  return {
    app,
    relay,
    domain,
    background,
    close: async () => {
      await background.idle();
      await relay.stop();
      await queue.close();
    },
  };
}
