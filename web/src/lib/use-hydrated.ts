import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true from the render right
 * after: what only the browser knows (its origin, its screen) may show from then on without the
 * hydrated tree differing from the HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
