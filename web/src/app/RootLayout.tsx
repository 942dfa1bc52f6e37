import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/queries/current-user-queries';
import { PageLoading } from '../features/dashboard/components/PageLoading';
import { PageHydrated } from '../lib/PageHydrated';
import { SpaPageNavigation } from './SpaPageNavigation';

/**
 * A new page starts at its top. The browser keeps the previous page's scroll position on an in-app
 * navigation: signing in from the access section far down the landing page opened the portal
 * scrolled to its end, the footer's Privacy Policy the policy at its end. Back and Forward keep the
 * browser's own restoration, and an address naming a section (`/#faqs`) is left to the page, which
 * scrolls to it. (In a block: the Promise some browsers answer scrollTo with is no effect cleanup.)
 */
function useNewPageStartsAtTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP' && hash === '') window.scrollTo({ top: 0 });
  }, [pathname, hash, navigationType]);
}

/** Spec 2.1: the page's loading view (a dashboard's frame, else a spinner) while the current user loads, and while a lazily loaded page arrives. */
export function RootLayout() {
  const { isLoading } = useCurrentUser();
  useNewPageStartsAtTop();
  if (isLoading) return <PageLoading />;
  return (
    <SpaPageNavigation>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        {/* React hydrates this boundary's content in a render after the root's first commit. */}
        <PageHydrated />
      </Suspense>
    </SpaPageNavigation>
  );
}
