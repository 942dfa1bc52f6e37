import { useEffect, useRef } from 'react';
import { usePageLocation } from '../../lib/page-navigation';
import { useAnyPublicReadPending } from '../../lib/public-reads';
import { scrollToSection } from '../../lib/scroll-to-section';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Arriving at `/#travel` from another page scrolls to that section once, when the sections are on
 * the page (`sectionsOnThePage`), their reads have answered and the page has its own layout (a
 * server-rendered page hydrates in the server's guess; the screen's layout, useIsMobile, replaces
 * it in the render after): content changing above the section would otherwise push it down after
 * the scroll.
 */
export function useScrollToLocationHash(sectionsOnThePage: boolean): void {
  const { hash, key } = usePageLocation();
  const fetching = useAnyPublicReadPending();
  const hydrated = useHydrated();
  const settling = fetching || !hydrated || !sectionsOnThePage;
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!hash || settling || scrolledFor.current === key) return undefined;
    // A jump, as the browser does for an address with a hash: a smooth scroll would lay out the
    // sections it passes, whose real heights (not their placeholder's) move the target while it runs.
    // A section not on the page yet (its code still coming) is tried again when the page settles next.
    const frame = requestAnimationFrame(() => {
      if (scrollToSection(decodeURIComponent(hash.slice(1)), { jump: true })) scrolledFor.current = key;
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key, settling]);
}
