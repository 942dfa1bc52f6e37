import type { AuditTrail } from '@trek/service-kit';
import type { AuthInternalClient } from '../../data-access/spots/auth-internal.client.js';
import type { RoomRepository } from '../../data-access/rooms/room.repository.js';
import type { SpotRepository } from '../../data-access/spots/spot.repository.js';
import type { SpotReleasedPublisher } from '../../data-access/spots/spot-released.publisher.js';
import type { SpotTransferredPublisher } from '../../data-access/spots/spot-transferred.publisher.js';
import type { DeadlineContext, NoticeContext, PeopleContext } from '../people/people.context.js';

/** Spots, who holds each, and their transfers. */
export interface SpotsContext extends PeopleContext, NoticeContext, DeadlineContext {
  spots: SpotRepository;
  /** One who transferred their spot away leaves their rooms. */
  rooms: RoomRepository;
  /** Auth's internal API (AUTH_INTERNAL_KEY): whose an email is, a transfer recipient's account. */
  authInternal: AuthInternalClient;
  /** Tells the auth service a spot changed hands (it ends the former holder's sessions). */
  spotTransferred: Pick<SpotTransferredPublisher, 'publish'>;
  /** Tells the applications service a spot was given up without a recipient (its seat goes to the waitlist). */
  spotReleased: Pick<SpotReleasedPublisher, 'publish'>;
  audit: AuditTrail;
}
