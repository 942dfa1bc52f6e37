import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useCurrentUser } from '../features/auth/queries/current-user-queries';
import { SignedInFrame, signedInAreaOf } from '../features/dashboard/components/SignedInFrame';
import { endPageHydration } from '../lib/page-hydration';

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

/**
 * Ends the page's hydration once the page itself has hydrated. React hydrates the content of a
 * Suspense boundary (this layout's, around every page) in a render after the root's first commit;
 * placed after the page, this effect runs after the page's own, so its parts still showing the
 * server's HTML have registered and know they are hydrating.
 */
function PageHydrated() {
  useEffect(endPageHydration, []);
  return null;
}

/**
 * Spec 2.1: a spinner while the current user loads, and while a lazily loaded page arrives; a
 * dashboard shows its frame instead, the one its server-rendered HTML painted.
 */
export function RootLayout() {
  const { isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  useNewPageStartsAtTop();
  const area = signedInAreaOf(pathname);
  const loading = area ? <SignedInFrame area={area} /> : <PageSpinner />;
  if (isLoading) return loading;
  return (
    <Suspense fallback={loading}>
      <Outlet />
      <PageHydrated />
    </Suspense>
  );
}
