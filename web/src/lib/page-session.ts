import type { User } from '@trek/contracts';
import { createContext, useContext } from 'react';

export interface PageSession {
  /** The signed-in visitor, or null. */
  user: User | null;
  logout: () => void;
}

/**
 * Who is signed in, for the public pages' header: inside the app the current user and the app's
 * logout (SpaPageNavigation); the landing page's own entry serves signed-out visitors only
 * (landing.tsx hands a signed-in visitor the app), so it needs no account code.
 */
export const PageSessionContext = createContext<PageSession>({ user: null, logout: () => undefined });

export const usePageSession = (): PageSession => useContext(PageSessionContext);
