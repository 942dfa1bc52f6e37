import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/queries/current-user-queries';
import { useLogout } from '../features/auth/queries/use-logout';
import { PageNavigationContext, type PageLinkProps, type PageNavigation } from '../lib/page-navigation';
import { PageSessionContext } from '../lib/page-session';

function RouterLink({ to, ...anchorProps }: PageLinkProps) {
  return <Link to={to} {...anchorProps} />;
}

/** The app's links, navigation and signed-in visitor for the pages inside its router (`lib/page-navigation.tsx`). */
export function SpaPageNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const logout = useLogout();
  const navigation = useMemo<PageNavigation>(
    () => ({
      Link: RouterLink,
      location: { pathname: location.pathname, hash: location.hash, key: location.key, state: location.state as unknown },
      navigate: (path) => void navigate(path),
    }),
    [location, navigate],
  );
  const session = useMemo(() => ({ user, logout: () => void logout() }), [user, logout]);
  return (
    <PageNavigationContext.Provider value={navigation}>
      <PageSessionContext.Provider value={session}>{children}</PageSessionContext.Provider>
    </PageNavigationContext.Provider>
  );
}
