import { useContext, useSyncExternalStore } from 'react';
import { ServerPhoneLayoutContext } from '../../app/server-layout';

/** Spec 9: the mobile layout applies below 768 px. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the mobile layout applies. The server renders the layout it guessed from the request;
 * hydration starts from that guess too (React's server snapshot) and then follows the screen, so
 * the hydrated tree matches the HTML.
 */
export function useIsMobile(): boolean {
  const serverPhoneLayout = useContext(ServerPhoneLayoutContext);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_MEDIA_QUERY).matches,
    () => serverPhoneLayout,
  );
}
