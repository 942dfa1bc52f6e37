import type { Role } from '@trek/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../../dashboard/components/PageLoading';
import { paths } from '../../../config/paths';
import { readAuthToken } from '../../../lib/auth-token';
import { useCurrentUser } from '../queries/current-user-queries';

export interface RequireRoleProps {
  role: Role;
  children: ReactNode;
  /** Shown to a visitor nobody has signed in as, instead of sending them home. */
  signedOut?: ReactNode;
  /** Starts loading the page's code; asked for while the account is read when someone signed in on this device. */
  preload?: () => unknown;
}

/**
 * Spec 2.1 route guard: the page's loading view (a dashboard's frame, else a spinner) while loading (the page's code loading meanwhile, see `preload`);
 * signed out (unless `signedOut` is given) or another role goes home. The page asked for goes along, so a sign-in from home can lead back to it
 * (pathAfterSignIn).
 */
export function RequireRole({ role, children, signedOut, preload }: RequireRoleProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  // The page's code is asked for as the spinner renders, not once the account's read has answered,
  // so on a phone the two travel together rather than one after the other; a visitor with no token
  // on this device is not made to download it. Asking again is the same load.
  if (isLoading && preload && readAuthToken() !== null) void preload();
  if (isLoading) return <PageLoading />;
  if (!user && signedOut) return signedOut;
  if (!user || user.role !== role) {
    return <Navigate to={paths.home} replace state={{ returnTo: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return children;
}
