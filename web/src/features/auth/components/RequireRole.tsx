import type { Role } from '@trek/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../queries/current-user-queries';

export interface RequireRoleProps {
  role: Role;
  children: ReactNode;
}

/** Spec 2.1 route guard: spinner while loading; signed out or another role goes home. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user || user.role !== role) return <Navigate to={paths.home} replace />;
  return children;
}
