import type { AuditTrail } from '@trek/service-kit';
import type { LogisticsReadRepository } from '../../data-access/logistics/logistics-read.repository.js';
import type { RoomRepository } from '../../data-access/rooms/room.repository.js';
import type { PeopleContext } from '../people/people.context.js';

/** Room assignment: the edition's rooms (a draft), their publications, and who is in which. */
export interface RoomsContext extends PeopleContext {
  rooms: RoomRepository;
  audit: AuditTrail;
  /** The rooms board shows roommate requests (logistics): each answer is logged like the rooming report. */
  logisticsReads: LogisticsReadRepository;
}
