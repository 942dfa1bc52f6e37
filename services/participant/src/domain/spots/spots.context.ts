import type { AuditTrail } from '@trek/service-kit';
import type { AuthInternalClient } from '../../data-access/auth-internal.client.js';
import type { SpotRepository } from '../../data-access/spot.repository.js';
import type { DeadlineContext, NoticeContext, PeopleContext } from '../people/people.context.js';

/** Spots, who holds each, and their transfers. */
export interface SpotsContext extends PeopleContext, NoticeContext, DeadlineContext {
  spots: SpotRepository;
  /** Auth's internal API (AUTH_INTERNAL_KEY): a transfer recipient's account, a former holder's sessions. */
  authInternal: AuthInternalClient;
  audit: AuditTrail;
}
