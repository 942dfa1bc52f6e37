import { useEffect } from 'react';
import { endPageHydration } from './page-hydration';

/**
 * Ends the page's hydration once the page itself has hydrated: placed after the page, its effect
 * runs after the page's own, so the page's parts still showing the server's HTML have registered
 * and know they are hydrating.
 */
export function PageHydrated() {
  useEffect(endPageHydration, []);
  return null;
}
