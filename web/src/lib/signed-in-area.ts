/** The parts of the site behind a sign-in, where the app reads the account before anything else. */
export type SignedInArea = 'admin' | 'participant';

/** The signed-in area a path belongs to, if any. Small on purpose: the boot script imports it. */
export function signedInAreaOf(pathname: string): SignedInArea | null {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/participant' || pathname.startsWith('/participant/')) return 'participant';
  return null;
}
