import type { Redis } from 'ioredis';
import { QUEUES, spotTransferredEventSchema } from '@trek/contracts';
import { createEventWorker, type EventWorker, type Logger } from '@trek/service-kit';
import type { AuthDomain } from '../domain/auth-context.js';
import { endSessionsOf } from '../domain/spot-recipients.js';

/**
 * Consumes `SpotTransferred` from this service's own queue (the participant service publishes it):
 * every session of the former holder ends. An account that no longer exists has none to end.
 */
export function createSpotTransferredWorker({ domain, connection, prefix, logger }: { domain: Pick<AuthDomain, 'users' | 'revocations'>; connection: Redis; prefix?: string | undefined; logger: Logger }): EventWorker<{ sessionsEnded: boolean }> {
  return createEventWorker({
    queue: QUEUES.authSpotTransferred,
    event: 'SpotTransferred',
    schema: spotTransferredEventSchema,
    handle: async ({ fromUserId }) => ({ sessionsEnded: await endSessionsOf(domain, fromUserId) }),
    done: "a former spot holder's sessions ended",
    connection,
    prefix,
    logger,
  });
}
