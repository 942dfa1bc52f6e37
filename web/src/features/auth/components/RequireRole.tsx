import type { Role } from '@trek/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../queries/current-user-queries';

export interface RequireRoleProps {
  role: Role;
  children: ReactNode;
  /** Shown to a visitor nobody has signed in as, instead of sending them home. */
  signedOut?: ReactNode;
}

/**
 * Spec 2.1 route guard: spinner while loading; signed out (unless `signedOut` is given) or another
 * role goes home. The page asked for goes along, so a sign-in from home can lead back to it
 * (pathAfterSignIn).
 */
export function RequireRole({ role, children, signedOut }: RequireRoleProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user && signedOut) return signedOut;
  if (!user || user.role !== role) {
    return <Navigate to={paths.home} replace state={{ returnTo: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return children;
}
