import type { AuditTrail } from '@trek/service-kit';
import type { LogisticsReadRepository } from '../../data-access/logistics/logistics-read.repository.js';
import type { RoomRepository } from '../../data-access/rooms/room.repository.js';
import type { DeadlineContext, NoticeContext, PeopleContext } from '../people/people.context.js';

/** The participants' logistics, the organizers' reads of them (logged), the rooming report and the retention purge (with the edition's rooms). */
export interface LogisticsContext extends PeopleContext, NoticeContext, DeadlineContext {
  audit: AuditTrail;
  /** The insert-only log of every organizer read of logistics. */
  logisticsReads: LogisticsReadRepository;
  /** The retention purge deletes an edition's rooms with its logistics. */
  rooms: RoomRepository;
}
