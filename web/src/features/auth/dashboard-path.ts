import type { Role } from '@trek/contracts';
import { paths } from '../../config/paths';

/** Where a signed-in user's dashboard lives (spec 4); anyone else goes home. */
export function dashboardPathFor(role: Role | undefined): string {
  if (role === 'ORGANIZER') return paths.adminDashboard;
  if (role === 'PARTICIPANT') return paths.participantDashboard;
  return paths.home;
}
