import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { PreloadableTab } from '../lib/preloadable';

interface WhenPreloadedProps {
  tab: PreloadableTab;
  /** What shows until the tab's code, copy and first reads are there. */
  loading: ReactNode;
  /**
   * False renders the panel at once, to suspend on what it lacks as any part does: for the tab a
   * page opens on, whose panel renders within the page's start. Rendered as soon as its preload
   * finishes, it lands in the middle of that start: Lighthouse's blocking time on the portal read
   * 271–495 ms that way, 84–147 ms left to suspend.
   */
  waits?: boolean;
  children: ReactNode;
}

/**
 * A tab's panel, rendered once the tab's `preload` has finished (at once when a hover, a focus or
 * an earlier visit finished it), `loading` until then. The panel would otherwise suspend on its
 * code or copy, and React holds a suspended part's content back until 300 ms after its fallback
 * showed: a tab opened just before its code arrived took 330–390 ms where its reads answered in
 * 60. A failed preload renders the panel too, which throws to its `PartLoadBoundary` (Try again).
 */
export function WhenPreloaded({ tab, loading, waits = true, children }: WhenPreloadedProps) {
  const queryClient = useQueryClient();
  const [preloaded, setPreloaded] = useState(() => !waits || tab.isPreloaded());
  useEffect(() => {
    if (preloaded) return undefined;
    let mounted = true;
    // As a transition, the panel renders in slices the browser can run other work between, as a
    // suspended part's retry would; an ordinary update renders a heavy tab in one long task.
    const show = () => {
      if (mounted) startTransition(() => setPreloaded(true));
    };
    tab.preload(queryClient).then(show, show);
    return () => {
      mounted = false;
    };
  }, [preloaded, queryClient, tab]);
  return preloaded ? children : loading;
}
