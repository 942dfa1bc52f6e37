import type { Role } from '@trek/contracts';
import { paths } from '../../config/paths';

/** Where a signed-in user's dashboard lives (spec 4); anyone else goes home. */
export function dashboardPathFor(role: Role | undefined): string {
  if (role === 'ORGANIZER') return paths.adminDashboard;
  if (role === 'PARTICIPANT') return paths.participantDashboard;
  return paths.home;
}

/**
 * Where a sign-in leads: back to the page the route guard turned the visitor away from (a link
 * from an email, such as an organizer's notification settings) when it is in their own dashboard,
 * else to their dashboard. `guardState` is the state RequireRole put on its redirect.
 */
export function pathAfterSignIn(role: Role, guardState: unknown): string {
  const dashboard = dashboardPathFor(role);
  const returnTo = (guardState as { returnTo?: unknown } | null | undefined)?.returnTo;
  if (typeof returnTo !== 'string') return dashboard;
  const inDashboard = returnTo === dashboard || returnTo.startsWith(`${dashboard}?`) || returnTo.startsWith(`${dashboard}#`);
  return inDashboard ? returnTo : dashboard;
}
