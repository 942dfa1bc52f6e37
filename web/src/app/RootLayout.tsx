import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useCurrentUser } from '../features/auth/queries/current-user-queries';

/** Spec 2.1: a spinner while the current user loads, and while a lazily loaded page arrives. */
export function RootLayout() {
  const { isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
